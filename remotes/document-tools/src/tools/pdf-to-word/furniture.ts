/**
 * Page furniture: running headers and footers (the same text at the top or bottom of most pages,
 * page numbers aside; or any line there with its page number set apart at one end, as chapter
 * heads in books) and lone page numbers. Word makes its own; in the body they would break
 * paragraphs that run on from one page to the next.
 */
import type { Line } from './lines';

/** Lines within this share of the page height from the top or bottom may be furniture. */
export const BAND = 0.12;
/** Only the first and last few lines of a page are looked at. */
const EDGE_LINES = 3;

const PAGE_NUMBER = /^(?:(?:page|p\.|pg\.?|seite|página|pagina|side|sida|strona)\s*)?[-–—([]?\s*(?:\d{1,5}|[ivxlcdm]{1,7})\s*[-–—)\]]?(?:\s*(?:of|\/|von|de|di|sur|av|z)\s*\d{1,5})?$/i;

/** True for "12", "- 3 -", "Page 4 of 10", "iv", "(7)". */
export function isPageNumber(text: string): boolean {
  return PAGE_NUMBER.test(text.trim());
}

/** A running head with its page number set apart at one end: "Chapter 2: Methods⇥17", "18⇥A Book". */
export function hasPageNumberEnd(text: string): boolean {
  const parts = text.split('\t').map((part) => part.trim()).filter(Boolean);
  return parts.length >= 2 && (isPageNumber(parts[0]!) || isPageNumber(parts.at(-1)!));
}

/** The text with numbers (and lone roman numerals) as #, so "Page 3" and "Page 4" match. */
export function furnitureKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\d+/g, '#')
    .replace(/\b[ivxlcdm]{1,7}\b(?=\s*$)/, '#')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface FurniturePage {
  lines: readonly Line[];
  height: number;
}

type Band = 'top' | 'bottom';

/** Furniture stands apart from the body: a gap of at least this many ems. */
export const SEPARATION_EM = 1.7;

const apart = (upper: Line, lower: Line) => lower.y - upper.y >= SEPARATION_EM * Math.max(upper.fontSize, lower.fontSize);

/**
 * The lines at the top and at the bottom of a page that stand apart from the body (up to
 * EDGE_LINES each, inside the band), with their band.
 */
export function edgeLines(lines: readonly Line[], height: number): Map<number, Band> {
  const edges = new Map<number, Band>();
  if (height <= 0 || lines.length === 0) return edges;
  for (let count = 1; count <= Math.min(EDGE_LINES, lines.length); count++) {
    const last = lines[count - 1]!;
    const next = lines[count];
    if (last.y > BAND * height) break;
    if (!next || apart(last, next)) {
      for (let index = 0; index < count; index++) edges.set(index, 'top');
      break;
    }
  }
  for (let count = 1; count <= Math.min(EDGE_LINES, lines.length); count++) {
    const first = lines[lines.length - count]!;
    const before = lines[lines.length - count - 1];
    if (first.y < (1 - BAND) * height) break;
    if (!before || apart(before, first)) {
      for (let index = lines.length - count; index < lines.length; index++) if (!edges.has(index)) edges.set(index, 'bottom');
      break;
    }
  }
  return edges;
}

/** The size most characters have. */
function bodySize(pages: readonly FurniturePage[]): number {
  const chars = new Map<number, number>();
  for (const page of pages) for (const line of page.lines) chars.set(line.fontSize, (chars.get(line.fontSize) ?? 0) + line.text.length);
  let body = 0;
  let most = -1;
  for (const [size, count] of chars) {
    if (count > most) {
      body = size;
      most = count;
    }
  }
  return body;
}

/** How many pages must repeat a header or footer: 40% of them (odd/even pages differ), at least 2. */
export function repeatThreshold(pages: number): number {
  return Math.max(2, Math.ceil(0.4 * pages));
}

/**
 * For each page, the indexes (into its lines, top to bottom) of the lines to drop: text repeated
 * in the same band on enough pages, and lone page numbers in either band.
 */
export function findFurniture(pages: readonly FurniturePage[]): Set<number>[] {
  const body = bodySize(pages);
  const counts = new Map<string, Set<number>>();
  const candidates = pages.map((page, pageIndex) => {
    const edges = edgeLines(page.lines, page.height);
    return page.lines.flatMap((line, index) => {
      const band = edges.get(index);
      // Headers and footers are small print; a large line at the top is a title.
      if (!band || line.fontSize > body + 1) return [];
      const key = `${band}:${furnitureKey(line.text)}`;
      const seen = counts.get(key) ?? new Set<number>();
      seen.add(pageIndex);
      counts.set(key, seen);
      return [{ index, key, text: line.text }];
    });
  });
  const needed = repeatThreshold(pages.length);
  return candidates.map((lines, pageIndex) => {
    const drop = new Set<number>();
    for (const { index, key, text } of lines) {
      const repeated = pages.length > 1 && (counts.get(key)?.size ?? 0) >= needed && furnitureKey(text) !== '';
      if (repeated || isPageNumber(text) || hasPageNumberEnd(text)) drop.add(index);
    }
    // Furniture frames a page's text: a line that is all the page has is its text.
    return drop.size < pages[pageIndex]!.lines.length ? drop : new Set<number>();
  });
}
