import { describe, expect, it } from 'vitest';
import { afterToolUse, localDay, nextStreak, previousDay } from './progress';

/** Local-time dates, so the tests mean the same in every time zone. */
const at = (year: number, month: number, day: number, hour = 10) => new Date(year, month - 1, day, hour);
const fresh = { xp: 0, streak: 1, toolsUsedToday: [] as string[], lastUsed: '' };

describe('days', () => {
  it('formats the local calendar day', () => {
    expect(localDay(at(2026, 3, 7))).toBe('2026-03-07');
    expect(localDay(at(2026, 12, 31, 23))).toBe('2026-12-31');
  });

  it.each([
    ['2026-11-21', '2026-11-20'],
    ['2026-03-01', '2026-02-28'],
    ['2024-03-01', '2024-02-29'],
    ['2026-01-01', '2025-12-31'],
    ['2026-05-01', '2026-04-30'],
  ])('the day before %s is %s', (day, before) => expect(previousDay(day)).toBe(before));
});

describe('XP', () => {
  it('gives 10 XP the first time a tool is used on a day, once', () => {
    const first = afterToolUse(fresh, 'coin-flip', at(2026, 11, 21));
    expect(first).toMatchObject({ xp: 10, xpGained: 10, toolsUsedToday: ['coin-flip'], lastUsed: '2026-11-21', streak: 1 });
    const again = afterToolUse(first, 'coin-flip', at(2026, 11, 21, 18));
    expect(again).toMatchObject({ xp: 10, xpGained: 0, toolsUsedToday: ['coin-flip'] });
    const other = afterToolUse(again, 'roll-a-dice', at(2026, 11, 21, 19));
    expect(other).toMatchObject({ xp: 20, toolsUsedToday: ['coin-flip', 'roll-a-dice'] });
  });

  it('resets the tools used today when the day changes', () => {
    const yesterday = { xp: 30, streak: 3, toolsUsedToday: ['coin-flip', 'roll-a-dice'], lastUsed: '2026-11-20' };
    expect(afterToolUse(yesterday, 'coin-flip', at(2026, 11, 21, 0))).toMatchObject({ xp: 40, xpGained: 10, toolsUsedToday: ['coin-flip'], lastUsed: '2026-11-21' });
  });

  it('never starts from negative XP', () => {
    expect(afterToolUse({ ...fresh, xp: -5 }, 'coin-flip', at(2026, 1, 1)).xp).toBe(10);
  });
});

describe('streak', () => {
  it('grows when lastUsed was yesterday', () => {
    expect(afterToolUse({ ...fresh, streak: 4, lastUsed: '2026-11-20' }, 'x', at(2026, 11, 21)).streak).toBe(5);
  });
  it('holds when lastUsed is today', () => {
    expect(afterToolUse({ ...fresh, streak: 4, lastUsed: '2026-11-21', toolsUsedToday: ['x'] }, 'y', at(2026, 11, 21)).streak).toBe(4);
  });
  it('restarts at 1 after a gap, and for a new profile', () => {
    expect(afterToolUse({ ...fresh, streak: 9, lastUsed: '2026-11-19' }, 'x', at(2026, 11, 21)).streak).toBe(1);
    expect(afterToolUse(fresh, 'x', at(2026, 11, 21)).streak).toBe(1);
  });
  it('crosses month and year ends', () => {
    expect(nextStreak({ streak: 2, lastUsed: '2026-10-31' }, '2026-11-01')).toBe(3);
    expect(nextStreak({ streak: 2, lastUsed: '2025-12-31' }, '2026-01-01')).toBe(3);
    expect(nextStreak({ streak: 2, lastUsed: '2024-02-29' }, '2024-03-01')).toBe(3);
    expect(nextStreak({ streak: 2, lastUsed: '2026-02-27' }, '2026-03-01')).toBe(1);
  });
  it('works from the user clock around midnight', () => {
    const late = afterToolUse(fresh, 'x', at(2026, 12, 31, 23));
    const early = afterToolUse(late, 'x', at(2027, 1, 1, 0));
    expect(early).toMatchObject({ streak: 2, lastUsed: '2027-01-01', xpGained: 10 });
  });
});
