/**
 * How large each picture is drawn, read from the pages' drawing instructions (content streams):
 * the transformation matrix in force at each `Do` maps the picture's unit square onto the page.
 * Only q/Q/cm/Do (and skipping inline images) matter here. Pure: forms and pictures are reached
 * through a resolver, so tests feed it plain bytes.
 */
import type { DisplaySize } from './logic';

/** [a b c d e f], as in PDF: a point (x, y) maps to (a·x + c·y + e, b·x + d·y + f). */
export type Matrix = [number, number, number, number, number, number];
export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `m` applied first, then `n` (PDF's `m × n`). */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

/** The size, in points, of the unit square (a picture) drawn under `ctm`. */
export function displaySizeOf(ctm: Matrix): DisplaySize {
  return { width: Math.hypot(ctm[0], ctm[1]), height: Math.hypot(ctm[2], ctm[3]) };
}

/** An XObject drawn with `Do /name`, with the matrix in force, in the content's own space. */
export interface XObjectUse {
  name: string;
  ctm: Matrix;
}

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (byte: number) => !WHITESPACE.has(byte) && !DELIMITERS.has(byte);

type Operand = number | { name: string } | null;

function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Where an inline image's data ends: just after an `EI` that stands alone; -1 when there is none. */
function endOfInlineImage(bytes: Uint8Array, from: number): number {
  for (let i = from; i + 1 < bytes.length; i += 1) {
    if (bytes[i] !== 0x45 || bytes[i + 1] !== 0x49) continue;
    const before = i === 0 ? 0x20 : bytes[i - 1]!;
    const after = i + 2 < bytes.length ? bytes[i + 2]! : 0x20;
    if (WHITESPACE.has(before) && (WHITESPACE.has(after) || DELIMITERS.has(after))) return i + 2;
  }
  return -1;
}

/** Every `Do` of a content stream with the matrix in force, relative to the stream's start. */
export function findXObjectUses(bytes: Uint8Array): XObjectUse[] {
  const uses: XObjectUse[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = IDENTITY;
  let operands: Operand[] = [];
  let i = 0;
  const length = bytes.length;
  while (i < length) {
    const byte = bytes[i]!;
    if (WHITESPACE.has(byte)) {
      i += 1;
    } else if (byte === 0x25) {
      // % comment, to the end of the line
      while (i < length && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i += 1;
    } else if (byte === 0x28) {
      // (string) with balanced parentheses and backslash escapes
      let depth = 0;
      for (; i < length; i += 1) {
        const c = bytes[i];
        if (c === 0x5c) i += 1;
        else if (c === 0x28) depth += 1;
        else if (c === 0x29 && --depth === 0) break;
      }
      i += 1;
      operands.push(null);
    } else if (byte === 0x3c && bytes[i + 1] === 0x3c) {
      i += 2;
      operands.push(null);
    } else if (byte === 0x3e && bytes[i + 1] === 0x3e) {
      i += 2;
      operands.push(null);
    } else if (byte === 0x3c) {
      while (i < length && bytes[i] !== 0x3e) i += 1;
      i += 1;
      operands.push(null);
    } else if (byte === 0x2f) {
      let end = i + 1;
      while (end < length && isRegular(bytes[end]!)) end += 1;
      operands.push({ name: decodeName(String.fromCharCode(...bytes.subarray(i + 1, Math.min(end, i + 1 + 256)))) });
      i = end;
    } else if (DELIMITERS.has(byte)) {
      // [ ] { } and a stray ) or >: only arrays' edges, nothing this scan needs.
      i += 1;
      operands.push(null);
    } else {
      let end = i;
      while (end < length && isRegular(bytes[end]!)) end += 1;
      const word = String.fromCharCode(...bytes.subarray(i, Math.min(end, i + 32)));
      i = end;
      if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) {
        operands.push(Number(word));
        continue;
      }
      switch (word) {
        case 'q':
          stack.push(ctm);
          break;
        case 'Q':
          ctm = stack.pop() ?? ctm;
          break;
        case 'cm': {
          const values = operands.slice(-6);
          if (values.length === 6 && values.every((value) => typeof value === 'number')) ctm = multiply(values as Matrix, ctm);
          break;
        }
        case 'Do': {
          const last = operands.at(-1);
          if (last && typeof last === 'object') uses.push({ name: last.name, ctm });
          break;
        }
        case 'ID': {
          // Inline image data (after BI … ID): binary, skipped whole.
          const end = endOfInlineImage(bytes, i + 1);
          i = end === -1 ? length : end;
          break;
        }
        default:
          break;
      }
      operands = [];
    }
  }
  return uses;
}

/** What a name in a content's /XObject resources is. */
export type XObjectTarget =
  | { kind: 'image'; key: string }
  | { kind: 'form'; key: string; matrix: Matrix; open: () => ContentSource | null }
  | null;

export interface ContentSource {
  content: Uint8Array;
  resolve: (name: string) => XObjectTarget;
}

/** A picture drawn somewhere inside a content, with the matrix from picture space to that content's space. */
export interface ImageUse {
  key: string;
  matrix: Matrix;
}

const MAX_FORM_DEPTH = 12;

/**
 * Every picture drawn by `source`, forms followed (each form scanned once: `memo` holds its
 * uses by key, in the form's own space before its /Matrix).
 */
export function collectImageUses(source: ContentSource, memo: Map<string, ImageUse[]> = new Map(), depth = 0): ImageUse[] {
  const found: ImageUse[] = [];
  for (const use of findXObjectUses(source.content)) {
    const target = source.resolve(use.name);
    if (!target) continue;
    if (target.kind === 'image') {
      found.push({ key: target.key, matrix: use.ctm });
      continue;
    }
    let inner = memo.get(target.key);
    if (!inner) {
      // Marked first, so a form that draws itself ends here.
      memo.set(target.key, []);
      const form = depth < MAX_FORM_DEPTH ? target.open() : null;
      inner = form ? collectImageUses(form, memo, depth + 1) : [];
      memo.set(target.key, inner);
    }
    const toHere = multiply(target.matrix, use.ctm);
    for (const image of inner) found.push({ key: image.key, matrix: multiply(image.matrix, toHere) });
  }
  return found;
}

/** Keeps, per picture, the largest size it is drawn at (each direction on its own: the safe side). */
export function recordDisplay(sizes: Map<string, DisplaySize>, key: string, size: DisplaySize): void {
  if (!Number.isFinite(size.width) || !Number.isFinite(size.height)) return;
  const known = sizes.get(key);
  sizes.set(key, known ? { width: Math.max(known.width, size.width), height: Math.max(known.height, size.height) } : size);
}
