import { webcrypto } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Hex, sha256HexFallback } from './sha256';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;

describe('sha256Hex', () => {
  it('matches the FIPS 180-4 test vectors', async () => {
    expect(await sha256Hex('abc', subtle)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256HexFallback('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256HexFallback('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256HexFallback('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('property: the fallback (for insecure contexts) agrees with WebCrypto', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 300 }), async (text) => sha256HexFallback(text) === (await sha256Hex(text, subtle))),
      { numRuns: 200 },
    );
  });

  it('uses the fallback when WebCrypto is missing or fails', async () => {
    const failing = { digest: () => Promise.reject(new Error('nope')) } as unknown as SubtleCrypto;
    expect(await sha256Hex('abc', failing)).toBe(sha256HexFallback('abc'));
  });
});
