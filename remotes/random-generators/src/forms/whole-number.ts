import { formatNumber } from '@toolhub/shared';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Reads a whole number a user typed, with a message naming the field when it is unusable. */
export function parseWholeInRange(text: string, min: number, max: number, field: string): Parsed<number> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: `Enter ${field} from ${formatNumber(min)} to ${formatNumber(max)}.` };
  if (!/^[+-]?\d+$/.test(trimmed)) return { ok: false, message: `${capitalise(field)} must be a whole number from ${formatNumber(min)} to ${formatNumber(max)}.` };
  const value = Number(trimmed);
  if (value < min || value > max) return { ok: false, message: `${capitalise(field)} must be from ${formatNumber(min)} to ${formatNumber(max)}.` };
  return { ok: true, value };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
