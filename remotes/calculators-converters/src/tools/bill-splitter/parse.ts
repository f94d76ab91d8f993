/** Parsers for what visitors type: amounts, percentages, counts and share weights. */

export type Parsed<T> = { ok: true; value: T } | { ok: false; empty: boolean; message: string };

const fail = (message: string, empty = false): { ok: false; empty: boolean; message: string } => ({
  ok: false,
  empty,
  message,
});

/** The largest bill accepted, in major units; keeps every figure far inside exact integer range. */
export const MAX_TOTAL_MAJOR = 1_000_000_000;

/**
 * Reads "123.45", "1,234.56", "1.234,56", "1 234,56", "12,34,567.50" or "$12" into minor units.
 * A lone comma followed by exactly three digits is a thousands separator ("1,234"); otherwise
 * the last of "." and "," is the decimal point.
 */
export function parseAmount(text: string, decimals: number): Parsed<number> {
  const trimmed = text.trim();
  if (trimmed === '') return fail('Enter the bill total.', true);
  if (/^[\s\p{Sc}]*[-−–(]/u.test(trimmed)) return fail('The total can’t be negative.');
  const bare = trimmed.replace(/^[\s\p{Sc}]+|[\s\p{Sc}]+$/gu, '').replace(/[\s\u00a0\u202f'’]/g, '');
  if (!/^[\d.,]+$/.test(bare) || !/\d/.test(bare)) {
    return fail(`“${clip(trimmed)}” isn’t an amount. Type digits, e.g. 123.45 or 1,234.56.`);
  }
  const lastDot = bare.lastIndexOf('.');
  const lastComma = bare.lastIndexOf(',');
  let decimalAt = Math.max(lastDot, lastComma);
  const separator = lastDot > lastComma ? '.' : ',';
  const onlyOneKind = lastDot === -1 || lastComma === -1;
  const separatorCount = bare.split(separator).length - 1;
  if (onlyOneKind && separatorCount > 1) decimalAt = -1;
  if (onlyOneKind && separatorCount === 1 && separator === ',' && /^\d{1,3},\d{3}$/.test(bare)) decimalAt = -1;
  const whole = decimalAt === -1 ? bare : bare.slice(0, decimalAt);
  const fraction = decimalAt === -1 ? '' : bare.slice(decimalAt + 1);
  const decimalPoint = decimalAt === -1 ? '' : bare.charAt(decimalAt);
  const badWhole = !/^(\d+([.,]\d{2,3})*)?$/.test(whole) || (decimalPoint !== '' && whole.includes(decimalPoint));
  if (/[.,]/.test(fraction) || badWhole) {
    return fail(`“${clip(trimmed)}” isn’t an amount. Type digits, e.g. 123.45 or 1,234.56.`);
  }
  if (fraction.length > decimals) {
    return fail(decimals === 0 ? 'This currency has no decimals: type a whole amount.' : `Use at most ${decimals} decimal places.`);
  }
  const wholeDigits = whole.replace(/[.,]/g, '').replace(/^0+(?=\d)/, '') || '0';
  if (wholeDigits.length > String(MAX_TOTAL_MAJOR).length) return tooLarge();
  const minor = Number(wholeDigits) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  if (minor > MAX_TOTAL_MAJOR * 10 ** decimals) return tooLarge();
  if (minor === 0) return fail('Enter a total above 0.');
  return { ok: true, value: minor };
}

function tooLarge() {
  return fail('That total is too large: bills up to 1,000,000,000 can be split here.');
}

/**
 * A decimal number with at most `decimals` places, scaled to an integer (12.5 with 2 places → 1250).
 * Accepts "," as the decimal point and a trailing "%".
 */
export function parseScaled(text: string, decimals: number, max: number): Parsed<number> | 'negative' | 'too-large' {
  const trimmed = text.trim().replace(/\s*%$/, '').replace(',', '.');
  if (trimmed === '') return fail('', true);
  if (/^[-−–]/.test(trimmed)) return 'negative';
  const match = /^(\d*)(?:\.(\d*))?$/.exec(trimmed);
  if (!match || (match[1] === '' && !match[2])) return fail('format');
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return fail('decimals');
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  if (whole.length > 12) return 'too-large';
  const value = Number(whole || '0') * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  if (value > max * 10 ** decimals) return 'too-large';
  return { ok: true, value };
}

/** A tip in basis points (hundredths of a percent), 0..100 %. */
export function parseTipPercent(text: string): Parsed<number> {
  const result = parseScaled(text, 2, 100);
  if (result === 'negative') return fail('The tip can’t be negative.');
  if (result === 'too-large') return fail('Tips above 100% aren’t supported: check the percentage.');
  if (result.ok) return result;
  if (result.empty) return fail('Enter a tip percentage (0 for no tip).', true);
  if (result.message === 'decimals') return fail('Use at most 2 decimal places for the tip.');
  return fail(`“${clip(text.trim())}” isn’t a percentage. Type a number such as 15 or 12.5.`);
}

export const MAX_PEOPLE = 100;

export function parsePeopleCount(text: string): Parsed<number> {
  const trimmed = text.trim();
  const message = `Enter a whole number of people from 1 to ${MAX_PEOPLE}.`;
  if (trimmed === '') return fail(message, true);
  if (!/^\d+$/.test(trimmed)) return fail(message);
  const count = Number(trimmed);
  if (count < 1 || count > MAX_PEOPLE) return fail(message);
  return { ok: true, value: count };
}

/** A relative share ("2" pays twice as much as "1"), in thousandths, up to 1000. */
export function parseWeight(text: string): Parsed<number> {
  const result = parseScaled(text, 3, 1000);
  if (result === 'negative') return fail('can’t be negative');
  if (result === 'too-large') return fail('can be at most 1000');
  if (result.ok || result.empty) return result;
  if (result.message === 'decimals') return fail('use at most 3 decimal places');
  return fail('isn’t a number');
}

/** A percentage share in basis points, 0..100 %. */
export function parseSharePercent(text: string): Parsed<number> {
  const result = parseScaled(text, 2, 100);
  if (result === 'negative') return fail('can’t be negative');
  if (result === 'too-large') return fail('can be at most 100%');
  if (result.ok || result.empty) return result;
  if (result.message === 'decimals') return fail('use at most 2 decimal places');
  return fail('isn’t a percentage');
}

function clip(text: string): string {
  return text.length > 30 ? `${text.slice(0, 30)}…` : text;
}
