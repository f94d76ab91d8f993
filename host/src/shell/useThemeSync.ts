import { useEffect } from 'react';
import { applyTheme, useTheme, watchThemeSources } from './theme-store';

/** Mounted once by the app: the page follows the chosen or system theme from then on. */
export function useThemeSync(): void {
  const theme = useTheme();
  useEffect(() => applyTheme(theme), [theme]);
  useEffect(() => watchThemeSources(), []);
}
