import { Button, formatDateTime, useLocaleReady } from '@toolhub/shared';
import { HistoryPanel } from '../../ui/HistoryPanel';
import layout from '../../ui/layout.module.css';
import { coinById } from './data/coins';
import type { Pick } from './logic';
import styles from './styles.module.css';

interface PickHistoryProps {
  picks: readonly Pick[];
  currentId: string | undefined;
  onShow: (id: string) => void;
  onClear: () => void;
  headingId: string;
}

const WHEN: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

export function PickHistory({ picks, currentId, onShow, onClear, headingId }: PickHistoryProps) {
  const localeReady = useLocaleReady();
  return (
    <HistoryPanel
      title="Recent picks"
      headingId={headingId}
      emptyHint="Your last 10 picks will appear here, kept only in this browser."
      empty={picks.length === 0}
      onClear={onClear}
    >
      <ol className="th-list">
        {picks.map((pick, i) => {
          const coin = coinById(pick.id);
          if (!coin) return null;
          const showing = pick.id === currentId;
          return (
            <li key={`${pick.at}-${i}`} className={layout.historyItem}>
              <span className={styles.historySymbol} aria-hidden="true">
                {coin.symbol}
              </span>
              <span className={styles.historyName}>
                {coin.name}
                {localeReady && (
                  <time className={styles.muted} dateTime={pick.at}>
                    {' '}
                    · {formatDateTime(pick.at, WHEN)}
                  </time>
                )}
              </span>
              <Button size="sm" variant="ghost" onClick={() => onShow(coin.id)} disabled={showing} aria-label={`Show ${coin.name} again`}>
                {showing ? 'Showing' : 'Show'}
              </Button>
            </li>
          );
        })}
      </ol>
    </HistoryPanel>
  );
}
