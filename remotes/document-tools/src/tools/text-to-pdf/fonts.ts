/**
 * Fetches the DejaVu font files our own remote serves. Only called when a PDF is generated, and
 * cached so a second PDF in the same visit starts at once.
 */
import type { FontId } from './settings';
import type { FontBytes } from './render';

function fontUrls(font: FontId): { regular: URL; bold: URL } {
  // Literal specifiers, so the bundler can find each file and emit it as an asset.
  return font === 'mono'
    ? {
        regular: new URL('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf', import.meta.url),
        bold: new URL('dejavu-fonts-ttf/ttf/DejaVuSansMono-Bold.ttf', import.meta.url),
      }
    : {
        regular: new URL('dejavu-fonts-ttf/ttf/DejaVuSans.ttf', import.meta.url),
        bold: new URL('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf', import.meta.url),
      };
}

const cache = new Map<string, Promise<ArrayBuffer>>();

/** One download per font file and visit; Word to PDF fetches its oblique styles through it too. */
export function fetchFont(url: URL): Promise<ArrayBuffer> {
  const key = url.href;
  let pending = cache.get(key);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`Font download failed (${response.status}).`);
      return response.arrayBuffer();
    });
    // A failed download must not stick: the next try fetches again.
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

export async function loadFonts(font: FontId, withTitle: boolean): Promise<FontBytes> {
  const urls = fontUrls(font);
  const [regular, bold] = await Promise.all([fetchFont(urls.regular), withTitle ? fetchFont(urls.bold) : Promise.resolve(undefined)]);
  return bold ? { regular, bold } : { regular };
}
