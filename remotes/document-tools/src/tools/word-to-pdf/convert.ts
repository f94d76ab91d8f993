/**
 * Reads a .docx on the page: a first look at the bytes (inspect.ts), then mammoth (loaded on
 * first use) turns it into HTML with its pictures handed over as bytes, and that HTML becomes the
 * block model the PDF is drawn from. Pictures the PDF cannot hold directly (GIF, BMP, SVG, …)
 * are redrawn as PNG where the browser can decode them.
 */
import { documentStats, type DocumentStats } from './document-stats';
import type { JobImage } from './embedded-images';
import { extentMatcher, inspectWordFile, MESSAGES } from './inspect';
import type { Block } from './model';
import { htmlToBlocks } from './read-html';
import { conversionNotes, type ConverterMessage } from './warnings';

export interface WordDocument {
  /** The title in the document's properties, or "". */
  title: string;
  blocks: Block[];
  images: (JobImage | null)[];
  notes: string[];
  stats: DocumentStats;
}

export type ReadOutcome = { ok: true; doc: WordDocument } | { ok: false; message: string };

interface MammothImage {
  contentType: string;
  readAsArrayBuffer: () => Promise<ArrayBuffer>;
}

/** The part of mammoth's API used here. */
export interface MammothLike {
  convertToHtml: (input: object, options: object) => Promise<{ value: string; messages: ConverterMessage[] }>;
  images: { imgElement: (convert: (image: MammothImage) => Promise<{ src: string }>) => unknown };
}

export interface ReadDeps {
  loadMammoth: () => Promise<MammothLike>;
  /** Parses HTML; the page's DOMParser by default. */
  parse?: (html: string) => Document;
  /** PNG bytes for a picture in another format, or null when it cannot be decoded. */
  rasterize?: (bytes: Uint8Array, contentType: string, size: { width: number; height: number } | null) => Promise<Uint8Array | null>;
}

/** Mammoth's own list rules, to nine levels (its default stops at five): before the List Paragraph rule below. */
function listRules(): string[] {
  const rules: string[] = [];
  for (const [kind, tag] of [
    ['unordered', 'ul'],
    ['ordered', 'ol'],
  ] as const) {
    for (let level = 1; level <= 9; level++) {
      const path = [...Array.from({ length: level - 1 }, () => 'ul|ol > li'), `${tag} > li:fresh`].join(' > ');
      rules.push(`p:${kind}-list(${level}) => ${path}`);
    }
  }
  return rules;
}

/**
 * Word styles mammoth does not map by default: underline (it drops it otherwise), page breaks,
 * the title, quotes and captions, and Word's plain paragraph styles, which are not worth a note.
 */
export const STYLE_MAP = [
  ...listRules(),
  'u => u',
  "br[type='page'] => hr.page-break",
  // By name and by style id: documents written by other programs often name no style.
  "p[style-name='Title'] => h1.title:fresh",
  'p.Title => h1.title:fresh',
  'p.Subtitle => h2:fresh',
  'p.Quote => blockquote > p:fresh',
  'p.IntenseQuote => blockquote > p:fresh',
  'p.Caption => p.caption:fresh',
  "p[style-name='Subtitle'] => h2:fresh",
  "p[style-name='Quote'] => blockquote > p:fresh",
  "p[style-name='Intense Quote'] => blockquote > p:fresh",
  "p[style-name='Caption'] => p.caption:fresh",
  "p[style-name='List Paragraph'] => p:fresh",
  "p[style-name='No Spacing'] => p:fresh",
  "p[style-name='Body Text'] => p:fresh",
  "p[style-name='Default'] => p:fresh",
  "r[style-name='Emphasis'] => em",
  "r[style-name='Strong Emphasis'] => strong",
  "r[style-name='Subtle Emphasis'] => em",
  "r[style-name='Intense Emphasis'] => strong > em",
  'highlight => mark',
];

const IMAGE_SRC = /^wtp-image:(\d+)$/;

export function pictureType(bytes: Uint8Array): 'png' | 'jpeg' | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** "image/x-emf" → "EMF", for the note about pictures left out. */
export function formatName(contentType: string): string {
  const subtype = (contentType.split('/')[1] ?? '').replace(/^x-/, '').replace(/\+xml$/, '');
  return subtype === '' ? 'unknown format' : subtype.toUpperCase();
}

function arrayBufferOf(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.byteLength === bytes.byteLength && bytes.byteOffset === 0 ? (bytes.buffer as ArrayBuffer) : (bytes.slice().buffer as ArrayBuffer);
}

interface Picture {
  bytes: Uint8Array;
  contentType: string;
  size: { width: number; height: number } | null;
}

export async function readWordDocument(bytes: Uint8Array, name: string, deps: ReadDeps): Promise<ReadOutcome> {
  const inspection = inspectWordFile(bytes, name);
  if (!inspection.ok) return inspection;
  const mammoth = await deps.loadMammoth();
  const sizeOf = extentMatcher(inspection.extents);
  const pictures: Picture[] = [];
  const buffer = arrayBufferOf(bytes);
  let result: { value: string; messages: ConverterMessage[] };
  try {
    result = await mammoth.convertToHtml(
      // Browsers read { arrayBuffer }, Node reads { buffer }: one input serves both.
      { arrayBuffer: buffer, buffer },
      {
        styleMap: STYLE_MAP,
        convertImage: mammoth.images.imgElement(async (image) => {
          const data = new Uint8Array(await image.readAsArrayBuffer());
          pictures.push({ bytes: data, contentType: image.contentType ?? '', size: sizeOf(data.byteLength) });
          return { src: `wtp-image:${pictures.length - 1}` };
        }),
      },
    );
  } catch {
    return { ok: false, message: MESSAGES.damaged };
  }

  const images: (JobImage | null)[] = [];
  const skipped: string[] = [];
  for (const picture of pictures) {
    let data: Uint8Array | null = picture.bytes;
    let type = pictureType(data);
    if (!type && deps.rasterize) {
      data = await deps.rasterize(picture.bytes, picture.contentType, picture.size);
      type = data ? pictureType(data) : null;
    }
    if (!data || !type) {
      skipped.push(formatName(picture.contentType));
      images.push(null);
      continue;
    }
    images.push(picture.size ? { bytes: data, type, width: picture.size.width, height: picture.size.height } : { bytes: data, type });
  }

  const blocks = htmlToBlocks(result.value, {
    parse: deps.parse,
    image: (src) => {
      const match = IMAGE_SRC.exec(src);
      return match ? Number(match[1]) : null;
    },
  });
  return {
    ok: true,
    doc: { title: inspection.title, blocks, images, notes: conversionNotes({ messages: result.messages, skippedImages: skipped }), stats: documentStats(blocks) },
  };
}

/** mammoth itself, fetched once with the tool's first document; a failed fetch is tried again. */
let mammothModule: Promise<MammothLike> | null = null;
export function loadMammoth(): Promise<MammothLike> {
  if (!mammothModule) {
    mammothModule = import('mammoth').then((mod) => ((mod as { default?: unknown }).default ?? mod) as MammothLike);
    mammothModule.catch(() => {
      mammothModule = null;
    });
  }
  return mammothModule;
}

/** Longest side of a redrawn picture, in pixels. */
const MAX_RASTER = 3000;

/**
 * Redraws a picture the browser can decode (GIF, BMP, WebP, SVG, ICO) as PNG. SVG is drawn at
 * twice the size Word shows it, so it stays sharp when printed.
 */
export async function rasterizeInBrowser(bytes: Uint8Array, contentType: string, size: { width: number; height: number } | null): Promise<Uint8Array | null> {
  if (typeof document === 'undefined' || typeof Image === 'undefined') return null;
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: contentType || 'application/octet-stream' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    let width = image.naturalWidth;
    let height = image.naturalHeight;
    if (contentType.includes('svg') && size) {
      width = (size.width / 0.75) * 2;
      height = (size.height / 0.75) * 2;
    }
    if (!width || !height) return null;
    const scale = Math.min(1, MAX_RASTER / Math.max(width, height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return png ? new Uint8Array(await png.arrayBuffer()) : null;
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
