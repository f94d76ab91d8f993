// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreparedToolPage, prepareToolPage } from '../pages/prepared-tool-page';

/** Stands in for the tool's page: counts its mounts (effects), shows the address it sees. */
const mounts = vi.hoisted(() => ({ count: 0, renders: 0 }));
vi.mock('../pages/ToolRoute', () => ({
  ToolRoute({ toolPath }: { toolPath: string }) {
    const { pathname, search } = useLocation();
    mounts.renders += 1;
    useEffect(() => {
      mounts.count += 1;
    }, []);
    return <input aria-label={`${toolPath} at ${pathname}${search}`} />;
  },
}));

const { ToolSlot, toolPathOf } = await import('./ToolSlot');

describe('toolPathOf: the tool an address names, ranked as the router ranks', () => {
  it.each([
    ['/json-formatter', 'json-formatter'],
    ['/json-formatter/', 'json-formatter'],
    ['/Json-Formatter', 'Json-Formatter'],
    ['/%E2%9C%93', '✓'],
    ['/json%2Dformatter', 'json-formatter'],
    ['/%E0%A4%A', '%E0%A4%A'],
    ['/%61dmin', null],
    ['/', null],
    ['', null],
    ['/admin', null],
    ['/ADMIN', null],
    ['/404', null],
    ['/api', null],
    ['/privacy-policy', null],
    ['/a/b', null],
    ['/api/news', null],
  ])('%s → %s', (pathname, expected) => expect(toolPathOf(pathname)).toBe(expected));
});

const router: { navigate: NavigateFunction | null; key: string } = { navigate: null, key: '' };
function Probe() {
  const navigate = useNavigate();
  const { key } = useLocation();
  useEffect(() => {
    Object.assign(router, { navigate, key });
  }, [navigate, key]);
  return null;
}
const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
      <main>
        <ToolSlot />
      </main>
    </MemoryRouter>,
  );
const go = (to: string) => act(() => void router.navigate?.(to));
const hiddenByReact = (element: Element) => element.closest('[style*="display: none"]') !== null;

describe('ToolSlot', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    mounts.count = 0;
    mounts.renders = 0;
    usePreparedToolPage.setState({ prepared: null });
  });
  afterEach(() => vi.useRealTimers());

  it('renders the tool the address names, mounted once', () => {
    renderAt('/coin-flip?sides=3');
    const field = screen.getByRole('textbox', { name: 'coin-flip at /coin-flip?sides=3' });
    expect(hiddenByReact(field)).toBe(false);
    expect(mounts.count).toBe(1);
  });

  it('renders nothing on the home page until a tool is about to open', () => {
    const { container } = renderAt('/');
    expect(container.querySelector('main')?.childElementCount).toBe(0);
  });

  it('renders the prepared tool ahead, hidden, at its own address and without its effects; the click reveals that same page', async () => {
    const { container } = renderAt('/?q=coin');
    await act(async () => prepareToolPage('coin-flip', router.key));
    // Hidden from everyone (display: none), its effects not run: not mounted yet.
    const field = container.querySelector('input');
    expect(field?.getAttribute('aria-label')).toBe('coin-flip at /coin-flip');
    expect(hiddenByReact(field!)).toBe(true);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(mounts.count).toBe(0);

    go('/coin-flip');
    const shown = screen.getByRole('textbox', { name: 'coin-flip at /coin-flip' });
    expect(shown).toBe(field);
    expect(hiddenByReact(shown)).toBe(false);
    expect(mounts.count).toBe(1);
    // Shown, it is forgotten after the next paint: back on the home page nothing is rendered ahead.
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.advanceTimersByTime(1));
    expect(usePreparedToolPage.getState().prepared).toBeNull();
    go('/');
    expect(container.querySelector('main')?.childElementCount).toBe(0);
  });

  it('reveals the page rendered ahead without rendering it again when the address is the one it was rendered for', async () => {
    renderAt('/');
    await act(async () => prepareToolPage('coin-flip', router.key));
    const rendered = mounts.renders;
    go('/coin-flip');
    expect(screen.getByRole('textbox', { name: 'coin-flip at /coin-flip' })).toBeTruthy();
    expect(mounts.renders).toBe(rendered);
    // Any other address is the router's own, seen at once.
    go('/coin-flip?sides=3');
    expect(screen.getByRole('textbox', { name: 'coin-flip at /coin-flip?sides=3' })).toBeTruthy();
    expect(mounts.renders).toBe(rendered + 1);
  });

  it('reveals with the router’s own address when the click came with a query or a hash', async () => {
    renderAt('/');
    await act(async () => prepareToolPage('coin-flip', router.key));
    go('/coin-flip?sides=6');
    expect(screen.getByRole('textbox', { name: 'coin-flip at /coin-flip?sides=6' })).toBeTruthy();
    expect(mounts.count).toBe(1);
  });

  it('shows a prepared page only on the address it was prepared on', async () => {
    const { container } = renderAt('/');
    await act(async () => prepareToolPage('coin-flip', router.key));
    expect(container.querySelector('input')).not.toBeNull();
    go('/?modal=login');
    expect(container.querySelector('input')).toBeNull();
    expect(mounts.count).toBe(0);
  });

  it('a newer intent replaces the prepared page; another tool’s address shows that tool', async () => {
    const { container } = renderAt('/');
    await act(async () => prepareToolPage('coin-flip', router.key));
    await act(async () => prepareToolPage('roll-a-dice', router.key));
    expect([...container.querySelectorAll('input')].map((input) => input.getAttribute('aria-label'))).toEqual(['roll-a-dice at /roll-a-dice']);
    go('/coin-flip');
    expect(screen.getByRole('textbox').getAttribute('aria-label')).toBe('coin-flip at /coin-flip');
    expect(mounts.count).toBe(1);
  });
});
