import { FORMATS, parseMaxSide, type OutputFormat } from './logic';
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

function MaxField({ id, label, value, onChange, disabled }: { id: string; label: string; value: string; onChange: (text: string) => void; disabled: boolean }) {
  const parsed = parseMaxSide(value);
  const error = 'error' in parsed ? parsed.error : null;
  return (
    <div className="th-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="th-input"
        inputMode="numeric"
        placeholder="No limit"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}

export function Settings(props: SettingsProps) {
  const { format, quality, disabled } = props;
  const lossy = format === 'jpeg' || format === 'webp' || format === 'keep';
  return (
    <section className={`th-card th-stack ${styles.panel}`} aria-labelledby="iz-settings-title">
      <h2 id="iz-settings-title" className={styles.heading}>
        Options
      </h2>
      <div className={styles.twoColumns}>
        <div className="th-field">
          <label htmlFor="iz-format">Format</label>
          <select id="iz-format" className="th-select" value={format} disabled={disabled} onChange={(event) => props.onFormat(event.target.value)}>
            {(Object.keys(FORMATS) as OutputFormat[]).map((key) => (
              <option key={key} value={key}>
                {FORMATS[key].label}
              </option>
            ))}
          </select>
        </div>
        {lossy && (
          <div className="th-field">
            <label htmlFor="iz-quality" className={styles.sliderLabel}>
              <span>Quality{format === 'keep' ? ' (when resizing JPEG/WebP)' : ''}</span>
              <output htmlFor="iz-quality">{quality}%</output>
            </label>
            <input
              id="iz-quality"
              type="range"
              min={1}
              max={100}
              value={quality}
              disabled={disabled}
              className={styles.range}
              onChange={(event) => props.onQuality(event.target.value)}
            />
          </div>
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
    </section>
  );
}
