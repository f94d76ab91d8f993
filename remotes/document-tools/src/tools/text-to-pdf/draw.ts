/**
 * Draws a laid-out document with pdf-lib, given the engine (pdf-lib and fontkit). The page loads
 * the engine on first use (render.ts); the PDF worker imports it statically (pdf.worker.ts).
 * Works in the browser, in a worker and in Node (the tests feed font bytes from disk).
 */
import { footerLine, layoutPages, type Measure, type PlacedLine } from './logic';
import { pageGeometry, type Settings } from './settings';
import { normalizeText, PLACEHOLDER, replaceMissing } from './text';
import { mapGlyphsDirectly } from './fastGlyphs';

export interface FontBytes {
  regular: Uint8Array | ArrayBuffer;
  /** Only needed when the document has a title. */
  bold?: Uint8Array | ArrayBuffer;
}

export interface RenderOptions {
  /** 0..1, called between pages. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Lets the browser paint and handle input; tests pass a no-op. */
  yieldToEventLoop?: () => Promise<void>;
  /** Milliseconds of drawing between two yields. */
  sliceMs?: number;
  /** Map characters straight to glyphs (fast). Off only to compare with pdf-lib's own path in tests. */
  directGlyphs?: boolean;
  /** Fixed dates make the output reproducible in tests. */
  date?: Date;
}

export interface RenderResult {
  bytes: Uint8Array;
  pageCount: number;
  /** Characters the font has no glyph for, each drawn as a placeholder box. */
  missing: string[];
  missingCount: number;
}

/** Lets the page paint and handle input between slices of drawing (here and in word-to-pdf). */
export const defaultYield = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

/** What a cancelled drawing stops with (here and in word-to-pdf). */
export function abortError(): Error {
  const error = new Error('PDF creation was cancelled.');
  error.name = 'AbortError';
  return error;
}

/** Widths per character, cached: a megabyte of text has only a few hundred distinct characters. */
function cachedMeasure(width: (text: string) => number): Measure {
  const cache = new Map<string, number>();
  return (text) => {
    let total = 0;
    for (const char of text) {
      let w = cache.get(char);
      if (w === undefined) {
        w = width(char);
        cache.set(char, w);
      }
      total += w;
    }
    return total;
  };
}

export type Engine = [typeof import('@cantoo/pdf-lib'), typeof import('@cantoo/fontkit')];

export async function drawPdf(engine: Engine, text: string, settings: Settings, fonts: FontBytes, options: RenderOptions = {}): Promise<RenderResult> {
  const { onProgress, signal, yieldToEventLoop = defaultYield, sliceMs = 30, directGlyphs = true, date } = options;
  const [{ PDFDocument, PDFHexString, rgb }, fontkitModule] = engine;
  if (signal?.aborted) throw abortError();

  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkitModule.default);
  const body = await pdf.embedFont(fonts.regular, { subset: true });
  const titleFont = settings.title && fonts.bold ? await pdf.embedFont(fonts.bold, { subset: true }) : body;
  if (directGlyphs) {
    for (const font of new Set([body, titleFont])) mapGlyphsDirectly(font, (hex) => PDFHexString.of(hex));
  }

  const bodyChars = new Set(body.getCharacterSet());
  const placeholder = bodyChars.has(PLACEHOLDER.codePointAt(0) ?? 0) ? PLACEHOLDER : '?';
  const bodyText = replaceMissing(normalizeText(text), (cp) => bodyChars.has(cp), placeholder);
  const titleChars = titleFont === body ? bodyChars : new Set(titleFont.getCharacterSet());
  const titleText = replaceMissing(normalizeText(settings.title), (cp) => titleChars.has(cp), placeholder);
  const missing = [...new Set([...titleText.missing, ...bodyText.missing])];

  const geometry = pageGeometry(settings);
  const fontsForLayout = {
    body: cachedMeasure((t) => body.widthOfTextAtSize(t, geometry.bodySize)),
    title: cachedMeasure((t) => titleFont.widthOfTextAtSize(t, geometry.titleSize)),
  };
  const ink = rgb(0.07, 0.07, 0.09);

  let sliceStart = Date.now();
  for (const layout of layoutPages(bodyText.text, { ...settings, title: titleText.text }, fontsForLayout)) {
    const page = pdf.addPage([geometry.width, geometry.height]);
    // One drawText per run of same-role lines: they are evenly spaced, and pdf-lib's per-call
    // overhead, not the text itself, is what makes a large document slow.
    let run: PlacedLine[] = [];
    const flush = () => {
      const first = run[0];
      if (!first || run.every((line) => line.text.trim() === '')) {
        run = [];
        return;
      }
      const isTitle = first.role === 'title';
      page.drawText(run.map((line) => line.text).join('\n'), {
        x: first.x,
        y: first.y,
        size: isTitle ? geometry.titleSize : geometry.bodySize,
        lineHeight: isTitle ? geometry.titleAdvance : geometry.bodyAdvance,
        font: isTitle ? titleFont : body,
        color: ink,
      });
      run = [];
    };
    for (const line of layout.lines) {
      if (run[0] && run[0].role !== line.role) flush();
      run.push(line);
    }
    flush();
    if (Date.now() - sliceStart >= sliceMs) {
      onProgress?.(layout.progress * 0.9);
      await yieldToEventLoop();
      if (signal?.aborted) throw abortError();
      sliceStart = Date.now();
    }
  }

  const pages = pdf.getPages();
  if (settings.pageNumbers) {
    const footerMeasure = cachedMeasure((t) => body.widthOfTextAtSize(t, geometry.footerSize));
    pages.forEach((page, index) => {
      const footer = footerLine(index, pages.length, geometry, footerMeasure);
      page.drawText(footer.text, { x: footer.x, y: footer.y, size: geometry.footerSize, font: body, color: rgb(0.35, 0.36, 0.4) });
    });
  }

  if (settings.title) pdf.setTitle(settings.title, { showInWindowTitleBar: true });
  pdf.setCreator('ToolHub Text to PDF');
  if (date) {
    pdf.setCreationDate(date);
    pdf.setModificationDate(date);
  }
  pdf.setProducer('ToolHub (pdf-lib)');
  onProgress?.(0.9);
  await yieldToEventLoop();
  if (signal?.aborted) throw abortError();
  // objectsPerTick makes pdf-lib itself pause while writing a large file.
  const bytes = await pdf.save({ objectsPerTick: 200 });
  onProgress?.(1);
  return { bytes, pageCount: pages.length, missing, missingCount: titleText.count + bodyText.count };
}
