import { describe, expect, it, vi } from 'vitest';
import mammoth from 'mammoth';
import { formatName, pictureType, readWordDocument, STYLE_MAP, type MammothLike } from './convert';
import { htmlParser, makePng, sampleDocx } from './fixtures.testutil';
import { MESSAGES } from './inspect';

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const gif = new TextEncoder().encode('GIF89a....');
const emf = new Uint8Array([1, 0, 0, 0, 0x6c, 0, 0, 0]);

/** A stand-in for mammoth that "finds" the given pictures and returns fixed HTML. */
function fakeMammoth(pictures: { bytes: Uint8Array; contentType: string }[], messages: { type: 'warning'; message: string }[] = []): MammothLike {
  return {
    images: { imgElement: (convert) => convert },
    async convertToHtml(_input, options) {
      const convert = (options as { convertImage: (image: unknown) => Promise<{ src: string }> }).convertImage;
      const tags: string[] = [];
      for (const picture of pictures) {
        const { src } = await convert({ contentType: picture.contentType, readAsArrayBuffer: async () => picture.bytes.slice().buffer });
        tags.push(`<p><img src="${src}" alt="pic"></p>`);
      }
      return { value: `<h1>Doc</h1>${tags.join('')}`, messages };
    },
  };
}

describe('readWordDocument', () => {
  it('keeps PNG and JPEG pictures, redraws others the browser can decode, leaves out the rest', async () => {
    const docx = await sampleDocx({ paragraphs: 1 });
    const rasterize = vi.fn(async (bytes: Uint8Array, _type: string, _size: unknown) => (bytes === gifCopy ? makePng(2, 2) : null));
    let gifCopy: Uint8Array | null = null;
    const fake = fakeMammoth([
      { bytes: makePng(4, 4), contentType: 'image/png' },
      { bytes: jpeg, contentType: 'image/jpeg' },
      { bytes: gif, contentType: 'image/gif' },
      { bytes: emf, contentType: 'image/x-emf' },
    ]);
    const read = await readWordDocument(docx, 'pics.docx', {
      loadMammoth: async () => fake,
      parse: await htmlParser(),
      rasterize: async (bytes, type, size) => {
        if (type === 'image/gif') gifCopy = bytes;
        return rasterize(bytes, type, size);
      },
    });
    if (!read.ok) throw new Error(read.message);
    expect(read.doc.images.map((image) => image?.type ?? null)).toEqual(['png', 'jpeg', 'png', null]);
    expect(rasterize).toHaveBeenCalledTimes(2);
    expect(read.doc.notes).toEqual(['1 picture (EMF) could not be included and is shown as an empty box. Save it as PNG or JPEG in Word to include it.']);
    expect(read.doc.blocks.filter((block) => block.type === 'image')).toEqual([0, 1, 2, 3].map((image) => ({ type: 'image', image, alt: 'pic' })));
    expect(read.doc.stats.images).toBe(4);
  });

  it('answers the first look’s message without loading mammoth', async () => {
    const loadMammoth = vi.fn();
    expect(await readWordDocument(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'old.doc', { loadMammoth })).toEqual({ ok: false, message: MESSAGES.oldDoc });
    expect(loadMammoth).not.toHaveBeenCalled();
  });

  it('calls a document mammoth cannot read damaged', async () => {
    const broken: MammothLike = { images: mammoth.images as unknown as MammothLike['images'], convertToHtml: () => Promise.reject(new Error('Could not find main document part')) };
    expect(await readWordDocument(await sampleDocx({ paragraphs: 1 }), 'x.docx', { loadMammoth: async () => broken })).toEqual({ ok: false, message: MESSAGES.damaged });
  });

  it('gives a page break, the title, a quote and underline with the real mammoth', async () => {
    const docx = await import('docx');
    const { Document, Packer, Paragraph, TextRun, PageBreak, HeadingLevel } = docx;
    const file = new Uint8Array(
      await Packer.toBuffer(
        new Document({
          sections: [
            {
              children: [
                new Paragraph({ text: 'The Title', heading: HeadingLevel.TITLE }),
                new Paragraph({ children: [new TextRun({ text: 'under', underline: {} }), new PageBreak(), new TextRun('next')] }),
                new Paragraph({ text: 'Wise words', style: 'Quote' }),
              ],
            },
          ],
        }),
      ),
    );
    const read = await readWordDocument(file, 'x.docx', { loadMammoth: async () => mammoth as unknown as MammothLike, parse: await htmlParser() });
    if (!read.ok) throw new Error(read.message);
    expect(read.doc.blocks).toEqual([
      { type: 'heading', level: 0, runs: [{ text: 'The Title' }] },
      { type: 'paragraph', runs: [{ text: 'under', underline: true }] },
      { type: 'pageBreak' },
      { type: 'paragraph', runs: [{ text: 'next' }] },
      { type: 'paragraph', variant: 'quote', runs: [{ text: 'Wise words' }] },
    ]);
    expect(read.doc.notes).toEqual([]);
  });

  it('maps lists to nine levels before the List Paragraph rule', () => {
    expect(STYLE_MAP[0]).toBe('p:unordered-list(1) => ul > li:fresh');
    expect(STYLE_MAP).toContain('p:ordered-list(9) => ul|ol > li > ul|ol > li > ul|ol > li > ul|ol > li > ul|ol > li > ul|ol > li > ul|ol > li > ul|ol > li > ol > li:fresh');
    expect(STYLE_MAP.indexOf("p[style-name='List Paragraph'] => p:fresh")).toBeGreaterThan(17);
  });
});

describe('picture formats', () => {
  it.each([
    [makePng(1, 1), 'png'],
    [jpeg, 'jpeg'],
    [gif, null],
    [new Uint8Array(), null],
  ])('%#: sniffs %s', (bytes, type) => expect(pictureType(bytes)).toBe(type));

  it.each([
    ['image/x-emf', 'EMF'],
    ['image/x-wmf', 'WMF'],
    ['image/svg+xml', 'SVG'],
    ['image/tiff', 'TIFF'],
    ['', 'unknown format'],
  ])('names %s as %s', (type, name) => expect(formatName(type)).toBe(name));
});
