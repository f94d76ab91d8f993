import { useId, useState } from 'react';
import { FieldError } from './FieldError';
import { TIP_PRESETS } from './logic';
import styles from './styles.module.css';

export interface TipPickerProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** Preset tip percentages as a radio group, plus "Custom" with its own field. */
export function TipPicker({ value, onChange, error }: TipPickerProps) {
  const id = useId();
  const isPreset = (TIP_PRESETS as readonly string[]).includes(value.trim());
  const [customChosen, setCustomChosen] = useState(!isPreset);
  const custom = customChosen || !isPreset;
  const errorId = `${id}-error`;

  return (
    <fieldset className={styles.fieldset}>
      <legend className="th-label">Tip</legend>
      <div className={styles.segmented}>
        {TIP_PRESETS.map((preset) => (
          <label key={preset} className={styles.segment}>
            <input
              type="radio"
              name={`${id}-tip`}
              value={preset}
              checked={!custom && value.trim() === preset}
              onChange={() => {
                setCustomChosen(false);
                onChange(preset);
              }}
            />
            <span>{preset}%</span>
          </label>
        ))}
        <label className={styles.segment}>
          <input type="radio" name={`${id}-tip`} value="custom" checked={custom} onChange={() => setCustomChosen(true)} />
          <span>Custom</span>
        </label>
      </div>
      {custom && (
        <div className={`th-field ${styles.customTip}`}>
          <label htmlFor={`${id}-custom`}>Custom tip (%)</label>
          <input
            id={`${id}-custom`}
            className="th-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
