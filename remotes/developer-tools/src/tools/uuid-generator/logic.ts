/** UUID generation (RFC 9562 versions 4 and 7) and inspection. Pure: no React, no DOM. */
import { formatNumber, randomBelow, secureRandom, type RandomSource } from '@toolhub/shared';

export type Version = '4' | '7';

export interface FormatOptions {
  upper: boolean;
  hyphens: boolean;
}

export const MIN_COUNT = 1;
export const MAX_COUNT = 1000;

export function parseVersion(value: string): Version {
  return value === '7' ? '7' : '4';
}

export function parseCount(raw: string): { ok: true; count: number } | { ok: false; message: string } {
  const trimmed = raw.trim();
  const message = `Enter a whole number from ${MIN_COUNT} to ${formatNumber(MAX_COUNT)}.`;
  if (!/^\d+$/.test(trimmed)) return { ok: false, message };
  const count = Number(trimmed);
  if (count < MIN_COUNT || count > MAX_COUNT) return { ok: false, message };
  return { ok: true, count };
}

function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

function hyphenate(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** 16 random bytes, four to each 32-bit word, most significant first. */
function randomBytes(source: RandomSource): Uint8Array {
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i += 4) {
    const word = source.nextUint32() >>> 0;
    bytes[i] = word >>> 24;
    bytes[i + 1] = (word >>> 16) & 0xff;
    bytes[i + 2] = (word >>> 8) & 0xff;
    bytes[i + 3] = word & 0xff;
  }
  return bytes;
}

export function uuidV4(source: RandomSource = secureRandom): string {
  const bytes = randomBytes(source);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  return hyphenate(toHex(bytes));
}

const MAX_TIMESTAMP = 2 ** 48 - 1;
const COUNTER_MAX = 0xfff;

/**
 * A v7 generator (RFC 9562 §5.7): 48-bit Unix milliseconds, then the 12-bit rand_a field used as
 * a counter (§6.2 method 1) so that UUIDs made within one millisecond, or while the clock steps
 * back, still sort in creation order. The counter starts at a random value below 0x800, leaving
 * room for at least 2048 UUIDs per millisecond before the timestamp is advanced instead.
 */
export function createUuidV7Generator(now: () => number = Date.now, source: RandomSource = secureRandom): () => string {
  let lastMs = -1;
  let counter = 0;
  const randomCounterStart = () => randomBelow(0x800, source);
  return () => {
    const ms = Math.min(MAX_TIMESTAMP, Math.max(0, Math.floor(now())));
    if (ms > lastMs) {
      lastMs = ms;
      counter = randomCounterStart();
    } else if (counter < COUNTER_MAX) {
      counter++;
    } else {
      lastMs = Math.min(MAX_TIMESTAMP, lastMs + 1);
      counter = randomCounterStart();
    }
    const bytes = randomBytes(source);
    // 48 bits do not fit JavaScript's 32-bit shifts, so split into high 16 and low 32 bits.
    const high = Math.floor(lastMs / 2 ** 32);
    const low = lastMs >>> 0;
    bytes[0] = high >>> 8;
    bytes[1] = high & 0xff;
    bytes[2] = low >>> 24;
    bytes[3] = (low >>> 16) & 0xff;
    bytes[4] = (low >>> 8) & 0xff;
    bytes[5] = low & 0xff;
    bytes[6] = 0x70 | (counter >>> 8);
    bytes[7] = counter & 0xff;
    bytes[8] = (bytes[8]! & 0x3f) | 0x80;
    return hyphenate(toHex(bytes));
  };
}

export function formatUuid(uuid: string, { upper, hyphens }: FormatOptions): string {
  const shaped = hyphens ? uuid : uuid.replace(/-/g, '');
  return upper ? shaped.toUpperCase() : shaped;
}

export function generateBatch(count: number, next: () => string): string[] {
  return Array.from({ length: count }, next);
}

export type UuidVariant = 'ncs' | 'rfc' | 'microsoft' | 'future';

export interface UuidInfo {
  canonical: string;
  /** The version nibble; meaningful only for the RFC variant. */
  version: number;
  versionName: string;
  variant: UuidVariant;
  variantName: string;
  /** Milliseconds since the Unix epoch, for time-based versions (1, 6, 7). */
  timestamp?: number;
  special?: 'nil' | 'max';
}

export type InspectResult = { ok: true; info: UuidInfo } | { ok: false; message: string };

const VERSION_NAMES: Record<number, string> = {
  1: 'Version 1 (time-based, Gregorian)',
  2: 'Version 2 (DCE Security)',
  3: 'Version 3 (name-based, MD5)',
  4: 'Version 4 (random)',
  5: 'Version 5 (name-based, SHA-1)',
  6: 'Version 6 (reordered time-based)',
  7: 'Version 7 (Unix time-ordered)',
  8: 'Version 8 (custom)',
};

const VARIANT_NAMES: Record<UuidVariant, string> = {
  ncs: 'NCS (reserved for backward compatibility)',
  rfc: 'RFC 9562 / RFC 4122 (the standard variant)',
  microsoft: 'Microsoft (reserved for backward compatibility)',
  future: 'Reserved for future definition',
};

/** 100-nanosecond intervals between the Gregorian reform (1582-10-15) and the Unix epoch. */
const GREGORIAN_OFFSET = 0x01b21dd213814000n;

function gregorianToUnixMs(intervals: bigint): number {
  return Number((intervals - GREGORIAN_OFFSET) / 10_000n);
}

function variantOf(nibble: number): UuidVariant {
  if (nibble < 8) return 'ncs';
  if (nibble < 12) return 'rfc';
  if (nibble < 14) return 'microsoft';
  return 'future';
}

/** Accepts canonical, hyphen-less, braced ({…}) and urn:uuid: forms in any letter case. */
export function inspectUuid(input: string): InspectResult {
  let start = input.length - input.trimStart().length;
  let text = input.trim();
  if (text === '') return { ok: false, message: 'Paste a UUID to check it.' };
  const urn = /^urn:uuid:/i.exec(text);
  if (urn) {
    text = text.slice(urn[0].length);
    start += urn[0].length;
  }
  if (text.startsWith('{') && text.endsWith('}')) {
    text = text.slice(1, -1);
    start += 1;
  }

  const bad = /[^0-9a-fA-F-]/u.exec(text);
  if (bad) {
    const char = String.fromCodePoint(text.codePointAt(bad.index)!);
    const position = [...input.slice(0, start + bad.index)].length + 1;
    const shown = char.trim() === '' ? 'A space' : `'${char}'`;
    return { ok: false, message: `${shown} at position ${position} is not a hex digit (0-9, a-f).` };
  }
  const hex = text.replace(/-/g, '').toLowerCase();
  if (hex.length !== 32) {
    return { ok: false, message: `A UUID has 32 hex digits; this has ${hex.length}.` };
  }
  if (text.includes('-') && !/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(text)) {
    return { ok: false, message: 'Hyphens must split the digits into groups of 8-4-4-4-12.' };
  }

  const canonical = hyphenate(hex);
  if (/^0{32}$/.test(hex)) return { ok: true, info: special(canonical, 'nil') };
  if (/^f{32}$/.test(hex)) return { ok: true, info: special(canonical, 'max') };

  const version = parseInt(hex[12]!, 16);
  const variant = variantOf(parseInt(hex[16]!, 16));
  const info: UuidInfo = {
    canonical,
    version,
    versionName:
      variant !== 'rfc'
        ? 'Not defined for this variant'
        : (VERSION_NAMES[version] ?? `Version ${version} (unassigned)`),
    variant,
    variantName: VARIANT_NAMES[variant],
  };
  if (variant === 'rfc') {
    if (version === 7) info.timestamp = parseInt(hex.slice(0, 12), 16);
    if (version === 1) {
      const intervals = BigInt(`0x${hex.slice(13, 16)}${hex.slice(8, 12)}${hex.slice(0, 8)}`);
      info.timestamp = gregorianToUnixMs(intervals);
    }
    if (version === 6) info.timestamp = gregorianToUnixMs(BigInt(`0x${hex.slice(0, 12)}${hex.slice(13, 16)}`));
  }
  return { ok: true, info };
}

function special(canonical: string, kind: 'nil' | 'max'): UuidInfo {
  return {
    canonical,
    version: kind === 'nil' ? 0 : 15,
    versionName: kind === 'nil' ? 'Nil UUID (all zeros)' : 'Max UUID (all ones)',
    variant: kind === 'nil' ? 'ncs' : 'future',
    variantName: 'Special value defined by RFC 9562',
    special: kind,
  };
}

/** The embedded time, as UTC ISO text; null if outside what Date can show. */
export function timestampText(ms: number): string | null {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
