// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { PENDING_ANNOUNCEMENTS_KEY } from '@toolhub/shared/testing';
import { SIGNED_UP, SignupModal } from './SignupModal';
import { AUTH_ERROR_CASES, deferred, failWith, fakeUser } from './forms/testing/fake-backend';
import { renderAccountModal } from './forms/testing/render-account-modal';

function setup() {
  const rendered = renderAccountModal(SignupModal, '/?modal=signup', 'login');
  const { user } = rendered;
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  return {
    ...rendered,
    email: () => field('Email'),
    displayName: () => field('Display Name'),
    password: () => field('Password'),
    confirm: () => field('Confirm Password'),
    terms: () => screen.getByRole('checkbox', { name: 'I accept the Terms of Service and Privacy Policy' }) as HTMLInputElement,
    submit: () => screen.getByRole('button', { name: /^(Create Account|Creating account\.\.\.)$/ }),
    async fill(values: { email?: string; displayName?: string; password?: string; confirm?: string; terms?: boolean } = {}) {
      const { email = 'ada@example.com', displayName = 'Ada', password = 'secret123', confirm = password, terms = true } = values;
      if (email) await user.type(field('Email'), email);
      if (displayName) await user.type(field('Display Name'), displayName);
      if (password) await user.type(field('Password'), password);
      if (confirm) await user.type(field('Confirm Password'), confirm);
      if (terms) await user.click(screen.getByRole('checkbox'));
    },
  };
}

const disabled = (element: HTMLElement) => element.hasAttribute('disabled');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SignupModal', () => {
  it('is the "Create Your Account" dialog with labelled fields, autocomplete hints and the password guidance', () => {
    const s = setup();
    expect(screen.getByRole('dialog', { name: 'Create Your Account' })).toBeTruthy();
    expect(document.activeElement).toBe(s.email());
    expect(s.email().autocomplete).toBe('email');
    expect(s.displayName().autocomplete).toBe('nickname');
    expect(s.password().autocomplete).toBe('new-password');
    expect(s.confirm().autocomplete).toBe('new-password');
    const guidance = screen.getByText('At least 6 characters.');
    expect(s.password().getAttribute('aria-describedby')).toBe(guidance.id);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(disabled(s.submit())).toBe(false);
  });

  it('links the Terms of Service and Privacy Policy in a new tab', () => {
    setup();
    const terms = screen.getByRole('link', { name: 'Terms of Service' });
    const privacy = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(terms.getAttribute('href')).toBe('/terms-of-service');
    expect(privacy.getAttribute('href')).toBe('/privacy-policy');
    for (const link of [terms, privacy]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
  });

  it('creates the account, closes (removing ?modal=) and then refreshes the page', async () => {
    const s = setup();
    await s.fill({ email: ' ada@example.com ', displayName: '  Ada Lovelace ' });
    await s.user.click(s.submit());
    await vi.waitFor(() => expect(s.afterSuccess).toHaveBeenCalledTimes(1));
    expect(s.backend.createAccount).toHaveBeenCalledWith('ada@example.com', 'secret123');
    expect(s.backend.setDisplayName).toHaveBeenCalledWith('Ada Lovelace');
    expect(s.backend.mergeProfile).toHaveBeenCalledWith('u1', expect.objectContaining({ displayName: 'Ada Lovelace', xp: 0, streak: 1 }));
    expect(s.backend.addActivity).toHaveBeenCalledWith('u1', expect.objectContaining({ type: 'signup' }));
    expect(s.onClose.mock.invocationCallOrder[0]).toBeLessThan(s.afterSuccess.mock.invocationCallOrder[0]!);
    await vi.waitFor(() => expect(s.where()).toBe('/'));
    // The reloaded page welcomes the new user in a toast.
    expect(JSON.parse(sessionStorage.getItem(PENDING_ANNOUNCEMENTS_KEY) ?? '[]')).toEqual([{ message: SIGNED_UP, tone: 'success' }]);
    sessionStorage.clear();
  });

  it('submits with Enter and reads "Creating account..." while it works', async () => {
    const s = setup();
    const pending = deferred<ReturnType<typeof fakeUser>>();
    s.backend.createAccount.mockReturnValueOnce(pending.promise);
    await s.fill();
    await s.user.type(s.confirm(), '{Enter}');
    const busy = screen.getByRole('button', { name: 'Creating account...' });
    expect(disabled(busy)).toBe(true);
    pending.resolve(fakeUser('ada@example.com'));
    await vi.waitFor(() => expect(s.afterSuccess).toHaveBeenCalled());
  });

  it('says "Please enter a valid email address." for a bad address and disables submit until it is fixed', async () => {
    const s = setup();
    await s.fill({ email: 'ada@example' });
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(s.email().getAttribute('aria-invalid')).toBe('true');
    expect(disabled(s.submit())).toBe(true);
    await s.user.type(s.email(), '.com');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    expect(disabled(s.submit())).toBe(false);
  });

  it('says "Passwords do not match." only once a password was started, and disables submit', async () => {
    const s = setup();
    await s.fill({ password: '', confirm: '' });
    expect(screen.queryByText('Passwords do not match.')).toBeNull();
    await s.user.type(s.password(), 'secret123');
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    expect(disabled(s.submit())).toBe(true);
    await s.user.type(s.confirm(), 'secret12');
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    await s.user.type(s.confirm(), '3');
    expect(screen.queryByText('Passwords do not match.')).toBeNull();
    expect(disabled(s.submit())).toBe(false);
  });

  it('requires accepting the terms, focusing the checkbox', async () => {
    const s = setup();
    await s.fill({ terms: false });
    await s.user.click(s.submit());
    const message = screen.getByText('You must accept the Terms and Privacy Policy.');
    expect(document.activeElement).toBe(s.terms());
    expect(s.terms().getAttribute('aria-describedby')).toBe(message.id);
    expect(disabled(s.submit())).toBe(true);
    await s.user.click(s.terms());
    expect(screen.queryByText('You must accept the Terms and Privacy Policy.')).toBeNull();
    expect(disabled(s.submit())).toBe(false);
    expect(s.backend.createAccount).not.toHaveBeenCalled();
  });

  it('shows every missing field on an empty submit and focuses the first', async () => {
    const s = setup();
    await s.user.click(s.submit());
    for (const message of [
      'Please enter a valid email address.',
      'Please enter a display name.',
      'Please enter your password.',
      'You must accept the Terms and Privacy Policy.',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(s.email());
    expect(disabled(s.submit())).toBe(true);
  });

  it('requires a display name that is more than spaces', async () => {
    const s = setup();
    await s.fill({ displayName: '   ' });
    await s.user.click(s.submit());
    expect(screen.getByText('Please enter a display name.')).toBeTruthy();
    expect(document.activeElement).toBe(s.displayName());
    expect(s.backend.createAccount).not.toHaveBeenCalled();
  });

  it.each(AUTH_ERROR_CASES)('shows %s as "%s" and keeps what was typed', async (code, message) => {
    const s = setup();
    s.backend.createAccount.mockImplementationOnce(failWith(code));
    await s.fill();
    await s.user.click(s.submit());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect([s.email().value, s.displayName().value, s.password().value, s.confirm().value, s.terms().checked]).toEqual([
      'ada@example.com',
      'Ada',
      'secret123',
      'secret123',
      true,
    ]);
    expect(s.afterSuccess).not.toHaveBeenCalled();
    expect(s.where()).toBe('/?modal=signup');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
  });

  it('a profile that cannot be saved: says so, removes the new account, keeps the dialog, and Create Account again works', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const s = setup();
    s.backend.mergeProfile.mockImplementationOnce(failWith('permission-denied'));
    await s.fill();
    await s.user.click(s.submit());
    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occurred. Please try again.');
    expect(s.backend.deleteAccount).toHaveBeenCalledWith('secret123');
    expect(s.afterSuccess).not.toHaveBeenCalled();
    expect(s.where()).toBe('/?modal=signup');
    expect(s.password().value).toBe('secret123');
    await s.user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(s.afterSuccess).toHaveBeenCalledTimes(1));
    expect(s.backend.createAccount).toHaveBeenCalledTimes(2);
    expect(s.backend.mergeProfile).toHaveBeenCalledTimes(2);
  });

  it('a profile that cannot be saved nor the account removed: asks the user to log in to finish', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const s = setup();
    s.backend.mergeProfile.mockImplementationOnce(failWith('unavailable'));
    s.backend.deleteAccount.mockImplementationOnce(failWith('auth/network-request-failed'));
    await s.fill();
    await s.user.click(s.submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your account was created, but we could not finish setting it up. Please log in to complete it.',
    );
    expect(s.backend.signOut).toHaveBeenCalled();
    expect(s.afterSuccess).not.toHaveBeenCalled();
    await s.user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(s.where()).toBe('/?modal=login');
  });

  it('puts focus on the field a refusal is about, and clears the message on an edit', async () => {
    const s = setup();
    s.backend.createAccount.mockImplementationOnce(failWith('auth/email-already-in-use'));
    await s.fill();
    await s.user.click(s.submit());
    await screen.findByRole('alert');
    expect(document.activeElement).toBe(s.email());
    await s.user.type(s.email(), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows and hides each password', async () => {
    const s = setup();
    await s.user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(s.password().type).toBe('text');
    await s.user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(s.confirm().type).toBe('text');
    await s.user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(s.password().type).toBe('password');
  });

  it('switches to Log In, replacing the parameter', async () => {
    const s = setup();
    await s.user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(s.where()).toBe('/?modal=login');
  });
});
