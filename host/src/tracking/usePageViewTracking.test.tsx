// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { IdleHost } from './after-paint';
import type { ThirdPartyAnalytics } from './third-party';
import type { PageViewTracker } from './tracker';
import { usePageViewTracking } from './usePageViewTracking';

function setup(initial = '/coin-flip') {
  const pending: (() => void)[] = [];
  const idleHost: IdleHost = { requestIdleCallback: (callback) => pending.push(callback), setTimeout: () => 0 };
  const tracker = { track: vi.fn(async () => 'recorded' as const), cleanupDone: async () => undefined } satisfies PageViewTracker;
  const thirdParty = { pageView: vi.fn() } satisfies ThirdPartyAnalytics;
  function Shell() {
    usePageViewTracking({ tracker, thirdParty, idleHost });
    const navigate = useNavigate();
    return (
      <nav aria-label="Test">
        <Link to="/roll-a-dice">Dice</Link>
        <Link to="/no-such-tool">Broken link</Link>
        <button type="button" onClick={() => navigate('/roll-a-dice?sides=20')}>
          Twenty sides
        </button>
      </nav>
    );
  }
  render(
    <MemoryRouter initialEntries={[initial]}>
      <Shell />
    </MemoryRouter>,
  );
  const flush = () => act(() => pending.splice(0).forEach((run) => run()));
  return { tracker, thirdParty, pending, flush };
}

describe('usePageViewTracking', () => {
  it('records the page view only once the browser is idle after paint', () => {
    const { tracker, thirdParty, pending, flush } = setup();
    expect(tracker.track).not.toHaveBeenCalled();
    expect(pending).toHaveLength(1);
    flush();
    expect(tracker.track).toHaveBeenCalledWith('/coin-flip', '');
    expect(thirdParty.pageView).toHaveBeenCalledWith('/coin-flip', '');
  });

  it('records every route change, but not a change of query string alone', async () => {
    const user = userEvent.setup();
    const { tracker, flush } = setup();
    flush();
    await user.click(screen.getByRole('link', { name: 'Dice' }));
    flush();
    await user.click(screen.getByRole('button', { name: 'Twenty sides' }));
    flush();
    expect(tracker.track.mock.calls).toEqual([
      ['/coin-flip', ''],
      ['/roll-a-dice', ''],
    ]);
  });

  it('counts every address that shows the 404 page as /404', async () => {
    const user = userEvent.setup();
    const { tracker, flush } = setup();
    flush();
    await user.click(screen.getByRole('link', { name: 'Broken link' }));
    flush();
    expect(tracker.track).toHaveBeenLastCalledWith('/404', '');
  });

  it('passes the query string of the route it was scheduled for', () => {
    const { tracker, flush } = setup('/?modal=login');
    flush();
    expect(tracker.track).toHaveBeenCalledWith('/', '?modal=login');
  });
});
