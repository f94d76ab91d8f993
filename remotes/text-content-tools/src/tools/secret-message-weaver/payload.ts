import { crc32 } from './crc32';

/**
 * The hidden frame, before it is turned into invisible characters:
 * version (1 byte) · flags (1 byte) · body length (4 bytes, big-endian) · body · CRC-32 of everything before it (4 bytes).
 */
export const FORMAT_VERSION = 1;
export const FLAG_ENCRYPTED = 0b0000_0001;
const KNOWN_FLAGS = FLAG_ENCRYPTED;
const HEADER_BYTES = 6;
const CHECKSUM_BYTES = 4;
/** Large enough for a long letter, small enough that a pasted frame can never make us allocate much. */
export const MAX_BODY_BYTES = 32 * 1024;

export interface Frame {
  version: number;
  encrypted: boolean;
  body: Uint8Array;
}

export type FrameProblem = 'truncated' | 'checksum' | 'too-long' | 'version';
export type Unpacked = { ok: true; frame: Frame; size: number } | { ok: false; problem: FrameProblem };

export function frameSize(bodyBytes: number): number {
  return HEADER_BYTES + bodyBytes + CHECKSUM_BYTES;
}

export function packFrame(body: Uint8Array, encrypted: boolean): Uint8Array {
  if (body.length > MAX_BODY_BYTES) throw new RangeError(`The body may hold at most ${MAX_BODY_BYTES} bytes.`);
  const out = new Uint8Array(frameSize(body.length));
  const view = new DataView(out.buffer);
  out[0] = FORMAT_VERSION;
  out[1] = encrypted ? FLAG_ENCRYPTED : 0;
  view.setUint32(2, body.length);
  out.set(body, HEADER_BYTES);
  view.setUint32(HEADER_BYTES + body.length, crc32(out.subarray(0, HEADER_BYTES + body.length)));
  return out;
}

/** Reads a frame from the start of `bytes`; anything after the frame is ignored. */
export function unpackFrame(bytes: Uint8Array): Unpacked {
  if (bytes.length < HEADER_BYTES + CHECKSUM_BYTES) return { ok: false, problem: 'truncated' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = view.getUint32(2);
  // A damaged length field usually claims an absurd size: call that damage, not a short read.
  if (length > MAX_BODY_BYTES) return { ok: false, problem: 'too-long' };
  const size = frameSize(length);
  if (bytes.length < size) return { ok: false, problem: 'truncated' };
  const expected = view.getUint32(HEADER_BYTES + length);
  if (crc32(bytes.subarray(0, HEADER_BYTES + length)) !== expected) return { ok: false, problem: 'checksum' };
  const version = bytes[0] ?? 0;
  const flags = bytes[1] ?? 0;
  // Checked after the checksum so a flipped bit reads as damage, not as a newer format.
  if (version !== FORMAT_VERSION || (flags & ~KNOWN_FLAGS) !== 0) return { ok: false, problem: 'version' };
  return {
    ok: true,
    size,
    frame: { version, encrypted: (flags & FLAG_ENCRYPTED) !== 0, body: bytes.slice(HEADER_BYTES, HEADER_BYTES + length) },
  };
}
