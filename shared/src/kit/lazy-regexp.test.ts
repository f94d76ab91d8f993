import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lazyRegExp } from './lazy-regexp';

describe('lazyRegExp', () => {
  it('builds nothing until first asked: an invalid pattern throws only then', () => {
    const broken = lazyRegExp('(', 'u');
    expect(() => broken()).toThrow(SyntaxError);
  });

  it('gives the same object on every call, so a global pattern keeps its lastIndex', () => {
    const word = lazyRegExp(String.raw`\p{L}+`, 'gu');
    expect(word()).toBe(word());
    expect(word().exec('ab cd')?.[0]).toBe('ab');
    expect(word().exec('ab cd')?.[0]).toBe('cd');
    word().lastIndex = 0;
  });

  it.each([
    [String.raw`\p{Lu}`, 'u', 'É', true],
    [String.raw`\p{Lu}`, 'u', 'é', false],
    [String.raw`^[\p{L}\p{N}]+$`, 'u', 'straße42', true],
    [String.raw`^[\p{L}\p{N}]+$`, 'u', 'a-b', false],
    [String.raw`[\n\r]`, '', 'a\nb', true],
    ['', '', '', true],
  ])('/%s/%s tests %j as %s, like the literal', (source, flags, text, expected) => {
    expect(lazyRegExp(source, flags)().test(text)).toBe(expected);
  });

  it('matches as the same pattern written as a literal, for any text', () => {
    const lazy = lazyRegExp(String.raw`[\p{L}\p{N}][\p{L}\p{M}\p{N}]*`, 'gu');
    const literal = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(text.match(lazy())).toEqual(text.match(literal));
      }),
    );
  });
});
