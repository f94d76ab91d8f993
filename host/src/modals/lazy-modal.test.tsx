// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyModal } from './lazy-modal';
import { Modal } from './Modal';

describe('lazyModal', () => {
  it('opens at once with the right title and a loading state, then shows the form', async () => {
    let arrive: (dialog: (props: { onClose: () => void }) => React.ReactElement) => void = () => undefined;
    const Dialog = lazyModal<{ onClose: () => void }>('Log In', () => new Promise((resolve) => (arrive = resolve)));
    const onClose = vi.fn();
    render(<Dialog onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    arrive(({ onClose: close }) => (
      <Modal title="Log In" onClose={close}>
        <label>
          Email <input />
        </label>
      </Modal>
    ));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeTruthy();
  });

  it('says so when the form cannot be loaded, and still closes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Dialog = lazyModal<{ onClose: () => void }>('Got Feedback', () => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const onClose = vi.fn();
    render(<Dialog onClose={onClose} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This form could not be loaded: Failed to fetch dynamically imported module. Check your connection, then close and open it again.',
    );
    expect(screen.getByRole('dialog', { name: 'Got Feedback' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
