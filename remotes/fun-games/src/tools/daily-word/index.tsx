import { useEffect, useState } from 'react';
import { Button, Message, type ToolProps } from '@toolhub/shared';
import type { WordLists } from './logic';
import { loadWordLists } from './words';
import { Puzzle } from './Puzzle';
import styles from './styles.module.css';

type Loaded = { state: 'loading' } | { state: 'ready'; lists: WordLists } | { state: 'failed' };

export default function DailyWordTool({ tool }: ToolProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  // Each attempt (the first, then every "Try again") loads the lists once; a stale answer is dropped.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadWordLists().then(
      (lists) => live && setLoaded({ state: 'ready', lists }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  function retry() {
    setLoaded({ state: 'loading' });
    setAttempt((n) => n + 1);
  }

  if (loaded.state === 'ready') return <Puzzle tool={tool} lists={loaded.lists} />;
  return (
    <div className={`th-stack ${styles.tool}`}>
      {loaded.state === 'loading' ? (
        <p className={styles.loading} role="status">
          Loading today’s word…
        </p>
      ) : (
        <div className="th-stack">
          <Message tone="error">The word list could not be loaded. Check your connection and try again.</Message>
          <div>
            <Button variant="primary" onClick={retry}>
              Try again
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
