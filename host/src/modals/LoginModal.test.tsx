// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { LOGGED_IN, LoginModal } from './LoginModal';
import { PENDING_ANNOUNCEMENTS_KEY } from '@toolhub/shared/testing';
import { AUTH_ERROR_CASES, deferred, failWith, fakeUser } from './forms/testing/fake-backend';
import { renderAccountModal } from './forms/testing/render-account-modal';

function setup() {
  const rendered = renderAccountModal(LoginModal, '/json-formatter?q=json&modal=login', 'signup');
  return {
    ...rendered,
    email: () => screen.getByLabelText('Email'),
    password: () => screen.getByLabelText('Password'),
    submit: () => screen.getByRole('button', { name: /^(Log In|Logging in\.\.\.)$/ }),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LoginModal', () => {
  it('is the "Log In" dialog with the email box focused and the right autocomplete hints', () => {
    const { email, password } = setup();
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeTruthy();
    expect(document.activeElement).toBe(email());
    expect(email().getAttribute('autocomplete')).toBe('email');
    expect(password().getAttribute('autocomplete')).toBe('current-password');
    expect(password().getAttribute('type')).toBe('password');
  });

  it('logs in with Enter, removes ?modal= and then refreshes the page', async () => {
    const s = setup();
    await s.user.type(s.email(), '  ada@example.com ');
    await s.user.type(s.password(), 'secret123{Enter}');
    await vi.waitFor(() => expect(s.afterSuccess).toHaveBeenCalledTimes(1));
    expect(s.backend.signIn).toHaveBeenCalledWith('ada@example.com', 'secret123');
    expect(s.backend.addActivity).toHaveBeenCalledWith('u1', expect.objectContaining({ type: 'login' }));
    // Closing replaces the URL synchronously (history.replaceState), so the reload lands without ?modal=.
    expect(s.onClose.mock.invocationCallOrder[0]).toBeLessThan(s.afterSuccess.mock.invocationCallOrder[0]!);
    await vi.waitFor(() => expect(s.where()).toBe('/json-formatter?q=json'));
    // The reloaded page says so in a toast.
    expect(JSON.parse(sessionStorage.getItem(PENDING_ANNOUNCEMENTS_KEY) ?? '[]')).toEqual([{ message: LOGGED_IN, tone: 'success' }]);
    sessionStorage.clear();
  });

  it('reads "Logging in..." and is disabled while signing in', async () => {
    const s = setup();
    const pending = deferred<ReturnType<typeof fakeUser>>();
    s.backend.signIn.mockReturnValueOnce(pending.promise);
    await s.user.type(s.email(), 'ada@example.com');
    await s.user.type(s.password(), 'secret123');
    await s.user.click(s.submit());
    expect(screen.getByRole('button', { name: 'Logging in...' }).hasAttribute('disabled')).toBe(true);
    pending.resolve(fakeUser('ada@example.com'));
    await vi.waitFor(() => expect(s.afterSuccess).toHaveBeenCalled());
  });

  it('requires email and password, focuses the first missing one and disables submit until fixed', async () => {
    const s = setup();
    await s.user.click(s.submit());
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(document.activeElement).toBe(s.email());
    expect(s.email().getAttribute('aria-invalid')).toBe('true');
    expect(s.email().getAttribute('aria-describedby')).toBe(screen.getByText('Please enter your email address.').id);
    expect(s.submit().hasAttribute('disabled')).toBe(true);
    await s.user.type(s.email(), 'ada@example.com');
    expect(screen.queryByText('Please enter your email address.')).toBeNull();
    expect(s.submit().hasAttribute('disabled')).toBe(true);
    await s.user.type(s.password(), 'x');
    expect(s.submit().hasAttribute('disabled')).toBe(false);
    expect(s.backend.signIn).not.toHaveBeenCalled();
  });

  it.each(AUTH_ERROR_CASES)('shows %s as "%s", keeps what was typed and lets an edit retry', async (code, message) => {
    const s = setup();
    s.backend.signIn.mockImplementationOnce(failWith(code));
    await s.user.type(s.email(), 'ada@example.com');
    await s.user.type(s.password(), 'secret123{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((s.email() as HTMLInputElement).value).toBe('ada@example.com');
    expect((s.password() as HTMLInputElement).value).toBe('secret123');
    expect(s.submit().hasAttribute('disabled')).toBe(true);
    expect(s.afterSuccess).not.toHaveBeenCalled();
    expect(s.where()).toBe('/json-formatter?q=json&modal=login');
    await s.user.type(s.password(), '4');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(s.submit().hasAttribute('disabled')).toBe(false);
    await s.user.click(s.submit());
    await vi.waitFor(() => expect(s.afterSuccess).toHaveBeenCalled());
    expect(s.backend.signIn).toHaveBeenLastCalledWith('ada@example.com', 'secret1234');
  });

  it('puts focus where a refused log-in is fixed', async () => {
    const s = setup();
    s.backend.signIn.mockImplementationOnce(failWith('auth/wrong-password')).mockImplementationOnce(failWith('auth/user-not-found'));
    await s.user.type(s.email(), 'ada@example.com');
    await s.user.type(s.password(), 'secret123{Enter}');
    await screen.findByRole('alert');
    expect(document.activeElement).toBe(s.password());
    await s.user.type(s.password(), '4{Enter}');
    await screen.findByText('No account found with this email. Please check your email or sign up.');
    expect(document.activeElement).toBe(s.email());
  });

  it('shows and hides the password', async () => {
    const s = setup();
    await s.user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(s.password().getAttribute('type')).toBe('text');
    await s.user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(s.password().getAttribute('type')).toBe('password');
  });

  it('switches to Create Your Account, replacing the parameter', async () => {
    const s = setup();
    await s.user.click(screen.getByRole('button', { name: 'Create Your Account' }));
    expect(s.where()).toBe('/json-formatter?q=json&modal=signup');
  });

  it('never writes to console.error', async () => {
    const errors = vi.spyOn(console, 'error');
    const s = setup();
    s.backend.signIn.mockImplementationOnce(failWith('auth/invalid-credential'));
    await s.user.type(s.email(), 'ada@example.com');
    await s.user.type(s.password(), 'nope{Enter}');
    await screen.findByRole('alert');
    expect(errors).not.toHaveBeenCalled();
  });
});
