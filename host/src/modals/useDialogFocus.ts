import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focusable, visible elements inside `container`, in tab order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  // Without layout (jsdom) nothing has client rects; visibility can only be judged with it.
  const laidOut = container.getClientRects().length > 0;
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert], [hidden]') && (!laidOut || element.getClientRects().length > 0),
  );
}

/** Layers open now; the page behind stays inert until the last one closes. */
let openLayers = 0;

function setPageInert(inert: boolean) {
  const page = document.getElementById('root');
  if (page) page.inert = inert;
}

/**
 * Makes a dialog modal for keyboard and assistive technology: the page behind becomes inert,
 * focus moves in and Tab cycles inside, Escape asks to close, and focus returns to where it was
 * when the dialog closes. The dialog must be rendered outside #root (a portal to <body>).
 */
export function useDialogFocus(
  container: RefObject<HTMLElement | null>,
  onEscape: () => void,
  /** Where focus goes first; by default the first focusable element inside. */
  initialFocus?: (dialog: HTMLElement) => HTMLElement | null,
): void {
  const escape = useRef(onEscape);
  const pickInitial = useRef(initialFocus);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    const dialog = container.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openLayers += 1;
    setPageInert(true);
    (pickInitial.current?.(dialog) ?? focusableIn(dialog)[0] ?? dialog).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (!dialog || !dialog.contains(document.activeElement) && document.activeElement !== document.body) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(dialog);
      if (items.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openLayers -= 1;
      if (openLayers === 0) setPageInert(false);
      // The opener may be gone (a menu item that closed its menu); then focus stays where the next layer puts it.
      if (previous?.isConnected) previous.focus();
    };
  }, [container]);
}
