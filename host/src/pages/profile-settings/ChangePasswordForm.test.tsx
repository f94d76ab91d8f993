// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Announcer } from '@toolhub/shared';
import userEvent from '@testing-library/user-event';
import type { Backend } from '../../backend/backend';
import { BackendError } from '../../backend/errors';
import { createLocalBackend } from '../../backend/local/local-backend';
import { ChangePasswordForm } from './ChangePasswordForm';

let n = 0;
const backends: Backend[] = [];
/** A real local backend (its own database), signed in as ada@example.com with "secret123". */
async function signedInBackend() {
  const backend = createLocalBackend({ dbName: `change-password-${(n += 1)}`, iterations: 100_000 });
  backends.push(backend);
  await backend.createAccount('ada@example.com', 'secret123');
  return backend;
}

function setup(backend: Pick<Backend, 'changePassword'>) {
  const user = userEvent.setup();
  render(
    <>
      <ChangePasswordForm username="ada@example.com" backend={() => Promise.resolve(backend as Backend)} />
      <Announcer />
    </>,
  );
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  return {
    user,
    current: () => field('Current password'),
    next: () => field('New password'),
    confirm: () => field('Confirm new password'),
    submit: () => screen.getByRole('button', { name: /^(Change password|Changing password\.\.\.)$/ }) as HTMLButtonElement,
    async fill(current: string, next: string, confirm = next) {
      if (current) await user.type(field('Current password'), current);
      if (next) await user.type(field('New password'), next);
      if (confirm) await user.type(field('Confirm new password'), confirm);
    },
  };
}

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(backends.splice(0).map((b) => b.close()));
});

describe('ChangePasswordForm', () => {
  it('has three labelled password boxes with autocomplete hints and SPEC’s guidance, and the account for password managers', () => {
    const s = setup({ changePassword: vi.fn() });
    const username = document.querySelector<HTMLInputElement>('input[autocomplete="username"]');
    expect([username?.value, username?.hidden, username?.form]).toEqual(['ada@example.com', true, s.current().form]);
    expect([s.current().autocomplete, s.next().autocomplete, s.confirm().autocomplete]).toEqual(['current-password', 'new-password', 'new-password']);
    expect([s.current().type, s.next().type, s.confirm().type]).toEqual(['password', 'password', 'password']);
    expect(s.next().getAttribute('aria-describedby')).toBe(screen.getByText('At least 6 characters.').id);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('changes the password, empties the boxes and says so; the new password then signs in and the old one does not', async () => {
    const backend = await signedInBackend();
    const s = setup(backend);
    await s.fill('secret123', 'better-secret');
    await s.user.click(s.submit());
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Your password has been changed.'));
    expect([s.current().value, s.next().value, s.confirm().value]).toEqual(['', '', '']);
    expect(screen.queryByRole('alert')).toBeNull();
    await backend.signOut();
    await expect(backend.signIn('ada@example.com', 'secret123')).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    await expect(backend.signIn('ada@example.com', 'better-secret')).resolves.toMatchObject({ email: 'ada@example.com' });
  });

  it('on an empty submit asks for both passwords and focuses the first box', async () => {
    const changePassword = vi.fn();
    const s = setup({ changePassword });
    await s.user.click(s.submit());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please enter your current password.', 'Please enter a new password.']);
    expect(document.activeElement).toBe(s.current());
    expect(s.current().getAttribute('aria-invalid')).toBe('true');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('says "Passwords do not match." as soon as the pair differs, and sends nothing until it does', async () => {
    const changePassword = vi.fn(async () => undefined);
    const s = setup({ changePassword });
    await s.fill('secret123', 'better-secret', 'better-secre');
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match.');
    expect(s.confirm().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').querySelector('span')?.id);
    await s.user.click(s.submit());
    expect(document.activeElement).toBe(s.confirm());
    expect(changePassword).not.toHaveBeenCalled();
    await s.user.type(s.confirm(), 't');
    expect(screen.queryByRole('alert')).toBeNull();
    await s.user.click(s.submit());
    expect(changePassword).toHaveBeenCalledWith('secret123', 'better-secret');
  });

  it('refuses a new password under 6 characters in SPEC’s weak-password words, without asking the backend', async () => {
    const changePassword = vi.fn();
    const s = setup({ changePassword });
    await s.fill('secret123', '12345');
    expect(screen.queryByRole('alert')).toBeNull();
    await s.user.click(s.submit());
    expect(screen.getByRole('alert').textContent).toBe('Password is too weak. Please choose a stronger password (at least 6 characters).');
    expect(document.activeElement).toBe(s.next());
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('a wrong current password: "Incorrect password. Please try again.", selected for retyping, nothing changed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backend = await signedInBackend();
    const s = setup(backend);
    await s.fill('not-it', 'better-secret');
    await s.user.click(s.submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect password. Please try again.');
    expect(document.activeElement).toBe(s.current());
    expect([s.current().selectionStart, s.current().selectionEnd]).toEqual([0, 'not-it'.length]);
    expect([s.current().value, s.next().value, s.confirm().value]).toEqual(['not-it', 'better-secret', 'better-secret']);
    // An edit clears the verdict on the old values.
    await s.user.type(s.current(), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
    await backend.signOut();
    await expect(backend.signIn('ada@example.com', 'secret123')).resolves.toMatchObject({ email: 'ada@example.com' });
  });

  it.each([
    ['auth/weak-password', 'Password is too weak. Please choose a stronger password (at least 6 characters).', 'New password'],
    ['auth/wrong-password', 'Incorrect password. Please try again.', 'Current password'],
    ['auth/too-many-requests', 'Too many attempts. Please wait a few minutes and try again.', null],
    ['auth/network-request-failed', 'Network error. Please check your internet connection.', null],
  ])('words %s from the backend as "%s"', async (code, message, focused) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const s = setup({ changePassword: vi.fn(() => Promise.reject(new BackendError(code))) });
    await s.fill('secret123', 'better-secret');
    await s.user.click(s.submit());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    if (focused) expect(document.activeElement).toBe(screen.getByLabelText(focused));
    expect(s.submit().disabled).toBe(false);
  });

  it('reads "Changing password..." and is disabled while it works', async () => {
    let finish: () => void = () => undefined;
    const s = setup({ changePassword: vi.fn(() => new Promise<void>((resolve) => (finish = resolve))) });
    await s.fill('secret123', 'better-secret');
    await s.user.click(s.submit());
    expect(s.submit().textContent).toBe('Changing password...');
    expect(s.submit().disabled).toBe(true);
    finish();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Your password has been changed.'));
    expect(s.submit().textContent).toBe('Change password');
  });
});
