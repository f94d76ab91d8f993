/**
 * Glyph fallback between the four DejaVu Sans styles: a character the asked style lacks (the
 * oblique fonts have fewer scripts than the upright ones) is set in a style that has it, and
 * italic set upright is slanted when drawn. Characters no font has become a placeholder box.
 */
import { graphemes, PLACEHOLDER, replaceMissing } from '../text-to-pdf/text';
import type { FontKey } from './layout-types';
import { allRuns, type Block } from './model';
import { cleanRunText } from './wrap';

/** Which style to try next, nearest look first. */
export const FALLBACKS: Record<FontKey, readonly FontKey[]> = {
  regular: ['regular', 'bold', 'italic', 'boldItalic'],
  bold: ['bold', 'regular', 'boldItalic', 'italic'],
  italic: ['italic', 'regular', 'boldItalic', 'bold'],
  boldItalic: ['boldItalic', 'bold', 'italic', 'regular'],
};

const ITALIC: ReadonlySet<FontKey> = new Set<FontKey>(['italic', 'boldItalic']);

export interface Coverage {
  /** The styles that were loaded, in any order. */
  loaded: readonly FontKey[];
  has(font: FontKey, codePoint: number): boolean;
}

export interface Segment {
  text: string;
  font: FontKey;
  /** Italic asked for, upright font used: slant it. */
  skew?: boolean;
}

function isLayoutSpace(cp: number): boolean {
  return cp === 0x20 || cp === 0x0a || cp === 0x09 || cp === 0x0c;
}

export function hasAnyFont(coverage: Coverage): (codePoint: number) => boolean {
  return (cp) => coverage.loaded.some((font) => coverage.has(font, cp));
}

/**
 * Splits `text` (asked for in style `wanted`) into runs each loaded font can draw. Text the
 * wanted font fully covers (nearly all of it) is returned whole without segmenting.
 */
export function splitByFont(text: string, wanted: FontKey, coverage: Coverage, placeholder = PLACEHOLDER): Segment[] {
  const chain = FALLBACKS[wanted].filter((font) => coverage.loaded.includes(font));
  const first = chain[0] ?? coverage.loaded[0] ?? 'regular';
  const segment = (part: string, font: FontKey): Segment => (ITALIC.has(wanted) && !ITALIC.has(font) ? { text: part, font, skew: true } : { text: part, font });
  const covers = (font: FontKey, part: string) => {
    for (const char of part) {
      const cp = char.codePointAt(0) ?? 0;
      if (!isLayoutSpace(cp) && !coverage.has(font, cp)) return false;
    }
    return true;
  };
  if (covers(first, text)) return text === '' ? [] : [segment(text, first)];
  // Undrawable clusters become the placeholder; invisible characters no font has are dropped.
  const drawable = replaceMissing(text, hasAnyFont(coverage), placeholder).text;
  const out: Segment[] = [];
  for (const cluster of graphemes(drawable)) {
    const font = chain.find((candidate) => covers(candidate, cluster)) ?? chain.find((candidate) => coverage.has(candidate, cluster.codePointAt(0) ?? 0)) ?? first;
    const last = out[out.length - 1];
    if (last && last.font === font) last.text += cluster;
    else out.push(segment(cluster, font));
  }
  return out;
}

/** The characters (grapheme clusters) no loaded font can draw, and how many places have one. */
export function findMissing(blocks: readonly Block[], hasGlyph: (codePoint: number) => boolean): { missing: string[]; count: number } {
  const missing = new Set<string>();
  let count = 0;
  for (const run of allRuns(blocks)) {
    const result = replaceMissing(cleanRunText(run.text), hasGlyph);
    count += result.count;
    for (const cluster of result.missing) missing.add(cluster);
  }
  return { missing: [...missing], count };
}
