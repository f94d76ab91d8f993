import type { CSSProperties } from 'react';
import { pipCells, type DieSides } from './logic';
import styles from './styles.module.css';

interface DieProps {
  sides: DieSides;
  /** null while nothing has been rolled yet: an empty die waits for its first roll. */
  face: number | null;
  rolling: boolean;
  /** Position in the tray, so the dice tumble slightly out of step. */
  index: number;
}

/** One die: pips for a d6, the number on a die-shaped face for the others. */
export function Die({ sides, face, rolling, index }: DieProps) {
  const label = face === null ? `d${sides}, not rolled yet` : `${face} on a d${sides}`;
  const mark = face === null || rolling ? undefined : face === sides ? 'top' : face === 1 ? 'bottom' : undefined;
  return (
    <li
      className={rolling ? `${styles.die} ${styles.rolling}` : styles.die}
      style={{ '--i': index } as CSSProperties}
      data-mark={mark}
      aria-label={label}
    >
      <span className={styles.dieBody} data-sides={sides} aria-hidden="true">
        {sides === 6 ? (
          <span className={styles.pips}>
            {face !== null &&
              Array.from({ length: 9 }, (_, cell) => (
                <span key={cell} className={pipCells(face).includes(cell) ? styles.pip : undefined} />
              ))}
          </span>
        ) : (
          <span className={styles.number}>{face ?? ''}</span>
        )}
      </span>
    </li>
  );
}
