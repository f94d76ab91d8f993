import { useId, type ReactNode } from 'react';

export interface SegmentedOption<T extends string> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

export interface SegmentedProps<T extends string> {
  /** Names the group; shown above it as a label unless `hideLegend`. */
  legend: ReactNode;
  hideLegend?: boolean;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** `switch`: joined segments (a few short choices). `chips`: separate chips that wrap (many choices). */
  variant?: 'switch' | 'chips';
  disabled?: boolean;
  className?: string;
}

/**
 * A group of radio buttons drawn as a segmented switch or a row of chips. Radios give the keyboard
 * behaviour for free: Tab enters the group at the checked choice, the arrow keys move and select.
 */
export function Segmented<T extends string>({
  legend,
  hideLegend,
  options,
  value,
  onChange,
  variant = 'switch',
  disabled,
  className,
}: SegmentedProps<T>) {
  const name = useId();
  return (
    <fieldset className={['th-segmented', className].filter(Boolean).join(' ')} data-variant={variant} disabled={disabled}>
      <legend className={hideLegend ? 'th-visually-hidden' : 'th-label'}>{legend}</legend>
      <div className="th-segments">
        {options.map((option) => (
          <label key={option.value} className="th-segment">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Options for Segmented from a list of values and their labels. */
export function segmentOptions<T extends string>(values: readonly T[], labels: Readonly<Record<T, ReactNode>>): SegmentedOption<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
