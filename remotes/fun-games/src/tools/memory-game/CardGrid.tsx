import { useRef, useState, type KeyboardEvent } from 'react';
import { isFaceUp, moveFocus, type MemoryState } from './logic';
import styles from './styles.module.css';

interface CardGridProps {
  label: string;
  game: MemoryState;
  columns: number;
  reducedMotion: boolean;
  onFlip: (index: number) => void;
}

/**
 * The cards as an ARIA grid with one tab stop: arrows move between cards, Enter or Space
 * (the buttons' own activation) turns one over.
 */
export function CardGrid({ label, game, columns, reducedMotion, onFlip }: CardGridProps) {
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const total = game.deck.length;
  const active = Math.min(focusIndex, total - 1);
  const rows = Array.from({ length: Math.ceil(total / columns) }, (_, r) => r);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = moveFocus(active, event.key, columns, total);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  }

  return (
    <div
      role="grid"
      aria-label={label}
      className={styles.grid}
      data-motion={reducedMotion ? 'reduced' : 'full'}
      data-columns={columns}
      style={{ ['--th-memory-columns' as string]: columns }}
      onKeyDown={onKeyDown}
    >
      {rows.map((r) => (
        <div role="row" key={r} className={styles.gridRow}>
          {Array.from({ length: columns }, (_, c) => {
            const index = r * columns + c;
            const card = game.deck[index];
            if (!card) return null;
            const up = isFaceUp(game, index);
            const matched = game.matched.has(index);
            const mismatched = game.open.length === 2 && game.open.includes(index);
            return (
              <div role="gridcell" key={index} className={styles.cell}>
                <button
                  ref={(el) => {
                    buttons.current[index] = el;
                  }}
                  type="button"
                  className={styles.card}
                  data-up={up}
                  data-matched={matched}
                  data-mismatch={mismatched}
                  tabIndex={index === active ? 0 : -1}
                  aria-label={`Card ${index + 1}, ${up ? card.face.name : 'face down'}${matched ? ', matched' : ''}`}
                  onFocus={() => setFocusIndex(index)}
                  onClick={() => onFlip(index)}
                >
                  <span className={styles.inner} aria-hidden="true">
                    <span className={styles.back} />
                    <span className={styles.front}>{card.face.emoji}</span>
                  </span>
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
