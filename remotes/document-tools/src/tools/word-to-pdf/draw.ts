/**
 * Draws the PDF of a Word document with pdf-lib, given the engine (pdf-lib and fontkit). The
 * worker imports the engine statically (word-pdf.worker.ts); the page loads it on first use
 * where no worker can start. Works in Node too: the tests feed it fonts from disk.
 */
import { abortError, defaultYield, type Engine, type RenderOptions, type RenderResult } from '../text-to-pdf/draw';
import { pageGeometry, type Settings } from '../text-to-pdf/settings';
import { drawItem } from './draw-item';
import { embedFonts, type WordFontBytes } from './embedded-fonts';
import { countImagesNotShown, embedImages, imageSizer, type JobImage } from './embedded-images';
import { findMissing, hasAnyFont } from './glyphs';
import { flowDocument } from './layout';
import type { FlowContext } from './layout-types';
import type { Block } from './model';
import { addOutline, type OutlineEntry } from './outline';
import { drawPageNumbers } from './page-numbers';
import { paginate } from './paginate';
import { createPalette, type Paint } from './paint';
import { LINE_HEIGHT } from './setup';

export type { Engine } from '../text-to-pdf/draw';

export interface WordPdfJob {
  blocks: Block[];
  /** By image index; null for pictures that cannot be drawn (a box stands in for them). */
  images: (JobImage | null)[];
  fonts: WordFontBytes;
  settings: Settings;
  /** The PDF's title (shown in a viewer's title bar). */
  title: string;
}

/** As text-to-pdf answers (`missing`: characters no font has), and the pictures left out. */
export interface WordPdfResult extends RenderResult {
  /** Pictures that were in the document but could not be drawn. */
  imagesNotShown: number;
}

/** The worker passes a no-op `yieldToEventLoop`; the page lets itself paint between slices. */
export type DrawOptions = Omit<RenderOptions, 'directGlyphs'>;

export async function drawWordPdf(engine: Engine, job: WordPdfJob, options: DrawOptions = {}): Promise<WordPdfResult> {
  const { onProgress, signal, yieldToEventLoop = defaultYield, sliceMs = 30, date } = options;
  const [lib, fontkitModule] = engine;
  const { PDFDocument, PDFHexString, PDFName, PDFNull, PDFNumber } = lib;
  if (signal?.aborted) throw abortError();

  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkitModule.default);

  const fonts = await embedFonts(lib, pdf, job.fonts);
  const missing = findMissing(job.blocks, hasAnyFont(fonts.coverage));
  const images = await embedImages(pdf, job.images);

  const geometry = pageGeometry(job.settings);
  const contentHeight = geometry.top - geometry.bottom;
  const ctx: FlowContext = {
    measure: fonts.measure,
    bodySize: job.settings.fontSize,
    lineHeight: LINE_HEIGHT,
    imageSize: imageSizer(images, job.images),
    maxImageHeight: contentHeight,
    resolve: fonts.resolve,
  };
  const flow = flowDocument(job.blocks, geometry.textWidth, ctx);
  const layout = paginate(flow, contentHeight);
  if (signal?.aborted) throw abortError();

  const paint: Paint = { lib, pdf, fonts, images, palette: createPalette(lib.rgb) };
  const imagesNotShown = countImagesNotShown(flow, images);

  const bookmarks: OutlineEntry[] = [];
  let sliceStart = Date.now();
  for (const [index, placed] of layout.entries()) {
    const page = pdf.addPage([geometry.width, geometry.height]);
    const rows = placed.filter((entry) => entry.item.kind === 'row');
    for (const entry of placed) {
      const edges = { first: entry === rows[0], last: entry === rows[rows.length - 1] };
      const top = geometry.top - entry.y;
      drawItem(paint, page, entry.item, geometry.left, top, edges);
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
  if (job.settings.pageNumbers) drawPageNumbers(lib, pages, geometry, fonts);

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
