import { useEffect, useState } from 'react';
import { Button, Message, type ToolProps } from '@toolhub/shared';
import type { Dictionary } from './logic';
import { loadDictionary } from './words';
import { Game } from './Game';
import styles from './styles.module.css';

type Loaded = { state: 'loading' } | { state: 'ready'; dict: Dictionary } | { state: 'failed' };

export default function UnscrambleWordTool({ tool }: ToolProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadDictionary().then(
      (dict) => live && setLoaded({ state: 'ready', dict }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

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
