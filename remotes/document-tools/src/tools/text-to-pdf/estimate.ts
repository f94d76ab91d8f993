/**
 * Live estimates from bundled font facts (data.ts): which characters the chosen font lacks, and
 * text widths for the page-count estimate. The real font replaces these when generating.
 */
import { COVERAGE, MONO_WIDTH, SANS_ASCII_WIDTHS, SANS_BOLD_ASCII_WIDTHS, UNITS_PER_EM } from './data';
import type { LayoutFonts, Measure } from './logic';
import { pageGeometry, type FontId, type Settings } from './settings';
import { normalizeText, replaceMissing } from './text';

/** Sorted [start, end] pairs, decoded once per font. */
const decoded = new Map<FontId, Uint32Array>();

export function coverageRanges(font: FontId): Uint32Array {
  let ranges = decoded.get(font);
  if (!ranges) {
    const parts = COVERAGE[font].split(',');
    ranges = new Uint32Array(parts.length * 2);
    parts.forEach((part, i) => {
      const [start = '0', end = start] = part.split('-');
      ranges![i * 2] = parseInt(start, 16);
      ranges![i * 2 + 1] = parseInt(end, 16);
    });
    decoded.set(font, ranges);
  }
  return ranges;
}

/** Binary search over the font's ranges. */
export function fontHasGlyph(font: FontId, codePoint: number): boolean {
  const ranges = coverageRanges(font);
  let lo = 0;
  let hi = ranges.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const start = ranges[mid * 2] ?? 0;
    const end = ranges[mid * 2 + 1] ?? 0;
    if (codePoint < start) hi = mid - 1;
    else if (codePoint > end) lo = mid + 1;
    else return true;
  }
  return false;
}

/** Distinct characters the chosen font lacks (emoji sequences count as one), in order of appearance. */
export function findMissing(text: string, font: FontId): { missing: string[]; count: number } {
  const { missing, count } = replaceMissing(normalizeText(text), (cp) => fontHasGlyph(font, cp));
  return { missing, count };
}

/** Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms. */
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

export function hasRightToLeft(text: string): boolean {
  return RIGHT_TO_LEFT.test(text);
}

/** Typical advance of non-ASCII letters in DejaVu Sans, in font units. */
const SANS_OTHER_WIDTH = 1300;

function tableMeasure(ascii: readonly number[] | null, size: number): Measure {
  const scale = size / UNITS_PER_EM;
  if (!ascii) return (text) => [...text].length * MONO_WIDTH * scale;
  return (text) => {
    let units = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      // A surrogate pair is one character: count it at its high half only.
      if (code >= 0xdc00 && code <= 0xdfff) continue;
      units += code >= 0x20 && code <= 0x7e ? (ascii[code - 0x20] ?? SANS_OTHER_WIDTH) : SANS_OTHER_WIDTH;
    }
    return units * scale;
  };
}

/** Width functions for the live page-count estimate: exact for ASCII and for the monospace font. */
export function estimateFonts(settings: Settings): LayoutFonts {
  const g = pageGeometry(settings);
  const mono = settings.font === 'mono';
  return {
    body: tableMeasure(mono ? null : SANS_ASCII_WIDTHS, g.bodySize),
    title: tableMeasure(mono ? null : SANS_BOLD_ASCII_WIDTHS, g.titleSize),
  };
}
