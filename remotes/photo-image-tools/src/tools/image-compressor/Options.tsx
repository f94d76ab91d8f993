import { CheckField, Segmented, SliderField, segmentOptions } from '@toolhub/shared';
import { Panel } from '../../ui/Panel';
import { DEFAULT_COLORS, describeQuality, TARGET_LABELS, TARGETS, type CompressorOptions, type Target } from './logic';

interface OptionsProps {
  options: CompressorOptions;
  /** The formats the added files will be written as (quality matters for the lossy ones). */
  showQuality: boolean;
  showColors: boolean;
  disabled: boolean;
  set: (name: 'to' | 'q' | 'colors' | 'meta' | 'larger', value: string) => void;
}

export function Options({ options, showQuality, showColors, disabled, set }: OptionsProps) {
  return (
    <Panel id="ico-options-title" title="Compression">
      <Segmented<Target> legend="Format" variant="chips" options={segmentOptions(TARGETS, TARGET_LABELS)} value={options.target} onChange={(value) => set('to', value)} disabled={disabled} />
      <p className="th-hint">
        {options.target === 'auto'
          ? 'JPEG with MozJPEG, WebP with libwebp, PNG with OxiPNG, AVIF with libavif: each file keeps its format.'
          : options.target === 'avif'
            ? 'AVIF: the smallest files; big photos take a while to encode.'
            : `Every file is written as ${TARGET_LABELS[options.target]}.`}
      </p>
      <div className="th-columns">
        {showQuality && (
          <SliderField
            label="Quality (JPEG, WebP, AVIF)"
            shown={`${options.quality} · ${describeQuality(options.quality)}`}
            min={1}
            max={100}
            value={options.quality}
            disabled={disabled}
            onValue={(value) => set('q', String(value))}
          />
        )}
        {showColors && (
          <div className="th-stack">
            <Segmented
              legend="PNG"
              options={[
                { value: 'lossless', label: 'Lossless' },
                { value: 'reduce', label: 'Fewer colours' },
              ]}
              value={options.colors === null ? 'lossless' : 'reduce'}
              onChange={(value) => set('colors', value === 'reduce' ? String(DEFAULT_COLORS) : '')}
              disabled={disabled}
            />
            {options.colors !== null && (
              <SliderField label="Colours" shown={`${options.colors}`} min={2} max={256} value={options.colors} disabled={disabled} onValue={(value) => set('colors', String(value))} />
            )}
          </div>
        )}
      </div>
      <CheckField
        label="Keep the original when compressing makes it larger"
        checked={options.keepSmaller}
        disabled={disabled}
        onChange={(checked) => set('larger', checked ? '' : 'allow')}
        hint="Either way, a file that grew is marked in the list."
      />
      <CheckField
        label="Keep metadata (camera, date, GPS location)"
        checked={options.keepMetadata}
        disabled={disabled}
        onChange={(checked) => set('meta', checked ? 'keep' : '')}
        hint="Off: removed, which also saves bytes and keeps your location private. JPEG, PNG and WebP can carry it."
      />
    </Panel>
  );
}
