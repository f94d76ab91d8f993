// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { usePrefersReducedMotion } from './motion';

function Probe() {
  return <output>{usePrefersReducedMotion() ? 'reduced' : 'full'}</output>;
}

/** A matchMedia whose reduced-motion answer the test can flip, telling listeners as a browser does. */
function stubMatchMedia(initial: boolean, api: 'modern' | 'legacy' | 'none' = 'modern') {
  let reduced = initial;
  const listeners = new Set<() => void>();
  const media = (query: string) => {
    const list: Record<string, unknown> = {
      get matches() {
        return reduced && query === '(prefers-reduced-motion: reduce)';
      },
      media: query,
    };
    if (api === 'modern') {
      list.addEventListener = (_: string, fn: () => void) => listeners.add(fn);
      list.removeEventListener = (_: string, fn: () => void) => listeners.delete(fn);
    } else if (api === 'legacy') {
      list.addListener = (fn: () => void) => listeners.add(fn);
      list.removeListener = (fn: () => void) => listeners.delete(fn);
    }
    return list as unknown as MediaQueryList;
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: media });
  return {
    listeners,
    set(next: boolean) {
      reduced = next;
      act(() => listeners.forEach((fn) => fn()));
    },
  };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('usePrefersReducedMotion', () => {
  it.each([true, false])('reads the setting at first render (reduced: %s)', (reduced) => {
    stubMatchMedia(reduced);
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe(reduced ? 'reduced' : 'full');
  });

  it.each(['modern', 'legacy'] as const)('follows a change of the setting live (%s listeners) and stops listening when unmounted', (api) => {
    const media = stubMatchMedia(false, api);
    const { unmount } = render(<Probe />);
    media.set(true);
    expect(screen.getByRole('status').textContent).toBe('reduced');
    media.set(false);
    expect(screen.getByRole('status').textContent).toBe('full');
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('is false where there is no matchMedia (jsdom), and still reads one that cannot listen', () => {
    expect('matchMedia' in window).toBe(false);
    const { unmount } = render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('full');
    unmount();
    stubMatchMedia(true, 'none');
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('reduced');
  });

  it('is false when matchMedia throws', () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: () => {
        throw new Error('not supported');
      },
    });
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('full');
  });

  it('renders on the server as full motion', () => {
    stubMatchMedia(true);
    expect(renderToString(<Probe />)).toBe('<output>full</output>');
  });
});
