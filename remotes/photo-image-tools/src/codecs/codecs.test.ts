import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseHexColor, parseOutputFormat, parseQuality, renameFor, sniffType, toHex, unreadableReason } from './formats';
import { crc32, exifOrientation, readExif, withUprightOrientation, writeExif } from './metadata';
import { buildIco, encodeBmp, encodeGif, flatten, hasTransparency, icoSizesFor, reduceColors, type Pixels } from './pixels';
import { batchFraction, looksLikeImage, savingsText, sizeChange, uniqueNames, type QueueItem } from './queue';
import { friendlyError } from './errors';

const bytes = (...values: number[]) => Uint8Array.from(values);

/** A minimal EXIF block (little-endian TIFF) with one orientation entry. */
function tiff(orientation: number, little = true): Uint8Array {
  const out = new Uint8Array(26);
  const view = new DataView(out.buffer);
  out.set(little ? [0x49, 0x49, 0x2a, 0x00] : [0x4d, 0x4d, 0x00, 0x2a]);
  view.setUint32(4, 8, little);
  view.setUint16(8, 1, little);
  view.setUint16(10, 0x0112, little);
  view.setUint16(12, 3, little);
  view.setUint32(14, 1, little);
  view.setUint16(18, orientation, little);
  return out;
}

const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9);

function png(): Uint8Array {
  const ihdr = new Uint8Array(25);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, 13);
  ihdr.set([0x49, 0x48, 0x44, 0x52], 4);
  view.setUint32(8, 2);
  view.setUint32(12, 2);
  view.setUint32(21, crc32(ihdr.subarray(4, 21)));
  const iend = bytes(0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82);
  return Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...ihdr, ...iend]);
}

/** A simple lossless WebP whose VP8L header says 3 × 5 pixels with alpha. */
function webpLossless(): Uint8Array {
  const bits = (3 - 1) | ((5 - 1) << 14) | (1 << 28);
  const data = bytes(0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff, 0, 0);
  const out = new Uint8Array(12 + 8 + data.length + 1);
  const view = new DataView(out.buffer);
  out.set([0x52, 0x49, 0x46, 0x46]);
  view.setUint32(4, out.length - 8, true);
  out.set([0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c], 8);
  view.setUint32(16, data.length, true);
  out.set(data, 20);
  return out;
}

const solid = (width: number, height: number, rgba: [number, number, number, number]): Pixels => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set(rgba, i);
  return { width, height, data };
};

describe('formats', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
    [[0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50], 'webp'],
    [[0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 'gif'],
    [[0x00, 0x00, 0x01, 0x00, 0x01, 0x00], 'ico'],
    [[0, 0, 0, 0x1c, ...Array.from('ftypavif').map((c) => c.charCodeAt(0)), 0, 0, 0, 0], 'avif'],
    [[0, 0, 0, 0x18, ...Array.from('ftypheic').map((c) => c.charCodeAt(0)), 0, 0, 0, 0], 'heic'],
    [Array.from('<svg xmlns="http://www.w3.org/2000/svg">').map((c) => c.charCodeAt(0)), 'svg'],
    [[0x49, 0x49, 0x2a, 0x00], 'tiff'],
    [Array.from('hello').map((c) => c.charCodeAt(0)), null],
    [[], null],
  ])('sniffs %j as %s', (input, expected) => {
    expect(sniffType(Uint8Array.from(input as number[]))).toBe(expected);
  });

  it('explains unreadable files in words', () => {
    expect(unreadableReason('heic')).toMatch(/HEIC\/HEIF photos cannot be read by this browser/);
    expect(unreadableReason(null)).toBe('This is not an image file, or it is damaged.');
    expect(unreadableReason('jpeg')).toBe('The image is damaged or incomplete and could not be decoded.');
  });

  it.each([
    ['holiday.PNG', 'jpeg', 'holiday.jpg'],
    ['a.b.c.webp', 'png', 'a.b.c.png'],
    ['.hidden', 'ico', '.hidden.ico'],
    ['dir/sub\\x:y?.jpg', 'avif', 'x_y_.avif'],
    ['', 'gif', 'image.gif'],
  ] as const)('renames %s to %s → %s', (name, format, expected) => {
    expect(renameFor(name, format)).toBe(expected);
  });

  it.each([
    ['ffffff', [255, 255, 255]],
    ['#f80', [255, 136, 0]],
    [' #00FF7f ', [0, 255, 127]],
  ])('reads the colour %s', (text, rgb) => {
    expect(parseHexColor(text)).toEqual({ rgb });
  });

  it.each(['', '12', '#12345', 'white', '#ggg'])('refuses the colour %j with a message', (text) => {
    expect(parseHexColor(text)).toEqual({ error: 'Enter a colour as #rrggbb, like #ffffff for white.' });
  });

  it('round-trips every colour through hex', () => {
    fc.assert(
      fc.property(fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })), (rgb) => {
        expect(parseHexColor(toHex(rgb))).toEqual({ rgb });
      }),
    );
  });

  it.each([
    ['85', 85],
    ['1', 1],
    ['100', 100],
    ['0', 75],
    ['101', 75],
    ['8.5', 75],
    ['', 75],
    ['abc', 75],
  ])('reads the quality %j as %d', (text, expected) => {
    expect(parseQuality(text, 75)).toBe(expected);
  });

  it('falls back to the default format for unknown values', () => {
    expect(parseOutputFormat('webp', 'jpeg')).toBe('webp');
    expect(parseOutputFormat('tiff', 'jpeg')).toBe('jpeg');
  });
});

describe('metadata', () => {
  it('copies EXIF into a JPEG after its JFIF segment and reads it back', () => {
    const block = tiff(6);
    const written = writeExif(JPEG, 'image/jpeg', block);
    expect(written).not.toBeNull();
    expect(Array.from(written!.subarray(0, 2))).toEqual([0xff, 0xd8]);
    expect(Array.from(written!.subarray(8, 10))).toEqual([0xff, 0xe1]);
    expect(readExif(written!)).toEqual(block);
    expect(readExif(JPEG)).toBeNull();
  });

  it('copies EXIF into a PNG as an eXIf chunk with a valid CRC', () => {
    const block = tiff(3, false);
    const written = writeExif(png(), 'image/png', block)!;
    expect(readExif(written)).toEqual(block);
    const at = 8 + 25;
    expect(String.fromCharCode(...written.subarray(at + 4, at + 8))).toBe('eXIf');
    const crc = new DataView(written.buffer).getUint32(at + 8 + block.length);
    expect(crc).toBe(crc32(written.subarray(at + 4, at + 8 + block.length)));
  });

  it('turns a simple WebP into an extended one with an EXIF chunk and the right canvas size', () => {
    const block = tiff(8);
    const written = writeExif(webpLossless(), 'image/webp', block)!;
    expect(String.fromCharCode(...written.subarray(12, 16))).toBe('VP8X');
    expect(written[20]! & 0x08).toBe(0x08);
    expect(written[20]! & 0x10).toBe(0x10);
    expect(written[24]! + 1).toBe(3);
    expect(written[27]! + 1).toBe(5);
    expect(new DataView(written.buffer).getUint32(4, true)).toBe(written.length - 8);
    expect(readExif(written)).toEqual(block);
  });

  it('does not write EXIF into a format that cannot hold it, or a block that is not TIFF', () => {
    expect(writeExif(JPEG, 'image/avif', tiff(1))).toBeNull();
    expect(writeExif(JPEG, 'image/jpeg', bytes(1, 2, 3))).toBeNull();
    expect(writeExif(JPEG, 'image/jpeg', Uint8Array.from([...tiff(1), ...new Uint8Array(70_000)]))).toBeNull();
  });

  it('resets the orientation to upright, in both byte orders, without touching the original', () => {
    for (const little of [true, false]) {
      const block = tiff(6, little);
      const upright = withUprightOrientation(block);
      expect(exifOrientation(upright)).toBe(1);
      expect(exifOrientation(block)).toBe(6);
    }
  });

  it('never throws on damaged files (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.constantFrom(JPEG, png(), webpLossless()), (noise, base) => {
        const damaged = Uint8Array.from([...base.subarray(0, 12), ...noise]);
        expect(() => readExif(damaged)).not.toThrow();
        expect(() => withUprightOrientation(noise)).not.toThrow();
        expect(() => writeExif(damaged, 'image/webp', tiff(1))).not.toThrow();
      }),
    );
  });

  it('reads back any EXIF block it writes, in every container (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), fc.boolean(), fc.constantFrom('image/jpeg', 'image/png', 'image/webp'), (extra, little, mime) => {
        const block = Uint8Array.from([...tiff(1, little), ...extra]);
        const file = mime === 'image/jpeg' ? JPEG : mime === 'image/png' ? png() : webpLossless();
        const written = writeExif(file, mime, block);
        expect(written).not.toBeNull();
        expect(readExif(written!)).toEqual(block);
      }),
    );
  });
});

describe('pixels', () => {
  it('flattens transparency onto the background and leaves opaque pixels alone', () => {
    const pixels: Pixels = { width: 3, height: 1, data: Uint8ClampedArray.from([10, 20, 30, 255, 0, 0, 0, 0, 255, 0, 0, 128]) };
    expect(hasTransparency(pixels)).toBe(true);
    const flat = flatten(pixels, [255, 255, 255]);
    expect(Array.from(flat.data)).toEqual([10, 20, 30, 255, 255, 255, 255, 255, 255, 127, 127, 255]);
    expect(hasTransparency(flat)).toBe(false);
  });

  it('writes a 24-bit BMP for opaque pictures, rows bottom-up and padded to 4 bytes', () => {
    const pixels: Pixels = { width: 1, height: 2, data: Uint8ClampedArray.from([255, 0, 0, 255, 0, 0, 255, 255]) };
    const bmp = encodeBmp(pixels);
    const view = new DataView(bmp.buffer);
    expect(String.fromCharCode(bmp[0]!, bmp[1]!)).toBe('BM');
    expect(view.getUint32(2, true)).toBe(bmp.length);
    expect(view.getUint16(28, true)).toBe(24);
    expect(bmp.length).toBe(54 + 4 * 2);
    // Bottom row first (blue, as BGR), then the top row (red).
    expect(Array.from(bmp.subarray(54, 57))).toEqual([255, 0, 0]);
    expect(Array.from(bmp.subarray(58, 61))).toEqual([0, 0, 255]);
  });

  it('writes a 32-bit BMP with alpha masks when the picture has transparency', () => {
    const bmp = encodeBmp(solid(2, 2, [1, 2, 3, 4]));
    const view = new DataView(bmp.buffer);
    expect(view.getUint16(28, true)).toBe(32);
    expect(view.getUint32(66, true)).toBe(0xff000000);
    expect(Array.from(bmp.subarray(122, 126))).toEqual([3, 2, 1, 4]);
  });

  it('packs PNG icons into an ICO directory, 256 written as 0', () => {
    const ico = buildIco([
      { size: 256, png: bytes(9, 9, 9) },
      { size: 16, png: bytes(1) },
    ]);
    const view = new DataView(ico.buffer);
    expect(view.getUint16(2, true)).toBe(1);
    expect(view.getUint16(4, true)).toBe(2);
    expect(ico[6]).toBe(16);
    expect(ico[22]).toBe(0);
    expect(view.getUint32(6 + 8, true)).toBe(1);
    expect(view.getUint32(6 + 12, true)).toBe(38);
    expect(Array.from(ico.subarray(39))).toEqual([9, 9, 9]);
  });

  it.each([
    [[256, 16, 32, 16], [16, 32, 256]],
    [[], [16, 32, 48, 256]],
    [[17, 1000], [16, 32, 48, 256]],
  ])('chooses icon sizes %j → %j', (chosen, expected) => {
    expect(icoSizesFor(chosen)).toEqual(expected);
  });

  it('reduces colours to at most the count asked for', () => {
    const data = new Uint8ClampedArray(64 * 4);
    for (let i = 0; i < 64; i++) data.set([i * 4, 255 - i * 4, (i * 37) % 256, 255], i * 4);
    const reduced = reduceColors({ width: 8, height: 8, data }, 4);
    const colours = new Set<string>();
    for (let i = 0; i < reduced.data.length; i += 4) colours.add(Array.from(reduced.data.subarray(i, i + 4)).join());
    expect(colours.size).toBeLessThanOrEqual(4);
  });

  it('writes a GIF89a with a transparent colour when the picture has transparency', () => {
    const gif = encodeGif(solid(4, 4, [0, 0, 0, 0]));
    expect(String.fromCharCode(...gif.subarray(0, 6))).toBe('GIF89a');
    expect(gif[gif.length - 1]).toBe(0x3b);
  });
});

describe('queue', () => {
  it.each([
    [1000, 580, '−42%'],
    [1000, 1080, '+8%'],
    [1000, 1000, 'same size'],
    [1000, 999, '−<1%'],
    [1000, 1001, '+<1%'],
    [0, 10, ''],
  ])('size change %d → %d is %s', (before, after, expected) => {
    expect(sizeChange(before, after)).toBe(expected);
  });

  it('says what was saved, or that the batch grew', () => {
    expect(savingsText(2048, 1024)).toBe('Saved 1 KB (50%): 2 KB → 1 KB');
    expect(savingsText(1024, 2048)).toBe('1 KB larger (+100%): 1 KB → 2 KB');
    expect(savingsText(1024, 1024)).toBe('No change in size: 1 KB');
  });

  it('gives each ZIP entry a name of its own, ignoring case', () => {
    expect(uniqueNames(['a.jpg', 'A.jpg', 'a.jpg', 'b'])).toEqual(['a.jpg', 'A (2).jpg', 'a (3).jpg', 'b']);
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a.png', 'A.png', 'b.png', 'x'), { maxLength: 30 }), (names) => {
        const out = uniqueNames(names);
        expect(new Set(out.map((name) => name.toLowerCase())).size).toBe(names.length);
      }),
    );
  });

  it('tells images from other files', () => {
    expect(looksLikeImage({ name: 'a.txt', type: 'text/plain' })).toBe(false);
    expect(looksLikeImage({ name: 'a.heic', type: '' })).toBe(true);
    expect(looksLikeImage({ name: 'a.png', type: 'image/png' })).toBe(true);
  });

  it('counts batch progress from finished items and the one under way', () => {
    const file = new File([], 'a');
    const items: QueueItem[] = [
      { id: 1, file, status: { state: 'failed', message: 'x' } },
      { id: 2, file, status: { state: 'working', fraction: 0.5 } },
      { id: 3, file, status: { state: 'queued' } },
    ];
    expect(batchFraction(items, [1, 2, 3])).toBe(0.5);
    expect(batchFraction(items, [])).toBe(0);
  });

  it('turns engine errors into sentences', () => {
    expect(friendlyError('RuntimeError: memory access out of bounds')).toMatch(/ran out of memory/);
    expect(friendlyError('This is not an image file, or it is damaged.')).toBe('This is not an image file, or it is damaged.');
    expect(friendlyError('weird')).toBe('The image could not be converted (weird).');
    expect(friendlyError('')).toBe('The image could not be converted.');
  });
});
