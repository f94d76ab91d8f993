// @vitest-environment jsdom
import { Announcer } from '@toolhub/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser, Backend, Profile } from '../../backend/backend';
import { BackendError } from '../../backend/errors';
import { useThemeStore } from '../../shell/theme-store';
import { useShellStore } from '../../shell/shell-store';
import { initialUserState, useUserStore } from '../../user/user-store';
import { VISITED_TOOLS_KEY, readVisitedTools } from '../../user/visited-tools';
import { DISPLAY_NAME_REQUIRED, DISPLAY_NAME_SAVED, DISPLAY_NAME_TOO_LONG } from './display-name';
import { PROFILE_UNAVAILABLE, ProfileSettingsPage } from './ProfileSettingsPage';
import { VISITED_CLEARED } from './VisitedToolsSetting';

const ada = { uid: 'ada', email: 'ada@example.com', displayName: 'Ada' } as AuthUser;
const fake = vi.hoisted(() => ({
  setDisplayName: vi.fn(async (displayName: string) => ({ uid: 'ada', email: 'ada@example.com', displayName }) as unknown),
  mergeProfile: vi.fn(async (_uid: string, _data: unknown) => undefined),
  addActivity: vi.fn(async () => 'id'),
  signOut: vi.fn(async () => undefined),
  currentUser: vi.fn(() => ({ uid: 'ada' }) as unknown),
}));
vi.mock('../../backend/select', () => ({
  getBackend: () => Promise.resolve({ kind: 'local', ...fake } as unknown as Backend),
}));

const profile = (changes: Partial<Profile> = {}): Profile => ({
  uid: 'ada', email: 'ada@example.com', displayName: 'Ada Lovelace', xp: 30, streak: 3, toolsUsedToday: [], lastUsed: '', createdAt: null, ...changes,
});

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderSettings() {
  render(
    <MemoryRouter initialEntries={['/profile-settings']}>
      <ProfileSettingsPage />
      <Where />
      <Announcer />
    </MemoryRouter>,
  );
  return { where: () => screen.getByLabelText('location').textContent };
}

const signedIn = (p: Profile | null = profile()) => useUserStore.setState({ user: ada, loading: false, profile: p });

describe('ProfileSettingsPage', () => {
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    useUserStore.setState(initialUserState());
    localStorage.clear();
    useThemeStore.setState({ preference: 'system' });
    for (const mock of Object.values(fake)) mock.mockClear();
    fake.setDisplayName.mockImplementation(async (displayName: string) => ({ ...ada, displayName }));
    fake.mergeProfile.mockResolvedValue(undefined);
    fake.signOut.mockResolvedValue(undefined);
    error = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('shows a loading state until the account and profile are known', () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeTruthy();
    expect(screen.getByText('Loading your settings…')).toBeTruthy();
    expect(document.title).toBe('Profile settings | ToolHub');
  });

  it('signed out: explains, offers the account modals, and still lets the theme change', async () => {
    useUserStore.setState({ user: null, loading: false, profile: null });
    const { where } = renderSettings();
    expect(screen.getByText(/Log in to change your display name/)).toBeTruthy();
    expect(screen.queryByLabelText('Display name')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create Your Account' }));
    expect(where()).toBe('/profile-settings?modal=signup');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(where()).toBe('/profile-settings?modal=login');
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(useThemeStore.getState().preference).toBe('dark');
  });

  it('signed in: shows the email read-only and the display name to edit', () => {
    signedIn();
    renderSettings();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.readOnly).toBe(true);
    expect((screen.getByLabelText('Display name') as HTMLInputElement).value).toBe('Ada Lovelace');
  });

  it('signed in: has the account sections, deleting last', () => {
    signedIn();
    renderSettings();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Account',
      'Change password',
      'Appearance',
      'Recently visited tools',
      'Export my data',
      'Log out',
      'Delete my account',
    ]);
    const section = (name: string) => screen.getByRole('region', { name });
    expect(within(section('Change password')).getByRole('button', { name: 'Change password' })).toBeTruthy();
    expect(within(section('Export my data')).getByRole('button', { name: 'Download my data' })).toBeTruthy();
    expect(within(section('Delete my account')).getByRole('button', { name: 'Delete my account' })).toBeTruthy();
  });

  it('signed out: offers none of the account sections', () => {
    useUserStore.setState({ user: null, loading: false, profile: null });
    renderSettings();
    for (const name of ['Change password', 'Export my data', 'Delete my account']) expect(screen.queryByRole('heading', { name })).toBeNull();
  });

  it('saves a trimmed display name to the account and the profile', async () => {
    signedIn();
    let finish: () => void = () => undefined;
    fake.setDisplayName.mockImplementationOnce((displayName: string) => new Promise((resolve) => (finish = () => resolve({ ...ada, displayName }))));
    renderSettings();
    const field = screen.getByLabelText('Display name');
    await userEvent.clear(field);
    await userEvent.type(field, '  Countess Ada  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const saving = screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement;
    expect(saving.disabled).toBe(true);
    finish();
    expect((await screen.findByText(DISPLAY_NAME_SAVED)).closest('.th-announcer')?.getAttribute('role')).toBe('status');
    expect(fake.setDisplayName).toHaveBeenCalledWith('Countess Ada');
    expect(fake.mergeProfile).toHaveBeenCalledWith('ada', { displayName: 'Countess Ada' });
    expect((field as HTMLInputElement).value).toBe('Countess Ada');
    expect(useUserStore.getState().user?.displayName).toBe('Countess Ada');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('refuses an empty name and an over-long one, with linked messages', async () => {
    signedIn();
    renderSettings();
    const field = screen.getByLabelText('Display name');
    await userEvent.clear(field);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe(DISPLAY_NAME_REQUIRED);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(field);
    await userEvent.clear(field);
    await userEvent.type(field, 'x'.repeat(51));
    expect(screen.getByRole('alert').textContent).toBe(DISPLAY_NAME_TOO_LONG);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(fake.setDisplayName).not.toHaveBeenCalled();
    expect((field as HTMLInputElement).value).toBe('x'.repeat(51));
  });

  it('words a failed save and keeps what was typed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signedIn();
    fake.setDisplayName.mockRejectedValueOnce(new BackendError('auth/network-request-failed'));
    renderSettings();
    const field = screen.getByLabelText('Display name');
    await userEvent.clear(field);
    await userEvent.type(field, 'Grace');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please check your internet connection.');
    expect((field as HTMLInputElement).value).toBe('Grace');
    expect(fake.mergeProfile).not.toHaveBeenCalled();
    // A profile write that fails after the account changed is worded the same way.
    fake.mergeProfile.mockRejectedValueOnce(new BackendError('permission-denied'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An unexpected error occurred. Please try again.'));
    expect((field as HTMLInputElement).value).toBe('Grace');
  });

  it('chooses Light, Dark or System in one radio group', async () => {
    signedIn();
    renderSettings();
    const group = screen.getByRole('group', { name: 'Theme' });
    expect((within(group).getByRole('radio', { name: 'System' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(group).getByRole('radio', { name: 'Light' }));
    expect(useThemeStore.getState().preference).toBe('light');
    expect(localStorage.getItem('theme')).toBe('"light"');
    await userEvent.click(within(group).getByRole('radio', { name: 'System' }));
    expect(useThemeStore.getState().preference).toBe('system');
  });

  it('clears the recently visited tools', async () => {
    signedIn();
    localStorage.setItem(VISITED_TOOLS_KEY, JSON.stringify(['coin-flip', 'roll-a-dice']));
    renderSettings();
    expect(screen.getByText(/2 tools are in your recently visited list/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear recently visited tools' }));
    expect(screen.getByText(VISITED_CLEARED)).toBeTruthy();
    expect(screen.getByText('Your recently visited list is empty.')).toBeTruthy();
    expect(readVisitedTools()).toEqual([]);
  });

  it('logs out: logout activity, sign-out, panels closed, home', async () => {
    signedIn();
    useShellStore.setState({ menuOpen: true });
    const { where } = renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(where()).toBe('/'));
    expect(fake.addActivity).toHaveBeenCalledWith('ada', expect.objectContaining({ type: 'logout' }));
    expect(fake.signOut).toHaveBeenCalledTimes(1);
    expect(useShellStore.getState().menuOpen).toBe(false);
  });

  it('says so when logging out fails, and stays', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signedIn();
    fake.signOut.mockRejectedValueOnce(new BackendError('auth/network-request-failed'));
    const { where } = renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please check your internet connection.');
    expect(where()).toBe('/profile-settings');
    expect((screen.getByRole('button', { name: 'Log out' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('missing profile: says the name cannot be changed now, keeps the rest', () => {
    signedIn(null);
    renderSettings();
    expect(screen.getByText(PROFILE_UNAVAILABLE)).toBeTruthy();
    expect(screen.queryByLabelText('Display name')).toBeNull();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});
