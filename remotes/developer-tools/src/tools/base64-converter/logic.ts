/** Base64 encoding and decoding (RFC 4648) for the Base64 Converter. Pure: no React, no DOM. */

export type Variant = 'standard' | 'url';

export interface EncodeOptions {
  variant: Variant;
  /** Whether to end with '=' so the length is a multiple of 4. */
  pad: boolean;
}

export interface DecodeError {
  /** 1-based position of the offending character in the input, counted in characters. */
  position: number;
  line: number;
  column: number;
  reason: string;
}

export type DecodeResult = { ok: true; bytes: Uint8Array } | { ok: false; error: DecodeError };

/** Files above this size are refused: the Base64 text alone would be a third larger again. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

const STANDARD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Six-bit value of every character code below 128; -1 where the character is not Base64. */
const SEXTETS: Int8Array = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < 64; i++) {
    table[STANDARD_ALPHABET.charCodeAt(i)] = i;
    table[URL_ALPHABET.charCodeAt(i)] = i;
  }
  return table;
})();

const utf8Encoder = new TextEncoder();
const asciiDecoder = new TextDecoder();

export function parseVariant(value: string): Variant {
  return value === 'url' ? 'url' : 'standard';
}

export function encodeBytes(bytes: Uint8Array, { variant, pad }: EncodeOptions): string {
  const alphabet = variant === 'url' ? URL_ALPHABET : STANDARD_ALPHABET;
  const codes = new Uint8Array(64);
  for (let i = 0; i < 64; i++) codes[i] = alphabet.charCodeAt(i);
  const whole = bytes.length - (bytes.length % 3);
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  let o = 0;
  for (let i = 0; i < whole; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out[o++] = codes[n >>> 18]!;
    out[o++] = codes[(n >>> 12) & 63]!;
    out[o++] = codes[(n >>> 6) & 63]!;
    out[o++] = codes[n & 63]!;
  }
  const rest = bytes.length - whole;
  if (rest > 0) {
    const n = (bytes[whole]! << 16) | (rest === 2 ? bytes[whole + 1]! << 8 : 0);
    out[o++] = codes[n >>> 18]!;
    out[o++] = codes[(n >>> 12) & 63]!;
    if (rest === 2) out[o++] = codes[(n >>> 6) & 63]!;
    if (pad) {
      out[o++] = 61;
      if (rest === 1) out[o++] = 61;
    }
  }
  // Building the ASCII bytes first and decoding once is far faster than string concatenation.
  return asciiDecoder.decode(out.subarray(0, o));
}

/** Text is encoded as UTF-8, as every web API and server expects. */
export function encodeText(text: string, options: EncodeOptions): string {
  return encodeBytes(utf8Encoder.encode(text), options);
}

function describeChar(char: string): string {
  if (char === ' ') return 'a space';
  if (/^[\p{L}\p{N}\p{P}\p{S}]$/u.test(char)) return `'${char}'`;
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

function failure(input: string, index: number, reason: string): DecodeResult {
  let position = 1;
  let line = 1;
  let column = 1;
  for (const char of input.slice(0, index)) {
    position++;
    if (char === '\n') {
      line++;
      column = 1;
    } else column++;
  }
  return { ok: false, error: { position, line, column, reason } };
}

/**
 * Decodes standard or URL-safe Base64, with or without padding, ignoring whitespace and line
 * breaks (as in e-mail and PEM files). A leading data URL header is skipped, so a pasted
 * "data:...;base64," link decodes too.
 */
export function decodeBase64(input: string): DecodeResult {
  const header = /^\s*data:[^,]*;base64,/i.exec(input);
  const start = header ? header[0].length : 0;
  const out = new Uint8Array(Math.floor(((input.length - start) * 3) / 4) + 3);
  let o = 0;
  let buffer = 0;
  let count = 0;
  let padding = 0;
  let lastDataIndex = -1;
  for (let i = start; i < input.length; i++) {
    const code = input.charCodeAt(i);
    if (code === 32 || code === 9 || code === 10 || code === 13 || code === 12) continue;
    if (code === 61) {
      if (count === 0 && padding === 0) return failure(input, i, "Padding '=' can only come after data at the end.");
      if (padding === 0 && count % 4 < 2) return failure(input, i, "Padding '=' comes too early: a group of 4 needs at least 2 data characters first.");
      padding++;
      if ((count + padding) % 4 === 1 && padding > 2) return failure(input, i, "Too many '=' padding characters.");
      continue;
    }
    const value = code < 128 ? SEXTETS[code]! : -1;
    if (value < 0) {
      const char = String.fromCodePoint(input.codePointAt(i)!);
      const hint = char === '.' || char === '~' ? ' (not part of standard or URL-safe Base64)' : '';
      return failure(input, i, `Invalid character ${describeChar(char)}${hint}.`);
    }
    if (padding > 0) return failure(input, i, "Data after '=' padding: padding may only appear at the very end.");
    buffer = (buffer << 6) | value;
    count++;
    lastDataIndex = i;
    if (count % 4 === 0) {
      out[o++] = (buffer >>> 16) & 255;
      out[o++] = (buffer >>> 8) & 255;
      out[o++] = buffer & 255;
      buffer = 0;
    }
  }
  const rest = count % 4;
  if (rest === 1) {
    return failure(input, lastDataIndex, 'The last group has a single character, which cannot encode a whole byte; a character is missing or extra.');
  }
  if (padding > 0 && (rest + padding) % 4 !== 0) {
    return failure(input, input.length, `Expected ${4 - rest} '=' padding characters at the end, found ${padding}.`);
  }
  if (rest === 2) out[o++] = (buffer >>> 4) & 255;
  if (rest === 3) {
    out[o++] = (buffer >>> 10) & 255;
    out[o++] = (buffer >>> 2) & 255;
  }
  return { ok: true, bytes: out.slice(0, o) };
}

/** The bytes as text when they are valid UTF-8, else null (binary data such as an image). */
export function bytesToText(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function toDataUrl(bytes: Uint8Array, mimeType: string): string {
  const type = mimeType.trim() || 'application/octet-stream';
  // A data URL is defined with the standard alphabet and padding, whatever the chosen variant.
  return `data:${type};base64,${encodeBytes(bytes, { variant: 'standard', pad: true })}`;
}

/** Space-separated hex of the first bytes, for a peek at binary data. */
export function hexPreview(bytes: Uint8Array, limit = 32): string {
  const shown = Array.from(bytes.subarray(0, limit), (b) => b.toString(16).padStart(2, '0')).join(' ');
  return bytes.length > limit ? `${shown} …` : shown;
}
