import { useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { HOLES, keyForHole, moveFocus } from './logic';
import styles from './styles.module.css';

interface BoardProps {
  /** Schedule index of the mole up in each hole, -1 when empty. */
  up: readonly number[];
  /** Holes showing a freshly whacked mole, and the last missed hole. */
  bonked: ReadonlySet<number>;
  missed: number | null;
  playing: boolean;
  focused: number;
  onFocusHole: (hole: number) => void;
  onWhack: (hole: number) => void;
}

/** The 3×3 field of holes: one tab stop, arrows move between holes, Space/Enter whack. */
export function Board({ up, bonked, missed, playing, focused, onFocusHole, onWhack }: BoardProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, hole: number) {
    const next = moveFocus(hole, event.key);
    if (next === null) return;
    event.preventDefault();
    onFocusHole(next);
    buttons.current[next]?.focus();
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>, hole: number) {
    // Pointer down, not click: a click waits for release, and moles don't wait.
    if (event.isPrimary === false || event.button > 0) return;
    onWhack(hole);
  }

  function onClick(event: MouseEvent<HTMLButtonElement>, hole: number) {
    // detail 0 is a keyboard or assistive-technology click; pointer presses were handled on down.
    if (event.detail === 0) onWhack(hole);
  }

  return (
    <div className={styles.board} role="group" aria-label="Mole holes">
      {Array.from({ length: HOLES }, (_, hole) => {
        const mole = (up[hole] ?? -1) >= 0;
        const bonk = bonked.has(hole);
        return (
          <button
            key={hole}
            ref={(el) => {
              buttons.current[hole] = el;
            }}
            type="button"
            className={styles.hole}
            tabIndex={hole === focused ? 0 : -1}
            data-mole={mole}
            data-bonk={bonk}
            data-miss={missed === hole}
            aria-label={`Hole ${keyForHole(hole)}${mole ? ', mole up!' : bonk ? ', whacked' : ''}`}
            aria-disabled={!playing}
            onFocus={() => onFocusHole(hole)}
            onKeyDown={(e) => onKeyDown(e, hole)}
            onPointerDown={(e) => onPointerDown(e, hole)}
            onClick={(e) => onClick(e, hole)}
          >
            <span className={styles.key} aria-hidden="true">
              {keyForHole(hole)}
            </span>
            <span className={styles.pit} aria-hidden="true" />
            <span className={styles.mole} aria-hidden="true">
              {bonk ? '😵' : '🐹'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
