import { useState } from 'react';
import { Button, CheckField, NumberField } from '@toolhub/shared';
import { linkedSize, type Size } from './geometry';
import { MAX_SIDE, parseSide } from './logic';
import { Panel } from '../../ui/Panel';
import styles from './styles.module.css';

interface ResizePanelProps {
  size: Size;
  onResize: (size: Size) => void;
}

export function ResizePanel({ size, onResize }: ResizePanelProps) {
  const [target, setTarget] = useState(size);
  const [basis, setBasis] = useState(size);
  const [locked, setLocked] = useState(true);
  if (basis.width !== size.width || basis.height !== size.height) {
    // The image changed (rotate, crop, undo): start again from its new size.
    setBasis(size);
    setTarget(size);
  }
  const set = (side: 'width' | 'height') => (value: number) => {
    const next = locked ? linkedSize(size, side, value) : { ...target, [side]: value };
    setTarget({ width: Math.min(MAX_SIDE, next.width), height: Math.min(MAX_SIDE, next.height) });
  };
  const readSide = (text: string) => parseSide(text, MAX_SIDE);
  const unchanged = target.width === size.width && target.height === size.height;
  const percent = Math.round((target.width / size.width) * 100);

  return (
    <Panel id="ie-resize-title" title="Resize">
      <div className={styles.fields}>
        <NumberField id="ie-width" label="Width (px)" value={target.width} integer min={1} read={readSide} onValue={set('width')} />
        <NumberField id="ie-height" label="Height (px)" value={target.height} integer min={1} read={readSide} onValue={set('height')} />
      </div>
      <CheckField label="Lock aspect ratio" checked={locked} onChange={setLocked} />
      <div className="th-row">
        <Button onClick={() => onResize(target)} disabled={unchanged}>
          Apply resize
        </Button>
        {!unchanged && locked && <span className="th-hint">{percent}% of the current size</span>}
      </div>
    </Panel>
  );
}
