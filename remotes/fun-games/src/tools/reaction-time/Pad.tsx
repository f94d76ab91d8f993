import { forwardRef, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { ATTEMPTS_PER_SET, averageOf, rating, type ReactionState } from './logic';
import styles from './styles.module.css';

interface PadProps {
  state: ReactionState;
  onPress: () => void;
}

/** Keys that must keep their usual job (moving focus, leaving, shortcuts) instead of counting as a press. */
export function isPressKey(event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean }): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  return !['Tab', 'Escape', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'ContextMenu', 'Unidentified'].includes(event.key) && !/^F\d+$/.test(event.key);
}

function padText(state: ReactionState): { title: string; detail: string } {
  const { phase, attempts } = state;
  switch (phase.name) {
    case 'idle':
      return { title: 'Tap to start', detail: 'When the red box turns green, click, tap or press any key as fast as you can.' };
    case 'waiting':
      return { title: 'Wait for green…', detail: 'Don’t press yet.' };
    case 'ready':
      return { title: 'Tap!', detail: 'Now!' };
    case 'early':
      return { title: 'Too soon!', detail: 'You pressed before it turned green. Tap to restart this round.' };
    case 'cancelled':
      return { title: 'Round cancelled', detail: 'The tab was hidden, so that round doesn’t count. Tap to try again.' };
    case 'result': {
      if (attempts.length >= ATTEMPTS_PER_SET) {
        return { title: `${phase.ms} ms`, detail: `Set complete: ${averageOf(attempts)} ms average. Tap to start a new set.` };
      }
      return { title: `${phase.ms} ms`, detail: `${rating(phase.ms)} Tap for attempt ${attempts.length + 1} of ${ATTEMPTS_PER_SET}.` };
    }
  }
}

/** The big area that changes colour; pressed by pointer, key or assistive technology. */
export const Pad = forwardRef<HTMLButtonElement, PadProps>(function Pad({ state, onPress }, ref) {
  const { title, detail } = padText(state);
  const lastKeyPress = useRef(-Infinity);

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    // Pointer down, not click: a click only fires on release, which would add ~100 ms to every time.
    if (event.isPrimary === false || event.button > 0) return;
    onPress();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!isPressKey(event)) return;
    // Stops Space/Enter from also producing a click, which would count as a second press.
    event.preventDefault();
    lastKeyPress.current = performance.now();
    if (!event.repeat) onPress();
  }

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    // detail 0 means a click without a pointer: assistive technology, or a browser that still turns a
    // handled Space key into a click (already counted in onKeyDown, hence the time check).
    if (event.detail === 0 && performance.now() - lastKeyPress.current > 1000) onPress();
  }

  return (
    <button ref={ref} type="button" className={styles.pad} data-phase={state.phase.name} onPointerDown={onPointerDown} onKeyDown={onKeyDown} onClick={onClick}>
      <span className={styles.padTitle}>{title}</span>
      <span className={styles.padDetail}>{detail}</span>
    </button>
  );
});
