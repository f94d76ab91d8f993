import { describe, expect, it } from 'vitest';
import { PDFDict, PDFDocument, PDFName, PDFStream } from '@cantoo/pdf-lib';
import { readFontFile } from './fontFiles.testutil';
import { mapGlyphsDirectly } from './fastGlyphs';
import { loadEngine, renderPdf } from './render';
import { settings } from './settings.testutil';

const sans = { regular: readFontFile('DejaVuSans.ttf'), bold: readFontFile('DejaVuSans-Bold.ttf') };
const mono = { regular: readFontFile('DejaVuSansMono.ttf'), bold: readFontFile('DejaVuSansMono-Bold.ttf') };
const noYield = () => Promise.resolve();

const lines = (count: number) => Array.from({ length: count }, (_, i) => `Line ${i + 1}`).join('\n');

describe('renderPdf (pdf-lib + fontkit, real DejaVu fonts)', () => {
  it.each([
    ['one page', lines(10), settings(), 1],
    ['exactly one full page', lines(48), settings(), 1],
    ['one line over', lines(49), settings(), 2],
    ['with page numbers (47 a page)', lines(95), settings({ pageNumbers: true }), 3],
    ['landscape (32 a page)', lines(65), settings({ orientation: 'landscape' }), 3],
    ['form feeds', 'a\fb\fc', settings(), 3],
    ['empty text', '', settings({ title: 'Only a title' }), 1],
  ])('%s: the saved PDF loads back with the right page count', async (_name, text, s, expectedPages) => {
    const result = await renderPdf(text, s, sans, { yieldToEventLoop: noYield });
    const parsed = await PDFDocument.load(result.bytes);
    expect(result.pageCount).toBe(expectedPages);
    expect(parsed.getPageCount()).toBe(expectedPages);
  });

  it.each([
    ['A4 portrait', settings(), [595.28, 841.89]],
    ['A4 landscape', settings({ orientation: 'landscape' }), [841.89, 595.28]],
    ['Letter portrait', settings({ size: 'letter' }), [612, 792]],
    ['Letter landscape', settings({ size: 'letter', orientation: 'landscape' }), [792, 612]],
  ])('%s pages have the right size', async (_name, s, [width, height]) => {
    const result = await renderPdf('Size check', s, mono, { yieldToEventLoop: noYield });
    const page = (await PDFDocument.load(result.bytes)).getPage(0);
    expect(page.getWidth()).toBeCloseTo(width ?? 0, 1);
    expect(page.getHeight()).toBeCloseTo(height ?? 0, 1);
  });

  it('embeds subset fonts, draws Greek, Cyrillic and accents, and boxes what the font lacks', async () => {
    const text = 'Ωμέγα Привет Café naïve Łódź\r\n中文 and 🙂 here\ttabbed\r\n';
    const result = await renderPdf(text, settings({ title: 'Résumé 中', pageNumbers: true }), sans, { yieldToEventLoop: noYield });
    expect(result.missing).toEqual(['中', '文', '🙂']);
    expect(result.missingCount).toBe(4);
    const doc = await PDFDocument.load(result.bytes);
    expect(doc.getTitle()).toBe('Résumé 中');
    expect(doc.getPageCount()).toBe(1);
    const fontNames: string[] = [];
    for (const [, object] of doc.context.enumerateIndirectObjects()) {
      const dict = object instanceof PDFStream ? object.dict : object;
      if (dict instanceof PDFDict && dict.get(PDFName.of('FontFile2'))) fontNames.push(String(dict.get(PDFName.of('FontName'))));
    }
    // pdf-lib names each embedded subset after the font plus a random number.
    expect(fontNames.sort()).toEqual([expect.stringMatching(/^\/DejaVuSans-\d+$/), expect.stringMatching(/^\/DejaVuSans-Bold-\d+$/)]);
    // The full DejaVu Sans is ~750 KB: a small file proves the fonts were subset.
    expect(result.bytes.byteLength).toBeLessThan(120_000);
  });

  it('yields between pages, reports rising progress and can be cancelled', async () => {
    const progress: number[] = [];
    let yields = 0;
    const result = await renderPdf(lines(500), settings(), mono, {
      sliceMs: 0,
      onProgress: (p) => progress.push(p),
      yieldToEventLoop: () => {
        yields++;
        return Promise.resolve();
      },
    });
    expect(result.pageCount).toBe(11);
    expect(yields).toBeGreaterThanOrEqual(11);
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);

    const controller = new AbortController();
    const cancelled = renderPdf(lines(500), settings(), mono, {
      sliceMs: 0,
      signal: controller.signal,
      yieldToEventLoop: () => {
        controller.abort();
        return Promise.resolve();
      },
    });
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });

  it.each([
    ['DejaVu Sans', sans.regular],
    ['DejaVu Sans Mono', mono.regular],
  ])('puts the direct glyph mapping in place on the engine’s %s subset embedder', async (_name, bytes) => {
    const [{ PDFDocument: Engine, PDFHexString }, fontkitModule] = await loadEngine();
    const pdf = await Engine.create();
    pdf.registerFontkit(fontkitModule.default);
    const font = await pdf.embedFont(bytes, { subset: true });
    // false would mean the engine's internals changed and every line goes through the slow shaper.
    expect(mapGlyphsDirectly(font, (hex) => PDFHexString.of(hex))).toBe(true);
    expect(font.widthOfTextAtSize('Ωμέγα', 10)).toBeGreaterThan(0);
  });

  it('maps characters to the same glyphs as pdf-lib’s own shaping path', async () => {
    // No "fi"/"fl" pairs: those are the only places shaping would pick a ligature glyph.
    const text = 'Hello, world! Ωμέγα Привет Café Łódź 123 □\nSecond line with (brackets) & symbols €';
    const s = settings({ title: 'Same glyphs', pageNumbers: true });
    const date = new Date('2024-01-01T00:00:00Z');
    const fast = await renderPdf(text, s, sans, { yieldToEventLoop: noYield, date });
    const slow = await renderPdf(text, s, sans, { yieldToEventLoop: noYield, date, directGlyphs: false });
    expect(Buffer.from(fast.bytes).equals(Buffer.from(slow.bytes))).toBe(true);
  });

  it('renders a megabyte of text', async () => {
    const text = 'The quick brown fox jumps over the lazy dog; Съешь же ещё этих мягких булок.\n'.repeat(13_000);
    expect(text.length).toBeGreaterThan(1_000_000);
    const result = await renderPdf(text, settings({ pageNumbers: true }), sans, { yieldToEventLoop: noYield });
    expect(result.pageCount).toBe(Math.ceil(13_000 / 47));
    expect((await PDFDocument.load(result.bytes)).getPageCount()).toBe(result.pageCount);
  });
});
