/**
 * Draws the PDF of a Word document with pdf-lib, given the engine (pdf-lib and fontkit). The
 * worker imports the engine statically (word-pdf.worker.ts); the page loads it on first use
 * where no worker can start. Works in Node too: the tests feed it fonts from disk.
 */
import type { PDFFont, PDFImage, PDFPage, RGB } from '@cantoo/pdf-lib';
import type { Engine } from '../text-to-pdf/draw';
import { mapGlyphsDirectly } from '../text-to-pdf/fastGlyphs';
import { footerLine } from '../text-to-pdf/logic';
import { pageGeometry, type Settings } from '../text-to-pdf/settings';
import { findMissing, hasAnyFont, splitByFont, type Coverage, type Segment } from './glyphs';
import { CELL_PADDING_X, CELL_PADDING_Y, flowDocument, type FlowContext, type FlowItem, type FontKey, type Fragment, type Ink, type RowItem } from './layout';
import type { Block } from './model';
import { addOutline, type OutlineEntry } from './outline';
import { paginate } from './paginate';
import { LINE_HEIGHT } from './setup';

export type { Engine } from '../text-to-pdf/draw';

export type FontBytes = Uint8Array | ArrayBuffer;

/** The DejaVu Sans styles; only regular is required, the others when the document uses them. */
export type WordFontBytes = { regular: FontBytes } & Partial<Record<Exclude<FontKey, 'regular'>, FontBytes>>;

export interface JobImage {
  bytes: Uint8Array;
  type: 'png' | 'jpeg';
  /** The size Word shows it at, in points, when the document says so. */
  width?: number;
  height?: number;
}

export interface WordPdfJob {
  blocks: Block[];
  /** By image index; null for pictures that cannot be drawn (a box stands in for them). */
  images: (JobImage | null)[];
  fonts: WordFontBytes;
  settings: Settings;
  /** The PDF's title (shown in a viewer's title bar). */
  title: string;
}

export interface WordPdfResult {
  bytes: Uint8Array;
  pageCount: number;
  /** Characters no font has, each drawn as a placeholder box. */
  missing: string[];
  missingCount: number;
  /** Pictures that were in the document but could not be drawn. */
  imagesNotShown: number;
}

export interface DrawOptions {
  /** 0..1, called between pages. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Lets the page paint between slices of drawing; the worker passes a no-op. */
  yieldToEventLoop?: () => Promise<void>;
  sliceMs?: number;
  /** Fixed dates make the output reproducible in tests. */
  date?: Date;
}

const defaultYield = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

function abortError(): Error {
  const error = new Error('PDF creation was cancelled.');
  error.name = 'AbortError';
  return error;
}

/** Italic drawn with an upright font leans by this much, about what DejaVu's oblique does. */
const SKEW_DEGREES = 11;
/** Pictures without a size in the document are shown at 96 pixels per inch, as Word does. */
const POINTS_PER_PIXEL = 0.75;

export async function drawWordPdf(engine: Engine, job: WordPdfJob, options: DrawOptions = {}): Promise<WordPdfResult> {
  const { onProgress, signal, yieldToEventLoop = defaultYield, sliceMs = 30, date } = options;
  const [{ PDFDocument, PDFHexString, PDFName, PDFNull, PDFNumber, PDFString, rgb, degrees }, fontkitModule] = engine;
  if (signal?.aborted) throw abortError();

  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkitModule.default);

  const fonts = new Map<FontKey, PDFFont>();
  const charsets = new Map<FontKey, Set<number>>();
  for (const key of ['regular', 'bold', 'italic', 'boldItalic'] as const) {
    const bytes = job.fonts[key];
    if (!bytes) continue;
    const font = await pdf.embedFont(bytes, { subset: true });
    mapGlyphsDirectly(font, (hex) => PDFHexString.of(hex));
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
  const missing = findMissing(job.blocks, hasAnyFont(coverage));

  const embedded: (PDFImage | null)[] = [];
  for (const image of job.images) {
    if (!image) {
      embedded.push(null);
      continue;
    }
    try {
      embedded.push(image.type === 'png' ? await pdf.embedPng(image.bytes) : await pdf.embedJpg(image.bytes));
    } catch {
      embedded.push(null);
    }
  }
  const imageSize = (index: number) => {
    const picture = embedded[index];
    if (!picture) return null;
    const given = job.images[index];
    if (given?.width && given.height && given.width > 0 && given.height > 0) return { width: given.width, height: given.height };
    return { width: picture.width * POINTS_PER_PIXEL, height: picture.height * POINTS_PER_PIXEL };
  };

  const geometry = pageGeometry(job.settings);
  const contentHeight = geometry.top - geometry.bottom;
  const ctx: FlowContext = {
    measure,
    bodySize: job.settings.fontSize,
    lineHeight: LINE_HEIGHT,
    imageSize,
    maxImageHeight: contentHeight,
    resolve,
  };
  const flow = flowDocument(job.blocks, geometry.textWidth, ctx);
  const layout = paginate(flow, contentHeight);
  if (signal?.aborted) throw abortError();

  const colors: Record<Ink, RGB> = { text: rgb(0.07, 0.07, 0.09), link: rgb(0.04, 0.3, 0.7), muted: rgb(0.3, 0.32, 0.37) };
  const borderColor = rgb(0.55, 0.57, 0.6);
  const headFill = rgb(0.93, 0.94, 0.95);
  const highlightFill = rgb(1, 0.93, 0.35);
  let imagesNotShown = 0;

  const drawFragment = (page: PDFPage, fragment: Fragment, x: number, baseline: number) => {
    const { style } = fragment;
    const y = baseline + (style.rise ?? 0);
    const color = colors[style.ink ?? 'text'];
    if (style.highlight) page.drawRectangle({ x, y: y - style.size * 0.24, width: fragment.width, height: style.size * 1.17, color: highlightFill });
    if (fragment.text.trim() !== '') {
      page.drawText(fragment.text, { x, y, size: style.size, font: fontOf(style.font), color, ...(style.skew ? { ySkew: degrees(SKEW_DEGREES) } : {}) });
    }
    const thickness = Math.max(0.5, style.size * 0.05);
    if (style.underline) page.drawLine({ start: { x, y: y - style.size * 0.13 }, end: { x: x + fragment.width, y: y - style.size * 0.13 }, thickness, color });
    if (style.strike) page.drawLine({ start: { x, y: y + style.size * 0.3 }, end: { x: x + fragment.width, y: y + style.size * 0.3 }, thickness, color });
    if (style.href && fragment.width > 0) {
      const link = pdf.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [x, y - style.size * 0.25, x + fragment.width, y + style.size * 0.95],
        Border: [0, 0, 0],
        A: { Type: 'Action', S: 'URI', URI: PDFString.of(style.href) },
      });
      page.node.addAnnot(pdf.context.register(link));
    }
  };

  const drawPlaceholder = (page: PDFPage, x: number, top: number, width: number, height: number, alt: string) => {
    page.drawRectangle({ x, y: top - height, width, height, borderColor, borderWidth: 0.75, borderDashArray: [3, 2], color: rgb(0.97, 0.97, 0.98) });
    const size = Math.min(9, height * 0.4);
    const label = alt ? `Picture not shown: ${alt}` : 'Picture not shown';
    let text = label;
    while (text.length > 1 && measure(text, 'regular', size) > width - 8) text = `${text.slice(0, -2)}…`;
    const parts = resolve(text, 'regular');
    let cursor = x + Math.max(4, (width - measure(text, 'regular', size)) / 2);
    for (const part of parts) {
      page.drawText(part.text, { x: cursor, y: top - height / 2 - size * 0.35, size, font: fontOf(part.font), color: colors.muted });
      cursor += measure(part.text, part.font, size);
    }
  };

  const drawRow = (page: PDFPage, row: RowItem, x0: number, top: number, closeTop: boolean, closeBottom: boolean) => {
    const bottom = top - row.height;
    for (const cell of row.cells) {
      const left = x0 + row.x + cell.x;
      const right = left + cell.width;
      if (cell.header) page.drawRectangle({ x: left, y: bottom, width: cell.width, height: row.height, color: headFill });
      const line = (x1: number, y1: number, x2: number, y2: number) =>
        page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: 0.6, color: borderColor });
      line(left, top, left, bottom);
      line(right, top, right, bottom);
      if (!cell.openTop || closeTop) line(left, top, right, top);
      if (!cell.openBottom || closeBottom) line(left, bottom, right, bottom);
      let y = top - CELL_PADDING_Y;
      for (const item of cell.items) {
        drawItem(page, item, left + CELL_PADDING_X, y);
        y -= item.height;
      }
    }
  };

  function drawItem(page: PDFPage, item: FlowItem, x0: number, top: number, edges = { first: false, last: false }) {
    switch (item.kind) {
      case 'line':
        for (const fragment of item.fragments) drawFragment(page, fragment, x0 + item.x + fragment.x, top - item.baseline);
        break;
      case 'image': {
        const picture = item.image === null ? null : embedded[item.image];
        if (picture) page.drawImage(picture, { x: x0 + item.x, y: top - item.height, width: item.width, height: item.height });
        else drawPlaceholder(page, x0 + item.x, top, item.width, item.height, item.alt);
        break;
      }
      case 'rule':
        page.drawLine({ start: { x: x0 + item.x, y: top - item.height / 2 }, end: { x: x0 + item.x + item.width, y: top - item.height / 2 }, thickness: 0.6, color: borderColor });
        break;
      case 'row':
        drawRow(page, item, x0, top, edges.first, edges.last);
        break;
      default:
        break;
    }
  }

  const countMissingImages = (items: readonly FlowItem[]) => {
    for (const item of items) {
      if (item.kind === 'image' && (item.image === null || !embedded[item.image])) imagesNotShown++;
      else if (item.kind === 'row') for (const cell of item.cells) countMissingImages(cell.items);
    }
  };
  countMissingImages(flow);

  const bookmarks: OutlineEntry[] = [];
  let sliceStart = Date.now();
  for (const [index, placed] of layout.entries()) {
    const page = pdf.addPage([geometry.width, geometry.height]);
    const rows = placed.filter((entry) => entry.item.kind === 'row');
    for (const entry of placed) {
      const edges = { first: entry === rows[0], last: entry === rows[rows.length - 1] };
      const top = geometry.top - entry.y;
      drawItem(page, entry.item, geometry.left, top, edges);
      if (entry.item.kind === 'line' && entry.item.outline) bookmarks.push({ ...entry.item.outline, page, top: Math.min(geometry.height, top + 4) });
    }
    if (Date.now() - sliceStart >= sliceMs) {
      onProgress?.(((index + 1) / layout.length) * 0.9);
      await yieldToEventLoop();
      if (signal?.aborted) throw abortError();
      sliceStart = Date.now();
    }
  }

  const pages = pdf.getPages();
  if (job.settings.pageNumbers) {
    const footerMeasure = (text: string) => measure(text, 'regular', geometry.footerSize);
    pages.forEach((page, index) => {
      const footer = footerLine(index, pages.length, geometry, footerMeasure);
      page.drawText(footer.text, { x: footer.x, y: footer.y, size: geometry.footerSize, font: regular, color: rgb(0.35, 0.36, 0.4) });
    });
  }

  addOutline({ PDFName, PDFHexString, PDFNull, PDFNumber }, pdf, bookmarks);
  if (job.title) pdf.setTitle(job.title, { showInWindowTitleBar: true });
  pdf.setCreator('ToolHub Word to PDF');
  pdf.setProducer('ToolHub (pdf-lib)');
  if (date) {
    pdf.setCreationDate(date);
    pdf.setModificationDate(date);
  }
  onProgress?.(0.9);
  await yieldToEventLoop();
  if (signal?.aborted) throw abortError();
  const bytes = await pdf.save({ objectsPerTick: 200 });
  onProgress?.(1);
  return { bytes, pageCount: pages.length, missing: missing.missing, missingCount: missing.count, imagesNotShown };
}
