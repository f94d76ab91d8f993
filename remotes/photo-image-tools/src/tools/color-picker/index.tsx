import { useEffect, useEffectEvent, useState } from 'react';
import { Message, useQueryState, type ToolProps } from '@toolhub/shared';
import { ColorArea } from './ColorArea';
import { ContrastChecker } from './ContrastChecker';
import { EyeDropperButton } from './EyeDropperButton';
import { FormatField } from './FormatField';
import { GradientSlider } from './GradientSlider';
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
import { Panel } from '../../ui/Panel';
import ui from '../../ui/panel.module.css';
import styles from './styles.module.css';

const DEFAULT_COLOR = '4f46e5';
/** Dragging fires many changes a second; browsers throttle history updates, so the URL lags a little. */
const URL_DELAY_MS = 250;

const HUE_GRADIENT = 'linear-gradient(to right, #f00 0%, #ff0 16.67%, #0f0 33.33%, #0ff 50%, #00f 66.67%, #f0f 83.33%, #f00 100%)';

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

  // Reads the latest link and colour when the timer fires rather than when it was set.
  const writeColorToLink = useEffectEvent(() => {
    if (colorParam !== hex.slice(1)) setColorParam(hex.slice(1));
  });
  useEffect(() => {
    const timer = setTimeout(writeColorToLink, URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hex]);

  function setFromRgba(next: Rgba) {
    setHsva((previous) => rgbToHsv(roundRgba(next), previous.h));
  }

  return (
    <div className={`th-stack ${ui.tool}`}>
      {linkBroken && (
        <Message tone="warning">The colour in the link was not recognised, so the picker starts from the default.</Message>
      )}
      <div className="th-columns">
        <section className={`th-card th-stack ${ui.panel}`} aria-label="Colour picker">
          <ColorArea hsva={hsva} onChange={setHsva} />
          <GradientSlider
            id="cp-hue"
            label={`Hue: ${Math.round(hsva.h)}°`}
            max={360}
            gradient={HUE_GRADIENT}
            value={Math.round(hsva.h)}
            onValue={(h) => setHsva({ ...hsva, h })}
          />
          <GradientSlider
            id="cp-alpha"
            label={`Opacity: ${Math.round(hsva.a * 100)}%`}
            max={100}
            gradient={`linear-gradient(to right, transparent, ${opaqueHex})`}
            checker
            value={Math.round(hsva.a * 100)}
            onValue={(percent) => setHsva({ ...hsva, a: percent / 100 })}
          />
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

        <Panel id="cp-values-title" title="Values">
          {FIELDS.map((field) => (
            <FormatField key={field.kind} kind={field.kind} label={field.label} color={color} onColor={setFromRgba} />
          ))}
          <p className="th-hint">Type or paste any CSS colour in any field; the others follow.</p>
        </Panel>
      </div>

      <ContrastChecker current={color} />
      <Swatches current={color} onLoad={setFromRgba} />
      <ImagePicker onPick={setFromRgba} />
    </div>
  );
}
