import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jpegShaped } from './fixtures.testutil';
import { greyInPlace, readJpegInfo, stripJpegMetadata, toRgba, unpredictPng, unpredictTiff } from './pixels';

const bytes = (...values: number[]) => new Uint8Array(values);

/** The PNG filters as an encoder applies them (the reference the decoder must undo). */
function predictPng(raw: Uint8Array, rowBytes: number, bpp: number, types: number[]): Uint8Array {
  const rows = raw.length / rowBytes;
  const out = new Uint8Array(rows * (rowBytes + 1));
  for (let r = 0; r < rows; r += 1) {
    const type = types[r % types.length]!;
    out[r * (rowBytes + 1)] = type;
    for (let i = 0; i < rowBytes; i += 1) {
      const x = raw[r * rowBytes + i]!;
      const a = i >= bpp ? raw[r * rowBytes + i - bpp]! : 0;
      const b = r > 0 ? raw[(r - 1) * rowBytes + i]! : 0;
      const c = r > 0 && i >= bpp ? raw[(r - 1) * rowBytes + i - bpp]! : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][type]!;
      out[r * (rowBytes + 1) + 1 + i] = (x - predicted) & 0xff;
    }
  }
  return out;
}

describe('unpredictPng', () => {
  it.each([
    ['None', bytes(0, 1, 2, 3), 3, 1, bytes(1, 2, 3)],
    ['Sub (wraps at 256)', bytes(1, 10, 5, 250), 3, 1, bytes(10, 15, 9)],
    ['Up', bytes(0, 1, 2, 3, 2, 1, 1, 255), 3, 1, bytes(1, 2, 3, 2, 3, 2)],
    ['Average', bytes(0, 10, 20, 3, 5, 5), 2, 1, bytes(10, 20, 10, 20)],
    ['Paeth', bytes(0, 10, 20, 4, 1, 1), 2, 1, bytes(10, 20, 11, 21)],
    ['Sub on RGB looks three bytes back', bytes(1, 10, 20, 30, 1, 2, 3), 2, 3, bytes(10, 20, 30, 11, 22, 33)],
    ['a partial last row is dropped', bytes(0, 7, 8, 0, 9), 2, 1, bytes(7, 8)],
    ['no data', bytes(), 4, 1, bytes()],
  ])('%s', (_name, data, columns, colors, expected) => {
    expect(unpredictPng(data, columns, colors, 8)).toEqual(expected);
  });

  it('refuses an unknown row filter', () => {
    expect(unpredictPng(bytes(5, 1, 2), 2, 1, 8)).toBeNull();
  });

  it('handles 16-bit samples (two bytes per sample)', () => {
    // Sub with 2 bytes per pixel: the second pixel adds the first.
    expect(unpredictPng(bytes(1, 1, 2, 1, 1), 2, 1, 16)).toEqual(bytes(1, 2, 2, 3));
  });

  it('undoes every filter an encoder can choose (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom(1, 3),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 5 }),
        fc.infiniteStream(fc.integer({ min: 0, max: 255 })),
        (columns, colors, rows, types, values) => {
          const rowBytes = columns * colors;
          const raw = Uint8Array.from(values.take(rowBytes * rows));
          expect(unpredictPng(predictPng(raw, rowBytes, colors, types), columns, colors, 8)).toEqual(raw);
        },
      ),
    );
  });
});

describe('unpredictTiff', () => {
  it.each([
    ['grey', bytes(10, 1, 255), 3, 1, 8, bytes(10, 11, 10)],
    ['RGB adds the same colour of the pixel to the left', bytes(10, 20, 30, 1, 2, 3), 2, 3, 8, bytes(10, 20, 30, 11, 22, 33)],
    ['rows start afresh', bytes(5, 1, 7, 1), 2, 1, 8, bytes(5, 6, 7, 8)],
    ['16-bit with a carry', bytes(0x01, 0xff, 0x00, 0x02), 2, 1, 16, bytes(0x01, 0xff, 0x02, 0x01)],
  ])('%s', (_name, data, columns, colors, bits, expected) => {
    expect(unpredictTiff(data, columns, colors, bits)).toEqual(expected);
  });

  it('supports only 8 and 16 bits', () => {
    expect(unpredictTiff(bytes(1, 2), 2, 1, 4)).toBeNull();
  });

  it('leaves the input alone', () => {
    const data = bytes(1, 1, 1);
    unpredictTiff(data, 3, 1, 8);
    expect(data).toEqual(bytes(1, 1, 1));
  });

  it('undoes horizontal differencing (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.constantFrom(1, 3), fc.integer({ min: 1, max: 4 }), fc.infiniteStream(fc.integer({ min: 0, max: 255 })), (columns, colors, rows, values) => {
        const raw = Uint8Array.from(values.take(columns * colors * rows));
        const coded = raw.map((value, i) => (i % (columns * colors) >= colors ? (value - raw[i - colors]!) & 0xff : value));
        expect(unpredictTiff(coded, columns, colors, 8)).toEqual(raw);
      }),
    );
  });
});

describe('toRgba and greyInPlace', () => {
  it.each([
    ['grey', bytes(0, 128), 2, 1, 1, 8, [0, 0, 0, 255, 128, 128, 128, 255]],
    ['RGB', bytes(1, 2, 3), 1, 1, 3, 8, [1, 2, 3, 255]],
    ['16-bit keeps the high byte', bytes(0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc), 1, 1, 3, 16, [0x12, 0x56, 0x9a, 255]],
  ] as const)('%s', (_name, samples, width, height, channels, bits, expected) => {
    expect(Array.from(toRgba(samples, width, height, channels, bits)!)).toEqual(expected);
  });

  it('answers null when the samples are too few for the size', () => {
    expect(toRgba(bytes(1, 2, 3, 4, 5), 2, 1, 3, 8)).toBeNull();
  });

  it('greys with the Rec. 601 weights', () => {
    const pixels = new Uint8ClampedArray([255, 0, 0, 255, 0, 255, 0, 9, 10, 10, 10, 255]);
    greyInPlace(pixels);
    expect(Array.from(pixels)).toEqual([76, 76, 76, 255, 150, 150, 150, 9, 10, 10, 10, 255]);
  });
});

describe('readJpegInfo', () => {
  it('reads the frame header behind other segments', () => {
    const app0 = [0xff, 0xe0, 0, 4, 1, 2];
    expect(readJpegInfo(jpegShaped(640, 480, 3, 100, [app0]))).toEqual({ width: 640, height: 480, components: 3, progressive: false, arithmetic: false });
  });

  it.each([
    [0xc2, true, false],
    [0xc9, false, true],
    [0xc1, false, false],
  ])('marker %s: progressive %s, arithmetic %s', (marker, progressive, arithmetic) => {
    const file = jpegShaped(10, 20, 1, 60);
    file[3] = marker;
    expect(readJpegInfo(file)).toMatchObject({ width: 10, height: 20, components: 1, progressive, arithmetic });
  });

  it.each([
    ['not a JPEG', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['empty', bytes()],
    ['no frame before the scan', bytes(0xff, 0xd8, 0xff, 0xda, 0, 2)],
    ['cut short', jpegShaped(10, 10, 3, 40).subarray(0, 8)],
    ['a broken length', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 1)],
  ])('null for %s', (_name, file) => {
    expect(readJpegInfo(file)).toBeNull();
  });

  it('never throws on any bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (tail) => {
        const file = new Uint8Array([0xff, 0xd8, ...tail]);
        const info = readJpegInfo(file);
        if (info) expect(info.width).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('stripJpegMetadata', () => {
  const exif = [0xff, 0xe1, 0, 6, 0x45, 0x78, 0x69, 0x66];
  const icc = [0xff, 0xe2, 0, 4, 9, 9];
  const comment = [0xff, 0xfe, 0, 3, 0x41];
  const jfif = [0xff, 0xe0, 0, 4, 1, 2];
  const adobe = [0xff, 0xee, 0, 4, 0, 1];

  it('drops Exif, ICC and comments; keeps JFIF, Adobe and the picture', () => {
    const file = jpegShaped(8, 8, 3, 80, [jfif, exif, icc, adobe, comment]);
    const stripped = stripJpegMetadata(file);
    const kept = jpegShaped(8, 8, 3, 80 - exif.length - icc.length - comment.length, [jfif, adobe]);
    expect(stripped.length).toBe(file.length - exif.length - icc.length - comment.length);
    expect(Array.from(stripped.subarray(0, 14))).toEqual(Array.from(kept.subarray(0, 14)));
    expect(readJpegInfo(stripped)).toEqual(readJpegInfo(file));
    expect(Array.from(stripped.subarray(-2))).toEqual([0xff, 0xd9]);
  });

  it('returns the same bytes when there is nothing to drop or it does not parse', () => {
    const plain = jpegShaped(8, 8, 3, 80, [jfif]);
    expect(stripJpegMetadata(plain)).toBe(plain);
    const broken = bytes(0xff, 0xd8, 0xff, 0xe1, 0x7f, 0xff, 1);
    expect(stripJpegMetadata(broken)).toBe(broken);
    const other = bytes(1, 2, 3, 4, 5);
    expect(stripJpegMetadata(other)).toBe(other);
  });

  it('keeps the frame readable whatever segments come first (property)', () => {
    const segment = fc.tuple(fc.constantFrom(0xe0, 0xe1, 0xe2, 0xed, 0xee, 0xfe), fc.uint8Array({ maxLength: 12 })).map(([marker, body]) => [0xff, marker, 0, body.length + 2, ...body]);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        const file = jpegShaped(33, 17, 3, 200, segments);
        const stripped = stripJpegMetadata(file);
        expect(readJpegInfo(stripped)).toEqual(readJpegInfo(file));
        expect(stripped.length).toBeLessThanOrEqual(file.length);
      }),
    );
  });
});
