import { useId } from 'react';
import styles from './segmented.module.css';

interface SegmentedProps<T extends string> {
  /** Names the group for assistive technology; not shown. */
  legend: string;
  values: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
  /** Tighter segments whose labels never wrap. */
  compact?: boolean;
  className?: string;
}

/** A row of radio buttons that looks like a segmented switch. */
export function Segmented<T extends string>({ legend, values, labels, value, onChange, compact, className }: SegmentedProps<T>) {
  const name = useId();
  const classes = [styles.segmented, compact ? styles.compact : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <fieldset className={classes}>
      <legend className="th-visually-hidden">{legend}</legend>
      {values.map((option) => (
        <label key={option} className={styles.segment}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          <span>{labels[option]}</span>
        </label>
      ))}
    </fieldset>
  );
}
