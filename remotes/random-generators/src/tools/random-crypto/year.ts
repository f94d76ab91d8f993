import type { Parsed } from '../../forms/whole-number';

/**
 * Reads a year a user typed. Unlike counts, years print as written ("2009", never "2,009"),
 * so the messages name the bounds without a thousands separator.
 */
export function parseYear(text: string, min: number, max: number, field: string): Parsed<number> {
  const trimmed = text.trim();
  const bounds = `from ${min} to ${max}`;
  if (trimmed === '') return { ok: false, message: `Enter ${field} ${bounds}.` };
  if (!/^[+-]?\d+$/.test(trimmed)) return { ok: false, message: `${capitalise(field)} must be a whole number ${bounds}.` };
  const value = Number(trimmed);
  if (value < min || value > max) return { ok: false, message: `${capitalise(field)} must be ${bounds}.` };
  return { ok: true, value };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
