/**
 * What the dashboard shows, worked out from the profile and the clock. The profile stores the
 * state of the last tool use, so "today" and the streak are read against today's date: a
 * toolsUsedToday list from last week is not today's, and a streak whose last day is older than
 * yesterday is already broken.
 */
import type { Catalogue, CatalogueTool } from '@toolhub/shared';
import type { AuthUser, Profile } from '../../backend/backend';
import { localDay, previousDay } from '../../user/progress';

const count = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

export function displayedXp(profile: Pick<Profile, 'xp'>): number {
  return Math.max(0, Math.floor(count(profile.xp, 0)));
}

/** The streak as it stands today: kept through yesterday, back to 1 once a day was missed. */
export function currentStreak(profile: Pick<Profile, 'streak' | 'lastUsed'>, now: Date): number {
  const streak = Math.max(1, Math.floor(count(profile.streak, 1)));
  const today = localDay(now);
  if (!profile.lastUsed || profile.lastUsed === today || profile.lastUsed === previousDay(today)) return streak;
  return 1;
}

/** True when the streak is alive but today has no tool use yet. */
export const streakNeedsToday = (profile: Pick<Profile, 'lastUsed'>, now: Date): boolean => profile.lastUsed === previousDay(localDay(now));

export function toolsUsedToday(profile: Pick<Profile, 'toolsUsedToday' | 'lastUsed'>, now: Date): string[] {
  if (profile.lastUsed !== localDay(now) || !Array.isArray(profile.toolsUsedToday)) return [];
  return [...new Set(profile.toolsUsedToday.filter((path): path is string => typeof path === 'string'))];
}

/** Catalogue entries for the paths, in the paths' order; paths the catalogue no longer has are skipped. */
export function toolsForPaths(catalogue: Catalogue, paths: readonly string[]): CatalogueTool[] {
  const byPath = new Map(catalogue.tools.map((tool) => [tool.path, tool]));
  return paths.flatMap((path) => byPath.get(path) ?? []);
}

/** The name to greet: the profile's, else the account's, else none. */
export function greetingName(profile: Pick<Profile, 'displayName'> | null | undefined, user: Pick<AuthUser, 'displayName'> | null): string {
  return profile?.displayName?.trim() || user?.displayName?.trim() || '';
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 minutes ago", "yesterday"; past a week, the local date. */
export function relativeTime(date: Date | null, now: Date): string {
  if (!date || Number.isNaN(date.getTime())) return 'just now';
  const elapsed = now.getTime() - date.getTime();
  // A server time slightly ahead of the device clock is still "just now".
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** Activity links come from stored documents: only same-site paths become links. */
export const isSitePath = (link: unknown): link is string => typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');
