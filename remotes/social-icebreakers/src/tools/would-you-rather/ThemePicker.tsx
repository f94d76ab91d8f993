import { Segmented } from '@toolhub/shared';
import { themeOptions } from '../../ui/theme-options';
import { THEMES, type ThemeFilter } from './logic';
import styles from './styles.module.css';

interface ThemePickerProps {
  value: ThemeFilter;
  onChange: (theme: ThemeFilter) => void;
}

const OPTIONS = themeOptions<ThemeFilter>([{ id: 'all', label: 'All', icon: '🎲' }, ...THEMES], styles.icon);

export function ThemePicker({ value, onChange }: ThemePickerProps) {
  return <Segmented legend="Theme" variant="chips" options={OPTIONS} value={value} onChange={onChange} />;
}
