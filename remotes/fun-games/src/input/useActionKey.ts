import { useEffect, useEffectEvent } from 'react';

const CONTROL_SELECTOR = 'input, textarea, select, button, a[href], summary, [contenteditable=""], [contenteditable="true"], [role="button"], [role="dialog"] *';

/**
 * Whether a key press belongs to something else on the page: a form field being typed in, a
 * button or link that Space/Enter already activates, or an open dialog of the shell.
 */
export function belongsToControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(CONTROL_SELECTOR) !== null;
}

export function isActionKey(event: KeyboardEvent): boolean {
  return (event.key === ' ' || event.key === 'Enter') && !event.altKey && !event.ctrlKey && !event.metaKey;
}

/**
 * Calls `onAction` when Space or Enter is pressed anywhere on the page that is not already a
 * control, so games can be played without first tabbing to their button.
 */
export function useActionKey(onAction: () => void, enabled = true): void {
  // An effect event always calls the latest `onAction` without re-adding the listener each render.
  const act = useEffectEvent(onAction);
  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat || !isActionKey(event) || belongsToControl(event.target)) return;
      // Space would otherwise scroll the page away from the game.
      event.preventDefault();
      act();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

/** Calls `onHidden` whenever the tab is hidden (switched away, minimised, phone locked). */
export function useTabHidden(onHidden: () => void): void {
  const hide = useEffectEvent(onHidden);
  useEffect(() => {
    function onChange() {
      if (document.visibilityState === 'hidden') hide();
    }
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
}
