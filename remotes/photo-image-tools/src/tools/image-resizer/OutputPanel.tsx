import { CheckField, SelectField, SliderField, TextField } from '@toolhub/shared';
import { parseHexColor } from '../../codecs/formats';
import { namePatternProblem } from './output';
import { FILTER_LABELS, FORMAT_LABELS, type ResampleFilter, type ResizeFormat } from './settings';
import { Panel } from '../../ui/Panel';
import styles from './styles.module.css';

interface OutputPanelProps {
  format: ResizeFormat;
  onFormat: (format: ResizeFormat) => void;
  /** Whether the chosen format has a quality setting ("Same as original" counts: JPEG, WebP). */
  lossy: boolean;
  quality: number;
  onQuality: (quality: number) => void;
  /** Whether a background colour is used: JPEG output, or padding without transparency. */
  showBackground: boolean;
  /** Whether the padding may stay see-through (padding, to a format with transparency). */
  showTransparentPad: boolean;
  backgroundText: string;
  onBackground: (text: string) => void;
  transparentPad: boolean;
  onTransparentPad: (on: boolean) => void;
  filter: ResampleFilter;
  onFilter: (filter: ResampleFilter) => void;
  keepMetadata: boolean;
  onKeepMetadata: (on: boolean) => void;
  namePattern: string;
  onNamePattern: (text: string) => void;
}

const FORMAT_OPTIONS = (Object.keys(FORMAT_LABELS) as ResizeFormat[]).map((value) => ({ value, label: FORMAT_LABELS[value] }));
const FILTER_OPTIONS = (Object.keys(FILTER_LABELS) as ResampleFilter[]).map((value) => ({ value, label: FILTER_LABELS[value] }));

export function OutputPanel(props: OutputPanelProps) {
  const colour = parseHexColor(props.backgroundText);
  return (
    <Panel id="ir-output-title" title="Output">
      <div className="th-columns">
        <SelectField
          id="ir-format"
          label="Format"
          value={props.format}
          options={FORMAT_OPTIONS}
          hint={props.format === 'same' ? 'GIF, BMP and ICO files are saved as PNG.' : undefined}
          onChange={props.onFormat}
        />
        <SelectField id="ir-filter" label="Resampling" value={props.filter} options={FILTER_OPTIONS} onChange={props.onFilter} />
      </div>
      {props.lossy && (
        <SliderField id="ir-quality" label="Quality" shown={`${props.quality}`} min={1} max={100} value={props.quality} onValue={props.onQuality} />
      )}
      {props.showTransparentPad && <CheckField label="Transparent padding" checked={props.transparentPad} onChange={props.onTransparentPad} />}
      {props.showBackground && (
        <div className={styles.colourRow}>
          <TextField
            id="ir-background"
            label="Background colour"
            value={props.backgroundText}
            error={'error' in colour ? colour.error : null}
            hint="Fills padding, and transparent areas in JPEG."
            spellCheck={false}
            onChange={props.onBackground}
          />
          <span className={styles.swatch} style={{ background: 'rgb' in colour ? `rgb(${colour.rgb.join(' ')})` : 'transparent' }} aria-hidden="true" />
        </div>
      )}
      <CheckField
        label="Keep photo metadata (EXIF)"
        checked={props.keepMetadata}
        onChange={props.onKeepMetadata}
        hint="Camera, date and place stay in JPEG, PNG and WebP files. Off by default: shared photos then reveal less."
      />
      <TextField
        id="ir-names"
        label="File names"
        value={props.namePattern}
        error={namePatternProblem(props.namePattern)}
        hint="{name} is the original name, {w} and {h} the new size, {n} the number in the batch."
        spellCheck={false}
        onChange={props.onNamePattern}
      />
    </Panel>
  );
}
