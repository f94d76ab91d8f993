import { describe, expect, it } from 'vitest';
import * as pdfLib from '@cantoo/pdf-lib';
import { loadWithPdfLib } from './pdf-lib-load';
import { PDF_MESSAGES } from './problems';

async function makePdf(pages: number, encrypt?: { userPassword: string; ownerPassword: string }): Promise<Uint8Array> {
  const doc = await pdfLib.PDFDocument.create();
  for (let i = 0; i < pages; i += 1) doc.addPage([200 + i, 300]);
  if (encrypt) await doc.encrypt({ ...encrypt, permissions: { modifying: false } });
  return doc.save();
}

describe('loadWithPdfLib', () => {
  it('opens a plain PDF', async () => {
    const loaded = await loadWithPdfLib(pdfLib, await makePdf(3));
    expect(loaded.ok && loaded.doc.getPageCount()).toBe(3);
  });

  it('opens a PDF locked only against changes (empty user password) without asking', async () => {
    const loaded = await loadWithPdfLib(pdfLib, await makePdf(2, { userPassword: '', ownerPassword: 'owner' }));
    expect(loaded.ok && loaded.doc.getPageCount()).toBe(2);
  });

  it('asks for the password of an encrypted PDF, refuses a wrong one and opens with the right one', async () => {
    const bytes = await makePdf(2, { userPassword: 'sesame', ownerPassword: 'owner' });
    expect(await loadWithPdfLib(pdfLib, bytes)).toEqual({ ok: false, problem: 'encrypted', message: PDF_MESSAGES.encrypted });
    expect(await loadWithPdfLib(pdfLib, bytes, 'nope')).toEqual({ ok: false, problem: 'wrong-password', message: PDF_MESSAGES['wrong-password'] });
    const opened = await loadWithPdfLib(pdfLib, bytes, 'sesame');
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    // What is saved from it opens without a password.
    const again = await loadWithPdfLib(pdfLib, await opened.doc.save());
    expect(again.ok && again.doc.getPageCount()).toBe(2);
  });

  it.each([
    ['empty', new Uint8Array(0)],
    ['not-pdf', new TextEncoder().encode('PK\u0003\u0004 not a pdf')],
  ])('answers %s before parsing', async (problem, bytes) => {
    expect(await loadWithPdfLib(pdfLib, bytes)).toEqual({ ok: false, problem, message: PDF_MESSAGES[problem as 'empty'] });
  });

  it('answers a damaged file with a message, never a throw', async () => {
    const good = await makePdf(1);
    const cut = good.slice(0, Math.floor(good.length / 3));
    const loaded = await loadWithPdfLib(pdfLib, new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...cut.slice(9, 40)]));
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(Object.values(PDF_MESSAGES)).toContain(loaded.message);
  });
});
