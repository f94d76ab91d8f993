import { describe, expect, it } from 'vitest';
import type { Catalogue } from '@toolhub/shared';
import { currentStreak, displayedXp, greetingName, isSitePath, relativeTime, streakNeedsToday, toolsForPaths, toolsUsedToday } from './dashboard-stats';

const now = new Date(2026, 10, 21, 15);

describe('dashboard numbers', () => {
  it.each<[string, number, number]>([
    ['a normal total', 120, 120],
    ['negative', -5, 0],
    ['fractional', 12.7, 12],
    ['not a number', Number.NaN, 0],
  ])('XP: %s', (_, xp, shown) => expect(displayedXp({ xp })).toBe(shown));

  it.each<[string, number, string, number]>([
    ['new profile', 1, '', 1],
    ['used today', 4, '2026-11-21', 4],
    ['used yesterday', 4, '2026-11-20', 4],
    ['a day missed', 4, '2026-11-19', 1],
    ['a stored value below 1', 0, '2026-11-21', 1],
  ])('streak: %s', (_, streak, lastUsed, shown) => expect(currentStreak({ streak, lastUsed }, now)).toBe(shown));

  it('asks for today only when the streak lives through yesterday', () => {
    expect(streakNeedsToday({ lastUsed: '2026-11-20' }, now)).toBe(true);
    expect(streakNeedsToday({ lastUsed: '2026-11-21' }, now)).toBe(false);
    expect(streakNeedsToday({ lastUsed: '' }, now)).toBe(false);
  });

  it.each<[string, unknown, string, string[]]>([
    ['today’s list', ['a', 'b'], '2026-11-21', ['a', 'b']],
    ['an older day’s list', ['a', 'b'], '2026-11-20', []],
    ['repeats and junk', ['a', 3, 'a'], '2026-11-21', ['a']],
    ['not a list', 'a', '2026-11-21', []],
  ])('tools used today: %s', (_, list, lastUsed, shown) =>
    expect(toolsUsedToday({ toolsUsedToday: list as string[], lastUsed }, now)).toEqual(shown));

  it('finds catalogue tools in the given order, skipping unknown paths', () => {
    const catalogue = { tools: [{ path: 'a', name: 'A' }, { path: 'b', name: 'B' }] } as unknown as Catalogue;
    expect(toolsForPaths(catalogue, ['b', 'zzz', 'a']).map((tool) => tool.name)).toEqual(['B', 'A']);
  });

  it.each<[string, string | null | undefined, string | null, string]>([
    ['the profile’s name', ' Ada ', 'Ada L', 'Ada'],
    ['the account’s name when the profile has none', '', 'Ada L', 'Ada L'],
    ['nothing', undefined, null, ''],
  ])('greets by %s', (_, profileName, userName, shown) =>
    expect(greetingName(profileName === undefined ? null : { displayName: profileName ?? '' }, { displayName: userName })).toBe(shown));
});

describe('relativeTime', () => {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it.each<[string, Date | null, string]>([
    ['no time yet', null, 'just now'],
    ['seconds ago', ago(20_000), 'just now'],
    ['slightly in the future', ago(-5_000), 'just now'],
    ['one minute', ago(60_000), '1 minute ago'],
    ['minutes', ago(5 * 60_000), '5 minutes ago'],
    ['hours', ago(3 * 3_600_000), '3 hours ago'],
    ['one day', ago(26 * 3_600_000), 'yesterday'],
    ['days', ago(3 * 86_400_000), '3 days ago'],
  ])('%s', (_, date, shown) => expect(relativeTime(date, now)).toBe(shown));

  it('gives the date past a week', () => {
    expect(relativeTime(new Date(2026, 0, 2), now)).toMatch(/2026/);
  });
});

describe('isSitePath', () => {
  it.each<[unknown, boolean]>([
    ['/coin-flip', true],
    ['/', true],
    ['//evil.example', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
    [null, false],
  ])('%s → %s', (link, ok) => expect(isSitePath(link)).toBe(ok));
});
