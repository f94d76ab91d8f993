import { Button } from '@toolhub/shared';
import { ASPECTS, editRectField } from './crop';
import type { Rect, Size } from './geometry';
import { NumberField } from './NumberField';
import styles from './styles.module.css';

interface CropPanelProps {
  rect: Rect;
  bounds: Size;
  aspect: string;
  onAspect: (aspect: string) => void;
  onChange: (rect: Rect) => void;
  onApply: () => void;
  onCancel: () => void;
}

export function CropPanel({ rect, bounds, aspect, onAspect, onChange, onApply, onCancel }: CropPanelProps) {
  const ratio = ASPECTS.find((preset) => preset.id === aspect)?.ratio ?? null;
  const field = (key: keyof Rect) => (value: number) => onChange(editRectField(rect, key, value, bounds, ratio));
  return (
    <section className={`th-card th-stack ${styles.panel}`} aria-labelledby="ie-crop-title">
      <h2 id="ie-crop-title" className={styles.heading}>
        Crop
      </h2>
      <div className="th-field">
        <label htmlFor="ie-aspect">Aspect ratio</label>
        <select id="ie-aspect" className="th-select" value={aspect} onChange={(event) => onAspect(event.target.value)}>
          {ASPECTS.map((preset) => (
            <option key={preset.id} value={preset.id}>
              {preset.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.grid4}>
        <NumberField id="ie-crop-x" label="X" value={rect.x} min={0} max={bounds.width - 1} onValue={field('x')} />
        <NumberField id="ie-crop-y" label="Y" value={rect.y} min={0} max={bounds.height - 1} onValue={field('y')} />
        <NumberField id="ie-crop-w" label="Width" value={rect.width} max={bounds.width} onValue={field('width')} />
        <NumberField id="ie-crop-h" label="Height" value={rect.height} max={bounds.height} onValue={field('height')} />
      </div>
      <p className="th-hint">Drag the box or its handles on the picture. Enter applies, Escape cancels.</p>
      <div className="th-row">
        <Button variant="primary" onClick={onApply}>
          Apply crop
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </section>
  );
}
