/** Writes a tree from tree.ts as JSON text, indented or minified, without recursion. */
import type { JsonArray, JsonNode, JsonObject, TreeSize } from './tree';

/** Characters of output this page can build and hold (JavaScript strings stop near 512 M). */
export const MAX_OUTPUT_CHARS = 256 * 1024 * 1024;

/** The exact length of the indented text (an upper bound when keys repeat). */
export function indentedLength(size: TreeSize, unit: string): number {
  return size.minified + size.breaks + size.levels * unit.length + size.members;
}

interface Frame {
  node: JsonArray | JsonObject;
  /** Object frames: the members in writing order (indexes into keys/values). */
  order: number[] | null;
  next: number;
}

function count(node: JsonArray | JsonObject): number {
  return node.kind === 'array' ? node.items.length : node.keys.length;
}

/** Object members sorted by key, by UTF-16 code units as JavaScript compares strings. */
function sortedOrder(node: JsonObject): number[] {
  const names = node.keys.map((key) => JSON.parse(key) as string);
  return names.map((_, index) => index).sort((a, b) => ((names[a] as string) < (names[b] as string) ? -1 : 1));
}

/**
 * The tree as text; `unit` is one level of indent ('' to minify). Pieces are collected and joined
 * once: concatenating millions of small strings one by one costs far more.
 */
export function writeTree(root: JsonNode, unit: string, sortKeys: boolean): string {
  if (typeof root === 'string') return root;
  const pretty = unit !== '';
  const colon = pretty ? ': ' : ':';
  const breaks: string[] = [];
  const lineBreak = (depth: number) => (breaks[depth] ??= `\n${unit.repeat(depth)}`);
  const out: string[] = [];
  const stack: Frame[] = [];

  const open = (node: JsonArray | JsonObject) => {
    if (count(node) === 0) {
      out.push(node.kind === 'array' ? '[]' : '{}');
      return;
    }
    out.push(node.kind === 'array' ? '[' : '{');
    stack.push({ node, order: node.kind === 'object' && sortKeys ? sortedOrder(node) : null, next: 0 });
  };

  open(root);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    const { node } = frame;
    const depth = stack.length;
    if (frame.next === count(node)) {
      if (pretty) out.push(lineBreak(depth - 1));
      out.push(node.kind === 'array' ? ']' : '}');
      stack.pop();
      continue;
    }
    const index = frame.order ? (frame.order[frame.next] as number) : frame.next;
    if (frame.next > 0) out.push(',');
    frame.next += 1;
    if (pretty) out.push(lineBreak(depth));
    let child: JsonNode;
    if (node.kind === 'array') child = node.items[index] as JsonNode;
    else {
      out.push(node.keys[index] as string, colon);
      child = node.values[index] as JsonNode;
    }
    if (typeof child === 'string') out.push(child);
    else open(child);
  }
  return out.join('');
}
