/** Reading a number typed into a text field, with the message to show when it is not one. */

export interface NumberRule {
  min?: number;
  max?: number;
  /** Only whole numbers. */
  integer?: boolean;
}

export type NumberReading = { value: number } | { error: string };

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** How a number is written in a message: no exponent, grouping left to the reader's eye. */
const show = (n: number): string => (Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(12))));

/**
 * "12", " 3.5 ", "-0,25" (a lone comma is a decimal comma) → the number; anything else → the message
 * for the field. Empty text is "Enter a number." rather than 0: a blank field is not a choice.
 */
export function readNumber(text: string, rule: NumberRule = {}): NumberReading {
  const { min, max, integer } = rule;
  let trimmed = text.trim();
  if (!trimmed.includes('.') && (trimmed.match(/,/g) ?? []).length === 1) trimmed = trimmed.replace(',', '.');
  if (trimmed === '') return { error: integer ? 'Enter a whole number.' : 'Enter a number.' };
  if (!DECIMAL.test(trimmed)) return { error: integer ? 'Enter a whole number, digits only.' : 'Enter a number, such as 12 or 3.5.' };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { error: 'That number is too large.' };
  if (integer && !Number.isInteger(value)) return { error: 'Enter a whole number.' };
  const below = min !== undefined && value < min;
  const above = max !== undefined && value > max;
  if (below || above) {
    if (min !== undefined && max !== undefined) return { error: `Enter a number from ${show(min)} to ${show(max)}.` };
    if (min !== undefined) return { error: `Enter a number of at least ${show(min)}.` };
    return { error: `Enter a number of at most ${show(max!)}.` };
  }
  return { value: Object.is(value, -0) ? 0 : value };
}
