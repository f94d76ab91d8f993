import { useEffect, useEffectEvent } from 'react';

const NON_TEXT_INPUTS = new Set(['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color']);

/** True when a key press belongs to something the user is typing in. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  return target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

/**
 * Single-key shortcuts (e.g. "t", "1") for the whole page while the tool is mounted. Keys typed
 * into fields, and key combos with modifiers, are left alone so the shortcuts never fight the
 * browser or the host's search box.
 */
export function useShortcutKeys(handlers: Record<string, () => void>): void {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
    if (isTypingTarget(event.target)) return;
    const handler = handlers[event.key.toLowerCase()];
    if (!handler) return;
    event.preventDefault();
    handler();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
