import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  capError,
  digitsUpTo,
  isNumbering,
  isSeparatorKind,
  MAX_COUNT,
  MAX_OUTPUT_CHARS,
  maxCountFor,
  NUMBERINGS,
  numberLabel,
  outputLength,
  readSeparator,
  repeatText,
  type RepeatJob,
} from './logic';

const job = (partial: Partial<RepeatJob>): RepeatJob => ({ text: 'ab', count: 3, separator: '\n', numbering: 'none', pad: false, ...partial });

describe('repeatText', () => {
  it.each<[Partial<RepeatJob>, string]>([
    [{}, 'ab\nab\nab'],
    [{ separator: ' ' }, 'ab ab ab'],
    [{ separator: '' }, 'ababab'],
    [{ separator: ', ' }, 'ab, ab, ab'],
    [{ count: 1 }, 'ab'],
    [{ count: 0 }, ''],
    [{ numbering: 'dot' }, '1. ab\n2. ab\n3. ab'],
    [{ numbering: 'paren', separator: ' ' }, '1) ab 2) ab 3) ab'],
    [{ numbering: 'bracket' }, '[1] ab\n[2] ab\n[3] ab'],
    [{ numbering: 'hash', separator: '' }, '#1 ab#2 ab#3 ab'],
    [{ numbering: 'dot', count: 10, pad: true, separator: '|' }, '01. ab|02. ab|03. ab|04. ab|05. ab|06. ab|07. ab|08. ab|09. ab|10. ab'],
    [{ numbering: 'none', pad: true }, 'ab\nab\nab'],
    [{ text: 'é👍🏽', count: 2, separator: '' }, 'é👍🏽é👍🏽'],
    [{ text: 'line 1\nline 2', count: 2, numbering: 'dot', separator: '\n\n' }, '1. line 1\nline 2\n\n2. line 1\nline 2'],
  ])('%j → %j', (partial, expected) => {
    expect(repeatText(job(partial))).toBe(expected);
  });

  it('makes a result right at the cap, and reports progress when numbering', () => {
    const fractions: number[] = [];
    const big = job({ text: 'x', count: MAX_COUNT, separator: '', numbering: 'hash' });
    const out = repeatText(big, (fraction) => fractions.push(fraction));
    expect(out.length).toBe(outputLength(big));
    expect(out.endsWith('#1000000 x')).toBe(true);
    expect(fractions.length).toBeGreaterThan(5);
    expect(repeatText(job({ text: 'y'.repeat(10), count: MAX_OUTPUT_CHARS / 10, separator: '' })).length).toBe(MAX_OUTPUT_CHARS);
  });

  it('is exactly as long as outputLength says (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.integer({ min: 0, max: 1200 }),
        fc.string({ maxLength: 3 }),
        fc.constantFrom(...NUMBERINGS),
        fc.boolean(),
        (text, count, separator, numbering, pad) => {
          const made = job({ text, count, separator, numbering, pad });
          expect(repeatText(made).length).toBe(outputLength(made));
        },
      ),
    );
  });

  it('splits back into the copies (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z ]{1,6}$/), fc.integer({ min: 1, max: 200 }), (text, count) => {
        const lines = repeatText(job({ text, count, numbering: 'dot', pad: true })).split('\n');
        expect(lines).toHaveLength(count);
        const width = String(count).length;
        lines.forEach((line, index) => expect(line).toBe(`${String(index + 1).padStart(width, '0')}. ${text}`));
      }),
    );
  });
});

describe('numberLabel and digitsUpTo', () => {
  it.each([
    ['none', 7, 0, ''],
    ['dot', 7, 0, '7. '],
    ['paren', 12, 0, '12) '],
    ['bracket', 3, 3, '[003] '],
    ['hash', 1000, 2, '#1000 '],
  ] as const)('%s %i width %i → %j', (numbering, n, width, expected) => {
    expect(numberLabel(numbering, n, width)).toBe(expected);
  });

  it.each([
    [0, 0],
    [1, 1],
    [9, 9],
    [10, 11],
    [99, 189],
    [100, 192],
    [1_000_000, 5_888_896],
  ])('digitsUpTo(%i) = %i', (count, expected) => {
    expect(digitsUpTo(count)).toBe(expected);
  });

  it('agrees with counting (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (count) => {
        let total = 0;
        for (let n = 1; n <= count; n += 1) total += String(n).length;
        expect(digitsUpTo(count)).toBe(total);
      }),
      { numRuns: 50 },
    );
  });
});

describe('readSeparator', () => {
  it.each([
    ['', ''],
    [' | ', ' | '],
    ['\\n', '\n'],
    ['\\n\\n', '\n\n'],
    ['\\t', '\t'],
    ['\\s', ' '],
    ['\\r\\n', '\r\n'],
    ['a\\\\b', 'a\\b'],
    ['—', '—'],
  ])('%j reads as %j', (typed, expected) => {
    expect(readSeparator(typed)).toEqual({ value: expected });
  });

  it.each([
    ['\\', 'A separator cannot end with a single \\. Type \\\\ for a backslash.'],
    ['a\\q', '\\q is not a known escape: use \\n (new line), \\t (tab), \\s (space) or \\\\ (backslash).'],
    ['x'.repeat(1001), 'Use a separator of up to 1,000 characters.'],
  ])('%j is refused', (typed, error) => {
    expect(readSeparator(typed)).toEqual({ error });
  });

  it('reads any text without backslashes as itself (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 50 }).filter((text) => !text.includes('\\')),
        (text) => {
          expect(readSeparator(text)).toEqual({ value: text });
        },
      ),
    );
  });

  it('reads an escaped text back to the original (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const typed = text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\t/g, '\\t');
        expect(readSeparator(typed)).toEqual({ value: text });
      }),
    );
  });
});

describe('the output cap', () => {
  it('states the limit and the largest count that fits', () => {
    expect(capError(job({ text: 'x'.repeat(100), count: 200_000, separator: '' }))).toBe(
      'That would make 20,000,000 characters, over the 10,000,000-character limit that keeps your browser responsive. Repeat it at most 100,000 times, or shorten the text or separator.',
    );
    expect(capError(job({ text: 'x'.repeat(100), count: 100_000, separator: '' }))).toBeNull();
    expect(capError(job({ text: 'x'.repeat(MAX_OUTPUT_CHARS + 1), count: 1 }))).toBe(
      'That would make 10,000,001 characters, over the 10,000,000-character limit that keeps your browser responsive. Shorten the text.',
    );
    expect(capError(job({ text: 'x', count: 3 }), 4)).toBe(
      'That would make 5 characters, over the 4-character limit that keeps your browser responsive. Repeat it at most 2 times, or shorten the text or separator.',
    );
    expect(capError(job({ text: 'x', count: 3 }), 2)).toContain('Repeat it at most 1 time,');
  });

  it('maxCountFor is the largest count within the cap (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), fc.string({ maxLength: 4 }), fc.constantFrom(...NUMBERINGS), fc.boolean(), fc.integer({ min: 1, max: 5_000_000 }), (text, separator, numbering, pad, cap) => {
        const base = { text, separator, numbering, pad };
        const most = maxCountFor(base, cap);
        if (most > 0) expect(outputLength({ ...base, count: most })).toBeLessThanOrEqual(cap);
        if (most < MAX_COUNT) expect(outputLength({ ...base, count: most + 1 })).toBeGreaterThan(cap);
      }),
    );
  });
});

describe('option guards', () => {
  it.each([
    ['newline', true],
    ['custom', true],
    ['tab', false],
    ['', false],
  ])('isSeparatorKind(%j) = %s', (value, expected) => {
    expect(isSeparatorKind(value)).toBe(expected);
  });
  it.each([
    ['dot', true],
    ['hash', true],
    ['roman', false],
  ])('isNumbering(%j) = %s', (value, expected) => {
    expect(isNumbering(value)).toBe(expected);
  });
});
