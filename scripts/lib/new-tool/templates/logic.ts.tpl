/**
 * The example logic of a tool made by `npm run new-tool`: pure functions, no React, no DOM.
 * Replace it with the tool's own and keep logic.test.ts's table in step.
 */

export const OPERATIONS = [
  { id: 'sum', label: 'Sum' },
  { id: 'average', label: 'Average' },
] as const;

export type Operation = (typeof OPERATIONS)[number]['id'];

export function isOperation(value: string): value is Operation {
  return OPERATIONS.some((entry) => entry.id === value);
}

/** The longest input read: a huge paste gets a message, not a frozen page. */
export const MAX_INPUT_CHARS = 100_000;

export type Result = { ok: true; value: number | null } | { ok: false; error: string };

const shorten = (text: string) => (text.length > 20 ? `${text.slice(0, 20)}…` : text);

/** The sum or average of the numbers in `text` (separated by commas, semicolons, spaces or new lines). */
export function calculate(text: string, operation: Operation): Result {
  if (text.length > MAX_INPUT_CHARS) {
    return { ok: false, error: `Too long: at most ${MAX_INPUT_CHARS.toLocaleString('en-US')} characters.` };
  }
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  if (parts.length === 0) return { ok: true, value: null };
  let sum = 0;
  for (const part of parts) {
    const number = Number(part);
    if (!Number.isFinite(number)) return { ok: false, error: `“${shorten(part)}” is not a number.` };
    sum += number;
  }
  const value = operation === 'sum' ? sum : sum / parts.length;
  if (!Number.isFinite(value)) return { ok: false, error: 'The result is too large to show.' };
  return { ok: true, value };
}

export function formatNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 10 });
}
