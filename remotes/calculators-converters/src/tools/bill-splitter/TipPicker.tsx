import { useId, useState } from 'react';
import { Segmented, type SegmentedOption } from '@toolhub/shared';
import { FieldError } from './FieldError';
import { TIP_PRESETS } from './logic';
import styles from './styles.module.css';

export interface TipPickerProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

type TipChoice = (typeof TIP_PRESETS)[number] | 'custom';

const TIP_OPTIONS: SegmentedOption<TipChoice>[] = [
  ...TIP_PRESETS.map((preset) => ({ value: preset, label: `${preset}%` })),
  { value: 'custom', label: 'Custom' },
];

/** Preset tip percentages as a radio group, plus "Custom" with its own field. */
export function TipPicker({ value, onChange, error }: TipPickerProps) {
  const id = useId();
  const preset = TIP_PRESETS.find((option) => option === value.trim());
  const [customChosen, setCustomChosen] = useState(preset === undefined);
  const choice: TipChoice = customChosen || preset === undefined ? 'custom' : preset;
  const errorId = `${id}-error`;

  return (
    <div className="th-stack">
      <Segmented
        legend="Tip"
        variant="chips"
        options={TIP_OPTIONS}
        value={choice}
        onChange={(next) => {
          setCustomChosen(next === 'custom');
          if (next !== 'custom') onChange(next);
        }}
      />
      {choice === 'custom' && (
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
    </div>
  );
}
