import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hashLib } from './hashLib';
import {
  algorithmsParam,
  compareExpected,
  digest,
  digestChunks,
  formatDigest,
  hashSource,
  parseAlgorithms,
  parseExpected,
  parseFormat,
  textBytes,
  toBase64,
  toHex,
  type AlgorithmId,
  type HashLib,
} from './logic';

let lib: HashLib;
beforeAll(async () => {
  lib = await hashLib.load();
});

const hexOf = (id: AlgorithmId, text: string | Uint8Array, key?: Uint8Array) =>
  toHex(digest(lib, id, typeof text === 'string' ? textBytes(text) : text, key));

const repeat = (byte: number, count: number) => new Uint8Array(count).fill(byte);

describe('standard test vectors', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
    ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
    ['1234567890'.repeat(8), '57edf4a22be3c955ac49da2e2107b67a'],
  ])('MD5 (RFC 1321) of %j', (text, hex) => {
    expect(hexOf('md5', text)).toBe(hex);
  });

  it.each<[AlgorithmId, string, string]>([
    ['sha1', '', 'da39a3ee5e6b4b0d3255bfef95601890afd80709'],
    ['sha1', 'abc', 'a9993e364706816aba3e25717850c26c9cd0d89d'],
    ['sha256', '', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['sha256', 'abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'sha384',
      'abc',
      'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
    ],
    [
      'sha512',
      'abc',
      'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    ],
    ['sha3-256', '', 'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a'],
    ['sha3-256', 'abc', '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532'],
    [
      'sha3-512',
      'abc',
      'b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0',
    ],
  ])('%s of %j', (id, text, hex) => {
    expect(hexOf(id, text)).toBe(hex);
  });

  it('SHA-256 of one million "a"s, streamed', () => {
    const chunk = textBytes('a'.repeat(1000));
    const chunks = Array.from({ length: 1000 }, () => chunk);
    expect(toHex(digestChunks(lib, 'sha256', chunks))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  it.each([
    ['1', repeat(0x0b, 20), textBytes('Hi There'), 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7'],
    ['2', textBytes('Jefe'), textBytes('what do ya want for nothing?'), '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'],
    ['3', repeat(0xaa, 20), repeat(0xdd, 50), '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe'],
    [
      '4',
      Uint8Array.from({ length: 25 }, (_, i) => i + 1),
      repeat(0xcd, 50),
      '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
    ],
    [
      '6',
      repeat(0xaa, 131),
      textBytes('Test Using Larger Than Block-Size Key - Hash Key First'),
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    ],
    [
      '7',
      repeat(0xaa, 131),
      textBytes(
        'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
      ),
      '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
    ],
  ])('HMAC-SHA-256, RFC 4231 test case %s', (_case, key, data, hex) => {
    expect(hexOf('sha256', data, key)).toBe(hex);
  });

  it('HMAC of the empty key is still a keyed hash, not the plain digest', () => {
    expect(hexOf('sha256', 'abc', new Uint8Array())).not.toBe(hexOf('sha256', 'abc'));
  });

  it('hashes text as UTF-8', () => {
    expect(hexOf('sha256', 'é')).toBe(hexOf('sha256', Uint8Array.from([0xc3, 0xa9])));
  });
});

describe('streaming', () => {
  const ids: AlgorithmId[] = ['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha3-256', 'sha3-512'];

  it('gives the one-shot digest for any chunking', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 600 }),
        fc.array(fc.nat({ max: 600 }), { maxLength: 6 }),
        fc.constantFrom(...ids),
        fc.option(fc.uint8Array({ maxLength: 200 }), { nil: undefined }),
        (data, cuts, id, key) => {
          const points = [0, ...cuts.map((cut) => Math.min(cut, data.length)).sort((a, b) => a - b), data.length];
          const chunks = points.slice(1).map((end, i) => data.subarray(points[i], end));
          expect(toHex(digestChunks(lib, id, chunks, key))).toBe(toHex(digest(lib, id, data, key)));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reads a Blob slice by slice with progress and matches the one-shot digests', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), fc.integer({ min: 1, max: 700 }), async (data, chunkSize) => {
        const progress: number[] = [];
        const digests = await hashSource(lib, new Blob([data as BlobPart]), ids, null, {
          chunkSize,
          onProgress: (done) => progress.push(done),
        });
        expect(digests.map((d) => toHex(d.bytes))).toEqual(ids.map((id) => toHex(digest(lib, id, data))));
        expect(progress.at(-1)).toBe(data.length);
        expect(progress).toEqual([...progress].sort((a, b) => a - b));
      }),
      { numRuns: 40 },
    );
  });

  it('never asks for more than one chunk at a time', async () => {
    const asked: number[] = [];
    const size = 10 * 1024 * 1024 * 1024;
    const source = {
      size,
      slice(start: number, end: number) {
        asked.push(end - start);
        return { arrayBuffer: async () => new ArrayBuffer(end - start) };
      },
    };
    const controller = new AbortController();
    const run = hashSource(lib, source, ['md5'], null, {
      chunkSize: 1024,
      signal: controller.signal,
      onProgress: (done) => {
        if (done >= 4096) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(asked).toEqual([1024, 1024, 1024, 1024]);
  });

  it('hashes an empty file', async () => {
    const [only] = await hashSource(lib, new Blob([]), ['sha256'], null);
    expect(toHex(only!.bytes)).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

describe('output formats', () => {
  const abc = Uint8Array.from([0xba, 0x78, 0x16, 0xbf]);
  it.each([
    ['hex', 'ba7816bf'],
    ['upper', 'BA7816BF'],
    ['base64', 'ungWvw=='],
  ] as const)('%s', (format, text) => {
    expect(formatDigest(abc, format)).toBe(text);
  });

  it('encodes Base64 like the platform does', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
      }),
    );
  });

  it.each([
    ['upper', 'upper'],
    ['base64', 'base64'],
    ['HEX', 'hex'],
    ['', 'hex'],
  ])('parses the format %j', (value, format) => {
    expect(parseFormat(value)).toBe(format);
  });

  it.each([
    ['md5,sha256', ['md5', 'sha256']],
    ['sha256,md5,bogus', ['md5', 'sha256']],
    ['SHA3-512', ['sha3-512']],
    ['', []],
  ])('parses the algorithm list %j', (value, ids) => {
    expect(parseAlgorithms(value)).toEqual(ids);
  });

  it('writes the algorithm list in table order', () => {
    expect(algorithmsParam(['sha512', 'md5'])).toBe('md5,sha512');
  });
});

describe('comparing with an expected hash', () => {
  const digests = () => [
    { id: 'md5' as const, bytes: digest(lib, 'md5', textBytes('abc')) },
    { id: 'sha256' as const, bytes: digest(lib, 'sha256', textBytes('abc')) },
  ];

  it.each([
    ['ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', 'sha256'],
    ['BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD', 'sha256'],
    ['  ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  abc.txt\n', 'sha256'],
    ['sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', 'sha256'],
    ['ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=', 'sha256'],
    ['ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0', 'sha256'],
    ['900150983cd24fb0d6963f7d28e17f72', 'md5'],
    ['9001 5098 3cd2 4fb0 d696 3f7d 28e1 7f72', 'md5'],
  ])('%j matches %s', (text, id) => {
    expect(compareExpected(text, digests())).toEqual({ kind: 'match', id });
  });

  it.each([
    ['', 'none', ''],
    ['ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ae', 'mismatch', '64 hex digits is the length of SHA-256 and SHA3-256'],
    ['ab', 'mismatch', 'not the length of any hash here'],
    ['a9993e364706816aba3e25717850c26c9cd0d89d', 'mismatch', 'Turn on SHA-1 to compare'],
    ['abc', 'invalid', 'odd number'],
    ['not a hash!', 'invalid', "'!' cannot appear"],
  ])('%j → %s', (text, kind, message) => {
    const result = compareExpected(text, digests());
    expect(result.kind).toBe(kind);
    if ('message' in result) expect(result.message).toContain(message);
  });

  it('names HMAC algorithms when a key is used', () => {
    const result = compareExpected('00'.repeat(20), digests(), true);
    expect(result).toMatchObject({ message: expect.stringContaining('HMAC-SHA-1') });
  });

  it('reads back any hex or Base64 it prints', () => {
    fc.assert(
      fc.property(
        // Digest lengths only: a 3-byte "AAAA" is as much hex as Base64, and no algorithm prints 3 bytes.
        fc.constantFrom(16, 20, 32, 48, 64).chain((length) => fc.uint8Array({ minLength: length, maxLength: length })),
        fc.constantFrom('hex', 'upper', 'base64' as const),
        (bytes, format) => {
        const parsed = parseExpected(formatDigest(bytes, format));
        expect(parsed.kind).toBe('hash');
        if (parsed.kind === 'hash') expect(toHex(parsed.bytes)).toBe(toHex(bytes));
      }),
    );
  });
});
