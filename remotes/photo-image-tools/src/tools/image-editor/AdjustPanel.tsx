import { Button } from '@toolhub/shared';
import { ADJUST_RANGES, NEUTRAL, type AdjustControl, type Adjustments } from './edits';
import styles from './styles.module.css';

interface AdjustPanelProps {
  adjustments: Adjustments;
  onAdjust: (control: AdjustControl, value: number) => void;
  onReset: () => void;
}

const LIGHT: AdjustControl[] = ['brightness', 'contrast', 'saturation'];
const FILTERS: AdjustControl[] = ['grayscale', 'sepia', 'invert', 'blur'];

function valueText(control: AdjustControl, value: number): string {
  if (control === 'blur') return `${value}px`;
  if (LIGHT.includes(control)) return value > 0 ? `+${value}` : String(value);
  return `${value}%`;
}

export function AdjustPanel({ adjustments, onAdjust, onReset }: AdjustPanelProps) {
  const slider = (control: AdjustControl) => {
    const { min, max, label } = ADJUST_RANGES[control];
    const id = `ie-${control}`;
    return (
      <div key={control} className="th-field">
        <label htmlFor={id} className={styles.sliderLabel}>
          <span>{label}</span>
          <output htmlFor={id}>{valueText(control, adjustments[control])}</output>
        </label>
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={1}
          value={adjustments[control]}
          className={styles.range}
          aria-valuetext={valueText(control, adjustments[control])}
          onChange={(event) => onAdjust(control, Number(event.target.value))}
          onDoubleClick={() => onAdjust(control, 0)}
        />
      </div>
    );
  };
  const neutral = Object.entries(adjustments).every(([key, value]) => NEUTRAL[key as AdjustControl] === value);
  const toggle = (control: AdjustControl) => (
    <Button
      key={control}
      size="sm"
      aria-pressed={adjustments[control] === 100}
      onClick={() => onAdjust(control, adjustments[control] === 100 ? 0 : 100)}
    >
      {ADJUST_RANGES[control].label}
    </Button>
  );

  return (
    <section className={`th-card th-stack ${styles.panel}`} aria-labelledby="ie-adjust-title">
      <div className={styles.panelHead}>
        <h2 id="ie-adjust-title" className={styles.heading}>
          Adjust
        </h2>
        <Button size="sm" variant="ghost" onClick={onReset} disabled={neutral}>
          Reset
        </Button>
      </div>
      {LIGHT.map(slider)}
      <h3 className={styles.subheading}>Filters</h3>
      <div className="th-row" role="group" aria-label="Quick filters">
        {toggle('grayscale')}
        {toggle('sepia')}
        {toggle('invert')}
      </div>
      {FILTERS.map(slider)}
      <p className="th-hint">Double-click a slider to reset it. Each slider's changes undo as one step.</p>
    </section>
  );
}
