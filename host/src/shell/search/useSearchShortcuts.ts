import { useEffect } from 'react';
import { useShellStore } from '../shell-store';

/** True when typing '/' there should type a slash: text inputs, text areas, selects, editable content. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'range', 'color', 'file', 'image', 'reset', 'submit'].includes(target.type);
}

/** Whether a key press asks for the search box: Ctrl+K / Cmd+K anywhere, '/' outside text fields. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>): boolean {
  if (event.altKey) return false;
  if ((event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey) && !event.shiftKey) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTextField(event.target);
}

/** Installs the shortcuts for the page's lifetime; ignored while a modal dialog is open. */
export function useSearchShortcuts(): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      useShellStore.getState().focusSearch();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
