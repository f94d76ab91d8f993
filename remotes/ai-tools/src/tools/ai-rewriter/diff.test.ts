import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countChanges, diffTokens, diffWords, type DiffOp } from './diff';
import { MODES, rewrite } from './logic';

/** The test's oracle: replays a diff on the original text; throws if the diff does not fit it. */
function applyDiff(before: string, ops: readonly DiffOp[]): string {
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

describe('diffWords', () => {
  it.each<[string, string, DiffOp[]]>([
    ['', '', []],
    ['same text', 'same text', [{ type: 'equal', text: 'same text' }]],
    ['', 'new', [{ type: 'insert', text: 'new' }]],
    ['old', '', [{ type: 'delete', text: 'old' }]],
    [
      'We utilize it.',
      'We use it.',
      [
        { type: 'equal', text: 'We ' },
        { type: 'delete', text: 'utilize' },
        { type: 'insert', text: 'use' },
        { type: 'equal', text: ' it.' },
      ],
    ],
    [
      'In order to win',
      'To win',
      [
        { type: 'delete', text: 'In order to' },
        { type: 'insert', text: 'To' },
        { type: 'equal', text: ' win' },
      ],
    ],
    [
      'It is very good.',
      'It is good.',
      [
        { type: 'equal', text: 'It is ' },
        { type: 'delete', text: 'very ' },
        { type: 'equal', text: 'good.' },
      ],
    ],
    [
      'Basically, due to the fact that the team',
      'Because the team',
      [
        { type: 'delete', text: 'Basically, due to the fact that' },
        { type: 'insert', text: 'Because' },
        { type: 'equal', text: ' the team' },
      ],
    ],
    [
      'due to the fact that the team',
      'because the team',
      [
        { type: 'delete', text: 'due to the fact that' },
        { type: 'insert', text: 'because' },
        { type: 'equal', text: ' the team' },
      ],
    ],
    [
      'We utilize it very well.',
      'We use it well.',
      [
        { type: 'equal', text: 'We ' },
        { type: 'delete', text: 'utilize' },
        { type: 'insert', text: 'use' },
        { type: 'equal', text: ' it' },
        { type: 'delete', text: ' very' },
        { type: 'equal', text: ' well.' },
      ],
    ],
  ])('%j -> %j', (before, after, expected) => {
    expect(diffWords(before, after)).toEqual(expected);
  });

  it('treats words, spaces and punctuation as tokens', () => {
    expect(diffTokens("Don't stop, ok?")).toEqual(["Don't", ' ', 'stop', ',', ' ', 'ok', '?']);
  });

  it('applying the diff to the input yields the output (any texts)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.string({ maxLength: 120 }), (before, after) => {
        expect(applyDiff(before, diffWords(before, after))).toBe(after);
      }),
    );
  });

  it('applying the diff yields the output for word-level edits', () => {
    const word = fc.constantFrom('the', 'cat', 'sat', 'on', 'mat', 'a', 'dog', ',', '.', 'very');
    fc.assert(
      fc.property(fc.array(word, { maxLength: 40 }), fc.array(word, { maxLength: 40 }), (a, b) => {
        const before = a.join(' ');
        const after = b.join(' ');
        const ops = diffWords(before, after);
        expect(applyDiff(before, ops)).toBe(after);
        // Never two neighbouring operations of the same kind.
        ops.forEach((op, i) => expect(op.type).not.toBe(ops[i + 1]?.type));
      }),
    );
  });

  it.each(MODES.map((mode) => [mode]))('applying the diff of a %s rewrite gives the rewrite', (mode) => {
    const input = 'In order to utilize it, we basically do not know. However, numerous kids are gonna try!!';
    const { output } = rewrite(input, mode);
    expect(applyDiff(input, diffWords(input, output))).toBe(output);
  });

  it('copes with long, completely different texts', () => {
    const before = 'alpha '.repeat(3000);
    const after = 'beta '.repeat(3000);
    const ops = diffWords(before, after);
    expect(applyDiff(before, ops)).toBe(after);
    // Past the edit limit the changed middle is one replaced block, not 6,000 alternating marks.
    expect(ops.map((op) => op.type)).toEqual(['delete', 'insert', 'equal']);
    expect(ops[2]).toEqual({ type: 'equal', text: ' ' });
  });

  it('rejects a diff that does not fit the text', () => {
    expect(() => applyDiff('abc', [{ type: 'equal', text: 'abd' }])).toThrow();
    expect(() => applyDiff('abc', [{ type: 'equal', text: 'ab' }])).toThrow();
  });

  it('counts changed words', () => {
    expect(countChanges(diffWords('We utilize it very well.', 'We use it well.'))).toEqual({ inserted: 1, deleted: 2 });
  });
});
