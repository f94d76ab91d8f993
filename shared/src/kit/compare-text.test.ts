import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareText } from './compare-text';

const sign = (n: number) => Math.sign(n);

describe('compareText', () => {
  it.each([
    ['equal', 'Bitcoin', 'Bitcoin', 0],
    ['alphabetical', 'Bitcoin', 'Ethereum', -1],
    ['case ignored first', 'BNB', 'Baby Doge Coin', 1],
    ['lower case against capitals', 'dYdX', 'Ethereum', -1],
    ['a prefix first', 'Bitcoin', 'Bitcoin Cash', -1],
    ['digits before letters', '1inch', 'Aave', -1],
    ['a space before letters', 'Bitcoin SV', 'Bitcoinz', -1],
    ['same letters: capitals first, so the order is total', 'Ab', 'ab', -1],
    ['empty first', '', 'a', -1],
    ['tag names', 'script', 'iframe', 1],
  ])('%s: %s against %s', (_name, a, b, expected) => {
    expect(sign(compareText(a, b))).toBe(expected);
    expect(sign(compareText(b, a))).toBe(-expected || 0);
  });

  it('orders letters, digits and spaces as the English collator does, unless only case differs', () => {
    const collator = new Intl.Collator('en');
    const text = fc.string({ unit: fc.constantFrom(...'abcXYZ019 '.split('')), maxLength: 8 });
    fc.assert(
      fc.property(text, text, (a, b) => {
        fc.pre(a.toLowerCase() !== b.toLowerCase());
        expect(sign(compareText(a, b))).toBe(sign(collator.compare(a, b)));
      }),
    );
  });

  it('is a total order: antisymmetric and transitive', () => {
    const text = fc.string({ maxLength: 6 });
    fc.assert(
      fc.property(text, text, text, (a, b, c) => {
        expect(sign(compareText(a, b))).toBe(-sign(compareText(b, a)) || 0);
        if (compareText(a, b) <= 0 && compareText(b, c) <= 0) expect(compareText(a, c)).toBeLessThanOrEqual(0);
        expect(compareText(a, b) === 0).toBe(a === b);
      }),
    );
  });
});
