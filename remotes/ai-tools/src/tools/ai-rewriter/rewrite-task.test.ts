import { describe, expect, it } from 'vitest';
import { runRewrite } from './rewrite-task';

describe('runRewrite', () => {
  it('rewrites with the local engine and compares the result with the text', () => {
    const result = runRewrite({ text: 'Utilize it now.', mode: 'simpler', answer: null });
    expect(result.output).toBe('Use it now.');
    expect(result.rules).toEqual([{ category: 'Simpler word', from: 'utilize', to: 'use', count: 1 }]);
    expect(result.ops).toEqual([
      { type: 'delete', text: 'Utilize' },
      { type: 'insert', text: 'Use' },
      { type: 'equal', text: ' it now.' },
    ]);
    expect([result.wordsBefore, result.wordsAfter]).toEqual([3, 3]);
  });

  it.each([
    ['an endpoint answer', 'Utilize it now.', 'Do it.', [3, 2]],
    ['an empty answer', 'Utilize it.', '', [2, 0]],
    ['an empty text', '', 'Hi.', [0, 1]],
  ] as const)('compares %s without the local engine', (_name, text, answer, words) => {
    const result = runRewrite({ text, mode: 'simpler', answer });
    expect(result.output).toBe(answer);
    expect(result.rules).toEqual([]);
    expect(result.ops.filter((op) => op.type !== 'delete').map((op) => op.text).join('')).toBe(answer);
    expect(result.ops.filter((op) => op.type !== 'insert').map((op) => op.text).join('')).toBe(text);
    expect([result.wordsBefore, result.wordsAfter]).toEqual(words);
  });
});
