import { Button, SliderField } from '@toolhub/shared';
import { ADJUST_RANGES, NEUTRAL, type AdjustControl, type Adjustments } from './edits';
import { Panel } from '../../ui/Panel';
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
    const shown = valueText(control, adjustments[control]);
    return (
      <SliderField
        key={control}
        id={`ie-${control}`}
        label={label}
        shown={shown}
        min={min}
        max={max}
        step={1}
        value={adjustments[control]}
        onValue={(value) => onAdjust(control, value)}
        onDoubleClick={() => onAdjust(control, 0)}
      />
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
    <Panel
      id="ie-adjust-title"
      title="Adjust"
      actions={
        <Button size="sm" variant="ghost" onClick={onReset} disabled={neutral}>
          Reset
        </Button>
      }
    >
      {LIGHT.map(slider)}
      <h3 className={styles.subheading}>Filters</h3>
      <div className="th-row" role="group" aria-label="Quick filters">
        {toggle('grayscale')}
        {toggle('sepia')}
        {toggle('invert')}
      </div>
      {FILTERS.map(slider)}
      <p className="th-hint">Double-click a slider to reset it. Each slider's changes undo as one step.</p>
    </Panel>
  );
}
