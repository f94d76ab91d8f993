/**
 * The checks firestore.rules makes on users/{uid} writes, in TypeScript, so the local adapter
 * refuses the same writes Firestore would (and the contract suite can hold both to it): the shape,
 * a new profile at SPEC's defaults, and XP, streak and the day's tools moving only as
 * host/src/user/progress.ts defines (one tool new on the user's day).
 */
import { daysBefore } from '../tracking/clock';
import { XP_PER_NEW_TOOL } from '../user/progress';
import { isServerTime, type ProfileWrite } from './backend';
import { isToolPath } from './wishes';

/** How many tool paths `toolsUsedToday` and `favourites` may hold (firestore.rules' isToolPathList). */
export const MAX_PROFILE_TOOL_PATHS = 200;

const FIELDS = new Set(['uid', 'email', 'displayName', 'xp', 'streak', 'toolsUsedToday', 'lastUsed', 'createdAt', 'favourites']);

type Stored = Record<string, unknown>;

/** The UTC day of `now` and the days either side: a visitor's local day is one of them. */
export function currentDays(now: Date): string[] {
  const day = now.toISOString().slice(0, 10);
  return [daysBefore(day, 1), day, daysBefore(day, -1)];
}

function toolPathListProblem(value: unknown, name: string): string | null {
  if (!Array.isArray(value)) return `${name} must be a list`;
  if (value.length > MAX_PROFILE_TOOL_PATHS) return `${name} holds at most ${MAX_PROFILE_TOOL_PATHS} tool paths`;
  if (!value.every(isToolPath)) return `${name} holds tool paths only`;
  if (new Set(value).size !== value.length) return `${name} holds each tool path once`;
  return null;
}

function shapeProblem(after: Stored, token: { uid: string; email: string | null }, uid: string): string | null {
  if (Object.keys(after).some((key) => !FIELDS.has(key))) return 'unknown profile field';
  if (after.uid !== uid) return 'uid must be the document id';
  if (after.email !== token.email) return 'email must match the signed-in user';
  if (typeof after.displayName !== 'string' || after.displayName.length > 100) return 'displayName must be a string of at most 100 characters';
  if (!Number.isSafeInteger(after.xp) || !Number.isSafeInteger(after.streak)) return 'xp and streak must be whole numbers';
  if (typeof after.lastUsed !== 'string') return 'lastUsed must be a string';
  return toolPathListProblem(after.toolsUsedToday, 'toolsUsedToday') ?? (after.favourites === undefined ? null : toolPathListProblem(after.favourites, 'favourites'));
}

const sameList = (a: unknown, b: unknown) => Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => item === b[index]);

function progressKept(before: Stored, after: Stored): boolean {
  return after.xp === before.xp && after.streak === before.streak && after.lastUsed === before.lastUsed && sameList(after.toolsUsedToday, before.toolsUsedToday);
}

/** One tool used for the first time on the user's day: firestore.rules' progressEarned. */
function progressEarned(before: Stored, after: Stored, now: Date): boolean {
  const used = after.toolsUsedToday as string[];
  const usedBefore = Array.isArray(before.toolsUsedToday) ? (before.toolsUsedToday as unknown[]) : [];
  const day = after.lastUsed as string;
  const lastDay = typeof before.lastUsed === 'string' ? before.lastUsed : '';
  const tool = used.at(-1);
  if (!currentDays(now).includes(day) || after.xp !== (before.xp as number) + XP_PER_NEW_TOOL || tool === undefined) return false;
  if (day === lastDay) return sameList(used, [...usedBefore, tool]) && !usedBefore.includes(tool) && after.streak === before.streak;
  const streak = lastDay === daysBefore(day, 1) ? (before.streak as number) + 1 : 1;
  return day > lastDay && used.length === 1 && after.streak === streak;
}

/** Why the write would be denied, or null when it is allowed. */
export function profileWriteProblem(
  write: ProfileWrite,
  existing: Stored | undefined,
  token: { uid: string; email: string | null },
  uid: string,
  now: Date = new Date(),
): string | null {
  if (token.uid !== uid) return 'only the owner may write users/{uid}';
  if (write.createdAt !== undefined && (!isServerTime(write.createdAt) || existing?.createdAt != null)) return 'createdAt is set once, by the server';
  if (!existing && write.createdAt === undefined) return 'a new profile has createdAt, set by the server';
  const after: Stored = { ...existing, ...write };
  const shape = shapeProblem(after, token, uid);
  if (shape) return shape;
  if (!existing) {
    const fresh = after.xp === 0 && after.streak === 1 && sameList(after.toolsUsedToday, []) && after.lastUsed === '';
    return fresh ? null : 'a new profile starts at xp 0, streak 1, no tools used';
  }
  if (progressKept(existing, after) || progressEarned(existing, after, now)) return null;
  return 'xp, streak and the day’s tools change only by one tool used for the first time that day';
}

/**
 * firestore.rules' `delete` on users/{uid} and users/{uid}/activities/{id}: the owner, and
 * nobody else (admins neither: removing someone's account is done with the Admin SDK, which
 * also removes the auth user). Why it would be denied, or null when it is allowed.
 */
export function accountDeleteProblem(token: { uid: string } | null, uid: string): string | null {
  return token?.uid === uid ? null : 'only the owner may delete users/{uid} and its activities';
}
