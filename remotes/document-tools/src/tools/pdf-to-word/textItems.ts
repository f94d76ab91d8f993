/**
 * From pdf.js's text items to the plain TextItem the layout works on: positions through the
 * page's viewport (so rotated pages and offset crop boxes read upright), the font's real name
 * and its bold/italic, and text Word can hold.
 */
import type { TextItem } from './model';

/** A pdf.js text item as getTextContent answers it (marked-content entries have no `str`). */
export interface PdfjsTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
  hasEOL?: boolean;
}

/** What pdf.js knows of a font once the page's operators were read (page.commonObjs). */
export interface FontFacts {
  name?: string;
  bold?: boolean;
  italic?: boolean;
}

/** The product of two PDF matrices, as pdf.js's Util.transform(m1, m2). */
export function multiply(m1: readonly number[], m2: readonly number[]): number[] {
  const [a1 = 1, b1 = 0, c1 = 0, d1 = 1, e1 = 0, f1 = 0] = m1;
  const [a2 = 1, b2 = 0, c2 = 0, d2 = 1, e2 = 0, f2 = 0] = m2;
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1];
}

// Characters XML 1.0 cannot hold (Word refuses such a file), lone surrogates and private-use
// glyphs are handled apart; tabs are kept (wide gaps), other controls dropped.
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as Word can hold it: no control characters, line breaks and tabs as spaces. */
export function cleanText(text: string): string {
  return text.replace(/[\r\n\t\u000B\u000C\u2028\u2029]/g, ' ').replace(NOT_IN_XML, '');
}

// Names as fonts are usually called ("Arial-BoldMT", "Times-BoldItalic", "Roboto-SemiBold"),
// plus TeX's Computer Modern (CMBX10 bold, CMTI10 italic), common in papers.
const BOLD_NAME = /bold|black|heavy|semibold|demibold|[-,_]bd\b|^(?:[A-Z]{6}\+)?CMB/i;
const ITALIC_NAME = /italic|oblique|slanted|kursiv|[-,_]it\b|^(?:[A-Z]{6}\+)?CM(?:TI|SL|MI|BXTI|SSI)\d/i;

export function isBoldFont(name: string): boolean {
  return BOLD_NAME.test(name);
}

export function isItalicFont(name: string): boolean {
  return ITALIC_NAME.test(name);
}

/**
 * One pdf.js item as a TextItem, or null when it carries no text (the empty end-of-line markers)
 * or its geometry is unusable. `viewport` is the page viewport's transform at scale 1.
 */
export function fromPdfjsItem(item: PdfjsTextItem, viewport: readonly number[], font?: FontFacts): TextItem | null {
  const str = cleanText(item.str ?? '');
  if (str.trim() === '') return null;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = multiply(viewport, item.transform);
  const fontSize = Math.hypot(c, d) || Math.hypot(a, b);
  if (![a, b, c, d, e, f, fontSize, item.width].every(Number.isFinite) || fontSize <= 0) return null;
  // Upright text runs along +x with its glyphs' tops towards -y (the viewport flips y).
  const upright = a > 0 && Math.abs(b) <= 0.05 * a && d < 0;
  const fontName = font?.name || item.fontName || '';
  const bold = font?.bold === true || isBoldFont(fontName);
  const italic = font?.italic === true || isItalicFont(fontName) || (upright && c / -d > 0.15);
  const textItem: TextItem = {
    str,
    x: e,
    y: f,
    width: Math.max(0, Math.abs(item.width)),
    fontSize: Math.round(fontSize * 100) / 100,
    fontName,
    bold,
    italic,
    hasEOL: item.hasEOL === true,
  };
  if (!upright) textItem.rotated = true;
  return textItem;
}

/** The non-blank characters of a page's items (to tell text pages from pictures of text). */
export function countTextChars(items: readonly Pick<TextItem, 'str'>[]): number {
  let count = 0;
  for (const item of items) count += item.str.replace(/\s+/g, '').length;
  return count;
}
