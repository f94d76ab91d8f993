import type { InputHTMLAttributes, ReactNode } from 'react';
import ui from './panel.module.css';

interface SliderFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'value' | 'onChange'> {
  id: string;
  label: ReactNode;
  /** The value as shown beside the label ("90%", "+25"). */
  shown: string;
  value: number;
  onValue: (value: number) => void;
}

/** A range input with its label and current value on one line above it. */
export function SliderField({ id, label, shown, value, onValue, ...rest }: SliderFieldProps) {
  return (
    <div className="th-field">
      <label htmlFor={id} className={ui.sliderLabel}>
        <span>{label}</span>
        <output htmlFor={id}>{shown}</output>
      </label>
      <input {...rest} id={id} type="range" value={value} className={ui.range} onChange={(event) => onValue(Number(event.target.value))} />
    </div>
  );
}
