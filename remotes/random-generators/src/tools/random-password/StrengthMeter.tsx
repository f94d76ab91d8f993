import { useId } from 'react';
import { strengthOf, timeToGuess } from './logic';
import styles from './styles.module.css';

/** Entropy with a labelled meter: the word carries the meaning, the bar and colour only repeat it. */
export function StrengthMeter({ bits }: { bits: number }) {
  const id = useId();
  const strength = strengthOf(bits);
  return (
    <div className={styles.strength} aria-live="polite">
      <div className={styles.strengthHead}>
        <span id={id} className="th-label">
          Strength
        </span>
        <strong className={styles.strengthLabel} data-level={strength.level}>
          {strength.label}
        </strong>
        <span className={styles.bits}>{bits.toFixed(1)} bits of entropy</span>
      </div>
      <div
        className={styles.meter}
        role="meter"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={128}
        aria-valuenow={Math.min(128, Math.round(bits))}
        aria-valuetext={`${strength.label}, ${bits.toFixed(1)} bits`}
      >
        <div className={styles.meterFill} data-level={strength.level} style={{ width: `${Math.min(100, (bits / 128) * 100)}%` }} />
      </div>
      <p className="th-hint">
        Average time to guess at 100 billion guesses a second: {timeToGuess(bits)}.
      </p>
    </div>
  );
}
