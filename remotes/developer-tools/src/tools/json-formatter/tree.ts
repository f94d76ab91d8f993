/**
 * Reads valid JSON text into a light tree without recursion, so nesting depth is limited only by
 * memory. Numbers keep the exact text they were written with; strings and keys are rewritten the
 * way JSON.stringify writes them. Run scanJsonError first: this reader trusts its input.
 */

/** A number, string, true, false or null, as it will be written. */
export type JsonLeaf = string;

export interface JsonArray {
  kind: 'array';
  items: JsonNode[];
}

export interface JsonObject {
  kind: 'object';
  /** Quoted keys as they will be written; a repeated key keeps its first place and its last value, as JSON.parse does. */
  keys: string[];
  values: JsonNode[];
}

export type JsonNode = JsonLeaf | JsonArray | JsonObject;

/** Sizes of the two ways of writing the tree, worked out while reading it (upper bounds when keys repeat). */
export interface TreeSize {
  /** Characters of the minified text. */
  minified: number;
  /** Line breaks of the indented text. */
  breaks: number;
  /** Indent levels summed over all lines of the indented text. */
  levels: number;
  /** Object members (each gets a space after its colon when indented). */
  members: number;
}

export interface Tree {
  root: JsonNode;
  size: TreeSize;
}

interface Frame {
  node: JsonArray | JsonObject;
  /** Object frames: the key read before ':' and not yet given a value. */
  key: string | null;
  /** Object frames: where each key went, to apply JSON.parse's "last value wins". */
  seen: Map<string, number> | null;
}

const LONE_OR_PAIRED_SURROGATE = /[\uD800-\uDFFF]/;

/** A string token as JSON.stringify writes its value: escapes undone, lone surrogates escaped. */
export function canonicalString(token: string): string {
  if (token.indexOf('\\') === -1 && !LONE_OR_PAIRED_SURROGATE.test(token)) return token;
  return JSON.stringify(JSON.parse(token) as string);
}

function stringEnd(text: string, start: number): number {
  let i = start + 1;
  for (;;) {
    const code = text.charCodeAt(i);
    if (code === 92) i += 2;
    else if (code === 34) return i + 1;
    else i++;
  }
}

function isNumberChar(code: number): boolean {
  // 0-9 + - . e E
  return (code >= 48 && code <= 57) || code === 43 || code === 45 || code === 46 || code === 101 || code === 69;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9;
}

const PROGRESS_EVERY = 1 << 16;

export function readTree(text: string, onProgress?: (fraction: number) => void): Tree {
  const size: TreeSize = { minified: 0, breaks: 0, levels: 0, members: 0 };
  const stack: Frame[] = [];
  let root: JsonNode | undefined;
  let i = 0;
  let nextReport = PROGRESS_EVERY;

  const attach = (node: JsonNode) => {
    const frame = stack[stack.length - 1];
    if (!frame) {
      root = node;
      return;
    }
    const depth = stack.length;
    size.breaks += 1;
    size.levels += depth;
    if (frame.node.kind === 'array') {
      if (frame.node.items.length > 0) size.minified += 1;
      frame.node.items.push(node);
      return;
    }
    const key = frame.key as string;
    frame.key = null;
    const object = frame.node;
    const seen = (frame.seen ??= new Map());
    const at = seen.get(key);
    if (at !== undefined) {
      // A repeated key replaces the earlier value; the sizes stay an upper bound.
      object.values[at] = node;
      return;
    }
    if (object.keys.length > 0) size.minified += 1;
    seen.set(key, object.keys.length);
    object.keys.push(key);
    object.values.push(node);
  };

  for (;;) {
    while (isSpace(text.charCodeAt(i))) i++;
    if (i >= text.length) break;
    if (onProgress && i >= nextReport) {
      nextReport = i + PROGRESS_EVERY;
      onProgress(i / text.length);
    }
    const code = text.charCodeAt(i);
    if (code === 91 || code === 123) {
      // [ or {
      const node: JsonArray | JsonObject = code === 91 ? { kind: 'array', items: [] } : { kind: 'object', keys: [], values: [] };
      attach(node);
      size.minified += 2;
      stack.push({ node, key: null, seen: null });
      i++;
      continue;
    }
    if (code === 93 || code === 125) {
      // ] or }
      const frame = stack.pop() as Frame;
      const count = frame.node.kind === 'array' ? frame.node.items.length : frame.node.keys.length;
      if (count > 0) {
        size.breaks += 1;
        size.levels += stack.length;
      }
      i++;
      if (stack.length === 0) break;
      continue;
    }
    if (code === 44) {
      // ,
      i++;
      continue;
    }
    const frame = stack[stack.length - 1];
    if (code === 34) {
      const end = stringEnd(text, i);
      const token = canonicalString(text.slice(i, end));
      i = end;
      if (frame && frame.node.kind === 'object' && frame.key === null) {
        frame.key = token;
        size.members += 1;
        size.minified += token.length + 1;
        while (isSpace(text.charCodeAt(i))) i++;
        i++; // the ':'
        continue;
      }
      size.minified += token.length;
      attach(token);
      if (!frame) break;
      continue;
    }
    let end = i + 1;
    if (code === 116 || code === 110) end = i + 4; // true, null
    else if (code === 102) end = i + 5; // false
    else while (end < text.length && isNumberChar(text.charCodeAt(end))) end++;
    const leaf = text.slice(i, end);
    size.minified += leaf.length;
    attach(leaf);
    i = end;
    if (!frame) break;
  }
  return { root: root ?? 'null', size };
}
