import { describe, expect, it } from 'vitest';
import * as pdfLib from '@cantoo/pdf-lib';
import { PDFDocument, PDFName, PDFRawStream, PDFRef, StandardFonts } from '@cantoo/pdf-lib';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pngFile } from '../../fixtures/png.testutil';
import { compressPdf, type CompressJob } from './compress';
import { fakeCodec, jpegShaped, photoPixels } from './fixtures.testutil';
import { readSettings, verdict } from './logic';

const balanced = readSettings({ level: 'balanced', q: '', dpi: '', grey: '', meta: '' });
const job = (bytes: Uint8Array, over: Partial<CompressJob['settings']> = {}, password?: string): CompressJob => ({ bytes, password, settings: { ...balanced, ...over } });

/** An A4 page with a full-width photo (PNG, 194 DPI), a JPEG shown small (720 DPI) and a PNG with transparency (144 DPI). */
let photoPdfBytes: Promise<Uint8Array> | null = null;
/** Made once: the tests only read it. */
function photoPdf(): Promise<Uint8Array> {
  photoPdfBytes ??= makePhotoPdf();
  return photoPdfBytes;
}

async function makePhotoPdf() {
  const doc = await PDFDocument.create();
  doc.setTitle('Holiday photos');
  doc.setAuthor('A. Person');
  const page = doc.addPage([595, 842]);
  const photo = await doc.embedPng(pngFile(1600, 1200, photoPixels(1600, 1200, 3), 3));
  page.drawImage(photo, { x: 0, y: 396, width: 595, height: 446 });
  const jpeg = await doc.embedJpg(jpegShaped(3000, 2000, 3, 400_000));
  page.drawImage(jpeg, { x: 20, y: 20, width: 300, height: 200 });
  const logo = await doc.embedPng(pngFile(400, 300, photoPixels(400, 300, 4), 4));
  page.drawImage(logo, { x: 350, y: 20, width: 200, height: 150 });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Holiday', { x: 40, y: 300, size: 24, font });
  return doc.save();
}

function imagesOf(doc: PDFDocument) {
  return doc.context
    .enumerateIndirectObjects()
    .filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
    .map(([ref, object]) => {
      const dict = (object as PDFRawStream).dict;
      const get = (key: string) => dict.lookup(PDFName.of(key));
      return { ref, filter: String(get('Filter')), width: Number(String(get('Width'))), height: Number(String(get('Height'))), smask: dict.get(PDFName.of('SMask')), size: (object as PDFRawStream).contents.length };
    });
}

describe('compressPdf', () => {
  it('recompresses and scales down the photos, keeps transparency, and writes a smaller PDF that opens', async () => {
    const input = await photoPdf();
    const codec = fakeCodec(0.1);
    const progress: number[] = [];
    const outcome = await compressPdf(pdfLib, job(input), codec, { onProgress: (fraction) => progress.push(fraction) });
    if (!outcome.ok) throw new Error(outcome.message);
    const { report, bytes } = outcome;

    expect(codec.calls).toEqual(
      expect.arrayContaining([
        { source: 'pixels', width: 1240, height: 930, quality: 0.7, grey: false },
        { source: 'jpeg', width: 625, height: 417, quality: 0.7, grey: false },
        { source: 'pixels', width: 400, height: 300, quality: 0.7, grey: false },
      ]),
    );
    expect(codec.calls).toHaveLength(3);
    expect(report.images).toEqual({ total: 3, recompressed: 3, resized: 2, skipped: {} });
    expect(report.pageCount).toBe(1);
    expect(report.changedPage).toBe(1);
    expect(report.signed).toBe(false);
    expect(report.size).toBe(bytes.length);
    expect(report.imageBytesAfter).toBeLessThan(report.imageBytesBefore);
    expect(verdict(input.length, bytes.length)).toMatchObject({ smaller: true });
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const out = await PDFDocument.load(bytes);
    expect(out.getPageCount()).toBe(1);
    expect(out.getPage(0).getSize()).toEqual({ width: 595, height: 842 });
    expect(out.getTitle()).toBe('Holiday photos');
    const images = imagesOf(out);
    const pictures = images.filter((image) => image.filter === '/DCTDecode');
    expect(pictures.map((image) => `${image.width}x${image.height}`).sort()).toEqual(['1240x930', '400x300', '625x417']);
    // The transparent picture keeps its soft mask, untouched and still lossless.
    const withMask = pictures.find((image) => image.width === 400)!;
    expect(withMask.smask).toBeInstanceOf(PDFRef);
    const mask = images.find((image) => image.ref === withMask.smask)!;
    expect(mask.filter).toBe('/FlateDecode');
    expect([mask.width, mask.height]).toEqual([400, 300]);

    // pdf.js reads it too (pages now sit in object streams).
    const viewer = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
    expect(viewer.numPages).toBe(1);
    const words = await (await viewer.getPage(1)).getTextContent();
    expect(words.items.map((item) => ('str' in item ? item.str : '')).join('')).toContain('Holiday');
    await viewer.loadingTask.destroy();
  });

  it('reports a text-only PDF that is already packed as not smaller', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.TimesRoman);
    for (let i = 0; i < 3; i += 1) doc.addPage().drawText(`Page ${i + 1}: nothing here but words.`, { x: 50, y: 700, size: 14, font });
    // Once through the compressor packs the page objects too; a second time finds nothing left to gain.
    const once = await compressPdf(pdfLib, job(await doc.save({ useObjectStreams: true })), fakeCodec());
    if (!once.ok) throw new Error(once.message);
    const outcome = await compressPdf(pdfLib, job(once.bytes), fakeCodec());
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.report.images.total).toBe(0);
    expect(outcome.report.pageCount).toBe(3);
    const result = verdict(once.bytes.length, outcome.bytes.length);
    expect(result.smaller).toBe(false);
    if (!result.smaller) expect(result.message).toMatch(/^This PDF is already well compressed: the result would be (the same size|.* bigger), so there is nothing to download\.$/);
  });

  it('keeps a picture when the new one would not be smaller enough', async () => {
    const input = await photoPdf();
    const codec = fakeCodec(5);
    const outcome = await compressPdf(pdfLib, job(input, { maxDpi: null }), codec);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.report.images).toEqual({ total: 3, recompressed: 0, resized: 0, skipped: { 'not-smaller': 3 } });
    const out = await PDFDocument.load(outcome.bytes);
    expect(imagesOf(out).filter((image) => image.filter === '/DCTDecode').map((image) => image.width)).toEqual([3000]);
  });

  it('greys colour pictures when asked, and does not scale without a limit', async () => {
    const codec = fakeCodec(0.1);
    const outcome = await compressPdf(pdfLib, job(await photoPdf(), { grayscale: true, maxDpi: null, quality: 40 }), codec);
    expect(outcome.ok).toBe(true);
    expect(codec.calls.map((call) => [call.width, call.grey, call.quality])).toEqual(
      expect.arrayContaining([
        [1600, true, 0.4],
        [3000, true, 0.4],
        [400, true, 0.4],
      ]),
    );
  });

  it('removes metadata when asked', async () => {
    const outcome = await compressPdf(pdfLib, job(await photoPdf(), { removeMetadata: true }), fakeCodec());
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.report.metadataRemoved).toBe(true);
    const out = await PDFDocument.load(outcome.bytes, { updateMetadata: false });
    expect(out.getTitle()).toBeUndefined();
    expect(out.getAuthor()).toBeUndefined();
    expect(out.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
  });

  it('skips what it cannot reproduce, packs uncompressed streams losslessly and drops unused objects', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([300, 300]);
    const context = doc.context;
    // A CMYK picture stored uncompressed: left as a picture, but packed without loss.
    const cmyk = context.register(
      context.stream(new Uint8Array(200 * 200 * 4).fill(7), { Type: 'XObject', Subtype: 'Image', Width: 200, Height: 200, ColorSpace: 'DeviceCMYK', BitsPerComponent: 8 }),
    );
    // A tiny grey picture: not worth the work.
    const tiny = context.register(context.stream(new Uint8Array(16 * 16).fill(9), { Type: 'XObject', Subtype: 'Image', Width: 16, Height: 16, ColorSpace: 'DeviceGray', BitsPerComponent: 8 }));
    // A 1-bit scan.
    const scan = context.register(context.stream(new Uint8Array(1000), { Type: 'XObject', Subtype: 'Image', Width: 80, Height: 100, ColorSpace: 'DeviceGray', BitsPerComponent: 1, Filter: 'FlateDecode' }));
    page.node.setXObject(PDFName.of('C'), cmyk);
    page.node.setXObject(PDFName.of('T'), tiny);
    page.node.setXObject(PDFName.of('S'), scan);
    // Nothing refers to this one.
    context.register(context.stream(new Uint8Array(50_000).fill(1), {}));
    const input = await doc.save({ useObjectStreams: false });

    const outcome = await compressPdf(pdfLib, job(input), fakeCodec());
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.report.images).toEqual({ total: 3, recompressed: 0, resized: 0, skipped: { 'colour-space': 1, small: 1, bits: 1 } });
    expect(outcome.report.packedStreams).toBeGreaterThanOrEqual(2);
    expect(outcome.report.removedObjects).toBeGreaterThanOrEqual(1);
    expect(outcome.bytes.length).toBeLessThan(input.length / 10);
    const out = await PDFDocument.load(outcome.bytes);
    const packed = out.context.lookup(cmyk) as PDFRawStream;
    expect(packed.dict.lookup(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
    expect(pdfLib.decodePDFRawStream(packed).decode()).toEqual(new Uint8Array(200 * 200 * 4).fill(7));
  });

  it('leaves JPEGs whose inside disagrees with the PDF or that no browser decodes', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([300, 300]);
    const arithmetic = jpegShaped(2000, 1000, 3, 50_000);
    arithmetic[3] = 0xc9;
    const pictures = [
      [jpegShaped(2000, 1000, 4, 50_000), 'DeviceRGB'],
      [jpegShaped(2000, 1000, 3, 50_000), 'DeviceGray'],
      [arithmetic, 'DeviceRGB'],
      [new Uint8Array(50_000).fill(3), 'DeviceRGB'],
    ] as const;
    pictures.forEach(([bytes, space], index) => {
      const ref = doc.context.register(doc.context.stream(bytes, { Type: 'XObject', Subtype: 'Image', Width: 2000, Height: 1000, ColorSpace: space, BitsPerComponent: 8, Filter: 'DCTDecode' }));
      page.node.setXObject(PDFName.of(`J${index}`), ref);
    });
    const codec = fakeCodec();
    const outcome = await compressPdf(pdfLib, job(await doc.save()), codec);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.report.images.skipped).toEqual({ 'colour-space': 2, format: 1, unreadable: 1 });
    expect(codec.calls).toEqual([]);
  });

  it('undoes PNG predictors on a Flate picture', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([72, 72]);
    const width = 300;
    const height = 200;
    const pixels = photoPixels(width, height, 3);
    // Each row with the Up filter (2): the difference from the row above.
    const rows = new Uint8Array(height * (width * 3 + 1));
    for (let y = 0; y < height; y += 1) {
      rows[y * (width * 3 + 1)] = 2;
      for (let i = 0; i < width * 3; i += 1) rows[y * (width * 3 + 1) + 1 + i] = (pixels[y * width * 3 + i]! - (y > 0 ? pixels[(y - 1) * width * 3 + i]! : 0)) & 0xff;
    }
    const { zlibSync } = await import('fflate');
    const ref = doc.context.register(
      doc.context.stream(zlibSync(rows), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: width,
        Height: height,
        ColorSpace: 'DeviceRGB',
        BitsPerComponent: 8,
        Filter: 'FlateDecode',
        DecodeParms: { Predictor: 12, Colors: 3, Columns: width },
      }),
    );
    page.node.setXObject(PDFName.of('P'), ref);
    const seen: Uint8ClampedArray[] = [];
    const codec = fakeCodec(0.05);
    const spy = { encode: (...args: Parameters<typeof codec.encode>) => (args[0].kind === 'pixels' && seen.push(args[0].rgba), codec.encode(...args)) };
    const outcome = await compressPdf(pdfLib, job(await doc.save(), { maxDpi: null }), spy);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.report.images.recompressed).toBe(1);
    expect(Array.from(seen[0]!.subarray(0, 8))).toEqual([pixels[0], pixels[1], pixels[2], 255, pixels[3], pixels[4], pixels[5], 255]);
    const last = (width * height - 1) * 3;
    expect(Array.from(seen[0]!.subarray(-4))).toEqual([pixels[last], pixels[last + 1], pixels[last + 2], 255]);
  });

  it('scales pictures by how large they are drawn, through forms and annotations too', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595, 842]);
    const png = await doc.embedPng(pngFile(600, 600, photoPixels(600, 600, 3), 3));
    // Drawn 2 inches wide inside a form placed at half size: 1 inch, so 600 pixels is 600 DPI.
    const embedded = await doc.embedPage(await (async () => {
      const inner = await PDFDocument.create();
      const innerPage = inner.addPage([300, 300]);
      const innerPng = await inner.embedPng(pngFile(600, 600, photoPixels(600, 600, 3), 3));
      innerPage.drawImage(innerPng, { x: 0, y: 0, width: 144, height: 144 });
      const [copied] = await doc.copyPages(inner, [0]);
      return copied!;
    })());
    page.drawPage(embedded, { x: 0, y: 0, xScale: 0.5, yScale: 0.5 });
    page.drawImage(png, { x: 0, y: 400, width: 72, height: 72 });
    // A stamp whose appearance draws a third picture across its 500-unit box, fitted into a one-inch rectangle.
    const context = doc.context;
    const stampPicture = await doc.embedPng(pngFile(600, 600, photoPixels(600, 600, 3), 3));
    await doc.flush();
    const appearance = context.register(
      context.stream('q 500 0 0 500 0 0 cm /Im Do Q', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 500, 500], Resources: { XObject: { Im: stampPicture.ref } } }),
    );
    page.node.addAnnot(context.register(context.obj({ Type: 'Annot', Subtype: 'Stamp', Rect: [300, 300, 372, 372], AP: { N: appearance } })));
    const codec = fakeCodec(0.01);
    const outcome = await compressPdf(pdfLib, job(await doc.save(), { maxDpi: 100 }), codec);
    if (!outcome.ok) throw new Error(outcome.message);
    // All shown one inch wide at most: 100 pixels each. (Unseen, the stamp's would be taken as page-sized and kept.)
    expect(codec.calls.map((call) => call.width).sort()).toEqual([100, 100, 100]);
  });

  it('points the preview at the first page with a changed picture and notices signatures', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]);
    const second = doc.addPage([200, 200]);
    second.drawImage(await doc.embedPng(pngFile(400, 300, photoPixels(400, 300, 3), 3)), { x: 0, y: 0, width: 100, height: 75 });
    doc.catalog.set(PDFName.of('AcroForm'), doc.context.obj({ Fields: [], SigFlags: 3 }));
    const outcome = await compressPdf(pdfLib, job(await doc.save()), fakeCodec());
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.report).toMatchObject({ changedPage: 2, signed: true, pageCount: 2 });
  });

  it('writes a PDF/A-1 file without object streams, which that standard forbids', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([100, 100]);
    const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/" pdfaid:part="1" pdfaid:conformance="B"/></rdf:RDF></x:xmpmeta>';
    doc.catalog.set(PDFName.of('Metadata'), doc.context.register(doc.context.stream(xmp, { Type: 'Metadata', Subtype: 'XML' })));
    const input = await doc.save({ useObjectStreams: false });
    const outcome = await compressPdf(pdfLib, job(input), fakeCodec());
    if (!outcome.ok) throw new Error(outcome.message);
    const text = new TextDecoder('latin1').decode(outcome.bytes);
    expect(text).not.toContain('/ObjStm');
    expect(text).toContain('pdfaid:part="1"');
    expect((await PDFDocument.load(outcome.bytes)).getPageCount()).toBe(1);
  });

  it('asks for the password of an encrypted PDF, then opens it and writes it unlocked', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([300, 300]);
    page.drawImage(await doc.embedPng(pngFile(400, 300, photoPixels(400, 300, 3), 3)), { x: 0, y: 0, width: 300, height: 225 });
    doc.encrypt({ userPassword: 'secret', ownerPassword: 'owner' });
    const locked = await doc.save();

    expect(await compressPdf(pdfLib, job(locked), fakeCodec())).toMatchObject({ ok: false, problem: 'encrypted' });
    expect(await compressPdf(pdfLib, job(locked, {}, 'nope'), fakeCodec())).toMatchObject({ ok: false, problem: 'wrong-password' });
    const outcome = await compressPdf(pdfLib, job(locked, {}, 'secret'), fakeCodec());
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.report.images.recompressed).toBe(1);
    const out = await PDFDocument.load(outcome.bytes);
    expect(out.isEncrypted).toBe(false);
    expect(out.getPageCount()).toBe(1);
  });

  it.each([
    ['not a PDF', new TextEncoder().encode('hello, world'), 'not-pdf'],
    ['empty', new Uint8Array(), 'empty'],
    ['damaged', new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog'), 'corrupt'],
  ])('answers %s with a problem', async (_name, bytes, problem) => {
    const outcome = await compressPdf(pdfLib, job(bytes), fakeCodec());
    expect(outcome).toMatchObject({ ok: false, problem });
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(compressPdf(pdfLib, job(await photoPdf()), fakeCodec(), { signal: controller.signal })).rejects.toThrow('Cancelled.');
  });
});
