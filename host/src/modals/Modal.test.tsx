// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open && (
        <Modal title="Got Feedback" onClose={() => setOpen(false)}>
          <label>
            Message
            <input />
          </label>
          <button>Send</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a native modal <dialog> named by its title; Escape closes it and focus returns to the opener', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Got Feedback' });
    // The browser keeps focus inside and makes the page inert: showModal(), not a hand-made trap.
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(showModal.mock.contexts).toEqual([dialog]);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Message'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    showModal.mockRestore();
  });

  it('focuses the dialog itself when it has no field, so reading starts at its title', async () => {
    render(
      <Modal title="Load 2 remotes?" onClose={() => undefined}>
        <button>Load</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Load 2 remotes?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Load' }));
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('asks to close once per Escape and stays open until its owner closes it', async () => {
    const onClose = vi.fn();
    render(
      <Modal title="Log In" onClose={onClose}>
        <input aria-label="Email" />
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('dialog', { name: 'Log In' }) as HTMLDialogElement).open).toBe(true);
  });

  it('closes from the close button and a click on the backdrop, not from a click inside', async () => {
    const onClose = vi.fn();
    render(
      <Modal title="Log In" onClose={onClose}>
        <p>Body</p>
      </Modal>,
    );
    await userEvent.click(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('dialog', { name: 'Log In' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
