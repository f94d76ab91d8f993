import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** The media query list, or null where there is none (server rendering, jsdom without a stub). */
function reducedMotionQuery(): MediaQueryList | null {
  try {
    return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  const media = reducedMotionQuery();
  // Older Safari has only addListener; a stub may have neither.
  if (typeof media?.addEventListener === 'function') {
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }
  if (typeof media?.addListener === 'function') {
    media.addListener(onChange);
    return () => media.removeListener(onChange);
  }
  return () => {};
}

/** True while the visitor asks for less motion. */
function prefersReducedMotion(): boolean {
  return reducedMotionQuery()?.matches === true;
}

/** True while the visitor asks for less motion; follows changes to the OS setting live. False on the server. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
