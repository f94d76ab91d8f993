import { create } from 'zustand';
import { readStored, writeStored } from '@toolhub/shared';

export type ThemePreference = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

/** localStorage key; host/index.html reads the same key before first paint. */
export const THEME_KEY = 'theme';

/** Anything but a known preference (old formats, hand edits) counts as the default, system. */
export function parseThemePreference(value: unknown): ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system' ? value : 'system';
}

export function resolveTheme(preference: ThemePreference, systemDark: boolean): Theme {
  return preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;
}

const darkQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;

interface ThemeState {
  preference: ThemePreference;
  systemDark: boolean;
  setPreference(preference: ThemePreference): void;
  setSystemDark(dark: boolean): void;
}

export const useThemeStore = create<ThemeState>((set) => ({
  preference: parseThemePreference(readStored<unknown>(THEME_KEY, 'system')),
  systemDark: darkQuery()?.matches ?? false,
  setPreference: (preference) => {
    writeStored(THEME_KEY, preference);
    set({ preference });
  },
  setSystemDark: (systemDark) => set({ systemDark }),
}));

export const useTheme = (): Theme => useThemeStore((state) => resolveTheme(state.preference, state.systemDark));

/** Puts the resolved theme on <html> (the design tokens key off data-theme) and follows the system setting. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (root.dataset.theme !== theme) root.dataset.theme = theme;
}

/** Keeps `systemDark` live and preferences in step across tabs; returns the unsubscribe. */
export function watchThemeSources(): () => void {
  const query = darkQuery();
  const onSystem = (event: MediaQueryListEvent) => useThemeStore.getState().setSystemDark(event.matches);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_KEY) useThemeStore.setState({ preference: parseThemePreference(readStored<unknown>(THEME_KEY, 'system')) });
  };
  query?.addEventListener('change', onSystem);
  window.addEventListener('storage', onStorage);
  return () => {
    query?.removeEventListener('change', onSystem);
    window.removeEventListener('storage', onStorage);
  };
}
