import { coinById } from '../random-crypto/data/coins';
import { arcsFor, ringSlicePath, sliceColor } from './chart';
import type { Holding } from './logic';
import { formatBp } from './profiles';
import styles from './styles.module.css';

interface DonutProps {
  holdings: readonly Holding[];
  profileName: string;
}

const SIZE = 220;
const CENTER = SIZE / 2;
const OUTER = 104;
const INNER = 64;

/** The allocation as a ring; the table beside it carries the same numbers for screen readers. */
export function Donut({ holdings, profileName }: DonutProps) {
  const arcs = arcsFor(holdings.map((h) => h.bp));
  const label = `Allocation chart: ${holdings.map((h) => `${coinById(h.id)?.name ?? h.id} ${formatBp(h.bp)}`).join(', ')}.`;
  return (
    <svg className={styles.donut} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label}>
      {holdings.map((h, i) => {
        const coin = coinById(h.id);
        const arc = arcs[i]!;
        return (
          <path key={h.id} d={ringSlicePath(arc, CENTER, CENTER, OUTER, INNER)} fill={sliceColor(i)} className={styles.slice}>
            <title>{`${coin?.name ?? h.id} (${coin?.symbol ?? ''}): ${formatBp(h.bp)}`}</title>
          </path>
        );
      })}
      <text x={CENTER} y={CENTER - 6} textAnchor="middle" className={styles.donutCount}>
        {holdings.length} coins
      </text>
      <text x={CENTER} y={CENTER + 16} textAnchor="middle" className={styles.donutProfile}>
        {profileName}
      </text>
    </svg>
  );
}
