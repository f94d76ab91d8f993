import { Segmented } from '@toolhub/shared';
import { LEVELS, type Level } from './logic';
import styles from './styles.module.css';

interface LevelPickerProps {
  level: Level;
  onChange: (level: string) => void;
  disabled: boolean;
}

const LEVEL_OPTIONS = LEVELS.map((l) => ({
  value: l.id,
  label: (
    <span className={styles.levelText}>
      <span className={styles.levelName}>{l.label}</span>
      <span className={styles.levelDetail}>{l.detail}</span>
    </span>
  ),
}));

/** The three levels as one radio group (the kit's chips), so arrow keys move between them. */
export function LevelPicker({ level, onChange, disabled }: LevelPickerProps) {
  return <Segmented legend="Level" variant="chips" className={styles.levels} options={LEVEL_OPTIONS} value={level} onChange={onChange} disabled={disabled} />;
}
