import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module per test: the warm-up happens once per page. */
const load = async () => (await import('./warm-locale-data')).warmLocaleData;

/** Records each number and date format made, which still work. */
function recordFormats() {
  const made: string[] = [];
  const { NumberFormat, DateTimeFormat } = Intl;
  vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
    made.push('number');
    return new NumberFormat(...args);
  } as typeof Intl.NumberFormat);
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
    made.push('date');
    return new DateTimeFormat(...args);
  } as typeof Intl.DateTimeFormat);
  return made;
}

describe('warmLocaleData', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('makes a number and a date format in a task of its own, not in the caller’s', async () => {
    const made = recordFormats();
    (await load())();
    expect(made).toEqual([]);
    vi.runAllTimers();
    expect(made).toContain('number');
    expect(made).toContain('date');
  });

  it('warms once per page, however many tools are about to open', async () => {
    const made = recordFormats();
    const warm = await load();
    warm();
    warm();
    vi.runAllTimers();
    const once = made.length;
    expect(once).toBeGreaterThan(0);
    warm();
    (await import('./warm-locale-data')).warmLocaleData();
    vi.runAllTimers();
    expect(made.length).toBe(once);
  });

  it('is quiet where Intl is missing or broken', async () => {
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(() => {
      throw new RangeError('no locale data');
    });
    (await load())();
    expect(() => vi.runAllTimers()).not.toThrow();
  });
});
