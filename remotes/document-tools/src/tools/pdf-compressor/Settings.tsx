import { useState } from 'react';
import { Button, CheckField, Segmented, SelectField, SliderField } from '@toolhub/shared';
import { DPI_CHOICES, DPI_LABELS, dpiChoice, LEVELS, PRESETS, QUALITY_MAX, QUALITY_MIN, type CompressSettings, type DpiChoice, type Level } from './logic';
import styles from './styles.module.css';

export interface SettingsActions {
  setLevel: (level: Level) => void;
  setQuality: (quality: number) => void;
  setDpi: (dpi: DpiChoice) => void;
  setGrayscale: (on: boolean) => void;
  setRemoveMetadata: (on: boolean) => void;
  reset: () => void;
}

const LEVEL_LABELS: Record<Level, string> = { light: PRESETS.light.label, balanced: PRESETS.balanced.label, strong: PRESETS.strong.label, custom: 'Custom' };

function qualityWords(quality: number): string {
  if (quality >= 85) return 'very good';
  if (quality >= 65) return 'good';
  if (quality >= 45) return 'fair';
  return 'low';
}

export function Settings({ settings, actions }: { settings: CompressSettings; actions: SettingsActions }) {
  const [advanced, setAdvanced] = useState(settings.level === 'custom');
  const levelHint = settings.level === 'custom' ? 'Your own picture quality and resolution, set under Advanced.' : PRESETS[settings.level].hint;
  return (
    <section className="th-card th-stack" aria-labelledby="pdc-settings-heading">
      <div className="th-head-row">
        <h2 id="pdc-settings-heading">Settings</h2>
        <Button size="sm" variant="ghost" onClick={actions.reset}>
          Reset
        </Button>
      </div>
      <div className="th-stack">
        <Segmented
          legend="Compression level"
          options={LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level] }))}
          value={settings.level}
          onChange={(level) => {
            actions.setLevel(level);
            if (level === 'custom') setAdvanced(true);
          }}
        />
        <p className="th-hint">{levelHint}</p>
      </div>
      <CheckField
        label="Convert images to grayscale"
        checked={settings.grayscale}
        onChange={actions.setGrayscale}
        hint="Colour pictures become shades of grey (smaller still); text and drawings keep their colours."
      />
      <CheckField
        label="Remove metadata"
        checked={settings.removeMetadata}
        onChange={actions.setRemoveMetadata}
        hint="Drops the title, author, dates and the editing program’s private data."
      />
      <details className={styles.advanced} open={advanced} onToggle={(event) => setAdvanced(event.currentTarget.open)}>
        <summary>Advanced</summary>
        <div className="th-stack">
          <div>
            <SliderField
              label="Image quality"
              min={QUALITY_MIN}
              max={QUALITY_MAX}
              step={1}
              value={settings.quality}
              shown={`${settings.quality} (${qualityWords(settings.quality)})`}
              onValue={actions.setQuality}
              aria-describedby="pdc-quality-hint"
            />
            <p id="pdc-quality-hint" className="th-hint">
              JPEG quality of recompressed pictures: lower is smaller; below 50 pictures may look blocky.
            </p>
          </div>
          <SelectField
            label="Downscale images larger than"
            value={dpiChoice(settings.maxDpi)}
            options={DPI_CHOICES.map((choice) => ({ value: choice, label: DPI_LABELS[choice] }))}
            onChange={actions.setDpi}
            hint="Pictures sharper than this, at the size they appear on the page, are scaled down to it."
          />
          <p className="th-hint">Changing these sets the level to Custom.</p>
        </div>
      </details>
    </section>
  );
}
