// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Activity, AuthUser, Backend, Profile } from '../../backend/backend';
import { useFavouritesStore } from '../../user/favourites-store';
import { localDay, previousDay } from '../../user/progress';
import { initialUserState, useUserStore } from '../../user/user-store';
import { VISITED_TOOLS_KEY } from '../../user/visited-tools';
import { ACTIVITY_FAILED } from './RecentActivity';
import { NO_FAVOURITES } from './FavouriteTools';
import { DashboardPage, MISSING_PROFILE } from './DashboardPage';

const fake = vi.hoisted(() => ({
  listRecentActivities: vi.fn(async (_uid: string, _max: number): Promise<unknown[]> => []),
  mergeProfile: vi.fn(async () => undefined),
}));
vi.mock('../../backend/select', () => ({
  getBackend: () => Promise.resolve({ kind: 'local', ...fake } as unknown as Backend),
}));

const ada = { uid: 'ada', email: 'ada@example.com', displayName: 'Ada' } as AuthUser;
const today = localDay(new Date());
const profile = (changes: Partial<Profile> = {}): Profile => ({
  uid: 'ada', email: 'ada@example.com', displayName: 'Ada Lovelace', xp: 30, streak: 3, toolsUsedToday: ['coin-flip', 'roll-a-dice'], lastUsed: today, createdAt: null, ...changes,
});
const activity = (changes: Partial<Activity>): Activity => ({
  id: 'a1', type: 'toolUse', description: 'Used Coin Flip', icon: '🪙', link: '/coin-flip', relatedData: { toolPath: 'coin-flip' }, timestamp: new Date(), ...changes,
});

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderDashboard() {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <DashboardPage />
      <Where />
    </MemoryRouter>,
  );
  return { where: () => screen.getByLabelText('location').textContent };
}

describe('DashboardPage', () => {
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    useUserStore.setState(initialUserState());
    useFavouritesStore.setState({ favourites: [] });
    localStorage.clear();
    fake.listRecentActivities.mockReset().mockResolvedValue([]);
    error = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('shows a loading state until the account is known', () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Loading your dashboard…').closest('[role="status"]')).toBeTruthy();
    expect(document.title).toBe('Dashboard | ToolHub');
  });

  it('keeps loading while a signed-in profile has not arrived', () => {
    useUserStore.setState({ user: ada, loading: false, profile: undefined });
    renderDashboard();
    expect(screen.getByText('Loading your dashboard…').closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('signed out: explains the dashboard and opens the account modals', async () => {
    useUserStore.setState({ user: null, loading: false, profile: null });
    const { where } = renderDashboard();
    expect(screen.getByText(/With a free account you get/)).toBeTruthy();
    expect(screen.getByText(NO_FAVOURITES)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(where()).toBe('/dashboard?modal=login');
    await userEvent.click(screen.getByRole('button', { name: 'Create Your Account' }));
    expect(where()).toBe('/dashboard?modal=signup');
    expect(fake.listRecentActivities).not.toHaveBeenCalled();
  });

  it('signed out: shows the visitor’s own favourites', () => {
    useUserStore.setState({ user: null, loading: false, profile: null });
    useFavouritesStore.setState({ favourites: ['json-formatter', 'no-such-tool'] });
    renderDashboard();
    const grid = screen.getByRole('list', { name: 'Favourites' });
    expect(within(grid).getAllByRole('link')).toHaveLength(1);
    expect(within(grid).getByRole('link', { name: /JSON Formatter/ })).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Remove JSON Formatter from favourites' })).toBeTruthy();
  });

  it('unstarring a favourite removes its card and keeps focus in the section', async () => {
    useUserStore.setState({ user: null, loading: false, profile: null });
    useFavouritesStore.setState({ favourites: ['json-formatter'] });
    renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Remove JSON Formatter from favourites' }));
    expect(await screen.findByText(NO_FAVOURITES)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your favourites' }));
  });

  it('signed in: greeting, XP, streak, tools used today, favourites, recently visited and activity', async () => {
    useUserStore.setState({ user: ada, loading: false, profile: profile() });
    useFavouritesStore.setState({ favourites: ['memory-game'] });
    localStorage.setItem(VISITED_TOOLS_KEY, JSON.stringify(['uuid-generator', 'retired-tool', 42, 'coin-flip']));
    fake.listRecentActivities.mockResolvedValue([
      activity({ id: 'a1', timestamp: new Date(Date.now() - 5 * 60_000) }),
      activity({ id: 'a2', type: 'login', description: 'Logged in', icon: '🔑', link: '/dashboard', timestamp: new Date(Date.now() - 2 * 86_400_000) }),
      activity({ id: 'a3', type: 'signup', description: 'Created an account', icon: '🎉', link: 'https://evil.example', timestamp: null }),
    ]);
    renderDashboard();

    expect(screen.getByText('Welcome back, Ada Lovelace!')).toBeTruthy();
    const stat = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(stat('XP')).toBe('30');
    expect(stat('Streak')).toBe('3 days');
    expect(stat('Tools used today')).toBe('2');
    const badges = within(screen.getByRole('list', { name: 'Badges earned' })).getAllByRole('listitem');
    expect(badges.map((badge) => badge.querySelector('strong')?.textContent)).toEqual(['First Steps']);
    expect(screen.getByText(/^Next:/).textContent).toBe('Next: 🧭 Explorer at 50 XP (20 XP to go).');
    const usedToday = screen.getByRole('list', { name: 'Tools used today' });
    expect(within(usedToday).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/coin-flip', '/roll-a-dice']);

    expect(within(screen.getByRole('list', { name: 'Favourites' })).getByRole('link', { name: /Memory Game/ })).toBeTruthy();
    const visited = within(screen.getByRole('list', { name: 'Recently visited' })).getAllByRole('link');
    expect(visited.map((link) => link.getAttribute('href'))).toEqual(['/uuid-generator', '/coin-flip']);

    const activities = await screen.findByRole('list', { name: 'Recent activity' });
    expect(fake.listRecentActivities).toHaveBeenCalledWith('ada', 20);
    const items = within(activities).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: 'Used Coin Flip' }).getAttribute('href')).toBe('/coin-flip');
    expect(items[0]!.textContent).toContain('5 minutes ago');
    expect(items[1]!.textContent).toContain('2 days ago');
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    expect(items[2]!.textContent).toContain('just now');
  });

  it('reads today’s numbers against today: old lists and broken streaks do not count', () => {
    const longAgo = previousDay(previousDay(today));
    useUserStore.setState({ user: ada, loading: false, profile: profile({ lastUsed: longAgo, streak: 9 }) });
    renderDashboard();
    const stat = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(stat('Streak')).toBe('1 day');
    expect(stat('Tools used today')).toBe('0');
    expect(screen.getByText(/No tools used yet today/)).toBeTruthy();
    expect(screen.getByText('Tools you open will show up here.')).toBeTruthy();
    expect(screen.getByText(NO_FAVOURITES)).toBeTruthy();
  });

  it('nudges to keep a streak that was last extended yesterday', () => {
    useUserStore.setState({ user: ada, loading: false, profile: profile({ lastUsed: previousDay(today), streak: 4 }) });
    renderDashboard();
    expect(screen.getByText('Use any tool today to keep your streak going.')).toBeTruthy();
    expect(screen.getByText('Streak', { selector: 'dt' }).nextElementSibling?.textContent).toBe('4 days');
  });

  it('missing profile: says so clearly and still shows the rest', async () => {
    useUserStore.setState({ user: { ...ada, displayName: null }, loading: false, profile: null });
    renderDashboard();
    expect(screen.getByText('Welcome back!')).toBeTruthy();
    expect(screen.getByText(MISSING_PROFILE, { exact: false })).toBeTruthy();
    expect(screen.queryByText('XP', { selector: 'dt' })).toBeNull();
    expect(await screen.findByText('No activity yet. Open any tool to get started.')).toBeTruthy();
  });

  it('activity that fails to load says so and can be retried', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.listRecentActivities.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    fake.listRecentActivities.mockResolvedValueOnce([activity({})]);
    useUserStore.setState({ user: ada, loading: false, profile: profile() });
    renderDashboard();
    expect((await screen.findByRole('alert')).textContent).toBe(ACTIVITY_FAILED);
    expect(warn).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Recent activity' })).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
