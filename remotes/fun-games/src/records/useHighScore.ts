import { useCallback, useRef, useState } from 'react';
import { useStoredState } from '@toolhub/shared';

/**
 * A game's high score, kept in the browser under `key`. `offer` a finished game's score and it
 * becomes the record if it beats it (`newRecord` then stays true until `clearNewRecord`, when the
 * next game starts); `reset` sets the record back to 0. `storageLost` says the browser refused the
 * last save, so the record will not outlive the page.
 */
export function useHighScore(key: string, sanitize: (stored: unknown) => number) {
  const [highScore, setHighScore, kept] = useStoredState(key, sanitize);
  // Read by offer() so that several game events in one frame compare against the latest record.
  const highScoreRef = useRef(highScore);
  const [newRecord, setNewRecord] = useState(false);

  const save = useCallback(
    (score: number, isRecord: boolean) => {
      highScoreRef.current = score;
      setHighScore(score);
      setNewRecord(isRecord);
    },
    [setHighScore],
  );

  const offer = useCallback(
    (score: number) => {
      if (score > highScoreRef.current) save(score, true);
    },
    [save],
  );
  const reset = useCallback(() => save(0, false), [save]);
  const clearNewRecord = useCallback(() => setNewRecord(false), []);

  return { highScore, newRecord, storageLost: !kept, offer, reset, clearNewRecord };
}
