import { useEffect, useRef } from 'react';

/**
 * When a list shrinks because its item was removed from inside it (a card's star pressed), the
 * focused button goes with it and the browser drops focus on the page. This puts it on the section
 * heading instead (`headingId`, focusable with tabIndex -1), so keyboard users keep their place.
 */
export function useFocusAfterRemoval(count: number, headingId: string | undefined): void {
  const shown = useRef(count);
  useEffect(() => {
    const removed = count < shown.current;
    shown.current = count;
    if (removed && headingId && (document.activeElement === document.body || document.activeElement === null)) {
      document.getElementById(headingId)?.focus();
    }
  }, [count, headingId]);
}
