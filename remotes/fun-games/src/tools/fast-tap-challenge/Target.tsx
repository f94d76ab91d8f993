import { forwardRef, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type TouchEvent } from 'react';
import type { Round } from './logic';
import styles from './styles.module.css';

interface TargetProps {
  round: Round;
  countdown: number;
  taps: number;
  reducedMotion: boolean;
  onStart: () => void;
  onTap: (points: number) => void;
}

function label(round: Round, countdown: number, taps: number): { title: string; detail: string } {
  switch (round.phase) {
    case 'idle':
      return { title: 'Tap to start', detail: 'or press Space' };
    case 'countdown':
      return { title: countdown > 0 ? String(countdown) : 'Go!', detail: 'Get ready…' };
    case 'playing':
      return { title: String(taps), detail: 'Tap! Tap! Tap!' };
    case 'done':
      return { title: String(taps), detail: 'Time! Tap to go again' };
    case 'cancelled':
      return { title: 'Cancelled', detail: 'The tab was hidden. Tap to restart' };
  }
}

/** The big round target: touches, mouse or pen presses and keys all end up as taps here. */
export const Target = forwardRef<HTMLButtonElement, TargetProps>(function Target({ round, countdown, taps, reducedMotion, onStart, onTap }, ref) {
  const lastKey = useRef(-Infinity);
  const active = round.phase === 'countdown' || round.phase === 'playing';
  const { title, detail } = label(round, countdown, taps);

  function press(points: number) {
    if (active) onTap(points);
    else onStart();
  }

  function onTouchStart(event: TouchEvent<HTMLButtonElement>) {
    // changedTouches holds only the fingers that just landed, so each finger counts once.
    press(Math.max(1, event.changedTouches.length));
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    // Touches are counted by touchstart above; the mirrored pointer event would count them twice.
    if (event.pointerType === 'touch' || event.button > 0) return;
    press(1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'Enter') return;
    // Keeps Enter from also clicking the button, which would count twice.
    event.preventDefault();
    lastKey.current = performance.now();
    if (!event.repeat) press(1);
  }

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    // A click with no pointer behind it comes from assistive technology (or a browser turning a
    // handled key into a click, already counted, hence the time check).
    if (event.detail === 0 && performance.now() - lastKey.current > 500) press(1);
  }

  return (
    <button
      ref={ref}
      type="button"
      className={styles.target}
      data-phase={round.phase}
      data-motion={reducedMotion ? 'reduced' : 'full'}
      onTouchStart={onTouchStart}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onContextMenu={(e) => e.preventDefault()}
    >
      <span key={round.phase === 'playing' ? taps : round.phase} className={styles.pulse} aria-hidden="true" />
      <span className={styles.title}>{title}</span>
      <span className={styles.detail}>{detail}</span>
    </button>
  );
});
