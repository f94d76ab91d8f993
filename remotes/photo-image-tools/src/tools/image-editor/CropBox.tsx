import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { dragRect, HANDLES, type Handle } from './crop';
import type { Rect, Size } from './geometry';
import styles from './styles.module.css';

interface CropBoxProps {
  rect: Rect;
  bounds: Size;
  ratio: number | null;
  onChange: (rect: Rect) => void;
  onApply: () => void;
  onCancel: () => void;
}

const pct = (part: number, whole: number) => `${(part / whole) * 100}%`;

/** The draggable crop box over the preview; arrow keys move it, Enter applies, Escape cancels. */
export function CropBox({ rect, bounds, ratio, onChange, onApply, onCancel }: CropBoxProps) {
  const layer = useRef<HTMLDivElement>(null);
  const drag = useRef<{ handle: Handle; start: Rect; x: number; y: number; perPixel: number } | null>(null);

  function begin(event: PointerEvent<HTMLElement>, handle: Handle) {
    const box = layer.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { handle, start: rect, x: event.clientX, y: event.clientY, perPixel: bounds.width / box.width };
  }

  function move(event: PointerEvent<HTMLElement>) {
    const state = drag.current;
    if (!state) return;
    const dx = (event.clientX - state.x) * state.perPixel;
    const dy = (event.clientY - state.y) * state.perPixel;
    // Handles stay grabbable: a box never shrinks below ~24 screen pixels.
    const min = Math.max(1, Math.round(24 * state.perPixel));
    onChange(dragRect(state.start, state.handle, dx, dy, bounds, ratio, Math.min(min, bounds.width, bounds.height)));
  }

  function end() {
    drag.current = null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = Math.max(1, Math.round(Math.max(bounds.width, bounds.height) / 200)) * (event.shiftKey ? 10 : 1);
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = moves[event.key];
    if (delta) {
      event.preventDefault();
      onChange(dragRect(rect, 'move', delta[0], delta[1], bounds, ratio));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onApply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <div ref={layer} className={styles.cropLayer}>
      <div
        className={styles.cropBox}
        style={{
          left: pct(rect.x, bounds.width),
          top: pct(rect.y, bounds.height),
          width: pct(rect.width, bounds.width),
          height: pct(rect.height, bounds.height),
        }}
        tabIndex={0}
        role="group"
        aria-label={`Crop box ${rect.width} × ${rect.height} at ${rect.x}, ${rect.y}. Arrow keys move it (Shift for bigger steps), Enter applies, Escape cancels.`}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => begin(event, 'move')}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      >
        <span className={styles.thirds} aria-hidden="true" />
        {HANDLES.map((handle) => (
          <span
            key={handle}
            className={styles.handle}
            data-handle={handle}
            aria-hidden="true"
            onPointerDown={(event) => begin(event, handle)}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
          />
        ))}
      </div>
    </div>
  );
}
