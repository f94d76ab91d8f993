import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Shows a <dialog> as a modal for as long as the component is mounted. The browser does the hard
 * parts (showModal): focus stays inside, the page behind is inert, Escape asks to cancel. Here:
 * Escape (or a close the browser forces) asks the owner to close, focus starts where `initialFocus`
 * says (else where the browser puts it) and returns to the opener when the dialog goes away.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  onClose: () => void,
  initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null,
): void {
  const close = useRef(onClose);
  const pickInitial = useRef(initialFocus);
  useEffect(() => {
    close.current = onClose;
  });

  // A layout effect, so the dialog is closed before React removes it and focus can go back.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let unmounting = false;
    dialog.showModal();
    pickInitial.current?.(dialog)?.focus();
    const onCancel = (event: Event) => {
      // The owner decides (it may keep the dialog, e.g. to change the address first).
      event.preventDefault();
      close.current();
    };
    const onBrowserClose = () => {
      // Browsers may close without a cancelable cancel event (Escape pressed twice in a row).
      if (!unmounting) close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onBrowserClose);
    return () => {
      unmounting = true;
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onBrowserClose);
      if (dialog.open) dialog.close();
      // The opener may be gone (a menu item that closed its menu); then focus stays where it is.
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);
}
