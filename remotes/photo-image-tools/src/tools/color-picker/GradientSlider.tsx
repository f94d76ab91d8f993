import type { ReactNode } from 'react';
import styles from './styles.module.css';

interface GradientSliderProps {
  id: string;
  label: ReactNode;
  max: number;
  value: number;
  /** The track: the range of colours the slider runs through. */
  gradient: string;
  /** Draw the track over a checkerboard (for opacity). */
  checker?: boolean;
  onValue: (value: number) => void;
}

/** A whole-number slider from 0 to `max` whose track shows what it changes. */
export function GradientSlider({ id, label, max, value, gradient, checker, onValue }: GradientSliderProps) {
  const input = (
    <input
      id={id}
      type="range"
      min={0}
      max={max}
      step={1}
      className={styles.slider}
      style={{ background: gradient }}
      value={value}
      onChange={(event) => onValue(Number(event.target.value))}
    />
  );
  return (
    <div className="th-field">
      <label htmlFor={id}>{label}</label>
      {checker ? <div className={styles.checker}>{input}</div> : input}
    </div>
  );
}
