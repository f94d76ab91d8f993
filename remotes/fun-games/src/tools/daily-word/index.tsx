import { useEffect, useState } from 'react';
import { Button, Message, type ToolProps } from '@toolhub/shared';
import type { WordLists } from './logic';
import { loadedWordLists, loadWordLists } from './words';
import { Puzzle } from './Puzzle';
import styles from './styles.module.css';

type Loaded = { state: 'loading' } | { state: 'ready'; lists: WordLists } | { state: 'failed' };

// The lists start loading with this module (the site fetches a tool's code when the visitor is
// about to open it), not after its first render; a failure here is retried by the first render.
loadWordLists().catch(() => undefined);

function initial(): Loaded {
  const lists = loadedWordLists();
  return lists ? { state: 'ready', lists } : { state: 'loading' };
}

export default function DailyWordTool({ tool }: ToolProps) {
  const [loaded, setLoaded] = useState<Loaded>(initial);
  // Each attempt (the first, then every "Try again") loads the lists once; a stale answer is dropped.
  const [attempt, setAttempt] = useState(0);

  const ready = loaded.state === 'ready';
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadWordLists().then(
      (lists) => live && setLoaded({ state: 'ready', lists }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt, ready]);

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
