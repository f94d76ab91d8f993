import { diffArrays } from 'diff';

/** One run of the word-level diff as DiffView draws it. */
export type DiffOp = { type: 'equal' | 'insert' | 'delete'; text: string };

/** Words (with inner apostrophes), runs of whitespace, and single punctuation marks. */
export function diffTokens(text: string): string[] {
  return text.match(/[\p{L}\p{N}'’_-]+|\s+|[^\p{L}\p{N}\s]/gu) ?? [];
}

/** Beyond this many edits the texts barely relate, and a whole-block replacement says it best. */
const MAX_EDITS = 2500;

function push(ops: DiffOp[], type: DiffOp['type'], text: string) {
  if (text === '') return;
  const last = ops[ops.length - 1];
  if (last && last.type === type) last.text += text;
  else ops.push({ type, text });
}

/**
 * The fewest token insertions and deletions that turn `before` into `after` (jsdiff on our word
 * tokens), with each run of changes showing what was removed before what was added
 * ("~~utilize~~ use").
 */
export function diffWords(before: string, after: string): DiffOp[] {
  const a = diffTokens(before);
  const b = diffTokens(after);
  // Common ends go first: a change then keeps its own spaces ("~~very~~" inside " it very well").
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);

  const changes = diffArrays(x, y, { maxEditLength: MAX_EDITS }) ?? [
    { value: x, removed: true, added: false },
    { value: y, removed: false, added: true },
  ];
  const middle: DiffOp[] = [];
  for (const change of changes) push(middle, change.added ? 'insert' : change.removed ? 'delete' : 'equal', change.value.join(''));

  const ops: DiffOp[] = [];
  push(ops, 'equal', a.slice(0, head).join(''));
  for (const op of groupChanges(middle)) push(ops, op.type, op.text);
  push(ops, 'equal', a.slice(a.length - tail).join(''));
  return ops;
}

/**
 * Within each run of changes, removals before additions, and a space or repeated word stranded
 * between two changes joins them: "~~due to the fact that~~ because the team", not "~~due to~~
 * because the ~~fact that the~~ team". Hand-written: a diff library picks one of the equally short
 * scripts, and which one reads best is this tool's call.
 */
function groupChanges(ops: readonly DiffOp[]): DiffOp[] {
  const out: DiffOp[] = [];
  let deleted = '';
  let inserted = '';
  const flush = () => {
    push(out, 'delete', deleted);
    push(out, 'insert', inserted);
    deleted = '';
    inserted = '';
  };
  ops.forEach((op, index) => {
    const next = ops[index + 1];
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
