import { describe, expect, it } from 'vitest';
import { createVisitorFlags } from './visitor-flag';
import { memoryStorage } from '../testing/memory-storage';

describe('visitors_counted_{date}', () => {
  it('counts a visitor once per day, across page loads', () => {
    const storage = memoryStorage();
    expect(createVisitorFlags(storage).claim('2026-05-01')).toBe(true);
    expect(storage.items.get('visitors_counted_2026-05-01')).toBe('true');
    const reload = createVisitorFlags(storage);
    expect(reload.claim('2026-05-01')).toBe(false);
    expect(reload.claim('2026-05-01')).toBe(false);
    expect(reload.claim('2026-05-02')).toBe(true);
  });

  it('drops earlier days’ flags, but keeps a later day’s after the clock is set back', () => {
    const storage = memoryStorage();
    storage.setItem('visitors_counted_2026-04-30', 'true');
    storage.setItem('visitors_counted_2026-05-03', 'true');
    storage.setItem('theme', 'dark');
    createVisitorFlags(storage).claim('2026-05-01');
    expect([...storage.items.keys()].sort()).toEqual(['theme', 'visitors_counted_2026-05-01', 'visitors_counted_2026-05-03']);
  });

  it('with a full localStorage, counts at most once per page load and does not throw', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const flags = createVisitorFlags(storage);
    expect(flags.claim('2026-05-01')).toBe(true);
    expect(flags.claim('2026-05-01')).toBe(false);
  });

  it('with a throwing or missing localStorage, counts once per page load', () => {
    const throwing = memoryStorage();
    throwing.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    for (const storage of [throwing, null]) {
      const flags = createVisitorFlags(storage);
      expect(flags.claim('2026-05-01')).toBe(true);
      expect(flags.claim('2026-05-01')).toBe(false);
    }
  });
});
