import { useThemeStore, useTheme } from './theme-store';

/** Dark mode on or off; the choice overrides the system setting until "Use system setting". */
export function ThemeToggle() {
  const theme = useTheme();
  const preference = useThemeStore((state) => state.preference);
  const setPreference = useThemeStore((state) => state.setPreference);
  const dark = theme === 'dark';
  return (
    <div className="theme-toggle">
      <button
        type="button"
        role="switch"
        aria-checked={dark}
        className="switch-row"
        onClick={() => setPreference(dark ? 'light' : 'dark')}
      >
        <span className="switch-label">
          <span aria-hidden="true">{dark ? '🌙' : '☀️'}</span> Dark mode
        </span>
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
      </button>
      <p className="menu-hint">
        {preference === 'system' ? (
          'Following your device’s setting.'
        ) : (
          <button type="button" className="link-button" onClick={() => setPreference('system')}>
            Use system setting
          </button>
        )}
      </p>
    </div>
  );
}
