import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { areaPoint, formatHex, hsvToRgb, moveInArea, type Hsva } from './logic';
import styles from './styles.module.css';

interface ColorAreaProps {
  hsva: Hsva;
  onChange: (next: Hsva) => void;
}

/** The saturation (x) × brightness (y) square for the current hue. */
export function ColorArea({ hsva, onChange }: ColorAreaProps) {
  const ref = useRef<HTMLDivElement>(null);
  const pureHue = formatHex(hsvToRgb({ h: hsva.h, s: 1, v: 1, a: 1 }));
  const saturation = Math.round(hsva.s * 100);
  const brightness = Math.round(hsva.v * 100);

  function fromPointer(event: PointerEvent<HTMLDivElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    const { s, v } = areaPoint(event.clientX - rect.left, event.clientY - rect.top, rect.width, rect.height);
    onChange({ ...hsva, s, v });
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Capture is a nicety; dragging still works while the pointer stays inside.
    }
    fromPointer(event);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (event.buttons & 1) fromPointer(event);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = moveInArea(hsva, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  }

  return (
    <div
      ref={ref}
      className={styles.area}
      style={{ backgroundColor: pureHue }}
      role="slider"
      tabIndex={0}
      aria-label="Saturation and brightness"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={saturation}
      aria-valuetext={`Saturation ${saturation}%, brightness ${brightness}%`}
      aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Home End PageUp PageDown"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onKeyDown={onKeyDown}
    >
      <div className={styles.areaWhite} />
      <div className={styles.areaBlack} />
      <div
        className={styles.thumb}
        style={{
          left: `${hsva.s * 100}%`,
          top: `${(1 - hsva.v) * 100}%`,
          backgroundColor: formatHex(hsvToRgb({ ...hsva, a: 1 })),
        }}
      />
    </div>
  );
}
