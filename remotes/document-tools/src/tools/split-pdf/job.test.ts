import { describe, expect, it } from 'vitest';
import * as pdfLib from '@cantoo/pdf-lib';
import { unzipSync } from 'fflate';
import { corruptPdf, documentTitle, makePdf, numberedPdf, pageFacts, pageTexts } from '../../pdf-ui/fixtures.testutil';
import { parsePageRanges } from '../../pdf-ui/pageRanges';
import { splitPdf, type SplitInput } from './job';
import { planSplit, type SplitSpec } from './logic';

async function input(bytes: Uint8Array, spec: SplitSpec | string, pageCount: number, extra: Partial<SplitInput> = {}): Promise<SplitInput> {
  let resolved: SplitSpec;
  if (typeof spec === 'string') {
    const parsed = parsePageRanges(spec, pageCount);
    if (!parsed.ok) throw new Error(parsed.errors.join(' '));
    resolved = { mode: 'ranges', ranges: parsed.ranges, output: 'one' };
  } else resolved = spec;
  const plan = planSplit(resolved, pageCount, 'report.pdf');
  return { name: 'report.pdf', bytes, parts: plan.parts, archiveName: plan.archiveName, ...extra };
}

describe('splitPdf', () => {
  it('takes "1-3,5" out as one PDF with those pages', async () => {
    const source = await numberedPdf('P', 10);
    const result = await splitPdf(pdfLib, await input(source, '1-3,5', 10));
    expect(result.kind).toBe('pdf');
    expect(result.fileName).toBe('report-pages-1-3_5.pdf');
    expect(await pageTexts(result.bytes)).toEqual(['P1', 'P2', 'P3', 'P5']);
    expect(await documentTitle(result.bytes)).toBe('report-pages-1-3_5');
    expect(result.files).toEqual([{ name: 'report-pages-1-3_5.pdf', pageCount: 4, size: result.bytes.byteLength }]);
  });

  it('keeps the order typed and page sizes and rotation', async () => {
    const source = await makePdf([{ text: 'One', size: [300, 400] }, { text: 'Two', size: [612, 792], rotation: 90 }, { text: 'Three' }]);
    const result = await splitPdf(pdfLib, await input(source, '3,2,1', 3));
    expect(await pageTexts(result.bytes)).toEqual(['Three', 'Two', 'One']);
    expect(await pageFacts(result.bytes)).toEqual([
      { size: [595, 842], rotation: 0 },
      { size: [612, 792], rotation: 90 },
      { size: [300, 400], rotation: 0 },
    ]);
  });

  it('makes a PDF per range, in a ZIP', async () => {
    const source = await numberedPdf('P', 10);
    const parsed = parsePageRanges('1-3,5,8-', 10);
    if (!parsed.ok) throw new Error('bad ranges');
    const plan = planSplit({ mode: 'ranges', ranges: parsed.ranges, output: 'each' }, 10, 'report.pdf');
    const progress: number[] = [];
    const result = await splitPdf(pdfLib, { name: 'report.pdf', bytes: source, parts: plan.parts, archiveName: plan.archiveName }, { onProgress: (p) => progress.push(p) });
    expect(result.kind).toBe('zip');
    expect(result.fileName).toBe('report-split.zip');
    const files = unzipSync(result.bytes);
    expect(Object.keys(files)).toEqual(['report-pages-1-3.pdf', 'report-page-5.pdf', 'report-pages-8-10.pdf']);
    expect(await pageTexts(files['report-pages-1-3.pdf']!)).toEqual(['P1', 'P2', 'P3']);
    expect(await pageTexts(files['report-page-5.pdf']!)).toEqual(['P5']);
    expect(await pageTexts(files['report-pages-8-10.pdf']!)).toEqual(['P8', 'P9', 'P10']);
    expect(result.files.map((file) => [file.name, file.pageCount, file.size])).toEqual([
      ['report-pages-1-3.pdf', 3, files['report-pages-1-3.pdf']!.byteLength],
      ['report-page-5.pdf', 1, files['report-page-5.pdf']!.byteLength],
      ['report-pages-8-10.pdf', 3, files['report-pages-8-10.pdf']!.byteLength],
    ]);
    expect(progress.at(-1)).toBe(1);
  });

  it('splits every page and every 2 pages', async () => {
    const source = await numberedPdf('P', 5);
    const pages = unzipSync((await splitPdf(pdfLib, await input(source, { mode: 'pages' }, 5))).bytes);
    expect(Object.keys(pages)).toEqual(['report-page-1.pdf', 'report-page-2.pdf', 'report-page-3.pdf', 'report-page-4.pdf', 'report-page-5.pdf']);
    for (const [index, name] of Object.keys(pages).entries()) expect(await pageTexts(pages[name]!)).toEqual([`P${index + 1}`]);
    const pairs = unzipSync((await splitPdf(pdfLib, await input(source, { mode: 'chunks', size: 2 }, 5))).bytes);
    expect(Object.keys(pairs)).toEqual(['report-pages-1-2.pdf', 'report-pages-3-4.pdf', 'report-page-5.pdf']);
    expect(await pageTexts(pairs['report-pages-3-4.pdf']!)).toEqual(['P3', 'P4']);
  });

  it('opens an encrypted PDF with its password; the parts are not encrypted', async () => {
    const secret = await makePdf([{ text: 'S1' }, { text: 'S2' }, { text: 'S3' }], { userPassword: 'pw' });
    const result = await splitPdf(pdfLib, await input(secret, '2-', 3, { password: 'pw' }));
    expect(await pageTexts(result.bytes)).toEqual(['S2', 'S3']);
    expect((await pdfLib.PDFDocument.load(result.bytes)).isEncrypted).toBe(false);
    await expect(splitPdf(pdfLib, await input(secret, '1', 3))).rejects.toThrow('“report.pdf”: This PDF is password-protected. Enter its password to open it.');
    await expect(splitPdf(pdfLib, await input(secret, '1', 3, { password: 'no' }))).rejects.toThrow('“report.pdf”: That password is not right for this PDF. Try again.');
  });

  it('says what is wrong with a damaged file', async () => {
    await expect(splitPdf(pdfLib, await input(corruptPdf(), '1', 1))).rejects.toThrow(
      '“report.pdf”: This PDF is damaged and could not be read. Try re-saving it from the program that made it.',
    );
    await expect(splitPdf(pdfLib, { name: 'report.pdf', bytes: await numberedPdf('P', 1), parts: [], archiveName: null })).rejects.toThrow('There is nothing to split out.');
  });

  it('stops when cancelled on the page', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(splitPdf(pdfLib, await input(await numberedPdf('P', 3), { mode: 'pages' }, 3), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
