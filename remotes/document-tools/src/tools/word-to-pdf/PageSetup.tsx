import { useMemo } from 'react';
import { CheckField, SelectField, TextField, useQueryState } from '@toolhub/shared';
import { PageSetupCard } from '../../pdf-ui/PageSetupCard';
import { useTypedSettings } from '../../url-settings/useTypedSettings';
import { LIMITS, type ParsedSettings } from '../text-to-pdf/settings';
import { DEFAULT_SETUP, parseSetup, QUERY_KEYS, type RawSetup } from './setup';
import styles from './styles.module.css';

export function usePageSetup(): { raw: RawSetup; parsed: ParsedSettings; set: (key: keyof RawSetup, value: string) => void; reset: () => void } {
  const [size, setSize] = useQueryState(QUERY_KEYS.size, DEFAULT_SETUP.size);
  const [orientation, setOrientation] = useQueryState(QUERY_KEYS.orientation, DEFAULT_SETUP.orientation);
  const [margin, setMargin] = useQueryState(QUERY_KEYS.margin, DEFAULT_SETUP.margin);
  const [fontSize, setFontSize] = useQueryState(QUERY_KEYS.fontSize, DEFAULT_SETUP.fontSize);
  const [pageNumbers, setPageNumbers] = useQueryState(QUERY_KEYS.pageNumbers, DEFAULT_SETUP.pageNumbers);
  const { typed, type, reset } = useTypedSettings<RawSetup>(Object.values(QUERY_KEYS));
  const raw = useMemo<RawSetup>(() => ({ size, orientation, margin, fontSize, pageNumbers, ...typed }), [size, orientation, margin, fontSize, pageNumbers, typed]);
  const parsed = useMemo(() => parseSetup(raw), [raw]);
  const setters: Record<keyof RawSetup, (value: string) => void> = { size: setSize, orientation: setOrientation, margin: setMargin, fontSize: setFontSize, pageNumbers: setPageNumbers };
  const set = (key: keyof RawSetup, value: string) => {
    if (key === 'margin' || key === 'fontSize') type(key, value);
    setters[key](value);
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
    <PageSetupCard headingId="wtp-setup-heading" onReset={onReset}>
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
    </PageSetupCard>
  );
}
