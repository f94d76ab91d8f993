/** Reading the number the player typed. */
export type ParsedAnswer = { kind: 'empty' } | { kind: 'incomplete' } | { kind: 'invalid'; reason: string } | { kind: 'number'; value: number };

const MAX_DIGITS = 9;

/**
 * Reads the player's answer: spaces around it are ignored, "-", "−" and "–" are minus signs, and
 * digit groups may be split by commas, spaces or underscores ("1,024", "1 024").
 */
export function parseAnswer(text: string): ParsedAnswer {
  const trimmed = text.trim().replace(/^[−–]/, '-');
  if (trimmed === '') return { kind: 'empty' };
  if (trimmed === '-' || trimmed === '+') return { kind: 'incomplete' };
  if (/^[+-]?\d*[.,]\d*$/.test(trimmed) && /[.]/.test(trimmed)) return { kind: 'invalid', reason: 'Whole numbers only: every answer here is a whole number.' };
  const match = /^([+-]?)(\d{1,3}(?:[, _]\d{3})+|\d+)$/.exec(trimmed);
  if (!match) return { kind: 'invalid', reason: 'Enter a whole number, like 42 or −7.' };
  const digits = (match[2] ?? '').replace(/[, _]/g, '').replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_DIGITS) return { kind: 'invalid', reason: `That number is too long: ${MAX_DIGITS} digits at most.` };
  const value = Number(digits);
  return { kind: 'number', value: match[1] === '-' && value !== 0 ? -value : value };
}
