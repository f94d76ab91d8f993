import { useId, useMemo } from 'react';
import { formatNumber } from '@toolhub/shared';
import { StatTile } from '../../ui/StatTile';
import type { PayRule, SymbolId } from './data';
import { machineOdds, oneIn, ruleLabel, ruleSpoken } from './logic';
import styles from './styles.module.css';

interface PaytableProps {
  paytable: readonly PayRule[];
  strips: readonly (readonly SymbolId[])[];
  /** The rule that paid on the last spin, highlighted in the table. */
  lastWin: PayRule | null;
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

export function Paytable({ paytable, strips, lastWin }: PaytableProps) {
  const odds = useMemo(() => machineOdds(strips, paytable), [strips, paytable]);
  const headingId = useId();
  return (
    <section className={`th-card ${styles.paytable}`} aria-labelledby={headingId}>
      <h2 id={headingId}>Paytable</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Payline</th>
            <th scope="col">Pays</th>
            <th scope="col">Chance</th>
          </tr>
        </thead>
        <tbody>
          {paytable.map((rule, i) => (
            <tr key={i} data-active={rule === lastWin}>
              <th scope="row">
                <span aria-hidden="true">{ruleLabel(rule)}</span>
                <span className="th-visually-hidden">{ruleSpoken(rule)}</span>
              </th>
              <td>{rule.pays}×</td>
              <td>{oneIn(odds.ruleChances.get(rule) ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.odds}>
        <StatTile label="Return to player">{percent(odds.rtp)}</StatTile>
        <StatTile label="Spins that pay">{percent(odds.hitRate)}</StatTile>
      </dl>
      <p className="th-hint">
        Wins pay on the middle line, bet × the multiplier; only the best win counts. The return is exact, worked out over all{' '}
        {formatNumber(odds.combinations)} equally likely reel stops: in the long run every 100 credits bet pay back{' '}
        {(odds.rtp * 100).toFixed(1)}. Play money only, nothing to buy or cash out.
      </p>
    </section>
  );
}
