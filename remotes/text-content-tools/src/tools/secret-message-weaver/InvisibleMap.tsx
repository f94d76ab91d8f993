import { useMemo } from 'react';
import { formatNumber } from '@toolhub/shared';
import { invisibleLabel, mapInvisible } from './logic';
import styles from './styles.module.css';

/** The text as it looks, with every run of invisible characters shown as a marked badge where it sits. */
export function InvisibleMap({ text, label }: { text: string; label: string }) {
  const { segments, truncated } = useMemo(() => mapInvisible(text), [text]);
  return (
    <details className={styles.map}>
      <summary>{label}</summary>
      <p className={styles.mapText} data-testid="invisible-map">
        {segments.map((segment, index) =>
          segment.kind === 'text' ? (
            <span key={index}>{segment.text}</span>
          ) : (
            <mark key={index} className={styles.badge} title={segment.names.join(', ')}>
              {formatNumber(segment.count)}
              <span className="th-visually-hidden"> {invisibleLabel(segment.count)} here</span>
            </mark>
          ),
        )}
        {truncated && <span className="th-hint"> … (the rest of the text is not shown)</span>}
      </p>
      <p className="th-hint">Each badge stands for a run of invisible characters; the number says how many.</p>
    </details>
  );
}
