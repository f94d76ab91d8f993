/**
 * List markers at the start of a line: bullets ("•", "◦", "▪", "-", "*", "–") and numbers
 * ("1.", "2)", "(3)", "a.", "iv."). Dashes, asterisks, letters and roman numerals also start
 * ordinary lines ("- 20 °C", "A. Smith"), so they count only when set apart by a wide gap or
 * when another line of the same kind backs them up (see `weak`).
 */
import type { NumberFormat, NumberStyle } from './model';

export interface Marker {
  /** The marker as printed: "•", "1.", "(a)". */
  text: string;
  /** Characters to remove from the line's start: the marker and the space after it. */
  length: number;
  format: NumberFormat;
  style: NumberStyle;
  /** The number's value (1 for "a", 4 for "iv"); 0 for bullets. */
  value: number;
  /** A single letter that is also a roman numeral ("i", "v", "x", "c"...): decided by its neighbours. */
  ambiguous: boolean;
  weak: boolean;
  /** Which markers back each other up: "bullet", "decimal", "lower", "upper". */
  family: string;
}

const STRONG_BULLETS = '•◦▪▫●○■□‣⁃∙◆◇►▸▹➢➤✓✔❖⦿⦾\uF0B7\uF0A7\uF076\uF0D8\uF0FC\uF06E\uF0A8\uF0E0';
const WEAK_BULLETS = '-–—*·o';

const BULLET = new RegExp(`^([${STRONG_BULLETS}])[ \\t\\u00A0]*(?=\\S)`, 'u');
const WEAK_BULLET = new RegExp(`^([${WEAK_BULLETS}])[ \\t\\u00A0]+(?=\\S)`, 'u');
const NUMBER = /^(\()?(\d{1,3}|[a-zA-Z]|[ivxlcdm]{2,7}|[IVXLCDM]{2,7})([.)])[ \t\u00A0]+(?=\S)/;

const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100, d: 500, m: 1000 };

/** The value of a roman numeral, or NaN when it is not one written the usual way. */
export function romanValue(text: string): number {
  const lower = text.toLowerCase();
  let total = 0;
  for (let index = 0; index < lower.length; index++) {
    const value = ROMAN[lower[index]!];
    const next = ROMAN[lower[index + 1] ?? ''] ?? 0;
    if (!value) return NaN;
    total += value < next ? -value : value;
  }
  return toRoman(total) === lower ? total : NaN;
}

export function toRoman(value: number): string {
  const table: [number, string][] = [
    [1000, 'm'], [900, 'cm'], [500, 'd'], [400, 'cd'], [100, 'c'], [90, 'xc'],
    [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i'],
  ];
  let rest = value;
  let out = '';
  for (const [size, letters] of table) {
    while (rest >= size) {
      out += letters;
      rest -= size;
    }
  }
  return out;
}

/**
 * The list marker a line starts with, or null. `firstGap` is the gap after the line's first
 * item in ems (a marker set apart by a tab-like gap is surely a marker).
 */
export function detectMarker(text: string, firstGap = 0): Marker | null {
  const bullet = BULLET.exec(text);
  if (bullet) return { text: bullet[1]!, length: bullet[0].length, format: 'bullet', style: 'dot', value: 0, ambiguous: false, weak: false, family: 'bullet' };
  const wide = firstGap >= 0.6;
  const weakBullet = WEAK_BULLET.exec(text);
  if (weakBullet) {
    const mark = weakBullet[1]!;
    const tabbed = weakBullet[0].includes('\t');
    // "o" is Word's second-level bullet, but also a word: only when clearly set apart.
    if (mark === 'o' && !(wide || tabbed)) return null;
    return { text: mark, length: weakBullet[0].length, format: 'bullet', style: 'dot', value: 0, ambiguous: false, weak: !(wide || tabbed), family: 'bullet' };
  }
  const number = NUMBER.exec(text);
  if (!number) return null;
  const [whole, open, body = '', close] = number;
  if (open && close !== ')') return null;
  const style: NumberStyle = open ? 'parens' : close === ')' ? 'paren' : 'dot';
  const printed = `${open ?? ''}${body}${close}`;
  const tabbed = whole.includes('\t') || wide;
  const base = { text: printed, length: whole.length, style };
  if (/^\d+$/.test(body)) {
    const value = Number(body);
    return { ...base, format: 'decimal', value, ambiguous: false, weak: false, family: 'decimal' };
  }
  const lower = body === body.toLowerCase();
  const family = lower ? 'lower' : 'upper';
  if (body.length > 1) {
    const value = romanValue(body);
    if (!Number.isFinite(value)) return null;
    return { ...base, format: lower ? 'lower-roman' : 'upper-roman', value, ambiguous: false, weak: !tabbed, family };
  }
  const letterValue = body.toLowerCase().charCodeAt(0) - 96;
  return {
    ...base,
    format: lower ? 'lower-letter' : 'upper-letter',
    value: letterValue,
    ambiguous: /^[ivxlcdm]$/i.test(body),
    weak: !tabbed,
    family,
  };
}

/** The marker read as a roman numeral (for "i", "v", "x" in a roman list). */
export function asRoman(marker: Marker): Marker {
  const body = marker.text.replace(/[().]/g, '');
  const value = romanValue(body);
  if (!Number.isFinite(value)) return marker;
  return { ...marker, format: body === body.toLowerCase() ? 'lower-roman' : 'upper-roman', value, ambiguous: false };
}
