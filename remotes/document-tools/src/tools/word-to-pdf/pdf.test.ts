/**
 * The whole conversion on a real .docx, in Node: written with the `docx` package, read with
 * mammoth, drawn with pdf-lib and the DejaVu fonts, then read back with pdf-lib and pdf.js.
 */
import { describe, expect, it } from 'vitest';
import * as pdfLib from '@cantoo/pdf-lib';
import * as fontkit from '@cantoo/fontkit';
import mammoth from 'mammoth';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readFontFile } from '../text-to-pdf/fontFiles.testutil';
import { parseSetup, DEFAULT_SETUP } from './setup';
import { readWordDocument, type MammothLike } from './convert';
import { drawWordPdf, type WordPdfJob } from './draw';
import type { WordFontBytes } from './embedded-fonts';
import { htmlParser, sampleDocx } from './fixtures.testutil';

const fonts: WordFontBytes = {
  regular: readFontFile('DejaVuSans.ttf'),
  bold: readFontFile('DejaVuSans-Bold.ttf'),
  italic: readFontFile('DejaVuSans-Oblique.ttf'),
  boldItalic: readFontFile('DejaVuSans-BoldOblique.ttf'),
};

function settingsOf(overrides = {}) {
  const parsed = parseSetup({ ...DEFAULT_SETUP, ...overrides });
  if (!parsed.ok) throw new Error('bad settings');
  return parsed.settings;
}

async function pdfOutline(bytes: Uint8Array): Promise<unknown> {
  const doc = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  type Item = { title: string; items: Item[]; dest: unknown };
  const outline = ((await doc.getOutline()) ?? []) as Item[];
  const simplify = (items: Item[]): unknown[] => items.map((item) => (item.items.length ? { [item.title]: simplify(item.items) } : item.title));
  const first = outline[0] ? await doc.getPageIndex((outline[0].dest as [{ num: number; gen: number }])[0]) : null;
  await doc.loadingTask.destroy();
  return { tree: simplify(outline), firstPage: first };
}

async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.loadingTask.destroy();
  return pages;
}

describe('Word to PDF, end to end', () => {
  it('converts a real .docx into a multi-page PDF with its text, lists, table and picture', async () => {
    const docx = await sampleDocx();
    const read = await readWordDocument(docx, 'Quarterly report.docx', { loadMammoth: async () => mammoth as unknown as MammothLike, parse: await htmlParser() });
    if (!read.ok) throw new Error(read.message);
    const { doc } = read;
    expect(doc.title).toBe('Quarterly Report Q3');
    expect(doc.blocks[0]).toEqual({ type: 'heading', level: 1, runs: [{ text: 'Quarterly Report' }] });
    expect(doc.stats).toMatchObject({ headings: 2, lists: 2, tables: 1, images: 1 });
    // The picture keeps the size Word shows it at (240 × 120 px = 180 × 90 pt).
    expect(doc.images).toHaveLength(1);
    expect(doc.images[0]).toMatchObject({ type: 'png', width: 180, height: 90 });

    const job: WordPdfJob = { blocks: doc.blocks, images: doc.images, fonts, settings: settingsOf(), title: 'Quarterly report' };
    const progress: number[] = [];
    const result = await drawWordPdf([pdfLib, fontkit], job, { yieldToEventLoop: async () => {}, onProgress: (p) => progress.push(p), sliceMs: 0 });
    expect(result.pageCount).toBeGreaterThanOrEqual(2);
    expect(result.missingCount).toBe(0);
    expect(result.imagesNotShown).toBe(0);
    expect(progress.at(-1)).toBe(1);

    const loaded = await pdfLib.PDFDocument.load(result.bytes);
    expect(loaded.getPageCount()).toBe(result.pageCount);
    const { width, height } = loaded.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(loaded.getTitle()).toBe('Quarterly report');

    const pages = await pdfText(result.bytes);
    const all = pages.join('\n');
    for (const text of ['Quarterly Report', 'bold italic words', 'Καλημέρα', 'κόσμε', 'Здравствуй', 'мир', 'Apples', 'Green pears', 'First step', 'A sub-step', 'Region', 'Sales', 'Growth', 'North', '1200', '4%', 'Closing words']) {
      expect(all).toContain(text);
    }
    // List markers, page numbers and the heading on page 1.
    expect(pages[0]).toContain('Quarterly Report');
    expect(pages[0]).toMatch(/1\.\s*First step/);
    expect(pages[0]).toMatch(/a\.\s*A sub-step/);
    expect(pages[0]).toContain('•');
    expect(pages[0]).toContain(`Page 1 of ${result.pageCount}`);
    // Headings become bookmarks, nested by level.
    expect(await pdfOutline(result.bytes)).toEqual({ tree: [{ 'Quarterly Report': ['Closing words'] }], firstPage: 0 });
    // The link is clickable.
    const annots = loaded.getPage(0).node.Annots();
    expect(annots?.size()).toBeGreaterThan(0);
  });

  it('follows the page setup: Letter landscape, no page numbers', async () => {
    const docx = await sampleDocx({ paragraphs: 3 });
    const read = await readWordDocument(docx, 'short.docx', { loadMammoth: async () => mammoth as unknown as MammothLike, parse: await htmlParser() });
    if (!read.ok) throw new Error(read.message);
    const result = await drawWordPdf(
      [pdfLib, fontkit],
      { blocks: read.doc.blocks, images: read.doc.images, fonts, settings: settingsOf({ size: 'letter', orientation: 'landscape', pageNumbers: '0' }), title: 'short' },
      { yieldToEventLoop: async () => {} },
    );
    const loaded = await pdfLib.PDFDocument.load(result.bytes);
    const { width, height } = loaded.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([792, 612]);
    expect((await pdfText(result.bytes)).join(' ')).not.toContain('Page 1 of');
  });

  it('reports characters no font has and boxes them; draws an unreadable picture as a labelled box', async () => {
    const job: WordPdfJob = {
      blocks: [
        { type: 'paragraph', runs: [{ text: 'Kanji 中文 and あ', italic: true }] },
        { type: 'image', image: 0, alt: 'Logo' },
      ],
      images: [{ bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), type: 'png' }],
      fonts: { regular: fonts.regular, bold: fonts.bold },
      settings: settingsOf(),
      title: '',
    };
    const result = await drawWordPdf([pdfLib, fontkit], job, { yieldToEventLoop: async () => {} });
    expect(result.missing).toEqual(['中', '文', 'あ']);
    expect(result.missingCount).toBe(3);
    expect(result.imagesNotShown).toBe(1);
    const text = (await pdfText(result.bytes)).join(' ');
    expect(text).toContain('Kanji');
    expect(text).toContain('Picture not shown: Logo');
  });
});
