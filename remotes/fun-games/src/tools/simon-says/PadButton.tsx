/** One of the four pads: pressed on pointer down, by a pointerless click, or by Enter and Space when focused. */
import type { MouseEvent, PointerEvent } from 'react';
import { padInfo, type PadId } from './logic';
import styles from './styles.module.css';

interface PadButtonProps {
  id: PadId;
  lit: boolean;
  ready: boolean;
  showSymbol: boolean;
  onPress: (pad: PadId) => void;
}

export function PadButton({ id, lit, ready, showSymbol, onPress }: PadButtonProps) {
  const pad = padInfo(id);
  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    // Pointer down, not click: the pad answers the moment a finger touches it, as the toy does.
    if (event.isPrimary === false || event.button > 0) return;
    onPress(id);
  }
  function onClick(event: MouseEvent<HTMLButtonElement>) {
    // detail 0: a click with no pointer (assistive technology). Keys are handled by the page's listener.
    if (event.detail === 0) onPress(id);
  }
  return (
    <button
      type="button"
      className={styles.pad}
      data-pad={id}
      data-lit={lit}
      aria-disabled={!ready}
      aria-label={`${pad.name} ${pad.symbolName} (${pad.keyLabel})`}
      onPointerDown={onPointerDown}
      onClick={onClick}
      onKeyDown={(event) => {
        // Enter and Space on a focused pad: pressed once here, not again by the click they cause.
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          if (!event.repeat) onPress(id);
        }
      }}
    >
      <span className={styles.symbol} aria-hidden="true">
        {showSymbol ? pad.symbol : ''}
      </span>
      <span className={styles.key} aria-hidden="true">
        {pad.keyLabel}
      </span>
    </button>
  );
}
