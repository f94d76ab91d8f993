/**
 * The shapes and measures of Word to PDF's layout (layout.ts): fonts, styled pieces, wrapped
 * lines, the flow items of known height that pages are cut from, and the spacing constants.
 * Coordinates: x from the left edge of the text area, y downwards from the top of the text area.
 */
export type FontKey = 'regular' | 'bold' | 'italic' | 'boldItalic';
/** Width in points of `text` set in `font` at `size` points. */
export type Measure = (text: string, font: FontKey, size: number) => number;
export type Ink = 'text' | 'link' | 'muted';

export interface TextStyle {
  font: FontKey;
  size: number;
  /** Slanted when drawn: italic text set in an upright font that had the glyph. */
  skew?: boolean;
  underline?: boolean;
  strike?: boolean;
  highlight?: boolean;
  /** Baseline shift in points: up for superscript, down for subscript. */
  rise?: number;
  ink?: Ink;
  href?: string;
}

export interface Piece {
  /** "\n" ends a line. */
  text: string;
  style: TextStyle;
}

export interface Fragment {
  text: string;
  style: TextStyle;
  /** From the start of the line; negative for a list marker hanging to the left. */
  x: number;
  width: number;
}

export interface LineBox {
  fragments: Fragment[];
  width: number;
  height: number;
  /** From the top of the line box. */
  baseline: number;
}

export type FlowItem = LineItem | SpaceItem | ImageItem | RowItem | RuleItem | BreakItem;

export interface LineItem extends LineBox {
  kind: 'line';
  x: number;
  /** Never the last thing on a page: a heading, or a line a widow or orphan would be left by. */
  keepWithNext?: boolean;
  /** The first line of a heading: where its bookmark points. */
  outline?: { level: number; title: string };
}
/** Vertical space between blocks; dropped at the top of a page. */
export interface SpaceItem {
  kind: 'space';
  height: number;
}
export interface ImageItem {
  kind: 'image';
  x: number;
  width: number;
  height: number;
  /** Null: the picture cannot be drawn and a labelled box stands in for it. */
  image: number | null;
  alt: string;
}
export interface RuleItem {
  kind: 'rule';
  x: number;
  width: number;
  height: number;
}
export interface BreakItem {
  kind: 'break';
  height: 0;
}
export interface RowCell {
  /** From the row's left edge. */
  x: number;
  width: number;
  items: FlowItem[];
  header: boolean;
  /** Part of a cell merged across rows: no line between it and the part above (openTop) or below. */
  openTop?: boolean;
  openBottom?: boolean;
}
export interface TableInfo {
  /** The table's heading rows, repeated at the top of each further page. */
  headerRows: RowItem[];
}
export interface RowItem {
  kind: 'row';
  x: number;
  width: number;
  height: number;
  cells: RowCell[];
  header: boolean;
  table: TableInfo;
}

export interface FlowContext {
  measure: Measure;
  /** Body text size in points. */
  bodySize: number;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
  /** The natural size of a picture in points, or null when it cannot be drawn. */
  imageSize: (image: number) => { width: number; height: number } | null;
  /** Tallest an image may be: the page's text height. */
  maxImageHeight: number;
  /** Splits text into parts each font can draw (glyph fallback); by default all in the asked font. */
  resolve?: (text: string, font: FontKey) => { text: string; font: FontKey; skew?: boolean }[];
}

export const EPSILON = 1e-6;
/** DejaVu Sans's ascender and descender (em): the glyph box is centred in its line. */
export const ASCENDER = 0.928;
export const DESCENDER = 0.236;
export const CELL_PADDING_X = 5;
export const CELL_PADDING_Y = 3;
/** How far each list level is indented before its marker (a quarter inch, as in Word). */
export const LIST_INDENT = 18;
export const QUOTE_INDENT = 24;
export const MIN_COLUMN = 2 * CELL_PADDING_X + 12;

/** Heading sizes as multiples of the body size (level 0 is Word's Title). */
export const HEADING_SCALE: Record<number, number> = { 0: 2.2, 1: 1.75, 2: 1.45, 3: 1.25, 4: 1.1, 5: 1, 6: 1 };
