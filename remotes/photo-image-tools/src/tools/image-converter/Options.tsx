import { CheckField, Segmented, SliderField, TextField, segmentOptions } from '@toolhub/shared';
import { FORMATS, ICO_SIZES, OUTPUT_FORMATS, toHex, type OutputFormat } from '../../codecs/formats';
import { Panel } from '../../ui/Panel';
import { formatIcoSizes, formatNotes, usesQuality, type ConverterOptions } from './logic';
import styles from './styles.module.css';

const FORMAT_LABELS = Object.fromEntries(OUTPUT_FORMATS.map((format) => [format, format === 'ico' ? 'ICO' : FORMATS[format].label])) as Record<OutputFormat, string>;

interface OptionsProps {
  options: ConverterOptions;
  disabled: boolean;
  set: (name: 'to' | 'q' | 'lossless' | 'bg' | 'meta' | 'sizes' | 'opt', value: string) => void;
}

export function Options({ options, disabled, set }: OptionsProps) {
  const { format } = options;
  const info = FORMATS[format];
  return (
    <Panel id="ic-options-title" title="Convert to">
      <Segmented legend="Output format" hideLegend variant="chips" options={segmentOptions(OUTPUT_FORMATS, FORMAT_LABELS)} value={format} onChange={(value) => set('to', value)} disabled={disabled} />
      <p className="th-hint">{formatNotes(format)}</p>
      <div className="th-columns">
        {usesQuality(options) && (
          <SliderField
            label="Quality"
            shown={`${options.quality}`}
            min={1}
            max={100}
            value={options.quality}
            disabled={disabled}
            aria-describedby="ic-quality-hint"
            onValue={(value) => set('q', String(value))}
          />
        )}
        {info.losslessMode && (
          <CheckField label="Lossless" checked={options.lossless} disabled={disabled} onChange={(checked) => set('lossless', checked ? '1' : '')} hint="Every pixel kept exactly; larger files." />
        )}
        {format === 'png' && (
          <CheckField label="Optimise with OxiPNG" checked={options.optimisePng} disabled={disabled} onChange={(checked) => set('opt', checked ? '1' : '')} hint="Smaller PNG files, same pixels; takes longer." />
        )}
        {info.alpha === 'none' && (
          <div className={styles.background}>
            <TextField
              label="Background for transparent areas"
              value={options.backgroundText}
              placeholder="#ffffff"
              spellCheck={false}
              disabled={disabled}
              error={options.backgroundError}
              hint="JPEG has no transparency: see-through pixels are laid over this colour."
              onChange={(value) => set('bg', value.replace(/^#/, ''))}
            />
            <input
              type="color"
              className={styles.swatch}
              aria-label="Pick the background colour"
              value={toHex(options.background)}
              disabled={disabled}
              onChange={(event) => set('bg', event.target.value.replace(/^#/, ''))}
            />
          </div>
        )}
      </div>
      {usesQuality(options) && (
        <p id="ic-quality-hint" className="th-hint">
          Higher keeps more detail in a bigger file; 75–85 looks the same as the original to most eyes.
        </p>
      )}
      {format === 'ico' && (
        <fieldset className={styles.sizes} disabled={disabled}>
          <legend className="th-label">Icon sizes (pixels)</legend>
          <div className="th-row">
            {ICO_SIZES.map((size) => (
              <CheckField
                key={size}
                label={`${size}`}
                checked={options.icoSizes.includes(size)}
                onChange={(checked) => {
                  const next = checked ? [...options.icoSizes, size] : options.icoSizes.filter((value) => value !== size);
                  // At least one size: unticking the last one keeps it.
                  if (next.length) set('sizes', formatIcoSizes(next));
                }}
              />
            ))}
          </div>
        </fieldset>
      )}
      <Segmented
        legend="Metadata (camera, date, GPS location)"
        options={[
          { value: 'strip', label: 'Remove' },
          { value: 'keep', label: 'Keep' },
        ]}
        value={options.keepMetadata ? 'keep' : 'strip'}
        onChange={(value) => set('meta', value === 'keep' ? 'keep' : '')}
        disabled={disabled}
      />
      <p className="th-hint">
        {options.keepMetadata
          ? info.metadata
            ? `The EXIF block is copied into the ${info.label} file. Colour profiles are converted to sRGB.`
            : `${info.label} files cannot carry EXIF here: it will be left out, and the list will say so.`
          : 'Removed: safer to share (no location). Photos are turned upright first either way.'}
      </p>
    </Panel>
  );
}
