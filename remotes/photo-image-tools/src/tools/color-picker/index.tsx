import { useEffect, useRef, useState } from 'react';
import { Message, useQueryState, type ToolProps } from '@toolhub/shared';
import { ColorArea } from './ColorArea';
import { ContrastChecker } from './ContrastChecker';
import { EyeDropperButton } from './EyeDropperButton';
import { FormatField } from './FormatField';
import { ImagePicker } from './ImagePicker';
import { Swatches } from './Swatches';
import {
  decodeColorParam,
  formatHex,
  hsvToRgb,
  rgbToHsv,
  roundRgba,
  type FormatKind,
  type Hsva,
  type Rgba,
} from './logic';
import styles from './styles.module.css';

const DEFAULT_COLOR = '4f46e5';
/** Dragging fires many changes a second; browsers throttle history updates, so the URL lags a little. */
const URL_DELAY_MS = 250;

const FIELDS: { kind: FormatKind; label: string }[] = [
  { kind: 'hex', label: 'HEX' },
  { kind: 'rgb', label: 'RGB' },
  { kind: 'hsl', label: 'HSL' },
  { kind: 'oklch', label: 'OKLCH' },
];

export default function ColorPickerTool(_props: ToolProps) {
  const [colorParam, setColorParam] = useQueryState('color', DEFAULT_COLOR);
  const [linkBroken] = useState(() => decodeColorParam(colorParam) === null);
  const [hsva, setHsva] = useState<Hsva>(() =>
    rgbToHsv(decodeColorParam(colorParam) ?? decodeColorParam(DEFAULT_COLOR) ?? { r: 0, g: 0, b: 0, a: 1 }),
  );
  const color = roundRgba(hsvToRgb(hsva));
  const hex = formatHex(color);
  const opaqueHex = hex.slice(0, 7);

  // The latest setter and value, read when the timer fires rather than when it was set.
  const urlState = useRef({ set: setColorParam, value: colorParam });
  urlState.current = { set: setColorParam, value: colorParam };
  useEffect(() => {
    const timer = setTimeout(() => {
      if (urlState.current.value !== hex.slice(1)) urlState.current.set(hex.slice(1));
    }, URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hex]);

  function setFromRgba(next: Rgba) {
    setHsva((previous) => rgbToHsv(roundRgba(next), previous.h));
  }

  return (
    <div className={styles.tool}>
      {linkBroken && (
        <Message tone="warning">The colour in the link was not recognised, so the picker starts from the default.</Message>
      )}
      <div className={styles.main}>
        <section className={`th-card th-stack ${styles.section}`} aria-label="Colour picker">
          <ColorArea hsva={hsva} onChange={setHsva} />
          <div className="th-field">
            <label htmlFor="cp-hue">Hue: {Math.round(hsva.h)}°</label>
            <input
              id="cp-hue"
              type="range"
              min={0}
              max={360}
              step={1}
              className={styles.slider}
              style={{
                background:
                  'linear-gradient(to right, #f00 0%, #ff0 16.67%, #0f0 33.33%, #0ff 50%, #00f 66.67%, #f0f 83.33%, #f00 100%)',
              }}
              value={Math.round(hsva.h)}
              onChange={(event) => setHsva({ ...hsva, h: Number(event.target.value) })}
            />
          </div>
          <div className="th-field">
            <label htmlFor="cp-alpha">Opacity: {Math.round(hsva.a * 100)}%</label>
            <div className={styles.checker}>
              <input
                id="cp-alpha"
                type="range"
                min={0}
                max={100}
                step={1}
                className={styles.slider}
                style={{ background: `linear-gradient(to right, transparent, ${opaqueHex})` }}
                value={Math.round(hsva.a * 100)}
                onChange={(event) => setHsva({ ...hsva, a: Number(event.target.value) / 100 })}
              />
            </div>
          </div>
          <div className={styles.previewRow}>
            <div className={`${styles.checker} ${styles.bigSwatch}`}>
              <div className={styles.fill} style={{ backgroundColor: hex }} />
            </div>
            <p className={styles.currentHex} aria-live="polite">
              <span className="th-visually-hidden">Current colour </span>
              {hex}
            </p>
          </div>
          <EyeDropperButton onPick={setFromRgba} />
        </section>

        <section className={`th-card th-stack ${styles.section}`} aria-labelledby="cp-values-title">
          <h2 id="cp-values-title" className={styles.heading}>
            Values
          </h2>
          {FIELDS.map((field) => (
            <FormatField key={field.kind} kind={field.kind} label={field.label} color={color} onColor={setFromRgba} />
          ))}
          <p className="th-hint">Type or paste any CSS colour in any field; the others follow.</p>
        </section>
      </div>

      <ContrastChecker current={color} />
      <Swatches current={color} onLoad={setFromRgba} />
      <ImagePicker onPick={setFromRgba} />
    </div>
  );
}
