import { useId, useState } from 'react';
import { CopyButton, Message } from '@toolhub/shared';
import { formatColor, parseColor, type FormatKind, type Rgba } from './logic';
import styles from './styles.module.css';

interface FormatFieldProps {
  kind: FormatKind;
  label: string;
  color: Rgba;
  onColor: (color: Rgba) => void;
}

/**
 * One editable notation of the current colour. While the user types, their text stays as typed
 * (valid or not); it falls back to the formatted value once the colour changes elsewhere.
 */
export function FormatField({ kind, label, color, onColor }: FormatFieldProps) {
  const id = useId();
  const formatted = formatColor(kind, color);
  // The draft remembers which colour it was typed against, so an outside change wins.
  const [draft, setDraft] = useState<{ text: string; base: string } | null>(null);
  const [focused, setFocused] = useState(false);
  const shown = draft && (focused || draft.base === formatted) ? draft.text : null;
  const result = shown === null ? null : parseColor(kind, shown);
  const error = result && !result.ok ? result.error : null;
  const mapped = result?.ok === true && result.mapped;

  function onChange(text: string) {
    setDraft({ text, base: formatted });
    const parsed = parseColor(kind, text);
    if (parsed.ok) onColor(parsed.color);
  }

  function onFocus() {
    setFocused(true);
    if (shown === null) setDraft(null);
  }

  function onBlur() {
    setFocused(false);
    // A valid entry is shown in the tidy notation once the user leaves the field.
    if (shown !== null && parseColor(kind, shown).ok) setDraft(null);
  }

  return (
    <div className="th-field">
      <label htmlFor={id}>{label}</label>
      <div className={styles.fieldRow}>
        <input
          id={id}
          className={`th-input ${styles.mono}`}
          value={shown ?? formatted}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error || mapped ? `${id}-msg` : undefined}
          onChange={(event) => onChange(event.target.value)}
          onFocus={onFocus}
          onBlur={onBlur}
        />
        <CopyButton text={formatted} label="Copy" size="sm" aria-label={`Copy ${label}`} />
      </div>
      {error && (
        <div id={`${id}-msg`}>
          <Message tone="error">{error}</Message>
        </div>
      )}
      {mapped && (
        <div id={`${id}-msg`}>
          <Message tone="warning">Outside the sRGB range screens show; using the nearest colour that fits.</Message>
        </div>
      )}
    </div>
  );
}
