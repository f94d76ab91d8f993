// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestNavigator, testRouter } from '../testing/test-navigator';

/** Stands in for the home page: counts its mounts and unmounts and renders, shows its address. */
const home = vi.hoisted(() => ({ mounts: 0, unmounts: 0, renders: 0 }));
vi.mock('../pages/HomePage', () => ({
  HomePage() {
    const { pathname, search } = useLocation();
    home.renders += 1;
    useEffect(() => {
      home.mounts += 1;
      return () => void (home.unmounts += 1);
    }, []);
    return <h1>{`Home at ${pathname}${search}`}</h1>;
  },
}));

const { HomeSlot } = await import('./HomeSlot');

const go = (to: string) => act(() => void testRouter.navigate?.(to));
const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <TestNavigator />
      <HomeSlot />
    </MemoryRouter>,
  );
const paint = () => {
  act(() => vi.advanceTimersToNextFrame());
  act(() => vi.advanceTimersByTime(1));
};

describe('HomeSlot', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    Object.assign(home, { mounts: 0, unmounts: 0, renders: 0 });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the home page on `/` and follows its address', () => {
    renderAt('/');
    expect(screen.getByRole('heading').textContent).toBe('Home at /');
    go('/?q=dice');
    expect(screen.getByRole('heading').textContent).toBe('Home at /?q=dice');
    expect(home.mounts).toBe(1);
  });

  it('renders nothing elsewhere', () => {
    const { container } = renderAt('/coin-flip');
    expect(container.childElementCount).toBe(0);
  });

  it('keeps the page hidden, not rendered again, at its own address until the next page has painted, then takes it down', () => {
    const { container } = renderAt('/?q=dice');
    const renders = home.renders;
    go('/coin-flip');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('.home-slot')?.hasAttribute('hidden')).toBe(true);
    expect(container.querySelector('h1')?.textContent).toBe('Home at /?q=dice');
    expect(home.renders).toBe(renders);
    expect(home.unmounts).toBe(0);
    paint();
    expect(home.unmounts).toBe(1);
    expect(container.childElementCount).toBe(0);
  });

  it('coming back before that paint shows the same page again, not a new one', () => {
    renderAt('/');
    go('/coin-flip');
    go('/');
    paint();
    expect(screen.getByRole('heading').textContent).toBe('Home at /');
    expect(home).toMatchObject({ mounts: 1, unmounts: 0 });
  });
});
