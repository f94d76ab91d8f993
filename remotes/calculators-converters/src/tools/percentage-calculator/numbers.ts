/**
 * Reading and writing the numbers of the percentage calculator.
 *
 * Plain doubles, not a decimal library (decimal.js would add ~12 KB gzip): every result is one or
 * two correctly rounded operations on the typed numbers, and results are shown at 12 significant
 * digits, which hides the binary noise (0.1 + 0.2) without hiding any real digit a person types.
 */

export type NumberRead = { ok: true; value: number } | { ok: false; error: string };

/** Longer text is not a number anyone means to type. */
export const MAX_NUMBER_CHARS = 40;

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const US_GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;
const EU_GROUPED = /^[+-]?\d{1,3}(\.\d{3})+,\d*$/;

/**
 * "15", "-2.5", "1,234.5", "1.234,5", "0,25", "1 000", "−3" (Unicode minus), "1e3" → the number;
 * with `percent`, a trailing "%" is allowed too. Empty text is null (nothing typed yet).
 */
export function readAmount(text: string, { percent = false }: { percent?: boolean } = {}): NumberRead | null {
  let t = text.trim();
  if (t === '') return null;
  if (t.length > MAX_NUMBER_CHARS) return { ok: false, error: 'That is too long for a number.' };
  t = t.replace(/[\u2212\u2013\uFE63\uFF0D]/g, '-').replace(/[\s\u00A0\u202F\u2009']/g, '');
  if (t.endsWith('%')) {
    if (!percent) return { ok: false, error: 'Enter a plain number here, without %.' };
    t = t.slice(0, -1);
  }
  if (US_GROUPED.test(t)) t = t.replace(/,/g, '');
  else if (EU_GROUPED.test(t)) t = t.replace(/\./g, '').replace(',', '.');
  else if (!t.includes('.') && (t.match(/,/g) ?? []).length === 1) t = t.replace(',', '.');
  if (t === '' || t === '-' || t === '+') return { ok: false, error: 'Enter a number, such as 15 or 2.5.' };
  if (!DECIMAL.test(t)) return { ok: false, error: 'Enter a number, such as 15 or 2.5.' };
  const value = Number(t);
  if (!Number.isFinite(value)) return { ok: false, error: 'That number is too large.' };
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}

/** 'auto': up to 12 significant digits; a number: exactly that many decimal places. */
export type Places = 'auto' | number;

export const PLACES_CHOICES = ['auto', '0', '1', '2', '3', '4', '6', '8', '10'] as const;
export type PlacesChoice = (typeof PLACES_CHOICES)[number];

export function toPlaces(choice: string): Places {
  return (PLACES_CHOICES as readonly string[]).includes(choice) && choice !== 'auto' ? Number(choice) : 'auto';
}

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

/** The value without binary noise: 0.1 + 0.2 → 0.3. */
export function clean(value: number): number {
  if (value === 0) return 0;
  if (!Number.isFinite(value)) return value;
  const cleaned = Number(value.toPrecision(12));
  return Object.is(cleaned, -0) ? 0 : cleaned;
}

export interface FormatOptions {
  locale?: string | undefined;
  /** Thousands separators (on by default); off for text to paste elsewhere. */
  grouping?: boolean;
}

/**
 * A number for people: 1234.5 → "1,234.5"; very large or small ones in powers of ten
 * ("1.5 × 10²⁰"). With `grouping: false` and no locale it is plain "1234.5" for pasting.
 */
export function formatNumber(value: number, places: Places = 'auto', { locale, grouping = true }: FormatOptions = {}): string {
  if (!Number.isFinite(value)) return value > 0 ? '∞' : value < 0 ? '−∞' : 'not a number';
  const v = clean(value);
  const abs = Math.abs(v);
  const sign = v < 0 ? '−' : '';
  const plain = !grouping && locale === undefined;
  const localeToUse = plain ? 'en-US' : locale;
  if (abs !== 0 && (abs >= 1e15 || (places === 'auto' && abs < 1e-6))) {
    const [mantissa = '0', exponent = '0'] = abs.toExponential(places === 'auto' ? 11 : Math.min(places, 20)).split('e');
    const m = places === 'auto' ? String(Number(mantissa)) : mantissa;
    const mShown = plain ? m : new Intl.NumberFormat(localeToUse, { maximumFractionDigits: 20 }).format(Number(m));
    if (plain) return `${v < 0 ? '-' : ''}${m}e${exponent.replace('+', '')}`;
    const exp = exponent.replace('+', '').replace(/./g, (c) => SUPERSCRIPT[c] ?? c);
    return `${sign}${mShown} × 10${exp}`;
  }
  const format = new Intl.NumberFormat(
    localeToUse,
    places === 'auto'
      ? { maximumSignificantDigits: 12, useGrouping: grouping }
      : { minimumFractionDigits: places, maximumFractionDigits: places, useGrouping: grouping },
  );
  const shown = format.format(abs);
  // "−0.00" for a tiny negative rounded away reads as a mistake: no sign on a zero.
  const isZero = /^[0.,\s\u00A0\u202F]*$/.test(shown);
  return `${isZero ? '' : plain ? (v < 0 ? '-' : '') : sign}${shown}`;
}

/** True when the shown value is rounded (1 ÷ 3), so the page can say "≈". */
export function isRounded(value: number, places: Places): boolean {
  if (!Number.isFinite(value) || value === 0) return false;
  const exact = Number(value.toPrecision(15));
  if (places === 'auto') return clean(value) !== exact;
  if (Math.abs(value) >= 1e15) return Number(value.toExponential(Math.min(places, 20))) !== exact;
  return Number(value.toFixed(places)) !== clean(exact);
}
