import { SelectField, SliderField, TextField } from '@toolhub/shared';
import { FORMATS, parseMaxSide, type OutputFormat } from './logic';
import { Panel } from '../../ui/Panel';
import styles from './styles.module.css';

interface SettingsProps {
  format: OutputFormat;
  onFormat: (format: string) => void;
  quality: number;
  onQuality: (quality: string) => void;
  maxWidth: string;
  onMaxWidth: (text: string) => void;
  maxHeight: string;
  onMaxHeight: (text: string) => void;
  zipName: string;
  onZipName: (name: string) => void;
  disabled: boolean;
}

/** An optional size limit: blank is no limit, so it stays text with the tool's own messages. */
function MaxField({ id, label, value, onChange, disabled }: { id: string; label: string; value: string; onChange: (text: string) => void; disabled: boolean }) {
  const parsed = parseMaxSide(value);
  return (
    <TextField
      id={id}
      label={label}
      inputMode="numeric"
      placeholder="No limit"
      value={value}
      disabled={disabled}
      error={'error' in parsed ? parsed.error : null}
      onChange={onChange}
    />
  );
}

const FORMAT_OPTIONS = (Object.keys(FORMATS) as OutputFormat[]).map((key) => ({ value: key, label: FORMATS[key].label }));

export function Settings(props: SettingsProps) {
  const { format, quality, disabled } = props;
  const lossy = format === 'jpeg' || format === 'webp' || format === 'keep';
  return (
    <Panel id="iz-settings-title" title="Options">
      <div className="th-columns">
        <SelectField id="iz-format" label="Format" value={format} options={FORMAT_OPTIONS} disabled={disabled} onChange={props.onFormat} />
        {lossy && (
          <SliderField
            id="iz-quality"
            label={`Quality${format === 'keep' ? ' (when resizing JPEG/WebP)' : ''}`}
            shown={`${quality}%`}
            min={1}
            max={100}
            value={quality}
            disabled={disabled}
            onValue={(value) => props.onQuality(String(value))}
          />
        )}
        <MaxField id="iz-maxw" label="Max width (px)" value={props.maxWidth} onChange={props.onMaxWidth} disabled={disabled} />
        <MaxField id="iz-maxh" label="Max height (px)" value={props.maxHeight} onChange={props.onMaxHeight} disabled={disabled} />
      </div>
      <p className="th-hint">Resizing keeps each image's shape and never enlarges it. “Keep original” with no limits copies files untouched.</p>
      <div className="th-field">
        <label htmlFor="iz-name">ZIP file name</label>
        <div className={styles.nameRow}>
          <input id="iz-name" className="th-input" value={props.zipName} disabled={disabled} placeholder="images" onChange={(event) => props.onZipName(event.target.value)} />
          <span aria-hidden="true">.zip</span>
        </div>
      </div>
    </Panel>
  );
}
