import { useSyncExternalStore } from 'react';

/**
 * The `data-theme` on <html>, live. Charts redraw when it changes; following the attribute
 * rather than the theme store means the new token values are already in effect when they redraw.
 */
export function useThemeAttribute(): string {
  return useSyncExternalStore(subscribe, snapshot, () => '');
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

const snapshot = (): string => document.documentElement.dataset.theme ?? '';
