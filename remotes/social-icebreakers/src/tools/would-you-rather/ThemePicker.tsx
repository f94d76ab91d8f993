import { THEMES, type ThemeFilter } from './logic';
import styles from './styles.module.css';

interface ThemePickerProps {
  value: ThemeFilter;
  onChange: (theme: ThemeFilter) => void;
}

const CHOICES: readonly { id: ThemeFilter; label: string; icon: string }[] = [{ id: 'all', label: 'All', icon: '🎲' }, ...THEMES];

export function ThemePicker({ value, onChange }: ThemePickerProps) {
  return (
    <fieldset className={styles.themes}>
      <legend className="th-label">Theme</legend>
      <div className={styles.chips}>
        {CHOICES.map((t) => (
          <label key={t.id} className={styles.chip} data-checked={t.id === value || undefined}>
            <input
              type="radio"
              name="wyr-theme"
              value={t.id}
              checked={t.id === value}
              onChange={() => onChange(t.id)}
              className={styles.chipInput}
            />
            <span aria-hidden="true">{t.icon}</span> {t.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
