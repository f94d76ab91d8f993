/**
 * The DejaVu Sans styles a document needs, fetched from our own remote. Regular and bold come
 * through Text to PDF's loader (one download serves both tools in a visit); the oblique styles
 * are fetched here, only for documents with italic text, and kept for the visit.
 */
import { fetchFont, loadFonts } from '../text-to-pdf/fonts';
import type { WordFontBytes } from './embedded-fonts';
import type { FontKey } from './layout';

function obliqueUrl(key: 'italic' | 'boldItalic'): URL {
  // Literal specifiers, so the bundler finds each file and ships it.
  return key === 'italic'
    ? new URL('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf', import.meta.url)
    : new URL('dejavu-fonts-ttf/ttf/DejaVuSans-BoldOblique.ttf', import.meta.url);
}

/**
 * Copies of the font files (the cached originals stay whole when the copies are handed to the
 * worker). Bold always comes along: headings use it.
 */
export async function loadWordFonts(used: ReadonlySet<FontKey>): Promise<WordFontBytes> {
  const [{ regular, bold }, italic, boldItalic] = await Promise.all([
    loadFonts('sans', true),
    used.has('italic') ? fetchFont(obliqueUrl('italic')) : Promise.resolve(undefined),
    used.has('boldItalic') ? fetchFont(obliqueUrl('boldItalic')) : Promise.resolve(undefined),
  ]);
  const copy = (bytes: ArrayBuffer | Uint8Array) => (bytes instanceof Uint8Array ? bytes.slice() : new Uint8Array(bytes.slice(0)));
  const fonts: WordFontBytes = { regular: copy(regular) };
  if (bold) fonts.bold = copy(bold);
  if (italic) fonts.italic = copy(italic);
  if (boldItalic) fonts.boldItalic = copy(boldItalic);
  return fonts;
}
