/**
 * The whole conversion on real files, in Node: a PDF made with pdf-lib, read with pdf.js (the
 * legacy Node build, through the tool's own extract.ts), rebuilt and written with docx, then the
 * .docx opened as the zip it is.
 */
import { describe, expect, it } from 'vitest';
import * as docx from 'docx';
import { convert } from './convert';
import { textCoverage } from './coverage';
import { DEFAULT_OPTIONS } from './model';
import { drawnListPdf, LIST_ITEMS, LONG_PARAGRAPH, SECOND_PARAGRAPH, readDocx, readPdf, reportPdf, scannedPdf } from './testPdfs.testutil';

describe('PDF to Word on a real PDF', () => {
  it('keeps the title as Heading 1, joins the wrapped paragraph, makes a bulleted list and drops the footer', async () => {
    const { pages, title } = await readPdf(await reportPdf());
    expect(pages).toHaveLength(2);
    expect(title).toBe('Reading Room Guide');
    expect(textCoverage(pages)).toEqual({ textless: [], scanned: false, pictures: false });
    const result = await convert(docx, { pages, options: DEFAULT_OPTIONS, title, fileName: 'guide.pdf' });
    const { paragraphs, files } = await readDocx(result.blob);
    expect(paragraphs.map((p) => [p.style, p.numbered, p.text])).toEqual([
      ['Heading1', false, 'Reading Room Guide'],
      ['', false, LONG_PARAGRAPH],
      ['ListParagraph', true, LIST_ITEMS[0]],
      ['ListParagraph', true, LIST_ITEMS[1]],
      ['ListParagraph', true, LIST_ITEMS[2]],
      ['Heading2', false, 'Opening hours'],
      ['', false, SECOND_PARAGRAPH],
    ]);
    expect(files['word/numbering.xml']).toContain('w:val="bullet"');
    expect(files['docProps/core.xml']).toContain('<dc:title>Reading Room Guide</dc:title>');
    expect(files['docProps/core.xml']).toContain('<dc:creator>ToolHub PDF to Word</dc:creator>');
    expect(result.stats).toMatchObject({ pages: 2, paragraphs: 2, headings: 2, lists: 1, listItems: 3 });
    // The A4 page setup comes along.
    expect(files['word/document.xml']).toContain('w:w="11900" w:h="16840"');
  });

  it('keeps the footer and starts page 2 on a new Word page when asked', async () => {
    const { pages } = await readPdf(await reportPdf());
    const result = await convert(docx, { pages, options: { keepHeadersFooters: true, pageBreaks: true }, title: 'Guide', fileName: 'guide.pdf' });
    const { paragraphs, xml } = await readDocx(result.blob);
    const texts = paragraphs.map((p) => p.text);
    expect(texts.filter((text) => text.includes('City Library'))).toHaveLength(2);
    expect(xml.match(/<w:pageBreakBefore\/>/g)).toHaveLength(1);
    const breakAt = paragraphs.findIndex((p) => p.text === 'Opening hours');
    expect(xml.split('<w:pageBreakBefore/>')[1]).toContain('Opening hours');
    expect(breakAt).toBeGreaterThan(0);
  });

  it('reads bullets drawn as shapes (as browsers print them) from the real operator list', async () => {
    const { pages } = await readPdf(await drawnListPdf());
    expect(pages[0]!.shapes!.length).toBe(3);
    const result = await convert(docx, { pages, options: DEFAULT_OPTIONS, title: 'Packing', fileName: 'packing.pdf' });
    const { paragraphs, files } = await readDocx(result.blob);
    expect(paragraphs.map((p) => [p.style, p.numbered, p.text])).toEqual([
      ['Heading1', false, 'Packing list'],
      ['ListParagraph', true, 'Passport and tickets'],
      ['ListParagraph', true, 'Two warm jumpers'],
      ['ListParagraph', true, 'A good book'],
    ]);
    expect(files['word/numbering.xml']).toContain('w:val="bullet"');
  });

  it('warns about the scanned pages of a partly scanned PDF and converts the rest', async () => {
    const { pages } = await readPdf(await scannedPdf(4, [1, 3, 4]));
    expect(textCoverage(pages)).toEqual({ textless: [2], scanned: false, pictures: true });
    const result = await convert(docx, { pages, options: DEFAULT_OPTIONS, title: 'Mixed', fileName: 'mixed.pdf' });
    const { paragraphs } = await readDocx(result.blob);
    expect(paragraphs.map((p) => p.text)).toEqual(['Typed page 1 with enough text to be read as text.', 'Typed page 3 with enough text to be read as text.', 'Typed page 4 with enough text to be read as text.']);
  });

  it('says a PDF of page pictures is scanned', async () => {
    const { pages } = await readPdf(await scannedPdf(3));
    expect(pages.every((page) => page.hasImages && page.items.length === 0)).toBe(true);
    expect(textCoverage(pages)).toEqual({ textless: [1, 2, 3], scanned: true, pictures: true });
  });
});
