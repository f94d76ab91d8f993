import { useId } from 'react';
import { announce, copyText } from '@toolhub/shared';
import type { CategoryDef, ConversionView, UnitDef } from './logic';
import styles from './styles.module.css';

export interface AllUnitsProps {
  category: CategoryDef;
  conversion: ConversionView;
  from: UnitDef;
  to: UnitDef;
}

async function copyValue(plain: string, unit: UnitDef) {
  const ok = await copyText(plain);
  announce(ok ? `Copied ${plain} ${unit.symbol}` : 'Copy failed', ok ? 'success' : 'error');
}

/**
 * The value in every unit of its category at once. Each value is a button that copies it: a
 * separate Copy column would leave the numbers too little room on a phone.
 */
export function AllUnits({ category, conversion, from, to }: AllUnitsProps) {
  const headingId = useId();
  const hintId = useId();
  const name = category.name.toLowerCase();
  return (
    <section className={`th-card th-stack ${styles.allUnits}`} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.heading}>
          {conversion.status === 'ok' ? `${conversion.input} ${from.symbol} in every ${name} unit` : `Every ${name} unit`}
        </h2>
        <p id={hintId} className="th-hint">
          {conversion.status === 'ok' ? 'Select a value to copy it.' : conversion.status === 'pending' ? '' : 'The value in each unit shows here once it is a number.'}
        </p>
      </div>
      {conversion.status === 'ok' && (
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Unit</th>
              <th scope="col" className={styles.number}>
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {conversion.rows.map(({ unit, shown }) => (
              <tr
                key={unit.id}
                aria-current={unit.id === to.id ? 'true' : undefined}
                className={unit.id === from.id ? styles.fromRow : undefined}
              >
                <th scope="row" className={styles.unitName}>
                  {unit.name}
                </th>
                <td className={styles.number}>
                  <button
                    type="button"
                    className={styles.copyValue}
                    aria-label={`Copy ${shown.plain} ${unit.symbol}`}
                    aria-describedby={hintId}
                    onClick={() => void copyValue(shown.plain, unit)}
                  >
                    <span className={styles.digits}>
                      {shown.exact ? '' : '≈\u00a0'}
                      {shown.text}
                    </span>{' '}
                    <span className={styles.symbol}>{unit.symbol}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
