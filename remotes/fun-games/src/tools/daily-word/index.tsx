import { useCallback, useEffect, useState } from 'react';
import { Button, Message, type ToolProps } from '@toolhub/shared';
import type { WordLists } from './logic';
import { loadWordLists } from './words';
import { Puzzle } from './Puzzle';
import styles from './styles.module.css';

type Loaded = { state: 'loading' } | { state: 'ready'; lists: WordLists } | { state: 'failed' };

export default function DailyWordTool({ tool }: ToolProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  const load = useCallback(() => {
    setLoaded({ state: 'loading' });
    let live = true;
    loadWordLists().then(
      (lists) => live && setLoaded({ state: 'ready', lists }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => load(), [load]);

  if (loaded.state === 'ready') return <Puzzle tool={tool} lists={loaded.lists} />;
  return (
    <div className={styles.tool}>
      {loaded.state === 'loading' ? (
        <p className={styles.loading} role="status">
          Loading today’s word…
        </p>
      ) : (
        <div className="th-stack">
          <Message tone="error">The word list could not be loaded. Check your connection and try again.</Message>
          <div>
            <Button variant="primary" onClick={load}>
              Try again
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
