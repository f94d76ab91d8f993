/** Text from pasted groups of digits or Base32, with a message naming the group and what is wrong when it cannot be read. */
import { base32 } from '@scure/base';
import { formatNumber } from '@toolhub/shared/worker';
import { formatGroup } from './encode';
import { RADIX, type Format, type Units } from './formats';

export interface DecodeFailure {
  ok: false;
  /** What is wrong and where, in words: "Group 3 “0120” has “2”, which is not a binary digit (0 or 1)." */
  error: string;
}
export interface DecodeSuccess {
  ok: true;
  text: string;
  /** How many numbers (bytes or code points) were read. */
  count: number;
  /** Set when bytes were read but are not valid UTF-8: the text then shows � where they are. */
  warning?: string;
}
export type DecodeResult = DecodeSuccess | DecodeFailure;

const DIGITS: Record<Exclude<Format, 'base32'>, RegExp> = {
  binary: /^[01]+$/,
  octal: /^[0-7]+$/,
  hex: /^[0-9a-f]+$/i,
  decimal: /^[0-9]+$/,
};
const DIGIT_NAMES: Record<Exclude<Format, 'base32'>, string> = {
  binary: 'a binary digit (0 or 1)',
  octal: 'an octal digit (0 to 7)',
  hex: 'a hexadecimal digit (0 to 9, A to F)',
  decimal: 'a decimal digit (0 to 9)',
};
/** How many digits make a byte when bytes are written without separators. */
const BYTE_DIGITS: Record<Exclude<Format, 'base32'>, number> = { binary: 8, hex: 2, octal: 3, decimal: 0 };

const quote = (group: string) => `“${group.length > 24 ? `${group.slice(0, 24)}…` : group}”`;
const fail = (error: string): DecodeFailure => ({ ok: false, error });

/** Splits what was pasted into groups, dropping separators and 0b / 0x / \x / % / U+ prefixes. */
export function splitGroups(input: string, format: Exclude<Format, 'base32'>): string[] {
  let source = input;
  if (format === 'hex') source = source.replace(/\\x|\\u\{?|0x|%|u\+/gi, ' ').replace(/[{}:]/g, ' ');
  if (format === 'binary') source = source.replace(/0b/gi, ' ');
  if (format === 'octal') source = source.replace(/0o|\\/gi, ' ');
  return source.split(/[\s,;]+/).filter((group) => group !== '');
}

function badDigit(group: string, index: number, format: Exclude<Format, 'base32'>): DecodeFailure {
  const wrong = [...group].find((char) => !DIGITS[format].test(char)) ?? group;
  return fail(`Group ${formatNumber(index + 1)} ${quote(group)} has “${wrong}”, which is not ${DIGIT_NAMES[format]}.`);
}

/** Position of the first byte that is not valid UTF-8, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    let extra: number;
    let min: number;
    if (lead < 0x80) {
      i += 1;
      continue;
    } else if (lead >= 0xc2 && lead <= 0xdf) {
      extra = 1;
      min = 0x80;
    } else if (lead >= 0xe0 && lead <= 0xef) {
      extra = 2;
      min = 0x800;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      extra = 3;
      min = 0x10000;
    } else return i;
    if (i + extra >= bytes.length) return i;
    let point = lead & (0x3f >> extra);
    for (let k = 1; k <= extra; k += 1) {
      const next = bytes[i + k]!;
      if ((next & 0xc0) !== 0x80) return i;
      point = (point << 6) | (next & 0x3f);
    }
    if (point < min || point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff)) return i;
    i += extra + 1;
  }
  return -1;
}

function bytesToText(bytes: Uint8Array, groupOf: (byte: number) => number): DecodeSuccess {
  const text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(bytes);
  const bad = firstInvalidUtf8(bytes);
  if (bad === -1) return { ok: true, text, count: bytes.length };
  const byte = formatGroup(bytes[bad]!, 'hex');
  return {
    ok: true,
    text,
    count: bytes.length,
    warning:
      `Byte ${formatNumber(bad + 1)} (${byte} in hex, in group ${formatNumber(groupOf(bad) + 1)}) is not valid UTF-8, ` +
      'so the text shows � there. If each number is a character rather than a byte, read them as code points.',
  };
}

function decodeBytes(input: string, format: Exclude<Format, 'base32'>): DecodeResult {
  const groups = splitGroups(input, format);
  if (groups.length === 0) return fail('There is nothing to decode yet.');
  const bytes: number[] = [];
  const groupOfByte: number[] = [];
  const size = BYTE_DIGITS[format];
  for (let index = 0; index < groups.length; index += 1) {
    const group = groups[index]!;
    if (!DIGITS[format].test(group)) return badDigit(group, index, format);
    // A group longer than one byte is a run of bytes written without separators.
    const long = size > 0 && group.length > size;
    if (long && group.length % size !== 0) {
      const unit = format === 'binary' ? 'digits, a byte has 8' : format === 'hex' ? 'digits, a byte has 2' : 'digits, a byte has 3';
      return fail(
        `Group ${formatNumber(index + 1)} ${quote(group)} has ${formatNumber(group.length)} ${unit}: ` +
          'separate the bytes with spaces, or check for a missing or extra digit.',
      );
    }
    const parts = long ? (group.match(new RegExp(`.{${size}}`, 'g')) ?? []) : [group];
    for (const part of parts) {
      const value = parseInt(part, RADIX[format]);
      if (value > 255) {
        return fail(
          `Group ${formatNumber(index + 1)} ${quote(part)} is ${formatNumber(value)}, more than one byte holds (0 to 255). ` +
            'For numbers above 255, read the groups as Unicode code points.',
        );
      }
      bytes.push(value);
      groupOfByte.push(index);
    }
  }
  return bytesToText(Uint8Array.from(bytes), (byte) => groupOfByte[byte] ?? 0);
}

function decodeCodePoints(input: string, format: Exclude<Format, 'base32'>): DecodeResult {
  const groups = splitGroups(input, format);
  if (groups.length === 0) return fail('There is nothing to decode yet.');
  const chars: string[] = [];
  for (let index = 0; index < groups.length; index += 1) {
    const group = groups[index]!;
    if (!DIGITS[format].test(group)) return badDigit(group, index, format);
    const value = group.length > 8 && format !== 'binary' ? Infinity : parseInt(group, RADIX[format]);
    if (!(value <= 0x10ffff)) {
      return fail(
        `Group ${formatNumber(index + 1)} ${quote(group)} is beyond the last Unicode code point (10FFFF in hex, 1,114,111): ` +
          'separate the code points with spaces.',
      );
    }
    if (value >= 0xd800 && value <= 0xdfff) {
      return fail(`Group ${formatNumber(index + 1)} ${quote(group)} is a UTF-16 surrogate (D800 to DFFF in hex), not a character.`);
    }
    chars.push(String.fromCodePoint(value));
  }
  return { ok: true, text: chars.join(''), count: chars.length };
}

export function decodeBase32(input: string): DecodeResult {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  const body = compact.replace(/=+$/, '');
  if (body === '') return fail(compact === '' ? 'There is nothing to decode yet.' : 'This Base32 has only padding (=), no data.');
  const bad = body.search(/[^A-Z2-7]/);
  if (bad !== -1) {
    const char = body[bad]!;
    const hint = /[0189]/.test(char) ? ': it has no 0, 1, 8 or 9' : '';
    return fail(`Character ${formatNumber(bad + 1)} “${char}” is not Base32, which uses only A to Z and 2 to 7${hint}.`);
  }
  const rest = body.length % 8;
  if (rest === 1 || rest === 3 || rest === 6) {
    return fail(`This Base32 is ${formatNumber(body.length)} characters long, which no whole number of bytes gives: a character is missing or extra.`);
  }
  try {
    const bytes = base32.decode(body + '='.repeat((8 - rest) % 8));
    return bytesToText(bytes, () => 0);
  } catch {
    return fail('The last Base32 character has bits left over that should be zero: the text is cut short or mistyped.');
  }
}

/** Text from numbers in the chosen format; on bad input, a message naming the group and what is wrong. */
export function decodeText(input: string, format: Format, units: Units): DecodeResult {
  if (input.trim() === '') return fail('There is nothing to decode yet.');
  if (format === 'base32') return decodeBase32(input);
  return units === 'codepoint' ? decodeCodePoints(input, format) : decodeBytes(input, format);
}
