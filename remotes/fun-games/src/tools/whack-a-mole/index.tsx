import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, CopyButton, type ToolProps } from '@toolhub/shared';
import { useActionKey, useTabHidden } from '../../input/useActionKey';
import { ResetHighScore } from '../../records/ResetHighScore';
import { useHighScore } from '../../records/useHighScore';
import { StatTile } from '../../ui/StatTile';
import { Board } from './Board';
import {
  IDLE_GAME,
  ROUND_MS,
  accuracy,
  buildSchedule,
  escapedCount,
  holeForKey,
  moleReducer,
  molesUp,
  roundSummary,
  sanitizeHighScore,
  scoreOf,
  type MoleEvent,
  type MoleGame,
} from './logic';
import styles from './styles.module.css';

const HIGH_SCORE_KEY = 'toolhub:whack-a-mole:high-score';
const MISS_FLASH_MS = 250;

/** Typing in a field must not whack moles; everything else (including the holes) may. */
function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"] *') !== null;
}

export default function WhackAMoleTool({ tool }: ToolProps) {
  const [game, setGame] = useState<MoleGame>(IDLE_GAME);
  const gameRef = useRef(game);
  const { highScore, newRecord, storageLost, offer: offerScore, reset: resetHighScore, clearNewRecord } = useHighScore(HIGH_SCORE_KEY, sanitizeHighScore);
  const [focused, setFocused] = useState(4);

  const dispatch = useCallback((event: MoleEvent) => {
    const before = gameRef.current;
    const after = moleReducer(before, event);
    if (after === before) return;
    gameRef.current = after;
    setGame(after);
    if (after.phase === 'over' && before.phase !== 'over') offerScore(scoreOf(after.hits, after.misses));
  }, [offerScore]);

  const { phase } = game;

  // Game time advances by frame deltas, so a hidden or paused tab never loses the round's seconds.
  useEffect(() => {
    if (phase !== 'playing' || typeof requestAnimationFrame !== 'function') return;
    let frame = 0;
    let last: number | null = null;
    const tick = (now: number) => {
      if (last !== null) dispatch({ type: 'tick', ms: now - last });
      last = now;
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [phase, dispatch]);

  const startOrResume = useCallback(() => {
    const current = gameRef.current.phase;
    if (current === 'paused') return dispatch({ type: 'resume' });
    if (current === 'playing') return;
    clearNewRecord();
    dispatch({ type: 'start', schedule: buildSchedule() });
  }, [dispatch, clearNewRecord]);

  const whack = useCallback((hole: number) => dispatch({ type: 'whack', hole }), [dispatch]);

  useActionKey(startOrResume);
  useTabHidden(() => dispatch({ type: 'pause' }));

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const hole = holeForKey(event);
      if (hole === null || gameRef.current.phase !== 'playing') return;
      event.preventDefault();
      whack(hole);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [whack]);

  const up = molesUp(game);
  const bonked = new Set<number>();
  game.whacked.forEach((index) => {
    const pop = game.schedule[index];
    if (pop && game.elapsed < pop.until) bonked.add(pop.hole);
  });
  const last = game.lastWhack;
  const missed = last && !last.hit && game.elapsed - last.at < MISS_FLASH_MS ? last.hole : null;
  const score = scoreOf(game.hits, game.misses);
  const secondsLeft = Math.ceil((ROUND_MS - game.elapsed) / 1000);
  const acc = accuracy(game.hits, game.misses);

  return (
    <div className="th-stack">
      <section className={`th-card ${styles.play}`} aria-label={tool.name}>
        <dl className={styles.stats}>
          <StatTile label="Score" valueTestId="score">{score}</StatTile>
          <StatTile label="Time">{secondsLeft}s</StatTile>
          <StatTile label="High score" highlight={newRecord}>{highScore}</StatTile>
        </dl>
        <div
          className={styles.timer}
          role="progressbar"
          aria-label="Time left"
          aria-valuemin={0}
          aria-valuemax={ROUND_MS / 1000}
          aria-valuenow={secondsLeft}
          data-hurry={phase === 'playing' && secondsLeft <= 5}
        >
          <span style={{ transform: `scaleX(${1 - game.elapsed / ROUND_MS})` }} />
        </div>

        <div className={styles.arena} data-phase={phase}>
          <Board up={up} bonked={bonked} missed={missed} playing={phase === 'playing'} focused={focused} onFocusHole={setFocused} onWhack={whack} />
          {phase !== 'playing' && (
            <div className={styles.overlay}>
              {phase === 'over' && <p className={styles.overlayTitle}>{newRecord ? 'New high score!' : 'Time’s up!'}</p>}
              {phase === 'paused' && <p className={styles.overlayTitle}>Paused</p>}
              <Button variant="primary" onClick={startOrResume}>
                {phase === 'paused' ? 'Resume' : phase === 'over' ? 'Play again' : 'Start round'}
              </Button>
            </div>
          )}
        </div>

        <p className={styles.counts}>
          Hits <strong>{game.hits}</strong> · Misses <strong>{game.misses}</strong> · Got away <strong>{escapedCount(game)}</strong>
          {acc !== null && (
            <>
              {' '}
              · Accuracy <strong>{acc}%</strong>
            </>
          )}
        </p>
        <p className="th-visually-hidden" aria-live="polite">
          {phase === 'over' ? `${roundSummary(game)}${newRecord ? ' New high score!' : ''}` : phase === 'paused' ? 'Paused.' : ''}
        </p>
        {phase === 'over' && (
          <div className="th-row">
            <CopyButton size="sm" text={`I scored ${score} at Whack-a-Mole: ${game.hits} hits in 30 seconds${acc !== null ? `, ${acc}% accuracy` : ''}.`} label="Copy my score" />
          </div>
        )}
        <p className="th-hint">
          Tap a mole, or press the number key where it sits (numpad layout: 7 8 9 is the top row). Arrow keys move between holes
          and Space or Enter whacks. Hitting an empty hole costs points.
        </p>
        <div className="th-row">
          <ResetHighScore highScore={highScore} playing={phase === 'playing'} onReset={resetHighScore} />
        </div>
        {storageLost && <p className="th-hint">This browser isn’t saving your high score, so it will be gone after you leave.</p>}
      </section>
    </div>
  );
}
