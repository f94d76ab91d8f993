/**
 * Digests, output encodings, expected-hash comparison and chunked hashing for the Hash Generator.
 * Pure: no React, no DOM. The hash functions themselves arrive as a `HashLib` so the tool can
 * load @noble/hashes lazily and tests can pass it in directly.
 */

export type AlgorithmId = 'md5' | 'sha1' | 'sha256' | 'sha384' | 'sha512' | 'sha3-256' | 'sha3-512';

export interface Algorithm {
  id: AlgorithmId;
  name: string;
  /** Digest length in bytes. */
  bytes: number;
  /** Broken for collision resistance: fine for checksums, never for passwords or signatures. */
  weak: boolean;
}

export const ALGORITHMS: Algorithm[] = [
  { id: 'md5', name: 'MD5', bytes: 16, weak: true },
  { id: 'sha1', name: 'SHA-1', bytes: 20, weak: true },
  { id: 'sha256', name: 'SHA-256', bytes: 32, weak: false },
  { id: 'sha384', name: 'SHA-384', bytes: 48, weak: false },
  { id: 'sha512', name: 'SHA-512', bytes: 64, weak: false },
  { id: 'sha3-256', name: 'SHA3-256', bytes: 32, weak: false },
  { id: 'sha3-512', name: 'SHA3-512', bytes: 64, weak: false },
];

export const ALL_ALGORITHMS = ALGORITHMS.map((algorithm) => algorithm.id).join(',');

/** An incremental hash: feed it chunks, then read the digest once. */
export interface Hasher {
  update(data: Uint8Array): unknown;
  digest(): Uint8Array;
}

export interface HashFunction {
  (data: Uint8Array): Uint8Array;
  create(): Hasher;
}

export interface HashLib {
  hashes: Record<AlgorithmId, HashFunction>;
  hmac: { create(hash: HashFunction, key: Uint8Array): Hasher };
}

/** Reads the comma-separated list in the URL, keeping the table's order and dropping unknown names. */
export function parseAlgorithms(value: string): AlgorithmId[] {
  const wanted = new Set(value.split(',').map((part) => part.trim().toLowerCase()));
  return ALGORITHMS.filter((algorithm) => wanted.has(algorithm.id)).map((algorithm) => algorithm.id);
}

export function algorithmsParam(ids: Iterable<AlgorithmId>): string {
  const chosen = new Set(ids);
  return ALGORITHMS.filter((algorithm) => chosen.has(algorithm.id))
    .map((algorithm) => algorithm.id)
    .join(',');
}

export type OutputFormat = 'hex' | 'upper' | 'base64';

export function parseFormat(value: string): OutputFormat {
  return value === 'upper' || value === 'base64' ? value : 'hex';
}

export function algorithmName(id: AlgorithmId, hmac: boolean): string {
  const name = ALGORITHMS.find((algorithm) => algorithm.id === id)?.name ?? id;
  return hmac ? `HMAC-${name}` : name;
}

export function createHasher(lib: HashLib, id: AlgorithmId, key?: Uint8Array | null): Hasher {
  const hash = lib.hashes[id];
  return key ? lib.hmac.create(hash, key) : hash.create();
}

/** One-shot digest of bytes (an HMAC when a key is given). */
export function digest(lib: HashLib, id: AlgorithmId, data: Uint8Array, key?: Uint8Array | null): Uint8Array {
  const hasher = createHasher(lib, id, key);
  hasher.update(data);
  return hasher.digest();
}

/** The same digest fed piece by piece, as a file is. */
export function digestChunks(lib: HashLib, id: AlgorithmId, chunks: Iterable<Uint8Array>, key?: Uint8Array | null): Uint8Array {
  const hasher = createHasher(lib, id, key);
  for (const chunk of chunks) hasher.update(chunk);
  return hasher.digest();
}

const utf8 = new TextEncoder();

export function textBytes(text: string): Uint8Array {
  return utf8.encode(text);
}

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += BASE64[n >>> 18]! + BASE64[(n >>> 12) & 63]!;
    out += i + 1 < bytes.length ? BASE64[(n >>> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? BASE64[n & 63]! : '=';
  }
  return out;
}

export function formatDigest(bytes: Uint8Array, format: OutputFormat): string {
  if (format === 'base64') return toBase64(bytes);
  const hex = toHex(bytes);
  return format === 'upper' ? hex.toUpperCase() : hex;
}

export type Expected =
  | { kind: 'empty' }
  | { kind: 'invalid'; message: string }
  | { kind: 'hash'; bytes: Uint8Array; encoding: 'hex' | 'base64' };

function fromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function fromBase64(text: string): Uint8Array | null {
  const clean = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(clean) || clean.length % 4 === 1) return null;
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    buffer = (buffer << 6) | BASE64.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(out);
}

/**
 * Reads a pasted hash. Accepts hex in any case, Base64 (standard or URL-safe), and the
 * "hash  filename" lines that sha256sum and friends print, spaced groups, or a "sha256:" prefix.
 */
export function parseExpected(text: string): Expected {
  const tokens = text.trim().split(/\s+/);
  // "hash  filename" from sha256sum, or a hash pasted in spaced groups ("ba78 16bf ...").
  const joined = tokens.length > 1 && (tokens[0]?.length ?? 0) >= 16 ? (tokens[0] ?? '') : tokens.join('');
  const token = joined.replace(/^(?:md5|sha-?1|sha-?(?:256|384|512)|sha3-(?:256|512))[:=]/i, '');
  if (token === '') return { kind: 'empty' };
  if (/^[0-9a-f]+$/i.test(token)) {
    if (token.length % 2 === 1) return { kind: 'invalid', message: `${token.length} hex digits is an odd number, so a digit is missing or extra.` };
    // Hex of a known length is never also read as Base64, which would make "abcd" ambiguous.
    return { kind: 'hash', bytes: fromHex(token), encoding: 'hex' };
  }
  const bytes = fromBase64(token);
  if (bytes) return { kind: 'hash', bytes, encoding: 'base64' };
  const bad = /[^0-9A-Za-z+/=_-]/.exec(token);
  return {
    kind: 'invalid',
    message: bad ? `'${bad[0]}' cannot appear in a hex or Base64 hash.` : 'This is neither hex nor valid Base64.',
  };
}

export interface Digest {
  id: AlgorithmId;
  bytes: Uint8Array;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

export type Comparison =
  | { kind: 'none' }
  | { kind: 'invalid'; message: string }
  | { kind: 'match'; id: AlgorithmId }
  | { kind: 'mismatch'; message: string };

/** Compares a pasted hash with every computed digest, whatever encoding either is shown in. */
export function compareExpected(text: string, digests: Digest[], hmac = false): Comparison {
  const expected = parseExpected(text);
  if (expected.kind === 'empty') return { kind: 'none' };
  if (expected.kind === 'invalid') return { kind: 'invalid', message: expected.message };
  const match = digests.find((d) => sameBytes(d.bytes, expected.bytes));
  if (match) return { kind: 'match', id: match.id };
  const sameLength = ALGORITHMS.filter((algorithm) => algorithm.bytes === expected.bytes.length);
  const size = expected.encoding === 'hex' ? `${expected.bytes.length * 2} hex digits` : `${expected.bytes.length} bytes`;
  if (sameLength.length === 0) {
    return { kind: 'mismatch', message: `No match. ${size} is not the length of any hash here, so it may be cut short or from another algorithm.` };
  }
  const names = sameLength.map((algorithm) => algorithmName(algorithm.id, hmac));
  const shown = sameLength.filter((algorithm) => digests.some((d) => d.id === algorithm.id));
  const hidden = shown.length === 0 ? ` Turn on ${names.join(' or ')} to compare.` : '';
  return { kind: 'mismatch', message: `No match. ${size} is the length of ${names.join(' and ')}.${hidden}` };
}

/** A Blob, or anything that can hand out byte ranges of itself the same way. */
export interface ByteSource {
  size: number;
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

export interface StreamOptions {
  chunkSize?: number;
  signal?: AbortSignal;
  onProgress?: (bytesDone: number) => void;
}

export const DEFAULT_CHUNK = 2 * 1024 * 1024;

/**
 * Hashes a file slice by slice, so memory stays at one chunk however large the file is, and
 * every algorithm is fed from the same read. Rejects with an AbortError when cancelled.
 */
export async function hashSource(
  lib: HashLib,
  source: ByteSource,
  ids: AlgorithmId[],
  key: Uint8Array | null,
  { chunkSize = DEFAULT_CHUNK, signal, onProgress }: StreamOptions = {},
): Promise<Digest[]> {
  const hashers = ids.map((id) => ({ id, hasher: createHasher(lib, id, key) }));
  let offset = 0;
  do {
    signal?.throwIfAborted();
    const end = Math.min(source.size, offset + chunkSize);
    const chunk = new Uint8Array(await source.slice(offset, end).arrayBuffer());
    signal?.throwIfAborted();
    for (const { hasher } of hashers) hasher.update(chunk);
    offset = end;
    onProgress?.(offset);
  } while (offset < source.size);
  return hashers.map(({ id, hasher }) => ({ id, bytes: hasher.digest() }));
}
