import { useEffect, useId, useState } from 'react';
import { Button, CopyButton } from '@toolhub/shared';
import ui from '../../ui/layout.module.css';
import styles from './styles.module.css';

/** The current time in milliseconds, updated on each whole second. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      // Aim just past the next second boundary so the seconds digit changes on time.
      timer = setTimeout(tick, 1000 - (current % 1000) + 5);
    };
    timer = setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
    return () => clearTimeout(timer);
  }, []);
  return now;
}

interface NowClockProps {
  now: number;
  onConvert: (seconds: string) => void;
}

/** The live Unix clock. Pausing freezes what is shown so it can be read and copied calmly. */
export function NowClock({ now, onConvert }: NowClockProps) {
  const ids = useId();
  const [frozenAt, setFrozenAt] = useState<number | null>(null);
  const shown = frozenAt ?? now;
  const seconds = String(Math.floor(shown / 1000));
  const iso = new Date(shown).toISOString();

  return (
    <section className={`th-card ${ui.card} ${styles.now}`} aria-labelledby={`${ids}-title`}>
      <div className={styles.nowHead}>
        <h2 id={`${ids}-title`} className={ui.title}>
          Current Unix time
        </h2>
        {frozenAt !== null && <span className={styles.badge}>Paused</span>}
      </div>
      <p className={styles.nowValue}>
        <time dateTime={iso} className={ui.mono}>
          {seconds}
        </time>
      </p>
      <p className={`th-hint ${ui.mono} ${styles.nowSub}`}>
        {shown} ms · {iso}
      </p>
      <div className="th-row">
        <Button size="sm" aria-pressed={frozenAt !== null} onClick={() => setFrozenAt(frozenAt === null ? now : null)}>
          {frozenAt === null ? 'Pause' : 'Resume'}
        </Button>
        <CopyButton size="sm" text={() => seconds} label="Copy seconds" />
        <CopyButton size="sm" text={() => String(shown)} label="Copy milliseconds" />
        <Button size="sm" variant="primary" onClick={() => onConvert(seconds)}>
          Convert this time
        </Button>
      </div>
    </section>
  );
}
