import { describe, expect, it } from 'vitest';
import { cleanText, countTextChars, fromPdfjsItem, isBoldFont, isItalicFont, multiply, type PdfjsTextItem } from './textItems';

/** pdf.js's viewport transform at scale 1 for an A4 page (595×842), by /Rotate. */
const VIEWPORTS: Record<number, number[]> = {
  0: [1, 0, 0, -1, 0, 842],
  90: [0, 1, 1, 0, 0, 0],
  180: [-1, 0, 0, 1, 595, 0],
  270: [0, -1, -1, 0, 842, 595],
};

const raw = (str: string, transform: number[], extra: Partial<PdfjsTextItem> = {}): PdfjsTextItem => ({ str, transform, width: str.length * 5, height: 10, fontName: 'g_d0_f1', ...extra });

describe('fromPdfjsItem', () => {
  it('places an upright item with y measured from the top', () => {
    expect(fromPdfjsItem(raw('Hello', [10, 0, 0, 10, 72, 742]), VIEWPORTS[0]!, { name: 'Helvetica' })).toEqual({
      str: 'Hello',
      x: 72,
      y: 100,
      width: 25,
      fontSize: 10,
      fontName: 'Helvetica',
      bold: false,
      italic: false,
      hasEOL: false,
    });
  });

  it.each([
    ['a page rotated by 90° reads upright', [0, 10, -10, 0, 100, 72], 90, false],
    ['upright text on a page turned by 90° lies sideways', [10, 0, 0, 10, 72, 742], 90, true],
    ['text rotated by 90° on an upright page', [0, 10, -10, 0, 72, 500], 0, true],
    ['text upside down', [-10, 0, 0, -10, 300, 500], 0, true],
    ['mirrored text', [10, 0, 0, -10, 300, 500], 0, true],
    ['slightly tilted text is still upright', [10, 0.2, 0, 10, 72, 700], 0, false],
  ])('%s', (_name, transform, rotation, rotated) => {
    const item = fromPdfjsItem(raw('Text', transform), VIEWPORTS[rotation]!);
    expect(item?.rotated === true).toBe(rotated);
  });

  it('moves with a crop box that does not start at 0,0', () => {
    const item = fromPdfjsItem(raw('Text', [12, 0, 0, 12, 100, 500]), [1, 0, 0, -1, -50, 600]);
    expect(item).toMatchObject({ x: 50, y: 100, fontSize: 12 });
  });

  it.each([
    ['a name with Bold', { name: 'ABCDEF+Arial-BoldMT' }, true, false],
    ['a name with Italic', { name: 'TimesNewRomanPS-ItalicMT' }, false, true],
    ['a name with Oblique', { name: 'Helvetica-BoldOblique' }, true, true],
    ['pdf.js flags', { name: 'XYZ', bold: true, italic: true }, true, true],
    ['a regular font', { name: 'Helvetica' }, false, false],
    ['no font facts: pdf.js name only', undefined, false, false],
  ])('bold and italic from %s', (_name, font, bold, italic) => {
    expect(fromPdfjsItem(raw('x', [10, 0, 0, 10, 0, 0]), VIEWPORTS[0]!, font)).toMatchObject({ bold, italic });
  });

  it('reads slanted text (a synthetic oblique) as italic', () => {
    expect(fromPdfjsItem(raw('x', [10, 0, 2.5, 10, 0, 0]), VIEWPORTS[0]!)?.italic).toBe(true);
  });

  it.each([
    ['empty text', raw('', [10, 0, 0, 10, 0, 0])],
    ['only spaces', raw('   ', [10, 0, 0, 10, 0, 0])],
    ['only control characters', raw('\u0000\u0001', [10, 0, 0, 10, 0, 0])],
    ['a zero-size font', raw('x', [0, 0, 0, 0, 0, 0])],
    ['NaN in the matrix', raw('x', [NaN, 0, 0, 10, 0, 0])],
    ['an infinite width', raw('x', [10, 0, 0, 10, 0, 0], { width: Infinity })],
  ])('nothing for %s', (_name, item) => {
    expect(fromPdfjsItem(item, VIEWPORTS[0]!)).toBeNull();
  });
});

describe('cleanText', () => {
  it.each([
    ['plain', 'plain'],
    ['tab\tand\nnewline', 'tab and newline'],
    ['nul\u0000 and bell\u0007', 'nul and bell'],
    ['emoji 🎉 kept', 'emoji 🎉 kept'],
    ['lone \uD800 surrogate', 'lone  surrogate'],
    ['\uFFFE\uFFFF', ''],
    ['non-breaking\u00A0space', 'non-breaking\u00A0space'],
  ])('%j → %j', (text, expected) => {
    expect(cleanText(text)).toBe(expected);
  });
});

describe('font names', () => {
  it.each([
    ['Arial-BoldMT', true, false],
    ['Helvetica-BoldOblique', true, true],
    ['Roboto-SemiBold', true, false],
    ['OpenSans-ExtraBold', true, false],
    ['Lato-Black', true, false],
    ['Times-Italic', false, true],
    ['Arial,Bold', true, false],
    ['Arial,BoldItalic', true, true],
    ['ABCDEF+CMBX10', true, false],
    ['CMTI10', false, true],
    ['CMR10', false, false],
    ['Helvetica', false, false],
    ['g_d0_f1', false, false],
  ])('%s: bold %s, italic %s', (name, bold, italic) => {
    expect([isBoldFont(name), isItalicFont(name)]).toEqual([bold, italic]);
  });
});

describe('multiply and countTextChars', () => {
  it('multiplies as pdf.js does', () => {
    expect(multiply([1, 0, 0, -1, 0, 842], [10, 0, 0, 10, 72, 742])).toEqual([10, 0, 0, -10, 72, 100]);
    expect(multiply([2, 0, 0, 2, 5, 5], [1, 0, 0, 1, 1, 1])).toEqual([2, 0, 0, 2, 7, 7]);
  });

  it('counts visible characters', () => {
    expect(countTextChars([{ str: 'a b' }, { str: '  ' }, { str: 'cd' }])).toBe(4);
    expect(countTextChars([])).toBe(0);
  });
});
