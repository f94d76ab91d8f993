/** Reading a file's size from its header (inspect.ts). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { inspectBytes, readSize } from './inspect';

/** A PNG header: signature, then IHDR with the width and height. */
function pngHead(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

/** A JPEG with an EXIF orientation tag and a start-of-frame giving its stored size. */
function jpegHead(width: number, height: number, orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const app1 = [0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 255, ...exif];
  const sof = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Uint8Array.from([0xff, 0xd8, ...app1, ...sof, 0xff, 0xd9]);
}

describe('reading a file’s size from its header', () => {
  it('reads PNG and JPEG sizes, turning phone photos upright', () => {
    expect(readSize(pngHead(6000, 4000))).toEqual({ width: 6000, height: 4000 });
    expect(readSize(jpegHead(4000, 3000, 1))).toEqual({ width: 4000, height: 3000 });
    expect(readSize(jpegHead(4000, 3000, 6))).toEqual({ width: 3000, height: 4000 });
  });

  it('turns away what is not a picture, or one this browser cannot read, in words', () => {
    expect(inspectBytes(new TextEncoder().encode('hello world'))).toEqual({ sniffed: null, size: null, problem: 'This is not an image file, or it is damaged.' });
    expect(inspectBytes(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).problem).toMatch(/^SVG is a vector format/);
    expect(inspectBytes(Uint8Array.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0])).problem).toBe('TIFF files cannot be read by this browser.');
    // A truncated PNG is still tried: the worker reports what it finds.
    expect(inspectBytes(pngHead(10, 10).subarray(0, 12))).toEqual({ sniffed: 'png', size: null, problem: null });
  });

  it('never throws on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const result = inspectBytes(bytes);
        if (result.size) expect(result.size.width > 0 && result.size.height > 0).toBe(true);
      }),
    );
  });
});
