import { CopyButton, formatDateTime, formatNumber, useLocaleReady } from '@toolhub/shared';
import { HistoryPanel } from '../../ui/HistoryPanel';
import { previewValues, type HistoryEntry } from './history';
import layout from '../../ui/layout.module.css';
import styles from './styles.module.css';

interface HistoryListProps {
  entries: readonly HistoryEntry[];
  separator: string;
  onClear: () => void;
  headingId: string;
}

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'medium' };

export function HistoryList({ entries, separator, onClear, headingId }: HistoryListProps) {
  const localeReady = useLocaleReady();
  return (
    <HistoryPanel
      title="History"
      headingId={headingId}
      emptyHint="Your last 10 draws will appear here, kept only in this browser."
      empty={entries.length === 0}
      onClear={onClear}
    >
      <ol className={`th-list ${styles.history}`}>
        {entries.map((entry) => {
          const partial = entry.values.length < entry.total;
          return (
            <li key={entry.id} className={`${layout.historyItem} ${styles.historyItem}`}>
              <div className={styles.historyText}>
                <span className={styles.historyMeta}>
                  {localeReady && (
                    <>
                      <time dateTime={entry.at}>{formatDateTime(entry.at, WHEN)}</time> ·{' '}
                    </>
                  )}
                  {entry.summary}
                </span>
                <span className={styles.historyValues}>{previewValues(entry)}</span>
              </div>
              <CopyButton
                size="sm"
                text={entry.values.join(separator)}
                label={partial ? `Copy first ${formatNumber(entry.values.length)}` : 'Copy'}
                aria-label={localeReady ? `Copy draw from ${formatDateTime(entry.at, WHEN)}: ${entry.summary}` : `Copy draw: ${entry.summary}`}
              />
            </li>
          );
        })}
      </ol>
    </HistoryPanel>
  );
}
