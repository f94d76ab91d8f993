/**
 * pdf-lib runs fontkit's full OpenType shaper for every drawText and widthOfTextAtSize call,
 * which costs about 2–7 ms per line with DejaVu: a megabyte of text would take over a minute.
 * Plain text needs no shaping (no ligatures, kerning is not drawn by pdf-lib anyway), so this
 * maps characters to glyphs directly through the font's cmap, once per distinct character.
 *
 * It replaces two methods on the embedder of a font embedded with { subset: true }, and does
 * the same bookkeeping pdf-lib's subset embedder does. When pdf-lib's internals ever differ
 * from what is checked here, nothing is patched and pdf-lib's own (slow but correct) path runs.
 */
import type { PDFFont } from '@cantoo/pdf-lib';

interface Glyph {
  id: number;
  advanceWidth: number;
}

interface SubsetEmbedder {
  font: { unitsPerEm: number; glyphForCodePoint(codePoint: number): Glyph };
  subset: { includeGlyph(glyph: Glyph): number };
  glyphs: Glyph[];
  glyphIdMap: Map<number, number>;
  glyphCache: { invalidate(): void };
  encodeText(text: string): unknown;
  widthOfTextAtSize(text: string, size: number): number;
}

function subsetEmbedderOf(font: PDFFont): SubsetEmbedder | null {
  const embedder = (font as unknown as { embedder?: Partial<SubsetEmbedder> }).embedder;
  if (
    embedder &&
    typeof embedder.font?.glyphForCodePoint === 'function' &&
    typeof embedder.font.unitsPerEm === 'number' &&
    typeof embedder.subset?.includeGlyph === 'function' &&
    Array.isArray(embedder.glyphs) &&
    embedder.glyphIdMap instanceof Map &&
    typeof embedder.glyphCache?.invalidate === 'function' &&
    typeof embedder.encodeText === 'function'
  ) {
    return embedder as SubsetEmbedder;
  }
  return null;
}

/** Returns true when the fast path is in place. */
export function mapGlyphsDirectly(font: PDFFont, makeHexString: (hex: string) => unknown): boolean {
  const embedder = subsetEmbedderOf(font);
  if (!embedder) return false;
  const codes = new Map<number, string>();
  const advances = new Map<number, number>();
  const glyphFor = (codePoint: number) => embedder.font.glyphForCodePoint(codePoint);

  embedder.encodeText = (text: string) => {
    let hex = '';
    for (const char of text) {
      const codePoint = char.codePointAt(0) ?? 0;
      let code = codes.get(codePoint);
      if (code === undefined) {
        const glyph = glyphFor(codePoint);
        const subsetId = embedder.subset.includeGlyph(glyph);
        embedder.glyphs[subsetId - 1] = glyph;
        embedder.glyphIdMap.set(glyph.id, subsetId);
        embedder.glyphCache.invalidate();
        code = subsetId.toString(16).toUpperCase().padStart(4, '0');
        codes.set(codePoint, code);
      }
      hex += code;
    }
    return makeHexString(hex);
  };

  embedder.widthOfTextAtSize = (text: string, size: number) => {
    let units = 0;
    for (const char of text) {
      const codePoint = char.codePointAt(0) ?? 0;
      let advance = advances.get(codePoint);
      if (advance === undefined) {
        advance = glyphFor(codePoint).advanceWidth;
        advances.set(codePoint, advance);
      }
      units += advance;
    }
    return (units * size) / embedder.font.unitsPerEm;
  };
  return true;
}
