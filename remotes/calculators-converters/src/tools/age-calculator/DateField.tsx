import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '@toolhub/shared';
import { MAX_ISO, MIN_ISO, parseDate } from './logic';
import styles from './styles.module.css';

export interface DateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  invalid?: boolean;
  /** id of the message describing why the value is refused. */
  errorId?: string;
}

/** What a native date picker can display: anything else is shown as text so the visitor's input stays visible. */
function pickerCanShow(value: string): boolean {
  return value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && parseDate(value).ok);
}

/**
 * A native date picker, with a switch to plain text typing (YYYY-MM-DD) for browsers whose picker
 * is awkward for far-back years, or when the value from a shared link isn't a valid date.
 */
export function DateField({ label, value, onChange, hint, invalid, errorId }: DateFieldProps) {
  const id = useId();
  const [preferText, setPreferText] = useState(false);
  const [incomplete, setIncomplete] = useState(false);
  const asText = preferText || !pickerCanShow(value);
  const hintId = `${id}-hint`;
  const incompleteId = `${id}-incomplete`;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    // A half-typed date in a native picker reads as '' with badInput set; say so instead of going blank.
    setIncomplete(!asText && event.target.validity?.badInput === true);
    onChange(event.target.value);
  }

  const describedBy = [hint ? hintId : '', incomplete ? incompleteId : '', invalid && errorId ? errorId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className="th-field">
      <div className="th-head-row">
        <label htmlFor={id}>{label}</label>
        <Button
          variant="ghost"
          size="sm"
          className={styles.modeSwitch}
          onClick={() => {
            setIncomplete(false);
            setPreferText(!asText);
          }}
          disabled={!pickerCanShow(value) && !preferText}
          aria-label={asText ? `Use date picker: ${label}` : `Type as text: ${label}`}
        >
          {asText ? 'Use date picker' : 'Type as text'}
        </Button>
      </div>
      <input
        id={id}
        className="th-input"
        type={asText ? 'text' : 'date'}
        inputMode={asText ? 'numeric' : undefined}
        placeholder={asText ? 'YYYY-MM-DD' : undefined}
        autoComplete={label === 'Date of birth' ? 'bday' : 'off'}
        min={asText ? undefined : MIN_ISO}
        max={asText ? undefined : MAX_ISO}
        value={value}
        onChange={handleChange}
        aria-invalid={invalid || incomplete ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <span id={hintId} className="th-hint">
          {hint}
        </span>
      )}
      {incomplete && (
        <span id={incompleteId} className="th-field-error">
          This date is incomplete or doesn’t exist.
        </span>
      )}
    </div>
  );
}
