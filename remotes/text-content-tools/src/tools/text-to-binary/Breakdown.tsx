import { useDeferredValue, useId, useMemo } from 'react';
import { formatNumber } from '@toolhub/shared';
import type { Format } from './formats';
import { breakdown, textSize } from './logic';
import sections from '../../ui/sections.module.css';
import styles from './styles.module.css';

const ROWS = 64;

interface Props {
  text: string;
  format: Exclude<Format, 'base32'>;
  formatLabel: string;
}

/** Each character with its code point and the UTF-8 bytes that store it: why "é" is two bytes. */
export function Breakdown({ text, format, formatLabel }: Props) {
  const source = useDeferredValue(text);
  const headingId = useId();
  const rows = useMemo(() => breakdown(source, format, ROWS), [source, format]);
  const total = useMemo(() => (source.length > ROWS ? textSize(source).characters : rows.length), [source, rows]);
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={sections.heading}>
        Character by character
      </h2>
      <p className="th-hint">
        UTF-8 stores the letters of English in one byte each; accented letters take two, most other scripts three and emoji four.
        {total > rows.length && ` Showing the first ${ROWS} of ${formatNumber(total)} characters.`}
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Character</th>
              <th scope="col">Code point</th>
              <th scope="col">UTF-8 bytes ({formatLabel.toLowerCase()})</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <th scope="row" className={row.named ? styles.named : styles.char}>
                  {row.shown}
                </th>
                <td className="th-mono">{row.codePoint}</td>
                <td className="th-mono">
                  {row.bytes} <span className={styles.count}>({row.byteCount === 1 ? '1 byte' : `${row.byteCount} bytes`})</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
