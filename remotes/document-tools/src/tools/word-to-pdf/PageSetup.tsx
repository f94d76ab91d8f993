import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, CheckField, SelectField, TextField, useQueryState } from '@toolhub/shared';
import { LIMITS, type ParsedSettings } from '../text-to-pdf/settings';
import { DEFAULT_SETUP, parseSetup, QUERY_KEYS, type RawSetup } from './setup';
import styles from './styles.module.css';

export function usePageSetup(): { raw: RawSetup; parsed: ParsedSettings; set: (key: keyof RawSetup, value: string) => void; reset: () => void } {
  const [size, setSize] = useQueryState(QUERY_KEYS.size, DEFAULT_SETUP.size);
  const [orientation, setOrientation] = useQueryState(QUERY_KEYS.orientation, DEFAULT_SETUP.orientation);
  const [margin, setMargin] = useQueryState(QUERY_KEYS.margin, DEFAULT_SETUP.margin);
  const [fontSize, setFontSize] = useQueryState(QUERY_KEYS.fontSize, DEFAULT_SETUP.fontSize);
  const [pageNumbers, setPageNumbers] = useQueryState(QUERY_KEYS.pageNumbers, DEFAULT_SETUP.pageNumbers);
  // What was typed wins over the URL: an emptied field stays empty (with its message) even
  // though the URL then falls back to the default.
  const [typed, setTyped] = useState<Partial<RawSetup>>({});
  const raw = useMemo<RawSetup>(() => ({ size, orientation, margin, fontSize, pageNumbers, ...typed }), [size, orientation, margin, fontSize, pageNumbers, typed]);
  const parsed = useMemo(() => parseSetup(raw), [raw]);
  const setters: Record<keyof RawSetup, (value: string) => void> = { size: setSize, orientation: setOrientation, margin: setMargin, fontSize: setFontSize, pageNumbers: setPageNumbers };
  const set = (key: keyof RawSetup, value: string) => {
    if (key === 'margin' || key === 'fontSize') setTyped((current) => ({ ...current, [key]: value }));
    setters[key](value);
  };
  const [, setParams] = useSearchParams();
  const reset = () => {
    setTyped({});
    // One navigation: several setters in one event would each start from the same old query.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        Object.values(QUERY_KEYS).forEach((key) => next.delete(key));
        return next;
      },
      { replace: true },
    );
  };
  return { raw, parsed, set, reset };
}

interface Props {
  raw: RawSetup;
  parsed: ParsedSettings;
  onChange: (key: keyof RawSetup, value: string) => void;
  onReset: () => void;
}

export function PageSetup({ raw, parsed, onChange, onReset }: Props) {
  const errors = parsed.ok ? {} : parsed.errors;
  return (
    <section className="th-card th-stack" aria-labelledby="wtp-setup-heading">
      <div className="th-head-row">
        <h2 id="wtp-setup-heading">Page setup</h2>
        <Button size="sm" variant="ghost" onClick={onReset}>
          Reset
        </Button>
      </div>
      <div className={styles.setupGrid}>
        <SelectField
          label="Page size"
          value={raw.size === 'letter' ? 'letter' : 'a4'}
          options={[
            { value: 'a4', label: 'A4 (210 × 297 mm)' },
            { value: 'letter', label: 'Letter (8.5 × 11 in)' },
          ]}
          onChange={(value) => onChange('size', value)}
        />
        <SelectField
          label="Orientation"
          value={raw.orientation === 'landscape' ? 'landscape' : 'portrait'}
          options={[
            { value: 'portrait', label: 'Portrait' },
            { value: 'landscape', label: 'Landscape' },
          ]}
          onChange={(value) => onChange('orientation', value)}
        />
        <TextField
          label="Margins (mm)"
          inputMode="decimal"
          value={raw.margin}
          error={errors.margin}
          hint={`All four sides, ${LIMITS.margin.min}–${LIMITS.margin.max} mm`}
          onChange={(value) => onChange('margin', value)}
        />
        <TextField
          label="Font size (pt)"
          inputMode="decimal"
          value={raw.fontSize}
          error={errors.fontSize}
          hint="Body text; headings scale with it"
          onChange={(value) => onChange('fontSize', value)}
        />
        <CheckField
          className={styles.wide}
          label="Page numbers (“Page 1 of 3” at the bottom)"
          checked={raw.pageNumbers !== '0'}
          onChange={(checked) => onChange('pageNumbers', checked ? '1' : '0')}
        />
      </div>
    </section>
  );
}
