import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { estimateFonts, findMissing, fontHasGlyph, hasRightToLeft } from './estimate';
import { countPages } from './logic';
import { parseSettings, DEFAULT_RAW } from './settings';
import { decodeText, describeCharacter, expandTabs, looksBinary, normalizeText, pdfFileName, PLACEHOLDER, replaceMissing } from './text';

describe('normalizeText', () => {
  it.each([
    ['CRLF', 'a\r\nb', 'a\nb'],
    ['CR', 'a\rb\rc', 'a\nb\nc'],
    ['Unicode line separator', 'a\u2028b', 'a\nb'],
    ['NEL', 'a\u0085b', 'a\nb'],
    ['keeps tab and form feed', 'a\tb\fc', 'a\tb\fc'],
    ['drops NUL, bell, escape, DEL and C1 controls', 'a\u0000b\u0007c\u001bd\u007fe\u0090f', 'abcdef'],
    ['composes accents', 'Cafe\u0301', 'Café'],
    ['keeps accents and other scripts', 'Café Ωμέγα Привет', 'Café Ωμέγα Привет'],
  ])('%s', (_name, input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });
});

describe('expandTabs', () => {
  it('lands every tab on a stop and removes all tabs', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'é', '\t', ' ')), fc.integer({ min: 1, max: 16 }), (chars, tabSize) => {
        const line = chars.join('');
        const out = expandTabs(line, tabSize);
        expect(out.includes('\t')).toBe(false);
        expect(out.replace(/ /g, '')).toBe(line.replace(/[ \t]/g, ''));
        if (line.endsWith('\t')) expect([...out].length % tabSize).toBe(0);
      }),
    );
  });
});

describe('replaceMissing', () => {
  const belowCjk = (cp: number) => cp < 0x2e80;
  it.each([
    ['all supported', 'Hello Ωμέγα', 'Hello Ωμέγα', [], 0],
    ['CJK', '中文 ok 中', `${PLACEHOLDER}${PLACEHOLDER} ok ${PLACEHOLDER}`, ['中', '文'], 3],
    ['emoji', 'hi 😀!', `hi ${PLACEHOLDER}!`, ['😀'], 1],
    ['a ZWJ family is one box', 'x👨‍👩‍👧y', `x${PLACEHOLDER}y`, ['👨‍👩‍👧'], 1],
    ['a presentation selector the font lacks is dropped', '❤️', '❤', [], 0],
    ['an emoji with a skin tone is one box', '👍🏽', PLACEHOLDER, ['👍🏽'], 1],
    ['flags are one box', '🇫🇷', PLACEHOLDER, ['🇫🇷'], 1],
    ['lines stay apart', '中\nok', `${PLACEHOLDER}\nok`, ['中'], 1],
  ])('%s', (_name, input, text, missing, count) => {
    expect(replaceMissing(input, belowCjk)).toEqual({ text, missing, count });
  });

  it('drops invisible characters the font lacks instead of boxing them', () => {
    expect(replaceMissing('a\u200Bb\uFEFFc', (cp) => cp < 0x2000)).toEqual({ text: 'abc', missing: [], count: 0 });
  });

  it('keeps text the font covers unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(replaceMissing(text, () => true)).toEqual({ text, missing: [], count: 0 });
      }),
    );
  });

  it('leaves only supported characters or placeholders', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const supported = (cp: number) => cp < 0x300;
        const { text: out } = replaceMissing(text, supported);
        for (const char of out) {
          const cp = char.codePointAt(0) ?? 0;
          expect(supported(cp) || char === PLACEHOLDER || cp === 0x0a).toBe(true);
        }
      }),
    );
  });
});

describe('pdfFileName', () => {
  it.each([
    ['', 'document.pdf'],
    ['   ', 'document.pdf'],
    ['Meeting notes', 'Meeting notes.pdf'],
    ['Q1/Q2: plans?', 'Q1 Q2 plans.pdf'],
    ['report.pdf', 'report.pdf'],
    ['..hidden', 'hidden.pdf'],
    ['Отчёт 2024', 'Отчёт 2024.pdf'],
    ['a\tb\nc', 'a b c.pdf'],
    ['x'.repeat(120), `${'x'.repeat(80)}.pdf`],
  ])('%j → %j', (title, expected) => {
    expect(pdfFileName(title)).toBe(expected);
  });

  it('never contains path or reserved characters', () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const name = pdfFileName(title);
        expect(name).toMatch(/\.pdf$/);
        expect(name).not.toMatch(/[<>:"/\\|?*\u0000-\u001f]/);
        expect(name.startsWith('.')).toBe(false);
      }),
    );
  });
});

describe('decodeText and looksBinary', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  it.each([
    ['UTF-8', new TextEncoder().encode('café ✓'), 'café ✓', 'utf-8'],
    ['UTF-8 with BOM', bytes(0xef, 0xbb, 0xbf, 0x68, 0x69), 'hi', 'utf-8'],
    ['Windows-1252', bytes(0x63, 0x61, 0x66, 0xe9, 0x20, 0x80), 'café €', 'windows-1252'],
    ['Windows-1252 quotes and dashes', bytes(0x93, 0x68, 0x69, 0x94, 0x20, 0x96, 0x20, 0x85), '“hi” – …', 'windows-1252'],
    ['UTF-16LE with BOM', bytes(0xff, 0xfe, 0x68, 0x00, 0x69, 0x00), 'hi', 'utf-16le'],
    ['UTF-16BE with BOM', bytes(0xfe, 0xff, 0x00, 0x68, 0x00, 0x69), 'hi', 'utf-16be'],
    ['empty', bytes(), '', 'utf-8'],
  ])('%s', (_name, input, text, encoding) => {
    expect(decodeText(input)).toEqual({ text, encoding });
  });

  it.each([
    ['plain text', 'Hello\tworld\r\n', false],
    ['empty', '', false],
    ['NUL bytes', 'PK\u0003\u0004\u0000\u0000', true],
    ['many control characters', '\u0001\u0002\u0003abc', true],
  ])('looksBinary: %s', (_name, text, expected) => {
    expect(looksBinary(text)).toBe(expected);
  });

  it('describes characters with their code points', () => {
    expect(describeCharacter('中')).toBe('中 (U+4E2D)');
    expect(describeCharacter('👍🏽')).toBe('👍🏽 (U+1F44D U+1F3FD)');
  });
});

describe('bundled font facts', () => {
  it.each([
    ['sans', 'A', true],
    ['sans', 'é', true],
    ['sans', 'Ω', true],
    ['sans', 'Ж', true],
    ['sans', '€', true],
    ['sans', '中', false],
    ['sans', '🦄', false],
    ['sans', 'ก', false],
    ['sans', 'क', false],
    ['mono', '\u05D0', false],
    ['sans', '\u05D0', true],
    ['mono', 'A', true],
    ['mono', 'Ж', true],
    ['mono', '中', false],
    ['sans', '\u0627', true],
  ] as const)('%s has %s: %s', (font, char, expected) => {
    expect(fontHasGlyph(font, char.codePointAt(0) ?? 0)).toBe(expected);
  });

  it('lists what the chosen font lacks, title included', () => {
    expect(findMissing('Привет 世界 🙂', 'sans')).toEqual({ missing: ['世', '界', '🙂'], count: 3 });
    expect(findMissing('plain', 'mono')).toEqual({ missing: [], count: 0 });
    expect(findMissing('windows\r\nline\rends\f\t', 'sans')).toEqual({ missing: [], count: 0 });
  });

  it.each([
    ['שלום', true],
    ['مرحبا', true],
    ['hello', false],
  ])('hasRightToLeft(%s) = %s', (text, expected) => {
    expect(hasRightToLeft(text)).toBe(expected);
  });

  it('estimates pages with the bundled widths', () => {
    const parsed = parseSettings({ ...DEFAULT_RAW, font: 'mono', pageNumbers: '0' });
    if (!parsed.ok) throw new Error('settings');
    const fonts = estimateFonts(parsed.settings);
    // DejaVu Sans Mono: every glyph is 1233/2048 em wide.
    expect(fonts.body('abcd')).toBeCloseTo((4 * 1233 * 11) / 2048);
    const sans = estimateFonts({ ...parsed.settings, font: 'sans' });
    expect(sans.body('i')).toBeLessThan(sans.body('W'));
    expect(countPages('word '.repeat(20_000), parsed.settings, fonts).pages).toBeGreaterThan(10);
  });
});
