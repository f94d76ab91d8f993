/** JSON formatting rules for the JSON Formatter. Pure: no React, no DOM. */
import { formatNumber, utf8Length } from '@toolhub/shared/worker';
import { indentedLength, MAX_OUTPUT_CHARS, writeTree } from './emit';
import { scanJsonError } from './scan';
import { readTree, type JsonNode } from './tree';

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
  | { ok: true; output: string; summary: string; inputBytes: number; outputBytes: number }
  | { ok: false; error: JsonErrorInfo; inputBytes: number; tooBig?: boolean };

export const INDENTS: readonly Indent[] = ['2', '4', 'tab'];
export const MODES: readonly FormatMode[] = ['format', 'minify'];

export function parseIndent(value: string): Indent {
  return (INDENTS as readonly string[]).includes(value) ? (value as Indent) : '2';
}

export function parseMode(value: string): FormatMode {
  return (MODES as readonly string[]).includes(value) ? (value as FormatMode) : 'format';
}

export function indentText(indent: Indent): string {
  return indent === 'tab' ? '\t' : ' '.repeat(Number(indent));
}

function plural(count: number, word: string): string {
  return `${formatNumber(count)} ${word}${count === 1 ? '' : 's'}`;
}

export function describeNode(node: JsonNode): string {
  if (typeof node !== 'string') {
    return node.kind === 'array' ? `array with ${plural(node.items.length, 'item')}` : `object with ${plural(node.keys.length, 'key')}`;
  }
  const first = node.charAt(0);
  if (first === '"') return 'string';
  if (first === 't' || first === 'f') return 'boolean';
  if (first === 'n') return 'null';
  return 'number';
}

const MB = 1024 * 1024;

function sizeProblem(chars: number, mode: FormatMode, minified: number): string | null {
  if (chars <= MAX_OUTPUT_CHARS) return null;
  const limit = `${MAX_OUTPUT_CHARS / MB} MB`;
  return mode === 'format'
    ? `Indented, this document would be over ${limit}; choose Minify, which writes it in ${Math.max(1, Math.ceil(minified / MB))} MB.`
    : `The result would be over ${limit}, more than this page can hold.`;
}

/**
 * Validates, then formats or minifies without recursion (any nesting depth). Numbers are written
 * exactly as in the input; strings as JSON.stringify writes them; a repeated key keeps its last
 * value, as JSON.parse does. `onProgress` hears 0..1 while a big document is read.
 */
export function formatJson(input: string, options: FormatOptions, onProgress?: (fraction: number) => void): FormatResult {
  // Files saved by some editors start with a byte-order mark, which JSON rejects.
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const shift = text === input ? 0 : 1;
  const inputBytes = utf8Length(input);
  const scanned = scanJsonError(text);
  if (scanned) {
    const error = { offset: scanned.offset + shift, ...lineColumn(text, scanned.offset), reason: scanned.reason };
    return { ok: false, error, inputBytes };
  }
  const { root, size } = readTree(text, onProgress);
  const unit = options.mode === 'minify' ? '' : indentText(options.indent);
  const problem = sizeProblem(unit === '' ? size.minified : indentedLength(size, unit), options.mode, size.minified);
  if (problem) return { ok: false, error: { offset: 0, line: 1, column: 1, reason: problem }, inputBytes, tooBig: true };
  const output = writeTree(root, unit, options.sortKeys);
  return { ok: true, output, summary: describeNode(root), inputBytes, outputBytes: utf8Length(output) };
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
