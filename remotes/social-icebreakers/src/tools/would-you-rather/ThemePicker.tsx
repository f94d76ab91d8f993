import { Segmented, type SegmentedOption } from '@toolhub/shared';
import { THEMES, type ThemeFilter } from './logic';
import styles from './styles.module.css';

interface ThemePickerProps {
  value: ThemeFilter;
  onChange: (theme: ThemeFilter) => void;
}

const CHOICES: readonly { id: ThemeFilter; label: string; icon: string }[] = [{ id: 'all', label: 'All', icon: '🎲' }, ...THEMES];

// The icon is an <i>, not a <span>: the kit styles every span inside a segment as the chip itself.
const OPTIONS: readonly SegmentedOption<ThemeFilter>[] = CHOICES.map((t) => ({
  value: t.id,
  label: (
    <>
      <i className={styles.icon} aria-hidden="true">
        {t.icon}
      </i>
      {t.label}
    </>
  ),
}));

export function ThemePicker({ value, onChange }: ThemePickerProps) {
  return <Segmented legend="Theme" variant="chips" options={OPTIONS} value={value} onChange={onChange} />;
}
