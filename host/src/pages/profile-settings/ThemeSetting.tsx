import { useId } from 'react';
import { useThemeStore, type ThemePreference } from '../../shell/theme-store';

const CHOICES: { value: ThemePreference; label: string; hint: string }[] = [
  { value: 'light', label: 'Light', hint: 'Always light.' },
  { value: 'dark', label: 'Dark', hint: 'Always dark.' },
  { value: 'system', label: 'System', hint: 'Follows your device’s setting.' },
];

/** The same preference as the menu's dark mode switch, with all three choices. Kept in this browser. */
export function ThemeSetting() {
  const preference = useThemeStore((state) => state.preference);
  const setPreference = useThemeStore((state) => state.setPreference);
  const name = useId();
  return (
    <fieldset className="settings-theme">
      <legend>Theme</legend>
      {CHOICES.map((choice) => (
        <label key={choice.value} className="settings-choice">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={preference === choice.value}
            onChange={() => setPreference(choice.value)}
            aria-labelledby={`${name}-${choice.value}-label`}
            aria-describedby={`${name}-${choice.value}-hint`}
          />
          <span className="settings-choice-text">
            <span id={`${name}-${choice.value}-label`} className="settings-choice-label">
              {choice.label}
            </span>
            <span id={`${name}-${choice.value}-hint`} className="th-hint">
              {choice.hint}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
