/**
 * Firestore's `set(..., { merge: true })` semantics for the local adapter: nested maps merge,
 * everything else (arrays included) is replaced, and the write sentinels resolve against the
 * stored value, so documents end up shaped exactly as Firestore would store them.
 */
import { isIncrement, isServerTime } from '../backend';

type Doc = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Doc =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date) && !isIncrement(value) && !isServerTime(value);

export function mergeDocument(existing: Doc | undefined, write: Doc, now: Date): Doc {
  const result: Doc = { ...existing };
  for (const [key, value] of Object.entries(write)) {
    if (value === undefined) continue;
    const before = result[key];
    if (isServerTime(value)) result[key] = new Date(now);
    else if (isIncrement(value)) result[key] = (typeof before === 'number' ? before : 0) + value.by;
    else if (isPlainObject(value)) result[key] = mergeDocument(isPlainObject(before) ? before : undefined, value, now);
    else result[key] = Array.isArray(value) ? [...(value as unknown[])] : value;
  }
  return result;
}
