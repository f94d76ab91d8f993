/** Text as groups of binary, hexadecimal, octal or decimal digits (its UTF-8 bytes or code points), or as Base32. */
import { base32 } from '@scure/base';
import { RADIX, type Format, type Separator, type Units } from './formats';

const SEPARATOR_TEXT: Record<Separator, string> = { space: ' ', none: '', comma: ', ', newline: '\n' };
const WIDTH: Record<Exclude<Format, 'base32'>, number> = { binary: 8, hex: 2, octal: 3, decimal: 1 };
const PREFIX: Record<Exclude<Format, 'base32'>, string> = { binary: '0b', hex: '0x', octal: '0o', decimal: '' };

export interface EncodeOptions {
  format: Format;
  /** Base32 always encodes UTF-8 bytes. */
  units: Units;
  separator: Separator;
  /** 0b, 0o or 0x before each group (not for decimal or Base32). */
  prefix: boolean;
}

export const utf8Bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

/** The code points of a text; a lone surrogate counts as itself. */
export function codePoints(text: string): number[] {
  const points: number[] = [];
  for (const char of text) points.push(char.codePointAt(0)!);
  return points;
}

/** One number as a group of digits: bytes padded to a full byte (01001000, 0A, 012). */
export function formatGroup(value: number, format: Exclude<Format, 'base32'>, prefix = false): string {
  const digits = value.toString(RADIX[format]).toUpperCase().padStart(WIDTH[format], '0');
  return prefix ? PREFIX[format] + digits : digits;
}

/** The groups of the 256 bytes, made once per format: encoding megabytes is then a lookup. */
const byteTables = new Map<string, string[]>();
function byteTable(format: Exclude<Format, 'base32'>, prefix: boolean): string[] {
  const key = `${format}:${prefix}`;
  let table = byteTables.get(key);
  if (!table) {
    table = Array.from({ length: 256 }, (_, byte) => formatGroup(byte, format, prefix));
    byteTables.set(key, table);
  }
  return table;
}

export function encodeBase32(bytes: Uint8Array): string {
  return base32.encode(bytes);
}

/** A text in the chosen format. "Hi" → "01001000 01101001". */
export function encodeText(text: string, options: EncodeOptions): string {
  const { format, units, separator } = options;
  if (text === '') return '';
  if (format === 'base32') return encodeBase32(utf8Bytes(text));
  const prefix = options.prefix && format !== 'decimal';
  const join = SEPARATOR_TEXT[separator];
  if (units === 'codepoint') return codePoints(text).map((point) => formatGroup(point, format, prefix)).join(join);
  const table = byteTable(format, prefix);
  const bytes = utf8Bytes(text);
  const groups = new Array<string>(bytes.length);
  for (let i = 0; i < bytes.length; i += 1) groups[i] = table[bytes[i]!]!;
  return groups.join(join);
}
