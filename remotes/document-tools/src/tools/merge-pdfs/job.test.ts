import { describe, expect, it } from 'vitest';
import * as pdfLib from '@cantoo/pdf-lib';
import { corruptPdf, documentTitle, inheritedAttributesPdf, makePdf, numberedPdf, pageFacts, pageTexts } from '../../pdf-ui/fixtures.testutil';
import { mergePdfs, type MergeSource } from './job';

const A4: [number, number] = [595, 842];
const LETTER: [number, number] = [612, 792];
const SMALL: [number, number] = [300, 400];

async function threeSources(): Promise<MergeSource[]> {
  return [
    { name: 'a.pdf', bytes: await numberedPdf('A', 2, A4), pages: null },
    { name: 'b.pdf', bytes: await numberedPdf('B', 3, LETTER), pages: null },
    { name: 'c.pdf', bytes: await numberedPdf('C', 5, SMALL), pages: null },
  ];
}

describe('mergePdfs', () => {
  it('puts every page of each PDF in order, keeping page sizes, and titles the result', async () => {
    const progress: number[] = [];
    const result = await mergePdfs(pdfLib, { sources: await threeSources(), title: 'Binder' }, { onProgress: (fraction) => progress.push(fraction) });
    expect(result.pageCount).toBe(10);
    expect(await pageTexts(result.bytes)).toEqual(['A1', 'A2', 'B1', 'B2', 'B3', 'C1', 'C2', 'C3', 'C4', 'C5']);
    expect((await pageFacts(result.bytes)).map((page) => page.size)).toEqual([A4, A4, LETTER, LETTER, LETTER, SMALL, SMALL, SMALL, SMALL, SMALL]);
    expect(await documentTitle(result.bytes)).toBe('Binder');
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('takes the chosen pages of each file, in the order chosen, repeats included', async () => {
    const [a, b, c] = await threeSources();
    const result = await mergePdfs(pdfLib, { sources: [{ ...c!, pages: [5, 1] }, a!, { ...b!, pages: [2, 2] }], title: 'x' });
    expect(await pageTexts(result.bytes)).toEqual(['C5', 'C1', 'A1', 'A2', 'B2', 'B2']);
  });

  it('keeps rotation, including size and rotation a page inherits from its page tree', async () => {
    const rotated = await makePdf([{ text: 'R', size: [400, 200], rotation: 90 }, { text: 'S', rotation: 180 }]);
    const result = await mergePdfs(pdfLib, {
      sources: [
        { name: 'rotated.pdf', bytes: rotated, pages: null },
        { name: 'inherited.pdf', bytes: inheritedAttributesPdf(), pages: null },
      ],
      title: 'x',
    });
    expect(await pageFacts(result.bytes)).toEqual([
      { size: [400, 200], rotation: 90 },
      { size: A4, rotation: 180 },
      { size: [200, 500], rotation: 270 },
    ]);
  });

  it('opens an encrypted PDF with its password and writes the result without encryption', async () => {
    const secret = await makePdf([{ text: 'Secret1' }, { text: 'Secret2' }], { userPassword: 'open sesame' });
    const result = await mergePdfs(pdfLib, {
      sources: [
        { name: 'plain.pdf', bytes: await numberedPdf('P', 1), pages: null },
        { name: 'secret.pdf', bytes: secret, password: 'open sesame', pages: null },
      ],
      title: 'x',
    });
    expect(await pageTexts(result.bytes)).toEqual(['P1', 'Secret1', 'Secret2']);
    expect((await pdfLib.PDFDocument.load(result.bytes)).isEncrypted).toBe(false);
  });

  it('names the file whose password is missing or wrong', async () => {
    const secret = await makePdf([{ text: 'S' }], { userPassword: 'pw' });
    const plain = { name: 'plain.pdf', bytes: await numberedPdf('P', 1), pages: null };
    await expect(mergePdfs(pdfLib, { sources: [plain, { name: 'secret.pdf', bytes: secret, pages: null }], title: 'x' })).rejects.toThrow(
      '“secret.pdf”: This PDF is password-protected. Enter its password to open it.',
    );
    await expect(mergePdfs(pdfLib, { sources: [plain, { name: 'secret.pdf', bytes: secret, password: 'nope', pages: null }], title: 'x' })).rejects.toThrow(
      '“secret.pdf”: That password is not right for this PDF. Try again.',
    );
  });

  it('names a damaged, empty or non-PDF file', async () => {
    const plain = { name: 'plain.pdf', bytes: await numberedPdf('P', 1), pages: null };
    const cases: [Uint8Array, string][] = [
      [corruptPdf(), '“bad.pdf”: This PDF is damaged and could not be read. Try re-saving it from the program that made it.'],
      [new Uint8Array(0), '“bad.pdf”: This file is empty.'],
      [new TextEncoder().encode('hello'), '“bad.pdf”: This file is not a PDF.'],
    ];
    for (const [bytes, message] of cases) {
      await expect(mergePdfs(pdfLib, { sources: [plain, { name: 'bad.pdf', bytes, pages: null }], title: 'x' })).rejects.toThrow(message);
    }
  });

  it('refuses a page the file does not have, and an empty list', async () => {
    await expect(mergePdfs(pdfLib, { sources: [{ name: 'a.pdf', bytes: await numberedPdf('A', 2), pages: [3] }], title: 'x' })).rejects.toThrow(
      '“a.pdf” has 2 pages; there is no page 3.',
    );
    await expect(mergePdfs(pdfLib, { sources: [], title: 'x' })).rejects.toThrow('There are no PDFs to merge.');
  });

  it('stops when cancelled on the page', async () => {
    const controller = new AbortController();
    const pending = mergePdfs(pdfLib, { sources: await threeSources(), title: 'x' }, { signal: controller.signal, onProgress: () => controller.abort() });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
