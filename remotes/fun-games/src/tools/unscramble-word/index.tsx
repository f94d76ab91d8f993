import { useEffect, useState } from 'react';
import { Button, Message, type ToolProps } from '@toolhub/shared';
import type { Dictionary } from './logic';
import { loadDictionary, loadedDictionary } from './words';
import { Game } from './Game';
import styles from './styles.module.css';

type Loaded = { state: 'loading' } | { state: 'ready'; dict: Dictionary } | { state: 'failed' };

// The dictionary starts loading with this module (the site fetches a tool's code when the visitor
// is about to open it), not after its first render; a failure here is retried by the first render.
loadDictionary().catch(() => undefined);

function initial(): Loaded {
  const dict = loadedDictionary();
  return dict ? { state: 'ready', dict } : { state: 'loading' };
}

export default function UnscrambleWordTool({ tool }: ToolProps) {
  const [loaded, setLoaded] = useState<Loaded>(initial);
  const [attempt, setAttempt] = useState(0);

  const ready = loaded.state === 'ready';
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadDictionary().then(
      (dict) => live && setLoaded({ state: 'ready', dict }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt, ready]);

  if (loaded.state === 'ready') return <Game tool={tool} dict={loaded.dict} />;
  return (
    <div className={`th-stack ${styles.tool}`}>
      {loaded.state === 'loading' ? (
        <p className={styles.loading} role="status">
          Loading the dictionary…
        </p>
      ) : (
        <div className="th-stack">
          <Message tone="error">The dictionary could not be loaded. Check your connection and try again.</Message>
          <div>
            <Button
              variant="primary"
              onClick={() => {
                setLoaded({ state: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
