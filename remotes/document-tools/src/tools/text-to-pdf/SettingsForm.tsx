import type { ReactNode } from 'react';
import { FONT_LABELS, LIMITS, PAGE_SIZES, type RawSettings, type SettingsErrors } from './settings';
import styles from './styles.module.css';

interface Props {
  raw: RawSettings;
  errors: SettingsErrors;
  onChange: (key: keyof RawSettings, value: string) => void;
}

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="th-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="th-field-error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="th-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Number settings are text inputs so that whatever was typed stays visible next to its message. */
function NumberInput({ id, value, error, hint, onChange }: { id: string; value: string; error?: string; hint?: string; onChange: (v: string) => void }) {
  return (
    <input
      id={id}
      className="th-input"
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function SettingsForm({ raw, errors, onChange }: Props) {
  const number = (key: keyof RawSettings, id: string, label: string, hint: string) => (
    <Field id={id} label={label} hint={hint} error={errors[key]}>
      <NumberInput id={id} value={raw[key]} error={errors[key]} hint={hint} onChange={(v) => onChange(key, v)} />
    </Field>
  );
  return (
    <div className={styles.settingsGrid}>
      <Field id="ttp-size" label="Page size">
        <select id="ttp-size" className="th-select" value={raw.size === 'letter' ? 'letter' : 'a4'} onChange={(e) => onChange('size', e.target.value)}>
          <option value="a4">{PAGE_SIZES.a4.label} (210 × 297 mm)</option>
          <option value="letter">{PAGE_SIZES.letter.label} (8.5 × 11 in)</option>
        </select>
      </Field>
      <Field id="ttp-orientation" label="Orientation">
        <select
          id="ttp-orientation"
          className="th-select"
          value={raw.orientation === 'landscape' ? 'landscape' : 'portrait'}
          onChange={(e) => onChange('orientation', e.target.value)}
        >
          <option value="portrait">Portrait</option>
          <option value="landscape">Landscape</option>
        </select>
      </Field>
      {number('margin', 'ttp-margin', 'Margins (mm)', `All four sides, ${LIMITS.margin.min}–${LIMITS.margin.max} mm`)}
      <Field id="ttp-font" label="Font">
        <select id="ttp-font" className="th-select" value={raw.font === 'mono' ? 'mono' : 'sans'} onChange={(e) => onChange('font', e.target.value)}>
          <option value="sans">{FONT_LABELS.sans}</option>
          <option value="mono">{FONT_LABELS.mono}</option>
        </select>
      </Field>
      {number('fontSize', 'ttp-font-size', 'Font size (pt)', `${LIMITS.fontSize.min}–${LIMITS.fontSize.max} pt`)}
      {number('lineHeight', 'ttp-line-height', 'Line height', `× font size, ${LIMITS.lineHeight.min}–${LIMITS.lineHeight.max}`)}
      {number('tabSize', 'ttp-tab', 'Tab width (spaces)', 'Tabs align to these stops')}
      <div className={styles.wide}>
        <Field id="ttp-title" label="Title (optional)" hint="Printed at the top of page 1 and used as the file name" error={errors.title}>
          <input
            id="ttp-title"
            className="th-input"
            type="text"
            value={raw.title}
            maxLength={LIMITS.titleLength + 50}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? 'ttp-title-error' : 'ttp-title-hint'}
            onChange={(e) => onChange('title', e.target.value)}
          />
        </Field>
      </div>
      <label className={`th-check ${styles.wide}`}>
        <input type="checkbox" checked={raw.pageNumbers !== '0'} onChange={(e) => onChange('pageNumbers', e.target.checked ? '1' : '0')} />
        Page numbers (“Page 1 of 3” at the bottom)
      </label>
    </div>
  );
}
