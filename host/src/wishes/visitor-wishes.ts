/**
 * A signed-out visitor's wishes, kept in this browser's localStorage until they sign in, when the
 * wishes store adds them to the account (wishes-store.ts). They are not counted until then: only
 * accounts can move a tool's count, so a script cannot inflate it. Whatever is stored is untrusted
 * (hand edits, older formats): reading never fails, and only tool paths come back.
 */
import { isToolPath } from '../backend/wishes';

export const VISITOR_WISHES_KEY = 'wishedTools';
/** More than the catalogue has coming soon; keeps a hand-edited entry from growing without end. */
export const MAX_VISITOR_WISHES = 100;

export function parseVisitorWishes(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(isToolPath))].sort().slice(0, MAX_VISITOR_WISHES);
}

export function readVisitorWishes(storage: Pick<Storage, 'getItem'> | undefined): string[] {
  try {
    return parseVisitorWishes(JSON.parse(storage?.getItem(VISITOR_WISHES_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

/** False when the browser would not keep them (no storage, blocked or full). */
export function writeVisitorWishes(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, wishes: readonly string[]): boolean {
  if (!storage) return false;
  try {
    if (wishes.length) storage.setItem(VISITOR_WISHES_KEY, JSON.stringify(wishes));
    else storage.removeItem(VISITOR_WISHES_KEY);
    return true;
  } catch {
    return false;
  }
}
