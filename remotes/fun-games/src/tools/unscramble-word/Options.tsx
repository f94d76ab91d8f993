/** The game's options, kept in the URL: the word length and the mode. */
import { Segmented, segmentOptions } from '@toolhub/shared';
import { LENGTHS, MODES, type Mode, type WordLength } from './logic';
import styles from './styles.module.css';

const MODE_LABELS: Record<Mode, string> = { relaxed: 'Relaxed', timed: 'Timed (2 min)' };
const LENGTH_LABELS = Object.fromEntries(LENGTHS.map((n) => [n, `${n} letters`])) as Record<WordLength, string>;

interface OptionsProps {
  length: WordLength;
  mode: Mode;
  onLength: (next: WordLength) => void;
  onMode: (next: Mode) => void;
}

export function Options({ length, mode, onLength, onMode }: OptionsProps) {
  return (
    <div className={styles.options}>
      <Segmented legend="Word length" variant="chips" options={segmentOptions(LENGTHS, LENGTH_LABELS)} value={length} onChange={onLength} />
      <Segmented legend="Mode" options={segmentOptions(MODES, MODE_LABELS)} value={mode} onChange={onMode} />
    </div>
  );
}
