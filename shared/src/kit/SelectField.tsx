import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

export interface SelectOption<T extends string = string> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectFieldProps<T extends string = string>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id' | 'children'> {
  label: ReactNode;
  value: T;
  options: readonly SelectOption<T>[];
  /** Called with the chosen option's value (one of `options`, so it may be read back as T). */
  onChange: (value: T) => void;
  /** Shown under the field (announced as an alert) and marks it invalid. */
  error?: string | null;
  /** Shown under the field, also under an error: a select's hint often says how to clear it. */
  hint?: ReactNode;
  /** The select's id; the error and hint take it with "-error" and "-hint" added. */
  id?: string;
  className?: string;
}

/** A labelled drop-down with its error and hint below it: the select counterpart of TextField. */
export function SelectField<T extends string = string>({
  label,
  value,
  options,
  onChange,
  error,
  hint,
  id,
  className,
  'aria-describedby': ownDescription,
  ...rest
}: SelectFieldProps<T>) {
  const generated = useId();
  const selectId = id ?? generated;
  // Both notes are shown, so both describe it; a caller's own description comes after them.
  const describedBy = [error ? `${selectId}-error` : undefined, hint ? `${selectId}-hint` : undefined, ownDescription].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['th-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId}>{label}</label>
      <select
        {...rest}
        id={selectId}
        className="th-select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${selectId}-error`} className="th-field-error" role="alert">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${selectId}-hint`} className="th-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Options whose labels are the values themselves ("3", "4", …). */
export function plainOptions<T extends string>(values: readonly T[]): SelectOption<T>[] {
  return values.map((value) => ({ value, label: value }));
}
