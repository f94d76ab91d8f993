import { Button, NumberField, SelectField } from '@toolhub/shared';
import { ASPECTS, editRectField } from './crop';
import type { Rect, Size } from './geometry';
import { parseSide } from './logic';
import { Panel } from '../../ui/Panel';
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

const ASPECT_OPTIONS = ASPECTS.map((preset) => ({ value: preset.id, label: preset.label }));

export function CropPanel({ rect, bounds, aspect, onAspect, onChange, onApply, onCancel }: CropPanelProps) {
  const ratio = ASPECTS.find((preset) => preset.id === aspect)?.ratio ?? null;
  const field = (key: keyof Rect) => (value: number) => onChange(editRectField(rect, key, value, bounds, ratio));
  /** Each box field with the pixel rule's own messages, from `min` to `max` pixels. */
  const side = (id: string, label: string, key: keyof Rect, min: number, max: number) => (
    <NumberField id={id} label={label} value={rect[key]} integer min={min} read={(text) => parseSide(text, max, min)} onValue={field(key)} />
  );
  return (
    <Panel id="ie-crop-title" title="Crop">
      <SelectField id="ie-aspect" label="Aspect ratio" value={aspect} options={ASPECT_OPTIONS} onChange={onAspect} />
      <div className={styles.fields}>
        {side('ie-crop-x', 'X', 'x', 0, bounds.width - 1)}
        {side('ie-crop-y', 'Y', 'y', 0, bounds.height - 1)}
        {side('ie-crop-w', 'Width', 'width', 1, bounds.width)}
        {side('ie-crop-h', 'Height', 'height', 1, bounds.height)}
      </div>
      <p className="th-hint">Drag the box or its handles on the picture. Enter applies, Escape cancels.</p>
      <div className="th-row">
        <Button variant="primary" onClick={onApply}>
          Apply crop
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </Panel>
  );
}
