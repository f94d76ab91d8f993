import { decodeText } from './decode';
import { encodeText, formatGroup, utf8Bytes, type EncodeOptions } from './encode';
import type { Format, Units } from './formats';

/** Names for characters that would otherwise show as nothing. */
const NAMED: Record<number, string> = {
  0x09: 'Tab',
  0x0a: 'Line feed',
  0x0d: 'Carriage return',
  0x20: 'Space',
  0xa0: 'No-break space',
  0xad: 'Soft hyphen',
  0x200b: 'Zero-width space',
  0x200c: 'Zero-width non-joiner',
  0x200d: 'Zero-width joiner',
  0xfeff: 'Byte order mark',
};

/** How a character is shown in the breakdown: itself, or its name when it is invisible. */
export function showChar(point: number): string {
  const name = NAMED[point];
  if (name) return name;
  if (point < 0x20 || point === 0x7f || (point >= 0x80 && point < 0xa0)) return 'Control character';
  if (point >= 0xd800 && point <= 0xdfff) return 'Lone surrogate';
  if (point >= 0xfe00 && point <= 0xfe0f) return 'Variation selector';
  return String.fromCodePoint(point);
}

export const codePointLabel = (point: number) => `U+${point.toString(16).toUpperCase().padStart(4, '0')}`;

export interface BreakdownRow {
  /** The character, or its name when invisible. */
  shown: string;
  named: boolean;
  codePoint: string;
  /** Its UTF-8 bytes in the chosen format ("C3 A9"). */
  bytes: string;
  byteCount: number;
}

/** Character by character: its code point and the UTF-8 bytes that store it, for the first `limit`. */
export function breakdown(text: string, format: Exclude<Format, 'base32'>, limit = 64): BreakdownRow[] {
  const rows: BreakdownRow[] = [];
  for (const char of text) {
    if (rows.length >= limit) break;
    const point = char.codePointAt(0)!;
    const bytes = [...utf8Bytes(char)];
    const shown = showChar(point);
    rows.push({
      shown,
      named: shown !== char,
      codePoint: codePointLabel(point),
      bytes: bytes.map((byte) => formatGroup(byte, format)).join(' '),
      byteCount: bytes.length,
    });
  }
  return rows;
}

export interface TextSize {
  characters: number;
  bytes: number;
}

/** Characters (code points) and UTF-8 bytes of a text. */
export function textSize(text: string): TextSize {
  let characters = 0;
  let bytes = 0;
  for (const char of text) {
    characters += 1;
    const point = char.codePointAt(0)!;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return { characters, bytes };
}

export type ConvertJob =
  | { direction: 'encode'; text: string; options: EncodeOptions }
  | { direction: 'decode'; code: string; format: Format; units: Units };

export interface ConvertResult {
  /** The encoded code, or the decoded text ('' on error). */
  output: string;
  error: string | null;
  warning: string | null;
}

/** The tool's one job, on either side of the worker. */
export function runConvertJob(job: ConvertJob): ConvertResult {
  if (job.direction === 'encode') return { output: encodeText(job.text, job.options), error: null, warning: null };
  const result = decodeText(job.code, job.format, job.units);
  return result.ok ? { output: result.text, error: null, warning: result.warning ?? null } : { output: '', error: result.error, warning: null };
}
