/**
 * The DejaVu Sans styles embedded in the PDF, and what layout and drawing ask of them: a style's
 * font (regular standing in for a missing one), text widths, and text split into the parts each
 * font can draw (glyph fallback, glyphs.ts). Widths and splits are cached: the same words recur.
 */
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';
import type { Engine } from '../text-to-pdf/draw';
import { mapGlyphsDirectly } from '../text-to-pdf/fastGlyphs';
import { splitByFont, type Coverage, type Segment } from './glyphs';
import type { FontKey, Measure } from './layout-types';

export type FontBytes = Uint8Array | ArrayBuffer;

/** The DejaVu Sans styles; only regular is required, the others when the document uses them. */
export type WordFontBytes = { regular: FontBytes } & Partial<Record<Exclude<FontKey, 'regular'>, FontBytes>>;

export interface EmbeddedFonts {
  regular: PDFFont;
  /** Which characters each loaded style has. */
  coverage: Coverage;
  /** The style's font, or regular when the document did not need that style. */
  fontOf: (key: FontKey) => PDFFont;
  measure: Measure;
  resolve: (text: string, key: FontKey) => Segment[];
}

/** Embeds (subset) each style given; throws when regular cannot be loaded. */
export async function embedFonts(lib: Engine[0], pdf: PDFDocument, bytesByStyle: WordFontBytes): Promise<EmbeddedFonts> {
  const fonts = new Map<FontKey, PDFFont>();
  const charsets = new Map<FontKey, Set<number>>();
  for (const key of ['regular', 'bold', 'italic', 'boldItalic'] as const) {
    const bytes = bytesByStyle[key];
    if (!bytes) continue;
    const font = await pdf.embedFont(bytes, { subset: true });
    mapGlyphsDirectly(font, (hex) => lib.PDFHexString.of(hex));
    fonts.set(key, font);
    charsets.set(key, new Set(font.getCharacterSet()));
  }
  const regular = fonts.get('regular');
  if (!regular) throw new Error('the font could not be loaded.');
  const coverage: Coverage = { loaded: [...fonts.keys()], has: (font, cp) => charsets.get(font)?.has(cp) ?? false };
  const fontOf = (key: FontKey) => fonts.get(key) ?? regular;

  const advances = new Map<FontKey, Map<string, number>>();
  const measure = (text: string, key: FontKey, size: number) => {
    let table = advances.get(key);
    if (!table) {
      table = new Map();
      advances.set(key, table);
    }
    const font = fontOf(key);
    let total = 0;
    for (const char of text) {
      let w = table.get(char);
      if (w === undefined) {
        w = font.widthOfTextAtSize(char, 1);
        table.set(char, w);
      }
      total += w;
    }
    return total * size;
  };
  const resolved = new Map<string, Segment[]>();
  const resolve = (text: string, key: FontKey) => {
    const cacheKey = `${key}\u0000${text}`;
    let segments = resolved.get(cacheKey);
    if (!segments) {
      segments = splitByFont(text, key, coverage);
      resolved.set(cacheKey, segments);
    }
    return segments;
  };
  return { regular, coverage, fontOf, measure, resolve };
}
