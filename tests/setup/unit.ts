import { afterEach } from 'vitest';
import { resetAnnouncements, resetDrafts, resetLinkLimit } from '@toolhub/shared/testing';

// findBy and waitFor wait up to 5 s (Testing Library's default is 1 s): how long the UI may take
// to get there is not what these tests check, and a CI machine busy with other test files can
// take longer than a second to render a 30-row form and read its drafts back.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

// Testing Library only cleans up by itself when test globals are on; they are off here.
afterEach(async () => {
  resetDrafts();
  resetLinkLimit();
  resetAnnouncements();
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});

// jsdom (v29) has <dialog> without its behaviour. The minimum the host's modals rely on, as
// browsers do it: showModal() and close() (with its close event), and Escape asking the topmost
// modal dialog to cancel (a cancel event; closed unless it is prevented).
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const modals: HTMLDialogElement[] = [];
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.open = true;
    modals.push(this);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const top = modals.filter((dialog) => dialog.isConnected).at(-1);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
