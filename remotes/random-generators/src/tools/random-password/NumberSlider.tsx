import { useId } from 'react';
import styles from './styles.module.css';

interface NumberSliderProps {
  label: string;
  value: string;
  min: number;
  max: number;
  onChange: (value: string) => void;
  error: string | null;
}

/** A range slider and a number box bound to the same setting, so both coarse and exact input work. */
export function NumberSlider({ label, value, min, max, onChange, error }: NumberSliderProps) {
  const id = useId();
  const parsed = Number(value);
  const sliderValue = Number.isFinite(parsed) ? Math.min(max, Math.max(min, Math.round(parsed))) : min;
  return (
    <div className="th-field">
      <label htmlFor={`${id}-number`}>{label}</label>
      <div className={styles.sliderRow}>
        <input
          type="range"
          className={`th-range ${styles.slider}`}
          min={min}
          max={max}
          value={sliderValue}
          aria-label={`${label} slider`}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={`${id}-number`}
          className={`th-input ${styles.numberBox}`}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="th-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
