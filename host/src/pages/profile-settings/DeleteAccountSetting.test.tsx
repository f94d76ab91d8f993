// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Announcer } from '@toolhub/shared';
import type { Backend } from '../../backend/backend';
import { createLocalBackend } from '../../backend/local/local-backend';
import { useModalStore } from '../../modals/modal-store';
import { useShellStore } from '../../shell/shell-store';
import { memoryStorage } from '../../testing/memory-storage';
import { signUp } from '../../user/account-actions';
import { emptyFeedbackForm } from '../../modals/forms/feedback-rules';
import { DeleteAccountSetting } from './DeleteAccountSetting';

let n = 0;
const backends: Backend[] = [];
/** A real local backend with Ada's account, profile and sign-up activity. */
async function adaBackend() {
  const backend = createLocalBackend({ dbName: `delete-account-${(n += 1)}`, iterations: 100_000 });
  backends.push(backend);
  const user = await signUp(backend, { email: 'ada@example.com', password: 'secret123', displayName: 'Ada' }, 'toolhub.example');
  return { backend, user };
}

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

function setup(backend: Pick<Backend, 'deleteAccount'>) {
  const storage = memoryStorage();
  storage.setItem('visitedTools', '["coin-flip"]');
  storage.setItem('theme', '"dark"');
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/profile-settings']}>
      <DeleteAccountSetting backend={() => Promise.resolve(backend as Backend)} storage={storage} />
      <Where />
      <Announcer />
    </MemoryRouter>,
  );
  const dialog = () => screen.getByRole('dialog', { name: 'Delete your account' });
  return {
    user,
    storage,
    where: () => screen.getByLabelText('location').textContent,
    dialog,
    password: () => within(dialog()).getByLabelText('Password') as HTMLInputElement,
    confirmation: () => within(dialog()).getByLabelText('Type DELETE to confirm') as HTMLInputElement,
    confirm: () => within(dialog()).getByRole('button', { name: /^(Permanently delete my account|Deleting account\.\.\.)$/ }) as HTMLButtonElement,
    async open() {
      await user.click(screen.getByRole('button', { name: 'Delete my account' }));
      return dialog();
    },
  };
}

beforeEach(() => {
  useShellStore.setState({ menuOpen: false });
  useModalStore.setState({ feedbackDraft: emptyFeedbackForm() });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(backends.splice(0).map((b) => b.close()));
});

describe('DeleteAccountSetting', () => {
  it('opens "Delete your account", asking for the password and a typed DELETE; Cancel closes it and deletes nothing', async () => {
    const deleteAccount = vi.fn();
    const s = setup({ deleteAccount });
    const dialog = await s.open();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText(/permanently deletes your profile, XP, streak, favourites, wishes and activity history/)).toBeTruthy();
    expect(document.activeElement).toBe(s.password());
    expect(s.password().autocomplete).toBe('current-password');
    expect(s.confirmation().type).toBe('text');
    await s.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it('on an empty submit asks for the password and DELETE, focusing the password', async () => {
    const deleteAccount = vi.fn();
    const s = setup({ deleteAccount });
    await s.open();
    await s.user.click(s.confirm());
    expect(within(s.dialog()).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please enter your password.', 'Please type DELETE to confirm.']);
    expect(document.activeElement).toBe(s.password());
    await s.user.type(s.password(), 'secret123');
    await s.user.type(s.confirmation(), 'delete');
    await s.user.click(s.confirm());
    expect(within(s.dialog()).getByRole('alert').textContent).toBe('Please type DELETE to confirm.');
    expect(document.activeElement).toBe(s.confirmation());
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it('a wrong password: "Incorrect password. Please try again.", the dialog stays and the account is intact', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { backend, user } = await adaBackend();
    const s = setup(backend);
    await s.open();
    await s.user.type(s.password(), 'not-it');
    await s.user.type(s.confirmation(), 'DELETE');
    await s.user.click(s.confirm());
    expect((await within(s.dialog()).findByRole('alert')).textContent).toBe('Incorrect password. Please try again.');
    expect(document.activeElement).toBe(s.password());
    expect(s.confirm().disabled).toBe(false);
    expect(backend.currentUser()?.uid).toBe(user.uid);
    expect(s.storage.getItem('visitedTools')).toBe('["coin-flip"]');
    expect(s.where()).toBe('/profile-settings');
  });

  it('deletes the account, clears this browser’s data for it, closes the panels and lands home saying so', async () => {
    const { backend } = await adaBackend();
    useShellStore.setState({ menuOpen: true });
    useModalStore.setState({ feedbackDraft: { type: 'Other', message: 'hi', email: 'ada@example.com' } });
    const s = setup(backend);
    await s.open();
    await s.user.type(s.password(), 'secret123');
    await s.user.type(s.confirmation(), 'DELETE');
    await s.user.click(s.confirm());
    await vi.waitFor(() => expect(s.where()).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Your account and all its data have been deleted.')).toBeTruthy();
    expect(backend.currentUser()).toBeNull();
    await expect(backend.signIn('ada@example.com', 'secret123')).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    expect([...s.storage.items.keys()]).toEqual(['theme']);
    expect(useShellStore.getState().menuOpen).toBe(false);
    expect(useModalStore.getState().feedbackDraft).toEqual(emptyFeedbackForm());
  });

  it('reads "Deleting account..." and cannot be closed or cancelled while it works', async () => {
    let finish: () => void = () => undefined;
    const s = setup({ deleteAccount: vi.fn(() => new Promise<void>((resolve) => (finish = resolve))) });
    await s.open();
    await s.user.type(s.password(), 'secret123');
    await s.user.type(s.confirmation(), 'DELETE');
    await s.user.click(s.confirm());
    expect(s.confirm().textContent).toBe('Deleting account...');
    expect(s.confirm().disabled).toBe(true);
    expect((within(s.dialog()).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    await s.user.keyboard('{Escape}');
    await s.user.click(within(s.dialog()).getByRole('button', { name: 'Close' }));
    expect(s.dialog()).toBeTruthy();
    finish();
    await vi.waitFor(() => expect(s.where()).toBe('/'));
  });
});
