// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { nextPaint } from './next-paint';
import { countIntl, type IntlCount } from './count-intl';

type LocalDates = typeof import('./local-dates');

/** A fresh copy of the module: whether "this page" has formatted a date is module state. */
async function freshModule(): Promise<LocalDates> {
  vi.resetModules();
  return import('./local-dates');
}

const AT = Date.UTC(2026, 10, 28, 15, 45, 30);
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const DATE: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };

describe('formatDateTime', () => {
  let counter: IntlCount;
  beforeEach(() => void (counter = countIntl('DateTimeFormat')));
  afterEach(() => counter.restore());

  it.each([
    ['a Date', new Date(AT)],
    ['epoch milliseconds', AT],
    ['an ISO string', new Date(AT).toISOString()],
  ])('writes %s as the visitor’s locale does', async (_, at) => {
    const { formatDateTime } = await freshModule();
    expect(formatDateTime(at, TIME)).toBe(new Date(AT).toLocaleTimeString(undefined, TIME));
    expect(formatDateTime(at, DATE)).toBe(new Date(AT).toLocaleDateString(undefined, DATE));
  });

  it.each([
    ['an unparsable string', 'yesterday-ish'],
    ['an empty string', ''],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an invalid Date', new Date(Number.NaN)],
    ['a moment past Date’s range', 8.64e15 + 1],
  ])('gives "" for %s, never throws', async (_, at) => {
    const { formatDateTime } = await freshModule();
    expect(formatDateTime(at, TIME)).toBe('');
  });

  it('makes one Intl.DateTimeFormat per set of options, however many moments it writes', async () => {
    const { formatDateTime } = await freshModule();
    for (let i = 0; i < 10; i++) formatDateTime(AT + i * 60_000, TIME);
    for (let i = 0; i < 10; i++) formatDateTime(AT + i * 86_400_000, { ...DATE });
    expect(counter.made).toHaveLength(2);
  });
});

describe('useLocaleReady', () => {
  function Stamp({ seen, at }: { seen: boolean[]; at: number }) {
    const { useLocaleReady, formatDateTime } = modules;
    const ready = useLocaleReady();
    seen.push(ready);
    return <time dateTime={new Date(at).toISOString()}>{ready ? formatDateTime(at, TIME) : ''}</time>;
  }
  let modules: LocalDates;
  let counter: IntlCount;
  beforeEach(async () => {
    modules = await freshModule();
    counter = countIntl('DateTimeFormat');
  });
  afterEach(() => counter.restore());

  it('keeps dates out of the render that opens a tool and out of the task that follows it, and writes them after the first paint', async () => {
    const seen: boolean[] = [];
    render(counter.wrap(<Stamp seen={seen} at={AT} />));
    expect(counter.inOpeningRender()).toBe(0);
    // React's own deferred render would already have run here, before the browser painted.
    expect(seen).toEqual([false]);
    expect(counter.made).toHaveLength(0);
    await act(nextPaint);
    expect(seen).toEqual([false, true]);
    expect(screen.getByText(new Date(AT).toLocaleTimeString(undefined, TIME))).toBeInstanceOf(HTMLTimeElement);
  });

  it('writes nothing after a tool closed before its first paint', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: boolean[] = [];
    const { unmount } = render(<Stamp seen={seen} at={AT} />);
    unmount();
    await act(nextPaint);
    expect(seen).toEqual([false]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('writes dates at once once the page has formatted one (a new history entry shows its time straight away)', () => {
    modules.formatDateTime(AT, TIME);
    const seen: boolean[] = [];
    render(<Stamp seen={seen} at={AT + 60_000} />);
    expect(seen[0]).toBe(true);
    expect(seen).not.toContain(false);
    expect(screen.getByText(new Date(AT + 60_000).toLocaleTimeString(undefined, TIME))).toBeInstanceOf(HTMLTimeElement);
  });
});
