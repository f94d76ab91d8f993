import type { CatalogueTool } from '@toolhub/shared';

/** Test helpers shared by the component tests of this remote. */

export function fakeTool(path: string, name: string): CatalogueTool {
  return { name, path, description: `${name} for tests`, icon: '🎲', isAvailable: true, category: 'fun-games' };
}

/** Makes matchMedia answer the reduced-motion query as given (jsdom has no matchMedia). */
export function setReducedMotion(reduced: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduced && query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

/** Pretends the tab was switched away from (or back to) and tells the page. */
export function setTabHidden(hidden: boolean): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}
