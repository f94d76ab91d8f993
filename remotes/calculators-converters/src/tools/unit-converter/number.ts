import Fraction from 'fraction.js';

/**
 * Numbers as people type them, read into exact rationals, and rationals written back out rounded
 * to significant figures or decimal places. fraction.js does the arithmetic; writing digits is
 * done here on its BigInt numerator and denominator, since its own toString cannot round to
 * significant figures, group digits or switch to scientific notation.
 */

export interface Separators {
  decimal: string;
  group: string;
}

/** The locale's decimal and grouping marks ("." and "," for en, "," and "." for de). */
export function separatorsFor(locale?: string): Separators {
  try {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    return {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
    };
  } catch {
    return { decimal: '.', group: ',' };
  }
}

export const MAX_INPUT_CHARS = 200;
export const MAX_EXPONENT = 1000;

export type ParsedNumber = { ok: true; value: Fraction } | { ok: false; message: string };

const NUMBER_HINT = 'Enter a number, such as 12, 3.5, 1/3 or 6.02e23.';
const SPACES = /[\s\u00a0\u202f_]/g;
const INTEGER = /^\d+$/;

/**
 * "12", "-3.5", "1,234.5", "1.234,5", "0,5", "1/3", "2 1/2", "6.02e23" → an exact rational.
 * A lone "," or "." is read with the locale: the locale's decimal mark is a decimal mark; the other
 * mark is a thousands separator when exactly three digits follow it ("1,500" is 1500 in English,
 * 1.5 in German), else a decimal mark ("0,5").
 */
export function parseNumber(text: string, separators: Separators = { decimal: '.', group: ',' }): ParsedNumber {
  if (text.length > MAX_INPUT_CHARS) return { ok: false, message: `Enter at most ${MAX_INPUT_CHARS} characters.` };
  let body = text.trim().replace(/[\u2212\u2013]/g, '-');
  if (body === '') return { ok: false, message: 'Enter a number.' };
  let negative = false;
  if (body[0] === '-' || body[0] === '+') {
    negative = body[0] === '-';
    body = body.slice(1).trimStart();
  }

  // A fraction, or a whole number and a fraction: "3/4", "2 1/2".
  const fraction = /^(?:(\d+)\s+)?(\d+)\s*\/\s*(\d+)$/.exec(body);
  if (fraction) {
    const [, whole, top, bottom] = fraction;
    if (BigInt(bottom!) === 0n) return { ok: false, message: 'A fraction can’t have 0 below the line.' };
    const value = new Fraction(BigInt(top!), BigInt(bottom!)).add(whole ? BigInt(whole) : 0n);
    return { ok: true, value: negative ? value.neg() : value };
  }

  const exponentMatch = /^(.*?)[eE]([+-]?\d+)$/.exec(body.replace(SPACES, ''));
  let mantissa = exponentMatch ? exponentMatch[1]! : body.replace(SPACES, '');
  const exponent = exponentMatch ? Number(exponentMatch[2]) : 0;
  if (Math.abs(exponent) > MAX_EXPONENT) {
    return { ok: false, message: `Use an exponent from -${MAX_EXPONENT} to ${MAX_EXPONENT}.` };
  }

  const decimalMark = readDecimalMark(mantissa, separators);
  if (decimalMark === null) return { ok: false, message: NUMBER_HINT };
  const grouping = decimalMark === '.' ? ',' : '.';
  mantissa = mantissa.split(grouping).join('');
  const [whole = '', fractional = '', ...rest] = mantissa.split(decimalMark);
  if (rest.length > 0 || (whole === '' && fractional === '')) return { ok: false, message: NUMBER_HINT };
  if ((whole !== '' && !INTEGER.test(whole)) || (fractional !== '' && !INTEGER.test(fractional))) {
    return { ok: false, message: NUMBER_HINT };
  }
  const numerator = BigInt(`${whole}${fractional}` || '0');
  const scale = exponent - fractional.length;
  const value =
    scale >= 0 ? new Fraction(numerator * 10n ** BigInt(scale), 1n) : new Fraction(numerator, 10n ** BigInt(-scale));
  return { ok: true, value: negative ? value.neg() : value };
}

/**
 * Which of "." and "," is the decimal mark in `mantissa`; the other is grouping. Null when the
 * grouping is not in threes (as in "1,23,4" or "12.34.5"), which is a typo rather than a number.
 */
function readDecimalMark(mantissa: string, separators: Separators): '.' | ',' | null {
  const dots = mantissa.split('.').length - 1;
  const commas = mantissa.split(',').length - 1;
  let mark: '.' | ',';
  if (dots > 0 && commas > 0) mark = mantissa.lastIndexOf('.') > mantissa.lastIndexOf(',') ? '.' : ',';
  else if (dots + commas === 0) return '.';
  else {
    const only: '.' | ',' = dots > 0 ? '.' : ',';
    const other: '.' | ',' = only === '.' ? ',' : '.';
    if ((dots || commas) > 1) mark = other;
    else if (separators.decimal === only) mark = only;
    else mark = /^\d{1,3}[.,]\d{3}$/.test(mantissa) ? other : only;
  }
  const grouping = mark === '.' ? ',' : '.';
  if (!mantissa.includes(grouping)) return mark;
  const wholePart = mantissa.split(mark)[0]!;
  const groups = wholePart.split(grouping);
  const wellGrouped = groups.length > 1 && /^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((group) => /^\d{3}$/.test(group));
  return wellGrouped ? mark : null;
}

export type Rounding = 'sig' | 'dp';

export interface FormatOptions {
  rounding: Rounding;
  /** Significant figures (1 or more) or decimal places (0 or more). */
  digits: number;
  /** Thousands separators in the integer part. */
  group: boolean;
  separators?: Separators;
}

export interface Formatted {
  /** As shown: grouped, scientific as "6.02 × 10²³". */
  text: string;
  /** For the clipboard and other programs: no grouping, scientific as "6.02e23". */
  plain: string;
  /** True when the digits shown are the value itself, not a rounding of it. */
  exact: boolean;
}

/** Exponents from which significant figures are written as "× 10ⁿ". */
const SCIENTIFIC_FROM = 15;
const SCIENTIFIC_BELOW = -6;
const SUPERSCRIPT: Record<string, string> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};

const pow10 = (n: number) => 10n ** BigInt(n);

/** ⌊log10(n/d)⌋ for positive n and d. */
function decimalExponent(n: bigint, d: bigint): number {
  const guess = n.toString().length - d.toString().length;
  const reaches = guess >= 0 ? n >= d * pow10(guess) : n * pow10(-guess) >= d;
  return reaches ? guess : guess - 1;
}

/** n/d × 10^places rounded half away from zero (n, d positive), and whether that was exact. */
function scaleRound(n: bigint, d: bigint, places: number): { digits: bigint; exact: boolean } {
  const top = places >= 0 ? n * pow10(places) : n;
  const bottom = places >= 0 ? d : d * pow10(-places);
  const whole = top / bottom;
  const remainder = top - whole * bottom;
  return { digits: remainder * 2n >= bottom ? whole + 1n : whole, exact: remainder === 0n };
}

function groupDigits(integer: string, group: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** `digits` read as a number with `places` of them after the decimal mark. */
function placeMark(digits: bigint, places: number): { whole: string; fraction: string } {
  if (places <= 0) return { whole: (digits * pow10(-places)).toString(), fraction: '' };
  const text = digits.toString().padStart(places + 1, '0');
  return { whole: text.slice(0, -places), fraction: text.slice(-places) };
}

/** Writes an exact value rounded as asked ("8.04672", "1,609.344", "6.022 × 10²³"). */
export function formatNumber(value: Fraction, options: FormatOptions): Formatted {
  const { decimal, group } = options.separators ?? { decimal: '.', group: ',' };
  const digitsWanted = Math.max(options.rounding === 'sig' ? 1 : 0, Math.floor(options.digits));
  const sign = value.s < 0n ? '-' : '';
  const n = value.n;
  const d = value.d;
  if (n === 0n) {
    const zeros = options.rounding === 'dp' && digitsWanted > 0 ? `${decimal}${'0'.repeat(digitsWanted)}` : '';
    return { text: `0${zeros}`, plain: `0${zeros.replace(decimal, '.')}`, exact: true };
  }

  let exponent = decimalExponent(n, d);
  const scientific = (significant: number, trim: boolean): Formatted => {
    const rounded = scaleRound(n, d, significant - 1 - exponent);
    let digits = rounded.digits;
    if (digits.toString().length > significant) {
      // 9.99… rounded up to 10.0: one more power of ten, the dropped digit a zero.
      digits /= 10n;
      exponent += 1;
    }
    const placed = placeMark(digits, significant - 1);
    const whole = placed.whole;
    const fraction = trim ? placed.fraction.replace(/0+$/, '') : placed.fraction;
    const mantissa = fraction ? `${whole}${decimal}${fraction}` : whole;
    const plainMantissa = fraction ? `${whole}.${fraction}` : whole;
    const power = String(exponent)
      .split('')
      .map((char) => SUPERSCRIPT[char])
      .join('');
    return { text: `${sign}${mantissa} × 10${power}`, plain: `${sign}${plainMantissa}e${exponent}`, exact: rounded.exact };
  };
  const positional = (digits: bigint, places: number, exact: boolean, trim: boolean): Formatted => {
    const placed = placeMark(digits, places);
    const fraction = trim ? placed.fraction.replace(/0+$/, '') : placed.fraction;
    const whole = options.group ? groupDigits(placed.whole, group) : placed.whole;
    return {
      text: `${sign}${whole}${fraction ? `${decimal}${fraction}` : ''}`,
      plain: `${sign}${placed.whole}${fraction ? `.${fraction}` : ''}`,
      exact,
    };
  };

  if (options.rounding === 'sig') {
    const rounded = scaleRound(n, d, digitsWanted - 1 - exponent);
    // 999.96 to 4 figures is 1000.0: the same places, one more digit, and a larger exponent.
    const places = digitsWanted - 1 - exponent;
    const shownExponent = exponent + (rounded.digits.toString().length > digitsWanted ? 1 : 0);
    if (shownExponent >= SCIENTIFIC_FROM || shownExponent < SCIENTIFIC_BELOW) return scientific(digitsWanted, true);
    return positional(rounded.digits, places, rounded.exact, true);
  }

  // Decimal places: a value too large to write out, or too small to show as anything but 0, is
  // written in scientific notation instead, with as many digits after its mark.
  const rounded = scaleRound(n, d, digitsWanted);
  if (exponent >= 21 || rounded.digits === 0n) return scientific(digitsWanted + 1, false);
  return positional(rounded.digits, digitsWanted, rounded.exact, false);
}

/** The exact value as a fraction when it has no finite decimal form ("1/3"), else null. */
export function repeatingFraction(value: Fraction): string | null {
  let d = value.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n ? null : value.toFraction();
}
