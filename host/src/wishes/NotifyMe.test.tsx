// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Announcer } from '@toolhub/shared';
import { resetAnnouncements } from '@toolhub/shared/testing';
import type { AuthUser, Backend } from '../backend/backend';
import { BackendError } from '../backend/errors';
import { initialUserState, useUserStore } from '../user/user-store';
import { VISITOR_WISHES_KEY } from './visitor-wishes';
import { WISH_COUNT_FAILED, WISH_REMOVE_FAILED, WISH_SAVE_FAILED, NotifyMe } from './NotifyMe';
import { initialWishesState, useWishesStore } from './wishes-store';

const fake = vi.hoisted(() => ({
  counts: new Map<string, number>(),
  wishCount: vi.fn(),
  addWish: vi.fn(),
  removeWish: vi.fn(),
}));
vi.mock('../backend/select', () => ({
  getBackend: async () => ({ kind: 'local', wishCount: fake.wishCount, addWish: fake.addWish, removeWish: fake.removeWish }) as unknown as Backend,
}));

const splitPdf = { name: 'Split PDF', path: 'split-pdf' };
const alice = { uid: 'alice', email: 'alice@example.com' } as AuthUser;

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}
function renderNotifyMe() {
  return render(
    <MemoryRouter initialEntries={['/split-pdf']}>
      <NotifyMe tool={splitPdf} />
      <Location />
      <Announcer />
    </MemoryRouter>,
  );
}
const notifyMe = () => screen.getByRole('button', { name: 'Notify me' });
const pressed = () => notifyMe().getAttribute('aria-pressed');
const countLine = () => screen.getByRole('region', { name: 'Get notified' }).querySelector('.notify-me-count')?.textContent;
/** The toasts, as a screen reader hears them from the polite live region. */
const toasts = () => screen.getByRole('status').textContent;
const signedOut = () => {
  useUserStore.setState({ user: null, loading: false, profile: null });
  useWishesStore.setState({ wishes: [], keptIn: 'browser', ready: true });
};
const signedIn = (wishes: string[] = []) => {
  useUserStore.setState({ user: alice, loading: false, profile: null });
  useWishesStore.setState({ wishes, keptIn: 'account', ready: true });
};

describe('NotifyMe', () => {
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    useUserStore.setState(initialUserState());
    useWishesStore.setState(initialWishesState());
    localStorage.clear();
    resetAnnouncements();
    fake.counts.clear();
    fake.wishCount.mockReset().mockImplementation(async (path: string) => fake.counts.get(path) ?? 0);
    fake.addWish.mockReset().mockImplementation(async (_uid: string, path: string) => void fake.counts.set(path, (fake.counts.get(path) ?? 0) + 1));
    fake.removeWish.mockReset().mockImplementation(async (_uid: string, path: string) => void fake.counts.set(path, (fake.counts.get(path) ?? 1) - 1));
    error = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it.each([
    [0, 'Nobody has asked for this yet. Be the first!'],
    [1, '1 person wants this.'],
    [12, '12 people want this.'],
  ])('shows a count of %d as “%s”', async (count, text) => {
    fake.counts.set('split-pdf', count);
    signedOut();
    renderNotifyMe();
    expect(screen.getByRole('heading', { level: 2, name: 'Get notified' })).toBeTruthy();
    expect(countLine()).toBe('Counting wishes…');
    await waitFor(() => expect(countLine()).toBe(text));
    expect(fake.wishCount).toHaveBeenCalledWith('split-pdf');
  });

  it('says so when the count cannot be read, and still offers the button', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.wishCount.mockRejectedValue(new BackendError('unavailable', 'offline'));
    signedOut();
    renderNotifyMe();
    await waitFor(() => expect(countLine()).toBe(WISH_COUNT_FAILED));
    expect(notifyMe().hasAttribute('disabled')).toBe(false);
  });

  it('waits for the wishes before offering the button', () => {
    useUserStore.setState({ user: alice, loading: false, profile: null });
    useWishesStore.setState({ wishes: [], keptIn: 'account', ready: false });
    renderNotifyMe();
    expect(notifyMe().hasAttribute('disabled')).toBe(true);
  });

  describe('signed in', () => {
    it('adds the wish to the account, counts it and says so; pressing again withdraws it', async () => {
      fake.counts.set('split-pdf', 4);
      signedIn();
      renderNotifyMe();
      await waitFor(() => expect(countLine()).toBe('4 people want this.'));
      expect(pressed()).toBe('false');
      await userEvent.click(notifyMe());
      await waitFor(() => expect(pressed()).toBe('true'));
      expect(fake.addWish).toHaveBeenCalledWith('alice', 'split-pdf');
      await waitFor(() => expect(countLine()).toBe('5 people want this.'));
      expect(screen.getByText('You’ll be notified: Split PDF will be marked New on the home page when it’s ready.')).toBeTruthy();
      expect(toasts()).toContain('You’ll be notified when Split PDF is ready.');
      // No choice to make: the account keeps it.
      expect(screen.queryByRole('group')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();

      await userEvent.click(notifyMe());
      await waitFor(() => expect(pressed()).toBe('false'));
      expect(fake.removeWish).toHaveBeenCalledWith('alice', 'split-pdf');
      await waitFor(() => expect(countLine()).toBe('4 people want this.'));
      expect(screen.queryByText(/You’ll be notified:/)).toBeNull();
      expect(toasts()).toContain('Your wish for Split PDF was removed.');
    });

    it('shows the account’s wish as pressed from the start', async () => {
      fake.counts.set('split-pdf', 1);
      signedIn(['split-pdf']);
      renderNotifyMe();
      expect(pressed()).toBe('true');
      await waitFor(() => expect(countLine()).toBe('1 person wants this.'));
    });

    it('says clearly when the wish could not be saved, and stays as it was', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      fake.addWish.mockRejectedValue(new BackendError('unavailable', 'offline'));
      signedIn();
      renderNotifyMe();
      await userEvent.click(notifyMe());
      expect((await screen.findByRole('alert')).textContent).toBe(WISH_SAVE_FAILED);
      expect(pressed()).toBe('false');
      expect(warn).toHaveBeenCalledTimes(1);
      // Trying again clears the message.
      fake.addWish.mockResolvedValue(undefined);
      await userEvent.click(notifyMe());
      await waitFor(() => expect(pressed()).toBe('true'));
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('says clearly when the wish could not be withdrawn', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      fake.removeWish.mockRejectedValue(new BackendError('permission-denied'));
      signedIn(['split-pdf']);
      renderNotifyMe();
      await userEvent.click(notifyMe());
      expect((await screen.findByRole('alert')).textContent).toBe(WISH_REMOVE_FAILED);
      expect(pressed()).toBe('true');
    });
  });

  describe('signed out', () => {
    it('asks whether to log in or keep the wish in this browser', async () => {
      signedOut();
      renderNotifyMe();
      await userEvent.click(notifyMe());
      const choice = screen.getByRole('group', {
        name: 'Log in to add your wish to the count and keep it in your account, or keep it in this browser only.',
      });
      expect(within(choice).getAllByRole('button').map((b) => b.textContent)).toEqual(['Log In', 'Keep it in this browser']);
      // Nothing is saved until the visitor chooses; pressing again closes the question.
      expect(pressed()).toBe('false');
      expect(localStorage.getItem(VISITOR_WISHES_KEY)).toBeNull();
      await userEvent.click(notifyMe());
      expect(screen.queryByRole('group')).toBeNull();
    });

    it('keeps the wish in this browser, uncounted, and offers to log in to count it', async () => {
      fake.counts.set('split-pdf', 2);
      signedOut();
      renderNotifyMe();
      await waitFor(() => expect(countLine()).toBe('2 people want this.'));
      await userEvent.click(notifyMe());
      await userEvent.click(screen.getByRole('button', { name: 'Keep it in this browser' }));
      await waitFor(() => expect(pressed()).toBe('true'));
      expect(document.activeElement).toBe(notifyMe());
      expect(screen.queryByRole('group')).toBeNull();
      expect(JSON.parse(localStorage.getItem(VISITOR_WISHES_KEY) ?? 'null')).toEqual(['split-pdf']);
      expect(fake.addWish).not.toHaveBeenCalled();
      await waitFor(() => expect(countLine()).toBe('2 people want this.'));
      expect(
        screen.getByText('Saved in this browser: Split PDF will be marked New here when it’s ready. Log in to add your wish to the count.'),
      ).toBeTruthy();
      expect(toasts()).toContain('Saved in this browser: Split PDF will be marked New here when it’s ready.');
      await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
      expect(screen.getByTestId('location').textContent).toBe('/split-pdf?modal=login');

      // Pressing again forgets it here.
      await userEvent.click(notifyMe());
      await waitFor(() => expect(pressed()).toBe('false'));
      expect(localStorage.getItem(VISITOR_WISHES_KEY)).toBeNull();
    });

    it('“Log In” keeps the wish here and opens the login dialog, so it joins the account at sign-in', async () => {
      signedOut();
      renderNotifyMe();
      await userEvent.click(notifyMe());
      await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
      expect(screen.getByTestId('location').textContent).toBe('/split-pdf?modal=login');
      expect(JSON.parse(localStorage.getItem(VISITOR_WISHES_KEY) ?? 'null')).toEqual(['split-pdf']);
      expect(pressed()).toBe('true');
    });

    it('says clearly when this browser will not keep the wish', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('full', 'QuotaExceededError');
      });
      signedOut();
      renderNotifyMe();
      await userEvent.click(notifyMe());
      await userEvent.click(screen.getByRole('button', { name: 'Keep it in this browser' }));
      expect((await screen.findByRole('alert')).textContent).toBe(WISH_SAVE_FAILED);
      expect(pressed()).toBe('false');
      // The question stays open: the visitor can still choose to log in.
      expect(screen.getByRole('group')).toBeTruthy();
    });
  });
});
