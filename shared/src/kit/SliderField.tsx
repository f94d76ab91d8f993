import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface SliderFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'value' | 'onChange' | 'min' | 'max' | 'step'> {
  label: ReactNode;
  value: number;
  onValue: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  /** The value as shown beside the label ("120%", "+25", "1.5×"); screen readers read it too. */
  shown: string;
  /** The slider's id (the shown value's output points at it). */
  id?: string;
  className?: string;
}

/** A range input (th-range) with its label and current value on one line above it. */
export function SliderField({ label, value, onValue, min, max, step, shown, id, className, ...rest }: SliderFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={['th-field', className].filter(Boolean).join(' ')}>
      <div className="th-slider-head">
        <label htmlFor={inputId}>{label}</label>
        <output htmlFor={inputId}>{shown}</output>
      </div>
      <input
        aria-valuetext={shown}
        {...rest}
        id={inputId}
        type="range"
        className="th-range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onValue(Number(event.target.value))}
      />
    </div>
  );
}
