/** Inline text for Word to PDF: runs → styled pieces → lines wrapped with real glyph widths. */
import { graphemes, normalizeText } from '../text-to-pdf/text';
import type { Run } from './model';
import { ASCENDER, DESCENDER, EPSILON, type FlowContext, type FontKey, type Fragment, type Ink, type LineBox, type Measure, type Piece, type TextStyle } from './layout-types';

export function fontKey(bold: boolean, italic: boolean): FontKey {
  return bold ? (italic ? 'boldItalic' : 'bold') : italic ? 'italic' : 'regular';
}

/** The context a run is set in: headings are bold, table heads bold, quotes italic and grey. */
export interface TextEnv {
  size: number;
  bold?: boolean;
  italic?: boolean;
  ink?: Ink;
}

/**
 * Word's text as the fonts draw it: NFC, no control characters, tabs as spaces, soft hyphens
 * (invisible unless Word broke the line there) dropped.
 */
export function cleanRunText(text: string): string {
  return normalizeText(text).replace(/\t/g, '    ').replace(/[\u00AD\f]/g, '');
}

export function runsToPieces(runs: readonly Run[], env: TextEnv, resolve?: FlowContext['resolve']): Piece[] {
  const pieces: Piece[] = [];
  for (const run of runs) {
    const text = cleanRunText(run.text);
    if (text === '') continue;
    const font = fontKey(Boolean(env.bold || run.bold), Boolean(env.italic || run.italic));
    const size = run.script ? env.size * 0.7 : env.size;
    const base: TextStyle = { font, size };
    if (run.script === 'sup') base.rise = env.size * 0.33;
    if (run.script === 'sub') base.rise = -env.size * 0.12;
    if (run.underline || run.href) base.underline = true;
    if (run.strike) base.strike = true;
    if (run.highlight) base.highlight = true;
    if (run.href) {
      base.href = run.href;
      base.ink = 'link';
    } else if (env.ink && env.ink !== 'text') base.ink = env.ink;
    const parts = resolve ? resolve(text, font) : [{ text, font }];
    for (const part of parts) {
      const style: TextStyle = { ...base, font: part.font };
      if ('skew' in part && part.skew) style.skew = true;
      pieces.push({ text: part.text, style });
    }
  }
  return pieces;
}

function sameTextStyle(a: TextStyle, b: TextStyle): boolean {
  return (
    a.font === b.font &&
    a.size === b.size &&
    a.skew === b.skew &&
    a.underline === b.underline &&
    a.strike === b.strike &&
    a.highlight === b.highlight &&
    a.rise === b.rise &&
    a.ink === b.ink &&
    a.href === b.href
  );
}

type Atom =
  | { kind: 'space'; text: string; style: TextStyle; width: number }
  | { kind: 'text'; text: string; style: TextStyle; width: number; breakAfter: boolean }
  | { kind: 'newline'; style: TextStyle };

/** Spaces, a word piece ending in a hyphen (a line may break after it), or any other run of non-spaces. */
const TOKENS = /\n| +|[^ \n-]+-+(?=[^ \n-])|[^ \n]+/g;

export function atomsOf(pieces: readonly Piece[], measure: Measure): Atom[] {
  const atoms: Atom[] = [];
  for (const { text, style } of pieces) {
    for (const token of text.match(TOKENS) ?? []) {
      if (token === '\n') atoms.push({ kind: 'newline', style });
      else if (token.startsWith(' ')) atoms.push({ kind: 'space', text: token, style, width: measure(token, style.font, style.size) });
      else atoms.push({ kind: 'text', text: token, style, width: measure(token, style.font, style.size), breakAfter: /[^-]-+$/.test(token) });
    }
  }
  return atoms;
}

type Unit = { kind: 'word'; parts: Extract<Atom, { kind: 'text' }>[]; width: number } | Extract<Atom, { kind: 'space' | 'newline' }>;

/** Groups text atoms into words: pieces of different styles with no space between stay together. */
export function unitsOf(atoms: readonly Atom[]): Unit[] {
  const units: Unit[] = [];
  let word: Extract<Unit, { kind: 'word' }> | null = null;
  for (const atom of atoms) {
    if (atom.kind === 'text') {
      if (!word) {
        word = { kind: 'word', parts: [], width: 0 };
        units.push(word);
      }
      word.parts.push(atom);
      word.width += atom.width;
      if (atom.breakAfter) word = null;
    } else {
      word = null;
      units.push(atom);
    }
  }
  return units;
}

function lineMetrics(sizes: readonly number[], lineHeight: number): { height: number; baseline: number } {
  const size = Math.max(...sizes);
  const height = size * lineHeight;
  return { height, baseline: (height - size * (ASCENDER + DESCENDER)) / 2 + size * ASCENDER };
}

/**
 * Greedy line wrapping of styled text by measured widths. Breaks at spaces and after hyphens;
 * a word wider than the line is broken between characters (graphemes). Spaces at a break are
 * dropped; spaces that open the paragraph (indentation) are kept as far as they fit.
 * `fallback` sizes an empty line (a line break with nothing before it).
 */
export function wrapPieces(pieces: readonly Piece[], maxWidth: number, measure: Measure, lineHeight: number, fallback?: TextStyle): LineBox[] {
  const lines: LineBox[] = [];
  let fragments: Fragment[] = [];
  let width = 0;
  let hasWord = false;
  let pending: Extract<Atom, { kind: 'space' }>[] = [];
  let lastStyle: TextStyle | undefined = fallback ?? pieces[0]?.style;

  const append = (text: string, style: TextStyle, w: number) => {
    const last = fragments[fragments.length - 1];
    if (last && sameTextStyle(last.style, style)) {
      last.text += text;
      last.width += w;
    } else fragments.push({ text, style, x: width, width: w });
    width += w;
    lastStyle = style;
  };
  const endLine = (emptyStyle?: TextStyle) => {
    // Trailing spaces take no room at a break.
    while (fragments.length > 0) {
      const last = fragments[fragments.length - 1]!;
      const trimmed = last.text.replace(/ +$/, '');
      if (trimmed === last.text) break;
      const removed = last.text.length - trimmed.length;
      const spaceWidth = measure(' '.repeat(removed), last.style.font, last.style.size);
      last.text = trimmed;
      last.width = Math.max(0, last.width - spaceWidth);
      width = last.x + last.width;
      if (trimmed === '') fragments.pop();
      else break;
    }
    const sizes = fragments.length > 0 ? fragments.map((f) => f.style.size) : [(emptyStyle ?? lastStyle)?.size ?? 0];
    lines.push({ fragments, width, ...lineMetrics(sizes, lineHeight) });
    fragments = [];
    width = 0;
    hasWord = false;
    pending = [];
  };
  const breakWord = (parts: Extract<Atom, { kind: 'text' }>[]) => {
    for (const part of parts) {
      for (const g of graphemes(part.text)) {
        const w = measure(g, part.style.font, part.style.size);
        if (hasWord && width + w > maxWidth + EPSILON) endLine();
        append(g, part.style, w);
        hasWord = true;
      }
    }
  };
  const placeWord = (unit: Extract<Unit, { kind: 'word' }>) => {
    for (const space of pending) append(space.text, space.style, space.width);
    pending = [];
    for (const part of unit.parts) append(part.text, part.style, part.width);
    hasWord = true;
  };

  let endedWithNewline = false;
  for (const unit of unitsOf(atomsOf(pieces, measure))) {
    endedWithNewline = false;
    if (unit.kind === 'newline') {
      endLine(unit.style);
      endedWithNewline = true;
      continue;
    }
    if (unit.kind === 'space') {
      if (hasWord) pending.push(unit);
      else if (lines.length === 0 && width + unit.width <= maxWidth + EPSILON) append(unit.text, unit.style, unit.width);
      continue;
    }
    const spaces = pending.reduce((sum, space) => sum + space.width, 0);
    if (hasWord && width + spaces + unit.width <= maxWidth + EPSILON) {
      placeWord(unit);
      continue;
    }
    if (hasWord) endLine();
    else if (width > 0 && width + unit.width > maxWidth + EPSILON) {
      // Indentation that leaves no room for the first word goes.
      fragments = [];
      width = 0;
    }
    pending = [];
    if (unit.width <= maxWidth + EPSILON) placeWord(unit);
    else breakWord(unit.parts);
  }
  if (hasWord || endedWithNewline) endLine();
  return lines;
}
