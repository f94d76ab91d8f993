import { CATEGORIES } from '../random-crypto/data/categories';
import { coinById } from '../random-crypto/data/coins';
import { sliceColor } from './chart';
import type { Holding } from './logic';
import { formatBp } from './profiles';
import styles from './styles.module.css';

interface HoldingsTableProps {
  holdings: readonly Holding[];
  onToggleLock: (index: number) => void;
  onSwap: (index: number) => void;
  captionId: string;
}

export function HoldingsTable({ holdings, onToggleLock, onSwap, captionId }: HoldingsTableProps) {
  // Bars are scaled to the heaviest coin so small differences stay visible.
  const heaviest = Math.max(1, ...holdings.map((h) => h.bp));
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">Coin</th>
            <th scope="col" className={styles.categoryCol}>
              Category
            </th>
            <th scope="col" className={styles.weightCol}>
              Weight
            </th>
            <th scope="col">
              <span className="th-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {holdings.map((h, i) => {
            const coin = coinById(h.id);
            if (!coin) return null;
            return (
              <tr key={h.id} data-locked={h.locked}>
                <th scope="row" className={styles.coinCell}>
                  <span className={styles.swatch} style={{ background: sliceColor(i) }} aria-hidden="true" />
                  <span className={styles.coinText}>
                    <span className={styles.coinName}>{coin.name}</span>
                    <span className={styles.coinSymbol}>{coin.symbol}</span>
                  </span>
                </th>
                <td className={styles.categoryCol}>{CATEGORIES[coin.category].name}</td>
                <td className={styles.weightCol}>
                  <span className={styles.weight}>{formatBp(h.bp)}</span>
                  <span className={styles.bar} aria-hidden="true">
                    <span style={{ width: `${(h.bp / heaviest) * 100}%`, background: sliceColor(i) }} />
                  </span>
                </td>
                <td className={styles.rowActions}>
                  <button
                    type="button"
                    className="th-btn"
                    data-size="sm"
                    data-variant={h.locked ? 'primary' : 'ghost'}
                    aria-pressed={h.locked}
                    aria-label={`Lock ${coin.name}`}
                    title={h.locked ? 'Locked: coin and weight stay when re-rolling' : 'Lock to keep this coin and its weight'}
                    onClick={() => onToggleLock(i)}
                  >
                    <span aria-hidden="true">{h.locked ? '🔒' : '🔓'}</span>
                  </button>
                  <button
                    type="button"
                    className="th-btn"
                    data-size="sm"
                    data-variant="ghost"
                    aria-label={`Swap ${coin.name} for another coin`}
                    title="Swap for another coin of the same kind, same weight"
                    disabled={h.locked}
                    onClick={() => onSwap(i)}
                  >
                    <span aria-hidden="true">⟳</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
