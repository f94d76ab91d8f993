import { useId } from 'react';
import { LEVELS, type Level } from './logic';
import styles from './styles.module.css';

interface LevelPickerProps {
  level: Level;
  onChange: (level: string) => void;
  disabled: boolean;
}

/** The three levels as one radio group, so arrow keys move between them. */
export function LevelPicker({ level, onChange, disabled }: LevelPickerProps) {
  const name = useId();
  return (
    <fieldset className={styles.levels} disabled={disabled}>
      <legend className="th-label">Level</legend>
      <div className={styles.levelOptions}>
        {LEVELS.map((l) => (
          <label key={l.id} className={styles.level} data-checked={l.id === level}>
            <input type="radio" name={name} value={l.id} checked={l.id === level} onChange={() => onChange(l.id)} />
            <span className={styles.levelName}>{l.label}</span>
            <span className={styles.levelDetail}>{l.detail}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
