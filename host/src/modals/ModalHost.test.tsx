// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { AuthUser, Backend } from '../backend/backend';
import { BackendError } from '../backend/errors';
import { useUserStore } from '../user/user-store';
import { ModalHost } from './ModalHost';
import { useModalStore } from './modal-store';

/**
 * A backend that behaves as the real ones do around the auth state: creating the account signs
 * the user in at once (the user store hears it before sign-up has finished), deleting it signs out.
 */
const fake = vi.hoisted(() => ({ mergeProfile: vi.fn<() => Promise<void>>() }));
vi.mock('../backend/select', () => {
  const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada' } as AuthUser;
  const signedIn = (next: AuthUser | null) => useUserStore.setState({ user: next, loading: false, profile: next ? undefined : null });
  const backend = {
    kind: 'local',
    createAccount: async () => (signedIn(user), user),
    setDisplayName: async () => user,
    mergeProfile: fake.mergeProfile,
    addActivity: async () => 'activity-1',
    deleteAccount: async () => signedIn(null),
    signOut: async () => signedIn(null),
  };
  return { getBackend: () => Promise.resolve(backend as unknown as Backend) };
});

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

beforeEach(() => {
  useUserStore.setState({ user: null, loading: false, profile: null });
  useModalStore.setState({ accountSubmitting: false });
  fake.mergeProfile.mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ModalHost during a sign-up', () => {
  it('keeps "Create Your Account" open while the new account signs in, so a failed profile write is shown there', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.mergeProfile.mockRejectedValueOnce(new BackendError('permission-denied'));
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/?modal=signup']}>
        <ModalHost />
        <Where />
      </MemoryRouter>,
    );
    // The form's code arrives lazily; its first field says it is there.
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    const dialog = screen.getByRole('dialog', { name: 'Create Your Account' });
    await user.type(screen.getByLabelText('Display Name'), 'Ada');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occurred. Please try again.');
    expect(screen.getByRole('dialog', { name: 'Create Your Account' })).toBe(dialog);
    expect(screen.getByLabelText('location').textContent).toBe('/?modal=signup');
    expect(useUserStore.getState().user).toBeNull();
    expect(useModalStore.getState().accountSubmitting).toBe(false);
  });

  it('still closes the dialog, removing ?modal=, for someone already signed in', async () => {
    useUserStore.setState({ user: { uid: 'u1' } as AuthUser, loading: false, profile: null });
    render(
      <MemoryRouter initialEntries={['/?modal=signup']}>
        <ModalHost />
        <Where />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
