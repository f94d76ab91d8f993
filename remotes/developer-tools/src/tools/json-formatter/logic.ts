/** JSON formatting rules for the JSON Formatter. Pure: no React, no DOM. */
import { scanJsonError } from './scan';

export { scanJsonError };

export type Indent = '2' | '4' | 'tab';
export type FormatMode = 'format' | 'minify';

export interface FormatOptions {
  indent: Indent;
  sortKeys: boolean;
  mode: FormatMode;
}

export interface JsonErrorInfo {
  /** UTF-16 offset into the input where the problem is. */
  offset: number;
  /** 1-based. */
  line: number;
  /** 1-based, counted in characters (code points) from the start of the line. */
  column: number;
  reason: string;
}

export type FormatResult =
  | { ok: true; output: string; summary: string }
  | { ok: false; error: JsonErrorInfo };

export const INDENTS: readonly Indent[] = ['2', '4', 'tab'];
export const MODES: readonly FormatMode[] = ['format', 'minify'];

/** Inputs up to this size are formatted on the main thread for instant live results. */
export const SYNC_LIMIT_BYTES = 100 * 1024;

export function parseIndent(value: string): Indent {
  return (INDENTS as readonly string[]).includes(value) ? (value as Indent) : '2';
}

export function parseMode(value: string): FormatMode {
  return (MODES as readonly string[]).includes(value) ? (value as FormatMode) : 'format';
}

export function indentText(indent: Indent): string {
  return indent === 'tab' ? '\t' : ' '.repeat(Number(indent));
}

type RawJson = (source: string) => unknown;
type IsRawJson = (value: unknown) => boolean;
const jsonExtras = JSON as unknown as { rawJSON?: RawJson; isRawJSON?: IsRawJson };

/**
 * Where the engine can hand us each number's source text, numbers are kept exactly as written:
 * 12345678901234567890 would otherwise be rounded to a double and 1.0 would become 1.
 */
function parseKeepingNumbers(text: string): unknown {
  const rawJSON = jsonExtras.rawJSON;
  if (typeof rawJSON !== 'function') return JSON.parse(text);
  const reviver = (_key: string, value: unknown, context?: { source?: string }) =>
    typeof value === 'number' && context?.source !== undefined && String(value) !== context.source
      ? rawJSON(context.source)
      : value;
  return JSON.parse(text, reviver as (key: string, value: unknown) => unknown);
}

function isRawJson(value: unknown): boolean {
  return typeof jsonExtras.isRawJSON === 'function' && jsonExtras.isRawJSON(value);
}

/**
 * Sorts object keys by UTF-16 code units at every depth. Object.fromEntries defines own
 * properties, so a "__proto__" key stays a key instead of changing the prototype.
 * JavaScript objects list integer-like keys first whatever we do, so "2" stays before "10" and "a".
 */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value === null || typeof value !== 'object' || isRawJson(value)) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, child]) => [key, sortKeysDeep(child)]));
}

export function describeValue(value: unknown): string {
  if (Array.isArray(value)) return `array with ${plural(value.length, 'item')}`;
  if (value === null) return 'null';
  if (typeof value === 'object') {
    if (isRawJson(value)) return 'number';
    return `object with ${plural(Object.keys(value).length, 'key')}`;
  }
  return typeof value;
}

function plural(count: number, word: string): string {
  return `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;
}

export function formatJson(input: string, options: FormatOptions): FormatResult {
  // Files saved by some editors start with a byte-order mark, which JSON.parse rejects.
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const shift = text === input ? 0 : 1;
  let value: unknown;
  try {
    value = parseKeepingNumbers(text);
  } catch (error) {
    const info = describeJsonError(text, error instanceof Error ? error.message : String(error));
    return { ok: false, error: shift ? { ...info, offset: info.offset + shift } : info };
  }
  try {
    const shaped = options.sortKeys ? sortKeysDeep(value) : value;
    const output =
      options.mode === 'minify' ? JSON.stringify(shaped) : JSON.stringify(shaped, null, indentText(options.indent));
    return { ok: true, output, summary: describeValue(value) };
  } catch {
    // Only a stack overflow can get here: the text parsed, so every value is serialisable.
    return {
      ok: false,
      error: { offset: 0, line: 1, column: 1, reason: 'The document is nested too deeply to format.' },
    };
  }
}

/** 1-based line and column of a UTF-16 offset; columns count code points, as editors do. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const end = Math.max(0, Math.min(offset, text.length));
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  let column = 1;
  for (let i = lineStart; i < end; i++) {
    const code = text.charCodeAt(i);
    // The low half of a surrogate pair belongs to the character already counted.
    if (code >= 0xdc00 && code <= 0xdfff && i > lineStart && isHighSurrogate(text.charCodeAt(i - 1))) continue;
    column++;
  }
  return { line, column };
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * The offset a JSON.parse error message points at. V8 says "at position N", Firefox says
 * "at line L column C"; Safari and older engines say neither, so the result may be undefined.
 */
export function positionFromEngineMessage(message: string, text: string): number | undefined {
  const position = /\bposition (\d+)/.exec(message);
  if (position?.[1] !== undefined) return Math.min(Number(position[1]), text.length);
  const lineCol = /\bline (\d+) column (\d+)/.exec(message);
  if (lineCol?.[1] !== undefined && lineCol[2] !== undefined) {
    let start = 0;
    for (let line = 1; line < Number(lineCol[1]); line++) {
      const next = text.indexOf('\n', start);
      if (next === -1) return undefined;
      start = next + 1;
    }
    return Math.min(start + Number(lineCol[2]) - 1, text.length);
  }
  return undefined;
}

/**
 * Turns a failed JSON.parse into a located, readable error. Engines word and place errors
 * differently (Safari gives no position at all), so our own scan locates and words it the same
 * way everywhere; the engine's position is the fallback when the scan finds nothing wrong.
 */
export function describeJsonError(text: string, engineMessage: string): JsonErrorInfo {
  const scanned = scanJsonError(text);
  if (scanned) return { offset: scanned.offset, ...lineColumn(text, scanned.offset), reason: scanned.reason };
  const offset = positionFromEngineMessage(engineMessage, text) ?? text.length;
  return { offset, ...lineColumn(text, offset), reason: cleanEngineMessage(engineMessage) };
}

function cleanEngineMessage(message: string): string {
  const trimmed = message
    .replace(/^JSON(\.parse:| Parse error:)\s*/i, '')
    .replace(/,? ".*" is not valid JSON$/s, '')
    .replace(/ (in JSON )?at position \d+.*$/s, '')
    .replace(/ at line \d+ column \d+.*$/s, '');
  const sentence = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return sentence.endsWith('.') ? sentence : `${sentence}.`;
}

/** A window of the error's line around the spot, for pointing at it without a huge line. */
export function errorExcerpt(
  text: string,
  offset: number,
  radius = 40,
): { before: string; at: string; after: string; clippedStart: boolean; clippedEnd: boolean } {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const nextBreak = text.indexOf('\n', offset);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const from = Math.max(lineStart, offset - radius);
  const to = Math.min(lineEnd, offset + 1 + radius);
  const atEnd = offset >= lineEnd;
  return {
    before: text.slice(from, offset).replace(/\t/g, ' '),
    at: atEnd ? '' : text.slice(offset, offset + 1).replace(/\t/g, ' '),
    after: atEnd ? '' : text.slice(offset + 1, to).replace(/\t/g, ' ').replace(/\r$/, ''),
    clippedStart: from > lineStart,
    clippedEnd: to < lineEnd,
  };
}

/** Number of bytes the text takes as UTF-8, without allocating an encoded copy. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (isHighSurrogate(code) && i + 1 < text.length && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
