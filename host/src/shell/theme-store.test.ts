// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseThemePreference, resolveTheme } from './theme-store';

function mockSystemDark(dark: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

async function freshStore() {
  vi.resetModules();
  return import('./theme-store');
}

beforeEach(() => {
  localStorage.clear();
  mockSystemDark(false);
});
afterEach(() => localStorage.clear());

describe('theme', () => {
  it('defaults to system, which follows the device', async () => {
    const { useThemeStore } = await freshStore();
    expect(useThemeStore.getState().preference).toBe('system');
    mockSystemDark(true);
    const again = await freshStore();
    expect(again.useThemeStore.getState().systemDark).toBe(true);
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('persists the choice as a JSON string under "theme", as index.html reads it', async () => {
    const { useThemeStore } = await freshStore();
    useThemeStore.getState().setPreference('dark');
    expect(localStorage.getItem('theme')).toBe('"dark"');
    const reloaded = await freshStore();
    expect(reloaded.useThemeStore.getState().preference).toBe('dark');
  });

  it.each(['purple', '{"a":1}', 'not json', '42', 'null'])('treats the stored value %s as system', async (raw) => {
    localStorage.setItem('theme', raw);
    const { useThemeStore } = await freshStore();
    expect(useThemeStore.getState().preference).toBe('system');
  });

  it('parses only the three known values', () => {
    expect(parseThemePreference('light')).toBe('light');
    expect(parseThemePreference('dark')).toBe('dark');
    expect(parseThemePreference('system')).toBe('system');
    expect(parseThemePreference('Dark')).toBe('system');
    expect(parseThemePreference(undefined)).toBe('system');
  });

  it('puts the resolved theme on <html>', async () => {
    const { applyTheme } = await freshStore();
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
