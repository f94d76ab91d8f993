/**
 * XP and streak rules (SPEC leaves them to us): +10 XP the first time a tool is used on a day,
 * tracked in toolsUsedToday and reset when the day changes; the streak grows when lastUsed was
 * yesterday, holds when it is today, and restarts at 1 otherwise. Days are the user's local
 * calendar days, and the clock is passed in so the rules are testable.
 */
import type { Profile } from '../backend/backend';

export const XP_PER_NEW_TOOL = 10;

export type Progress = Pick<Profile, 'xp' | 'streak' | 'toolsUsedToday' | 'lastUsed'>;

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of the local calendar day. */
export const localDay = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The day before a YYYY-MM-DD day, across month and year ends. */
export function previousDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  // Noon keeps daylight-saving shifts from moving the result to another day.
  return localDay(new Date(year, month - 1, date - 1, 12));
}

export function nextStreak(progress: Pick<Progress, 'streak' | 'lastUsed'>, today: string): number {
  if (progress.lastUsed === today) return Math.max(1, progress.streak);
  if (progress.lastUsed === previousDay(today)) return Math.max(1, progress.streak) + 1;
  return 1;
}

/** The profile fields after using `toolPath` at `now`, and the XP it earned. */
export function afterToolUse(progress: Progress, toolPath: string, now: Date): Progress & { xpGained: number } {
  const today = localDay(now);
  const usedToday = progress.lastUsed === today ? progress.toolsUsedToday : [];
  const isNew = !usedToday.includes(toolPath);
  const xpGained = isNew ? XP_PER_NEW_TOOL : 0;
  return {
    xp: Math.max(0, progress.xp) + xpGained,
    streak: nextStreak(progress, today),
    toolsUsedToday: isNew ? [...usedToday, toolPath] : usedToday,
    lastUsed: today,
    xpGained,
  };
}
