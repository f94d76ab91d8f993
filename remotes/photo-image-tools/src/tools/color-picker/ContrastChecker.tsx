import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Message, useQueryState } from '@toolhub/shared';
import { contrastRatio, contrastVerdict, formatRatio } from './contrast';
import { decodeColorParam, encodeColorParam, formatHex, parseColor, type Rgba } from './logic';
import { Panel } from '../../ui/Panel';
import styles from './styles.module.css';

interface ColorInputProps {
  label: string;
  value: Rgba;
  following: boolean;
  onChange: (color: Rgba) => void;
}

/** A colour typed as any CSS colour, with the native swatch as a quick alternative. */
function ColorInput({ label, value, following, onChange }: ColorInputProps) {
  const id = useId();
  const hex = formatHex(value);
  const [draft, setDraft] = useState<{ text: string; base: string } | null>(null);
  const shown = draft && draft.base === hex ? draft.text : null;
  const result = shown === null ? null : parseColor('hex', shown);

  function onText(text: string) {
    const parsed = parseColor('hex', text);
    setDraft({ text, base: parsed.ok ? formatHex(parsed.color) : hex });
    if (parsed.ok) onChange(parsed.color);
  }

  return (
    <div className="th-field">
      <label htmlFor={id}>
        {label}
        {following && <span className="th-hint"> (follows the picker)</span>}
      </label>
      <div className={styles.fieldRow}>
        <input
          type="color"
          className={styles.native}
          aria-label={`${label} swatch`}
          value={hex.slice(0, 7)}
          onChange={(event) => {
            const parsed = parseColor('hex', event.target.value);
            if (parsed.ok) {
              setDraft(null);
              onChange(parsed.color);
            }
          }}
        />
        <input
          id={id}
          className={`th-input ${styles.mono}`}
          value={shown ?? hex}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={result && !result.ok ? true : undefined}
          onChange={(event) => onText(event.target.value)}
          onBlur={() => result?.ok && setDraft(null)}
        />
      </div>
      {result && !result.ok && <Message tone="error">{result.error}</Message>}
    </div>
  );
}

const CHECKS = [
  { key: 'aaNormal', label: 'AA · normal text', need: '4.5:1' },
  { key: 'aaLarge', label: 'AA · large text', need: '3:1' },
  { key: 'aaaNormal', label: 'AAA · normal text', need: '7:1' },
  { key: 'aaaLarge', label: 'AAA · large text', need: '4.5:1' },
] as const;

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

export function ContrastChecker({ current }: { current: Rgba }) {
  // An empty text colour means "the colour being picked", so the check updates while picking.
  const [fgParam, setFgParam] = useQueryState('fg', '');
  const [bgParam, setBgParam] = useQueryState('bg', 'ffffff');
  const [, setParams] = useSearchParams();
  const fgOwn = fgParam ? decodeColorParam(fgParam) : null;
  const text = fgOwn ?? current;
  const background = decodeColorParam(bgParam) ?? WHITE;
  const ratio = contrastRatio(text, background);
  const verdict = contrastVerdict(ratio);
  const previewStyle = { color: formatHex(text), backgroundColor: formatHex(background) };

  return (
    <Panel id="cp-contrast-title" title="Contrast checker">
      <div className="th-columns">
        <ColorInput label="Text colour" value={text} following={!fgOwn} onChange={(c) => setFgParam(encodeColorParam(c))} />
        <ColorInput label="Background colour" value={background} following={false} onChange={(c) => setBgParam(encodeColorParam(c))} />
      </div>
      <div className="th-row">
        <Button size="sm" onClick={() => setFgParam('')} disabled={!fgOwn}>
          Text = picked colour
        </Button>
        <Button size="sm" onClick={() => setBgParam(encodeColorParam(current))}>
          Background = picked colour
        </Button>
        <Button
          size="sm"
          onClick={() => {
            // Both keys in one navigation: two separate updates would each start from the old query.
            setParams(
              (query) => {
                const next = new URLSearchParams(query);
                next.set('fg', encodeColorParam(background));
                next.set('bg', encodeColorParam(text));
                return next;
              },
              { replace: true },
            );
          }}
        >
          ⇅ Swap
        </Button>
      </div>

      <div className={styles.preview} style={previewStyle}>
        <p className={styles.previewNormal}>Normal text: the quick brown fox jumps over the lazy dog.</p>
        <p className={styles.previewLarge}>Large text (24px, or 18.66px bold)</p>
      </div>

      <div aria-live="polite" className="th-stack">
        <p className={styles.ratio}>
          Contrast ratio <strong>{formatRatio(ratio)}</strong>
        </p>
        <ul className={styles.checks}>
          {CHECKS.map((check) => (
            <li key={check.key} data-pass={verdict[check.key]}>
              <span aria-hidden="true">{verdict[check.key] ? '✓' : '✗'}</span> {check.label} ({check.need}):{' '}
              <strong>{verdict[check.key] ? 'Pass' : 'Fail'}</strong>
            </li>
          ))}
        </ul>
      </div>
      {background.a < 1 && (
        <p className="th-hint">A translucent background is checked as it looks over white.</p>
      )}
    </Panel>
  );
}
