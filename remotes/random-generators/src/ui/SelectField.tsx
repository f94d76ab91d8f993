import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

export interface SelectOption<T extends string> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

interface SelectFieldProps<T extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id'> {
  label: ReactNode;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  /** Shown under the field (as an alert) and marks it invalid. */
  error?: string | null;
  /** Shown under the field while there is no error. */
  hint?: ReactNode;
  id?: string;
  className?: string;
}

/**
 * A labelled drop-down with its error (or hint) below it, the select counterpart of the kit's
 * TextField. Kept here until the kit has one (several remotes hand-build the same markup).
 */
export function SelectField<T extends string>({ label, value, options, onChange, error, hint, id, className, ...rest }: SelectFieldProps<T>) {
  const generated = useId();
  const selectId = id ?? generated;
  const describedBy = error ? `${selectId}-error` : hint ? `${selectId}-hint` : undefined;
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
      {error ? (
        <p id={`${selectId}-error`} className="th-field-error" role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${selectId}-hint`} className="th-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** Options whose labels are the values themselves ("3", "4", …). */
export function plainOptions<T extends string>(values: readonly T[]): SelectOption<T>[] {
  return values.map((value) => ({ value, label: value }));
}
