export type DiffOp = { type: 'equal' | 'insert' | 'delete'; text: string };

/** Words (with inner apostrophes), runs of whitespace, and single punctuation marks. */
export function diffTokens(text: string): string[] {
  return text.match(/[\p{L}\p{N}'’_-]+|\s+|[^\p{L}\p{N}\s]/gu) ?? [];
}

function push(ops: DiffOp[], type: DiffOp['type'], text: string) {
  const last = ops[ops.length - 1];
  if (last && last.type === type) last.text += text;
  else ops.push({ type, text });
}

/**
 * A word-level diff (Myers' O(ND) algorithm): the fewest token insertions and deletions that
 * turn `before` into `after`. Deleting before inserting at each change reads naturally
 * ("~~utilize~~ use").
 */
export function diffWords(before: string, after: string): DiffOp[] {
  const a = diffTokens(before);
  const b = diffTokens(after);
  // Common ends are cheap to strip and keep the search small for long texts with a few changes.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);

  const ops: DiffOp[] = [];
  if (head > 0) push(ops, 'equal', a.slice(0, head).join(''));
  for (const op of myers(x, y)) push(ops, op.type, op.text);
  if (tail > 0) push(ops, 'equal', a.slice(a.length - tail).join(''));
  return ops;
}

/** Beyond this many edits the texts barely relate, and a whole-block replacement says it best. */
const MAX_EDITS = 2500;

function myers(a: string[], b: string[]): DiffOp[] {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  if (max === 0) return [];
  const offset = max;
  const v = new Int32Array(2 * max + 2);
  // Frontier d only needs diagonals -d..d, so the saved history grows with D², not D·N.
  const trace: Int32Array[] = [];
  let found = false;
  for (let d = 0; d <= max && !found; d++) {
    if (d > MAX_EDITS) return [
      { type: 'delete', text: a.join('') },
      { type: 'insert', text: b.join('') },
    ];
    trace.push(v.slice(offset - d, offset + d + 1));
    for (let k = -d; k <= d; k += 2) {
      let xPos: number;
      if (k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!)) xPos = v[offset + k + 1]!;
      else xPos = v[offset + k - 1]! + 1;
      let yPos = xPos - k;
      while (xPos < n && yPos < m && a[xPos] === b[yPos]) {
        xPos++;
        yPos++;
      }
      v[offset + k] = xPos;
      if (xPos >= n && yPos >= m) {
        found = true;
        break;
      }
    }
  }

  // Walk the saved frontiers back from the end to recover the edit script.
  const reversed: DiffOp[] = [];
  let xPos = n;
  let yPos = m;
  for (let d = trace.length - 1; d >= 0; d--) {
    const frontier = trace[d]!;
    const k = xPos - yPos;
    const down = k === -d || (k !== d && frontier[d + k - 1]! < frontier[d + k + 1]!);
    const prevK = down ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : frontier[d + prevK]!;
    const prevY = prevX - prevK;
    while (xPos > prevX && yPos > prevY) {
      reversed.push({ type: 'equal', text: a[xPos - 1]! });
      xPos--;
      yPos--;
    }
    if (d === 0) break;
    if (down) reversed.push({ type: 'insert', text: b[yPos - 1]! });
    else reversed.push({ type: 'delete', text: a[xPos - 1]! });
    xPos = prevX;
    yPos = prevY;
  }
  const ops: DiffOp[] = [];
  for (let i = reversed.length - 1; i >= 0; i--) push(ops, reversed[i]!.type, reversed[i]!.text);
  return reorder(ops);
}

/** Within each run of changes, show what was removed before what was added. */
function reorder(ops: DiffOp[]): DiffOp[] {
  const out: DiffOp[] = [];
  let deleted = '';
  let inserted = '';
  const flush = () => {
    if (deleted) push(out, 'delete', deleted);
    if (inserted) push(out, 'insert', inserted);
    deleted = '';
    inserted = '';
  };
  ops.forEach((op, index) => {
    const next = ops[index + 1];
    // A space, or a word that the neighbouring change also contains, stranded between two changes
    // was matched arbitrarily; one block reads better: "~~due to the fact that the~~ because the
    // team", not "~~due to~~ because the ~~fact that the~~ team".
    const word = op.text.trim();
    const stranded =
      word === '' ||
      (/^[\p{L}\p{N}'’]+$/u.test(word) && [deleted, inserted, next?.text ?? ''].some((text) => diffTokens(text).includes(word)));
    const bridge = op.type === 'equal' && !op.text.includes('\n') && stranded && (deleted || inserted) && next && next.type !== 'equal';
    if (op.type === 'delete') deleted += op.text;
    else if (op.type === 'insert') inserted += op.text;
    else if (bridge) {
      deleted += op.text;
      inserted += op.text;
    } else {
      flush();
      push(out, 'equal', op.text);
    }
  });
  flush();
  return out;
}

/** Replays a diff on the original text; throws if the diff does not fit it. */
export function applyDiff(before: string, ops: readonly DiffOp[]): string {
  let position = 0;
  let out = '';
  for (const op of ops) {
    if (op.type === 'insert') {
      out += op.text;
      continue;
    }
    if (before.slice(position, position + op.text.length) !== op.text) {
      throw new Error(`diff does not match the text at ${position}`);
    }
    position += op.text.length;
    if (op.type === 'equal') out += op.text;
  }
  if (position !== before.length) throw new Error('diff does not cover the whole text');
  return out;
}

export function countChanges(ops: readonly DiffOp[]): { inserted: number; deleted: number } {
  let inserted = 0;
  let deleted = 0;
  for (const op of ops) {
    const words = (op.text.match(/[\p{L}\p{N}]+/gu) ?? []).length;
    if (op.type === 'insert') inserted += words;
    if (op.type === 'delete') deleted += words;
  }
  return { inserted, deleted };
}
