import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '@toolhub/shared';
import { MAX_YEAR, MIN_YEAR, readDate } from './logic';
import styles from './styles.module.css';

export interface DateInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Why the value is refused, shown under the field. */
  error: string | null;
  today: string;
}

/** What the native picker can show; anything else (from a link, typed as text) stays visible as text. */
const pickerCanShow = (value: string) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && readDate(value)?.ok === true);

/** A native date picker with a Today button; a value the picker cannot show is kept as text. */
export function DateInput({ label, value, onChange, error, today }: DateInputProps) {
  const id = useId();
  const [incomplete, setIncomplete] = useState(false);
  const asText = !pickerCanShow(value);
  const message = error ?? (incomplete ? 'This date is incomplete or does not exist.' : null);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    // A half-typed date in a native picker reads as '' with badInput set: say so rather than go blank.
    setIncomplete(!asText && event.target.validity?.badInput === true);
    onChange(event.target.value);
  }

  return (
    <div className="th-field">
      <div className="th-head-row">
        <label htmlFor={id}>{label}</label>
        <Button size="sm" variant="ghost" onClick={() => onChange(today)} disabled={value === today} aria-label={`${label}: today`}>
          Today
        </Button>
      </div>
      <input
        id={id}
        className={`th-input ${styles.date}`}
        type={asText ? 'text' : 'date'}
        placeholder={asText ? 'YYYY-MM-DD' : undefined}
        min={asText ? undefined : `${String(MIN_YEAR).padStart(4, '0')}-01-01`}
        max={asText ? undefined : `${MAX_YEAR}-12-31`}
        autoComplete="off"
        value={value}
        onChange={handleChange}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      {message && (
        <p id={`${id}-error`} className="th-field-error">
          {message}
        </p>
      )}
    </div>
  );
}
