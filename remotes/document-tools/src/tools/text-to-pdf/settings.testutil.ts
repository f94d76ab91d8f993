import type { Settings } from './settings';

/** The tests' page setup: A4 portrait, 20 mm margins, sans 10 pt at 1.5 lines, no title or page numbers. */
export function settings(overrides: Partial<Settings> = {}): Settings {
  return {
    size: 'a4',
    orientation: 'portrait',
    marginMm: 20,
    font: 'sans',
    fontSize: 10,
    lineHeight: 1.5,
    tabSize: 4,
    title: '',
    pageNumbers: false,
    ...overrides,
  };
}
