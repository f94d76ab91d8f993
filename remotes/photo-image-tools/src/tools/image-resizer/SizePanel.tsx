import { useState } from 'react';
import { Button, CheckField, Segmented, SelectField, TextField } from '@toolhub/shared';
import { formatSize } from './plan';
import { matchingPreset, PRESET_GROUPS, type Preset } from './presets';
import { ANCHOR_LABELS, FIT_HINTS, FIT_LABELS, parsePercent, parseSide, type Anchor, type FitMode, type ResizeMode, type SizeSettings } from './settings';
import { Panel } from '../../ui/Panel';
import styles from './styles.module.css';

export interface SizeTexts {
  width: string;
  height: string;
  percent: string;
}

interface SizePanelProps {
  settings: SizeSettings;
  texts: SizeTexts;
  /** What an empty side would come out as for the first picture ("Auto (720)"). */
  automatic: { width: number | null; height: number | null };
  problem: string | null;
  onMode: (mode: ResizeMode) => void;
  onWidth: (text: string) => void;
  onHeight: (text: string) => void;
  onPercent: (text: string) => void;
  onFit: (fit: FitMode) => void;
  onAnchor: (anchor: Anchor) => void;
  onNoEnlarge: (on: boolean) => void;
  onPreset: (preset: Preset) => void;
}

const FIT_OPTIONS = (['fit', 'crop', 'pad'] as const).map((value) => ({ value, label: FIT_LABELS[value] }));
const ANCHOR_OPTIONS = (Object.keys(ANCHOR_LABELS) as Anchor[]).map((value) => ({ value, label: ANCHOR_LABELS[value] }));
const QUICK_PERCENTS = ['25', '50', '75', '200'];

const errorOf = <T,>(reading: { value: T } | { error: string }) => ('error' in reading ? reading.error : null);

export function SizePanel(props: SizePanelProps) {
  const { settings, texts } = props;
  // Ticking "Keep aspect ratio" again brings back the way of fitting chosen before.
  const [lastFit, setLastFit] = useState<FitMode>(settings.fit === 'stretch' ? 'fit' : settings.fit);
  if (settings.fit !== 'stretch' && settings.fit !== lastFit) setLastFit(settings.fit);
  const keepAspect = settings.fit !== 'stretch';
  const active = matchingPreset(settings);
  const bothSides = settings.width !== null && settings.height !== null;

  return (
    <Panel id="ir-size-title" title="New size">
      <Segmented
        legend="Resize by"
        options={[
          { value: 'pixels', label: 'Pixels' },
          { value: 'percent', label: 'Percentage' },
        ]}
        value={settings.mode}
        onChange={props.onMode}
      />
      {settings.mode === 'pixels' ? (
        <>
          <div className={styles.sides}>
            <TextField
              id="ir-width"
              label="Width (px)"
              inputMode="numeric"
              placeholder={props.automatic.width !== null ? `Auto (${props.automatic.width})` : 'Auto'}
              value={texts.width}
              error={errorOf(parseSide(texts.width))}
              onChange={props.onWidth}
            />
            <span className={styles.times} aria-hidden="true">
              ×
            </span>
            <TextField
              id="ir-height"
              label="Height (px)"
              inputMode="numeric"
              placeholder={props.automatic.height !== null ? `Auto (${props.automatic.height})` : 'Auto'}
              value={texts.height}
              error={errorOf(parseSide(texts.height))}
              onChange={props.onHeight}
            />
          </div>
          {props.problem ? <p className="th-hint">{props.problem} Leave one empty to keep each picture's shape.</p> : null}
          <CheckField
            label="Keep aspect ratio"
            checked={keepAspect}
            onChange={(on) => props.onFit(on ? lastFit : 'stretch')}
            hint={keepAspect ? undefined : FIT_HINTS.stretch}
          />
          {keepAspect && (
            <div className="th-stack">
              <Segmented legend="When the shape differs from the box" options={FIT_OPTIONS} value={settings.fit as 'fit' | 'crop' | 'pad'} onChange={props.onFit} />
              <p className="th-hint">{bothSides ? FIT_HINTS[settings.fit] : 'Used when both width and height are given.'}</p>
            </div>
          )}
          {keepAspect && (settings.fit === 'crop' || settings.fit === 'pad') && (
            <SelectField
              id="ir-anchor"
              label={settings.fit === 'crop' ? 'Keep this part when cropping' : 'Place the picture'}
              value={settings.anchor}
              options={ANCHOR_OPTIONS}
              onChange={props.onAnchor}
            />
          )}
        </>
      ) : (
        <div className="th-stack">
          <TextField
            id="ir-percent"
            label="Scale (%)"
            inputMode="decimal"
            value={texts.percent}
            error={errorOf(parsePercent(texts.percent))}
            hint="100 keeps the size; 50 halves each side; 200 doubles it."
            onChange={props.onPercent}
          />
          <div className="th-row" role="group" aria-label="Common scales">
            {QUICK_PERCENTS.map((percent) => (
              <Button key={percent} size="sm" aria-pressed={texts.percent.trim() === percent} onClick={() => props.onPercent(percent)}>
                {percent}%
              </Button>
            ))}
          </div>
        </div>
      )}
      <CheckField label="Never enlarge" checked={settings.noEnlarge} onChange={props.onNoEnlarge} hint="Pictures smaller than the new size keep their own size; enlarging cannot add detail." />

      <details className={styles.presets}>
        <summary>Preset sizes: social media, icons, screens{active ? ` · ${active.label}` : ''}</summary>
        {PRESET_GROUPS.map((group) => (
          <div key={group.title} className="th-stack">
            <h3 className={styles.groupTitle}>{group.title}</h3>
            <div className={styles.presetGrid} role="group" aria-label={group.title}>
              {group.presets.map((preset) => (
                <Button key={preset.id} size="sm" className={styles.preset} aria-pressed={active?.id === preset.id} onClick={() => props.onPreset(preset)}>
                  <span>{preset.label}</span>
                  <span className={styles.presetSize}>{formatSize(preset)}</span>
                </Button>
              ))}
            </div>
          </div>
        ))}
        <p className="th-hint">Social sizes crop to fill; icons are padded so nothing is cut off. The fit can be changed after choosing one.</p>
      </details>
    </Panel>
  );
}
