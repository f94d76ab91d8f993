/** The puzzle's letter tiles: each types its letter, and shows as spent once the guess uses it. */
import { normalizeGuess } from './logic';
import styles from './styles.module.css';

/** Which tiles the typed guess already uses, left to right, so they show as spent. */
function usedTiles(tiles: string, guess: string): boolean[] {
  const left = new Map<string, number>();
  for (const letter of normalizeGuess(guess)) left.set(letter, (left.get(letter) ?? 0) + 1);
  return [...tiles].map((letter) => {
    const n = left.get(letter) ?? 0;
    if (n === 0) return false;
    left.set(letter, n - 1);
    return true;
  });
}

interface TilesProps {
  tiles: string;
  guess: string;
  /** Letters stay hidden until a timed round starts, and while it is paused. */
  hidden: boolean;
  active: boolean;
  onType: (letter: string) => void;
}

export function Tiles({ tiles, guess, hidden, active, onType }: TilesProps) {
  const used = usedTiles(tiles, guess);
  return (
    <div className={styles.tiles} role="group" aria-label={hidden ? 'Letters hidden until the round starts' : `Letters: ${[...tiles].map((l) => l.toUpperCase()).join(' ')}`}>
      {[...tiles].map((letter, index) => (
        <button
          key={index}
          type="button"
          className={styles.tile}
          data-used={used[index]}
          disabled={!active || used[index]}
          onClick={() => onType(letter)}
          aria-label={`Letter ${letter.toUpperCase()}`}
        >
          {hidden ? '?' : letter.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
