/**
 * The PDF layout, kept pure: text → wrapped lines → pages of positioned lines. Widths come from
 * an injected measure function, so the same code runs against the real embedded font when
 * generating, an estimate for the live page count, and a fake one in tests.
 */
import { linesPerPage, pageGeometry, type PageGeometry, type Settings } from './settings';
import { expandTabs, graphemes, normalizeText } from './text';

/** Width in points of `text` at the font size the measure was made for. */
export type Measure = (text: string) => number;

export interface LayoutFonts {
  body: Measure;
  title: Measure;
}

export interface PlacedLine {
  text: string;
  /** Baseline start in PDF points (origin bottom-left). */
  x: number;
  y: number;
  role: 'title' | 'body';
}

export interface PageLayout {
  /** 0-based. */
  index: number;
  lines: PlacedLine[];
  /** Share of the text laid out once this page is done (0..1), for a progress bar. */
  progress: number;
}

const EPSILON = 1e-6;

/**
 * Splits `word` into pieces no wider than maxWidth, breaking between graphemes. A single
 * grapheme wider than the line still gets a line of its own rather than being lost.
 */
function breakWord(word: string, maxWidth: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  let width = 0;
  for (const g of graphemes(word)) {
    const w = measure(g);
    if (piece !== '' && width + w > maxWidth + EPSILON) {
      pieces.push(piece);
      piece = '';
      width = 0;
    }
    piece += g;
    width += w;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/** Spaces, a word piece ending in a hyphen (a break is allowed after it), or any other run. */
const TOKENS = / +|[^ -]+-+(?=[^ -])|[^ ]+/g;

/**
 * Greedy line wrapping of one paragraph (no tabs, no newlines) by measured widths. Breaks at
 * spaces and after hyphens; a word wider than a line is broken between characters. Indentation
 * at the start of the paragraph is kept; spaces at a break are dropped. An empty paragraph
 * yields one empty line so blank lines survive.
 */
export function wrapLine(line: string, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = [];
  let current = '';
  let currentWidth = 0;
  let hasWord = false;
  let spaces = '';
  let spacesWidth = 0;
  for (const token of line.match(TOKENS) ?? []) {
    const width = measure(token);
    if (token.startsWith(' ')) {
      if (lines.length === 0 && !hasWord) {
        // Indentation: kept as far as it fits.
        if (currentWidth + width <= maxWidth + EPSILON) {
          current += token;
          currentWidth += width;
        }
      } else {
        spaces += token;
        spacesWidth += width;
      }
      continue;
    }
    if (currentWidth + spacesWidth + width <= maxWidth + EPSILON) {
      current += spaces + token;
      currentWidth += spacesWidth + width;
      hasWord = true;
    } else {
      if (hasWord) lines.push(current);
      const fitsWithIndent = !hasWord && currentWidth + width <= maxWidth + EPSILON;
      if (!fitsWithIndent) {
        current = '';
        currentWidth = 0;
      }
      if (fitsWithIndent || width <= maxWidth + EPSILON) {
        current += token;
        currentWidth += width;
      } else {
        const pieces = breakWord(token, maxWidth, measure);
        const last = pieces.pop() ?? '';
        lines.push(...pieces);
        current = last;
        currentWidth = measure(last);
      }
      hasWord = true;
    }
    spaces = '';
    spacesWidth = 0;
  }
  if (hasWord || lines.length === 0) lines.push(hasWord ? current : current.replace(/ +$/, ''));
  return lines;
}

/** One line-sized thing to place: a title line, a body line, the gap under the title, or a page break. */
type Item = { kind: 'line'; text: string; role: 'title' | 'body' } | { kind: 'gap' } | { kind: 'break' } | { kind: 'progress'; done: number };

function* items(text: string, settings: Settings, geometry: PageGeometry, fonts: LayoutFonts): Generator<Item> {
  if (settings.title) {
    for (const line of wrapLine(settings.title, geometry.textWidth, fonts.title)) yield { kind: 'line', text: line, role: 'title' };
    yield { kind: 'gap' };
  }
  const normalized = normalizeText(text);
  // A trailing newline ends the last line rather than starting an empty one.
  const body = normalized.endsWith('\n') ? normalized.slice(0, -1) : normalized;
  let start = 0;
  while (start <= body.length) {
    let end = body.indexOf('\n', start);
    if (end === -1) end = body.length;
    const paragraph = body.slice(start, end);
    const chunks = paragraph.split('\f');
    for (let c = 0; c < chunks.length; c++) {
      if (c > 0) yield { kind: 'break' };
      const chunk = chunks[c] ?? '';
      // Around a form feed an empty piece is not a blank line: "\f" on its own line only breaks the page.
      if (chunk === '' && chunks.length > 1) continue;
      for (const line of wrapLine(expandTabs(chunk, settings.tabSize), geometry.textWidth, fonts.body)) {
        yield { kind: 'line', text: line, role: 'body' };
      }
    }
    start = end + 1;
    yield { kind: 'progress', done: body.length === 0 ? 1 : Math.min(1, start / body.length) };
  }
}

/**
 * Lays the document out page by page. A generator, so the caller can draw each page and yield
 * to the event loop in between: a megabyte of text never freezes the page.
 * Always yields at least one page (an empty document is one blank page).
 */
export function* layoutPages(text: string, settings: Settings, fonts: LayoutFonts): Generator<PageLayout> {
  const geometry = pageGeometry(settings);
  const { top, bottom, left, bodySize, bodyAdvance, titleSize, titleAdvance, titleGap } = geometry;
  let page: PageLayout = { index: 0, lines: [], progress: 0 };
  let done = 0;
  let used = 0;
  let pageHasContent = false;
  const baselineIn = (advance: number, size: number) => top - used - (advance - size) / 2 - size * 0.8;
  for (const item of items(text, settings, geometry, fonts)) {
    if (item.kind === 'progress') {
      done = item.done;
      continue;
    }
    if (item.kind === 'break') {
      yield { ...page, progress: done };
      page = { index: page.index + 1, lines: [], progress: 0 };
      used = 0;
      pageHasContent = false;
      continue;
    }
    if (item.kind === 'gap') {
      // A gap at the top of a page would only push the text down.
      if (pageHasContent) used += titleGap;
      continue;
    }
    const [advance, size] = item.role === 'title' ? [titleAdvance, titleSize] : [bodyAdvance, bodySize];
    if (pageHasContent && top - used - advance < bottom - EPSILON) {
      yield { ...page, progress: done };
      page = { index: page.index + 1, lines: [], progress: 0 };
      used = 0;
    }
    page.lines.push({ text: item.text, x: left, y: baselineIn(advance, size), role: item.role });
    used += advance;
    pageHasContent = true;
  }
  yield { ...page, progress: 1 };
}

/** The page-number line for one page, centred under the text. */
export function footerLine(pageIndex: number, pageCount: number, geometry: PageGeometry, measure: Measure): PlacedLine & { text: string } {
  const text = `Page ${pageIndex + 1} of ${pageCount}`;
  const x = geometry.left + Math.max(0, (geometry.textWidth - measure(text)) / 2);
  return { text, x, y: geometry.footerBaseline, role: 'body' };
}

/** Counts pages without keeping them: for the live estimate. */
export function countPages(text: string, settings: Settings, fonts: LayoutFonts): { pages: number; lines: number } {
  let pages = 0;
  let lines = 0;
  for (const page of layoutPages(text, settings, fonts)) {
    pages++;
    lines += page.lines.length;
  }
  return { pages, lines };
}

/** Body lines per page with these settings, for the summary shown next to the estimate. */
export function bodyLinesPerPage(settings: Settings): number {
  return linesPerPage(pageGeometry(settings));
}
