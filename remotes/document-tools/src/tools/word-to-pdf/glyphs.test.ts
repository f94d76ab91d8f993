import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PLACEHOLDER } from '../text-to-pdf/text';
import { findMissing, splitByFont, type Coverage } from './glyphs';
import type { FontKey } from './layout';

/** Latin everywhere, Greek in the upright fonts only, Hebrew in regular only, no CJK at all. */
const coverage: Coverage = {
  loaded: ['regular', 'bold', 'italic', 'boldItalic'],
  has(font: FontKey, cp: number) {
    if (cp < 0x250 || cp === 0x25a1) return true;
    if (cp >= 0x370 && cp <= 0x3ff) return font === 'regular' || font === 'bold';
    if (cp >= 0x590 && cp <= 0x5ff) return font === 'regular';
    return false;
  },
};

describe('splitByFont', () => {
  it.each<[string, string, FontKey, { text: string; font: FontKey; skew?: boolean }[]]>([
    ['text the asked font has, whole', 'Hello world', 'italic', [{ text: 'Hello world', font: 'italic' }]],
    ['nothing for nothing', '', 'regular', []],
    ['Greek in italic falls back to upright, slanted', 'a Ωμέγα b', 'italic', [
      { text: 'a ', font: 'italic' },
      { text: 'Ωμέγα', font: 'regular', skew: true },
      { text: ' b', font: 'italic' },
    ]],
    ['bold italic Greek falls back to bold', 'Ω', 'boldItalic', [{ text: 'Ω', font: 'bold', skew: true }]],
    ['Hebrew in bold falls back to regular, not slanted', 'שלום', 'bold', [{ text: 'שלום', font: 'regular' }]],
    ['characters no font has become a box', 'a中b', 'regular', [{ text: `a${PLACEHOLDER}b`, font: 'regular' }]],
    ['an invisible joiner no font has is dropped', 'a\u200Db', 'regular', [{ text: 'ab', font: 'regular' }]],
  ])('%s', (_name, text, wanted, expected) => {
    expect(splitByFont(text, wanted, coverage)).toEqual(expected);
  });

  it('uses only the fonts that were loaded', () => {
    expect(splitByFont('x', 'italic', { loaded: ['regular'], has: coverage.has })).toEqual([{ text: 'x', font: 'regular', skew: true }]);
  });

  it('keeps every drawable character, in order (property)', () => {
    const chars = fc.constantFrom('a', 'Z', ' ', 'é', 'Ω', 'λ', 'ש', '中', '-');
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 40 }), fc.constantFrom<FontKey>('regular', 'bold', 'italic', 'boldItalic'), (list, wanted) => {
        const text = list.join('');
        const joined = splitByFont(text, wanted, coverage)
          .map((segment) => segment.text)
          .join('');
        expect(joined).toBe(text.replace(/中/g, PLACEHOLDER));
      }),
    );
  });
});

describe('findMissing', () => {
  it('lists each missing character once and counts every place', () => {
    const result = findMissing(
      [
        { type: 'paragraph', runs: [{ text: '中 and 中' }] },
        { type: 'list', ordered: false, items: [[{ type: 'paragraph', runs: [{ text: '文 Ω' }] }]] },
      ],
      (cp) => coverage.has('regular', cp),
    );
    expect(result).toEqual({ missing: ['中', '文'], count: 3 });
  });
});
