/**
 * The plain data PDF to Word works on, from the text pdf.js reads off each page to the document
 * structure written as .docx. Everything here is cloneable (it crosses into the worker).
 */

/** One piece of text as pdf.js places it, in points, with y measured down from the page's top. */
export interface TextItem {
  str: string;
  /** Left end of the baseline. */
  x: number;
  /** The baseline, measured from the top of the page (down is positive). */
  y: number;
  /** Advance width along the baseline. */
  width: number;
  fontSize: number;
  /** The font's real name where known ("ABCDEF+Arial-BoldMT"), else pdf.js's internal one. */
  fontName: string;
  bold?: boolean;
  italic?: boolean;
  hasEOL?: boolean;
  /** Text that does not run left to right along the page (vertical margins notes, stamps). */
  rotated?: boolean;
}

/** A small drawn dot or square: browsers print list bullets as shapes, not text. */
export interface Shape {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  filled: boolean;
  /** Drawn with curves (a disc or ring) rather than straight lines (a square). */
  round: boolean;
}

export interface PageText {
  width: number;
  height: number;
  items: TextItem[];
  /** The page paints at least one picture (a scan, a photo). */
  hasImages?: boolean;
  /** Bullet-sized shapes the page draws. */
  shapes?: Shape[];
}

/** A stretch of text in one style. Tabs stand for wide gaps (table-like rows). */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

export type NumberFormat = 'bullet' | 'decimal' | 'lower-letter' | 'upper-letter' | 'lower-roman' | 'upper-roman';

/** How a number is written around its value: "1." (dot), "1)" (paren) or "(1)" (parens). */
export type NumberStyle = 'dot' | 'paren' | 'parens';

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; runs: Run[]; page: number }
  /** A paragraph; each entry of `lines` after the first starts after a kept line break. */
  | { kind: 'paragraph'; lines: Run[][]; page: number }
  | { kind: 'list-item'; list: number; level: number; marker: string; runs: Run[]; page: number };

export interface ListLevel {
  format: NumberFormat;
  style: NumberStyle;
  start: number;
}

/** One list of the document: its levels' numbering (level 0 first). */
export interface ListDef {
  id: number;
  levels: ListLevel[];
}

export interface DocStats {
  pages: number;
  paragraphs: number;
  headings: number;
  lists: number;
  listItems: number;
  words: number;
}

export interface DocModel {
  blocks: Block[];
  lists: ListDef[];
  stats: DocStats;
  /** Size of the first page, in points, for the Word page setup. */
  pageSize: { width: number; height: number } | null;
}

export interface ConvertOptions {
  /** Keep running headers, footers and page numbers instead of dropping them. */
  keepHeadersFooters: boolean;
  /** Start each PDF page on a new Word page. */
  pageBreaks: boolean;
}

export const DEFAULT_OPTIONS: ConvertOptions = { keepHeadersFooters: false, pageBreaks: false };
