import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unzipSync } from 'fflate';
import { ArchiveWriter, entryLevel, zipAll, type ArchiveEntry } from './archive';

const bytes = (...values: number[]) => Uint8Array.from(values);
const concat = (chunks: Uint8Array[]) => {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
};

const entries = (): ArchiveEntry[] => [
  { name: 'photo.jpg', data: bytes(255, 216, 255, 224, 1, 2, 3), modified: Date.UTC(2024, 0, 15, 12), compress: false },
  { name: 'photo (2).jpg', data: bytes(9, 8, 7), modified: Date.UTC(2023, 5, 1), compress: false },
  { name: 'scan.bmp', data: new Uint8Array(5000).fill(66), modified: Date.UTC(1970, 0, 1), compress: true },
  { name: 'café ☕.png', data: bytes(137, 80, 78, 71), modified: Date.UTC(2030, 0, 1), compress: false },
  { name: 'empty.gif', data: new Uint8Array(0), modified: Date.UTC(2024, 0, 1), compress: false },
];

describe('ArchiveWriter (used by the worker)', () => {
  it('writes entries that unzip to the same names and bytes', () => {
    const writer = new ArchiveWriter();
    const list = entries();
    const expected = Object.fromEntries(list.map((entry) => [entry.name, Array.from(entry.data)]));
    for (const entry of list) writer.add(entry);
    const files = unzipSync(concat(writer.finish()));
    expect(Object.fromEntries(Object.entries(files).map(([name, data]) => [name, Array.from(data)]))).toEqual(expected);
  });

  it('deflates compressible files and stores photos', () => {
    const writer = new ArchiveWriter();
    writer.add({ name: 'big.bmp', data: new Uint8Array(100_000).fill(1), modified: Date.now(), compress: true });
    const zip = concat(writer.finish());
    expect(zip.length).toBeLessThan(2000);
    expect(unzipSync(zip)['big.bmp']?.length).toBe(100_000);
  });

  it('round-trips any set of files', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ name: fc.stringMatching(/^[a-z0-9 _-]{1,20}\.(jpg|png)$/), data: fc.uint8Array({ maxLength: 2000 }), compress: fc.boolean() }), {
          selector: (entry) => entry.name,
          maxLength: 12,
        }),
        (list) => {
          const writer = new ArchiveWriter();
          for (const entry of list) writer.add({ ...entry, modified: Date.UTC(2020, 1, 2) });
          const files = unzipSync(concat(writer.finish()));
          expect(Object.keys(files).sort()).toEqual(list.map((entry) => entry.name).sort());
          for (const entry of list) expect(files[entry.name]).toEqual(entry.data);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('zipAll (the page fallback)', () => {
  it('zips with fflate’s async API and unzips to the same contents', async () => {
    const list = entries();
    const data = await new Promise<Uint8Array>((resolve, reject) =>
      zipAll(list, false, (error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    const files = unzipSync(data);
    for (const entry of list) expect(files[entry.name]).toEqual(entry.data);
  });

  it.each<[boolean, number, boolean, number]>([
    [false, 10, true, 0],
    [true, 10, false, 6],
    [true, 159_999, false, 6],
    [true, 160_000, false, 0],
    [true, 1_000_000, true, 6],
  ])('entryLevel(compress %s, %d bytes, workers %s) = %d', (compress, size, workers, expected) => {
    expect(entryLevel({ name: 'x', data: new Uint8Array(size), modified: 0, compress }, workers)).toBe(expected);
  });
});
