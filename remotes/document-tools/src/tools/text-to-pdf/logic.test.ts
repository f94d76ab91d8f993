import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countPages, footerLine, layoutPages, wrapLine, type LayoutFonts, type Measure } from './logic';
import { DEFAULT_RAW, linesPerPage, maxMarginMm, pageGeometry, parseDecimal, parseSettings, type RawSettings, type Settings } from './settings';
import { settings } from './settings.testutil';

/** 10 pt per character, except narrow "i" (5) and wide "W" (15): easy to reason about exactly. */
const measure: Measure = (text) => {
  let width = 0;
  for (const char of text) width += char === 'i' ? 5 : char === 'W' ? 15 : 10;
  return width;
};
const fonts: LayoutFonts = { body: measure, title: measure };

function raw(overrides: Partial<RawSettings> = {}): RawSettings {
  return { ...DEFAULT_RAW, ...overrides };
}

function pagesOf(text: string, s: Settings, f: LayoutFonts = fonts) {
  return [...layoutPages(text, s, f)];
}

describe('wrapLine', () => {
  it.each([
    ['empty line stays one empty line', '', 100, ['']],
    ['spaces only become an empty line', '    ', 100, ['']],
    ['fits exactly', 'hello world', 110, ['hello world']],
    ['breaks at the space', 'hello world', 100, ['hello', 'world']],
    ['drops the spaces at a break', 'hello     world', 60, ['hello', 'world']],
    ['drops trailing spaces', 'trailing   ', 200, ['trailing']],
    ['keeps indentation on the first line', '  indented text', 100, ['  indented', 'text']],
    ['breaks a long word between characters', 'abcdefghij', 40, ['abcd', 'efgh', 'ij']],
    ['moves a long word to its own line first', 'aa abcdefghij', 40, ['aa', 'abcd', 'efgh', 'ij']],
    ['measures narrow glyphs', 'iiii iiii', 50, ['iiii iiii']],
    ['one narrow glyph too many', 'iiii iiiii', 50, ['iiii', 'iiiii']],
    ['measures wide glyphs', 'WWW WWW', 45, ['WWW', 'WWW']],
    ['breaks after a hyphen', 'well-known words', 60, ['well-', 'known', 'words']],
    ['keeps a leading minus with its number', 'at -5 degrees', 50, ['at -5', 'degre', 'es']],
    ['keeps many words per line', 'a b c d e f', 50, ['a b c', 'd e f']],
    ['a single character wider than the line still appears', 'W', 10, ['W']],
  ])('%s', (_name, line, width, expected) => {
    expect(wrapLine(line, width, measure)).toEqual(expected);
  });

  it('never produces a line wider than allowed and never loses a character', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z iW-]{0,120}$/), fc.integer({ min: 15, max: 400 }), (line, width) => {
        const lines = wrapLine(line, width, measure);
        expect(lines.length).toBeGreaterThan(0);
        for (const out of lines) expect(measure(out)).toBeLessThanOrEqual(width + 1e-9);
        expect(lines.join('').replace(/ /g, '')).toBe(line.replace(/ /g, ''));
      }),
    );
  });
});

describe('tabs, line endings and blank lines', () => {
  it.each([
    ['tab to the next stop', 'a\tb', 4, 'a   b'],
    ['tab at the start', '\tx', 4, '    x'],
    ['tab on a stop moves a full stop', 'abcd\te', 4, 'abcd    e'],
    ['two tabs', 'ab\t\tc', 2, 'ab    c'],
    ['tab width 8', 'x\ty', 8, 'x       y'],
  ])('%s', (_name, line, tabSize, expected) => {
    const [page] = pagesOf(line, settings({ tabSize }), { body: measure, title: measure });
    expect(page?.lines.map((l) => l.text)).toEqual([expected]);
  });

  it.each([
    ['LF', 'one\ntwo\n\nfour', ['one', 'two', '', 'four']],
    ['CRLF', 'one\r\ntwo\r\n\r\nfour', ['one', 'two', '', 'four']],
    ['old Mac CR', 'one\rtwo', ['one', 'two']],
    ['trailing newline adds no line', 'one\n', ['one']],
    ['two trailing newlines keep one blank line', 'one\n\n', ['one', '']],
    ['blank lines at the start survive', '\n\nthree', ['', '', 'three']],
    ['control characters are dropped', 'a\u0000b\u0007c', ['abc']],
  ])('%s', (_name, text, expected) => {
    const [page] = pagesOf(text, settings());
    expect(page?.lines.map((l) => l.text)).toEqual(expected);
  });
});

describe('pagination', () => {
  it.each([
    ['A4 portrait 20 mm 10 pt × 1.5', settings(), 48],
    ['with page numbers', settings({ pageNumbers: true }), 47],
    ['A4 landscape', settings({ orientation: 'landscape' }), 32],
    ['Letter 1 inch margins 12 pt × 1', settings({ size: 'letter', marginMm: 25.4, fontSize: 12, lineHeight: 1 }), 54],
    ['Letter landscape with numbers', settings({ size: 'letter', orientation: 'landscape', marginMm: 10, fontSize: 11, lineHeight: 1.4, pageNumbers: true }), 34],
    ['huge type, no margins', settings({ marginMm: 0, fontSize: 72, lineHeight: 3 }), 3],
  ])('%s holds %i lines per page', (_name, s, expected) => {
    expect(linesPerPage(pageGeometry(s))).toBe(expected);
    const text = Array.from({ length: expected * 2 + 1 }, (_, i) => `line ${i}`).join('\n');
    const pages = pagesOf(text, s);
    expect(pages.map((p) => p.lines.length)).toEqual([expected, expected, 1]);
  });

  it.each([
    [0, 1],
    [1, 1],
    [48, 1],
    [49, 2],
    [96, 2],
    [97, 3],
    [1000, 21],
  ])('%i lines make %i pages', (lineCount, pageCount) => {
    const text = Array.from({ length: lineCount }, () => 'x').join('\n');
    expect(countPages(text, settings(), fonts).pages).toBe(pageCount);
  });

  it('page count is the ceiling of lines over lines per page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 8, max: 24 }), fc.constantFrom(1, 1.2, 1.5, 2), (lineCount, fontSize, lineHeight) => {
        const s = settings({ fontSize, lineHeight });
        const perPage = linesPerPage(pageGeometry(s));
        const text = Array.from({ length: lineCount }, () => 'x').join('\n');
        const result = countPages(text, s, fonts);
        expect(result.lines).toBe(lineCount);
        expect(result.pages).toBe(Math.ceil(lineCount / perPage));
      }),
    );
  });

  it('keeps every line inside the margins and in reading order', () => {
    const s = settings({ pageNumbers: true, title: 'A title' });
    const g = pageGeometry(s);
    const text = Array.from({ length: 150 }, (_, i) => `line ${i} `.repeat(i % 9)).join('\n');
    for (const page of pagesOf(text, s)) {
      let previous = Infinity;
      for (const line of page.lines) {
        const size = line.role === 'title' ? g.titleSize : g.bodySize;
        expect(line.x).toBeCloseTo(g.margin);
        expect(line.y + size * 0.8).toBeLessThanOrEqual(g.top + 1e-6);
        expect(line.y - size * 0.2).toBeGreaterThanOrEqual(g.bottom - 1e-6);
        expect(line.y).toBeLessThan(previous);
        expect(measure(line.text)).toBeLessThanOrEqual(g.textWidth + 1e-6);
        previous = line.y;
      }
    }
  });

  it('puts the title on page 1 only, leaving fewer body lines there', () => {
    const text = Array.from({ length: 100 }, () => 'x').join('\n');
    const pages = pagesOf(text, settings({ title: 'Report' }));
    expect(pages[0]?.lines[0]).toMatchObject({ text: 'Report', role: 'title' });
    expect(pages.slice(1).every((p) => p.lines.every((l) => l.role === 'body'))).toBe(true);
    const bodyOnFirst = pages[0]?.lines.filter((l) => l.role === 'body').length ?? 0;
    expect(bodyOnFirst).toBeLessThan(48);
    expect(bodyOnFirst).toBeGreaterThan(40);
    expect(pages.reduce((n, p) => n + p.lines.filter((l) => l.role === 'body').length, 0)).toBe(100);
  });

  it('wraps a long title', () => {
    const [page] = pagesOf('body', settings({ title: 'word '.repeat(40).trim() }));
    expect(page?.lines.filter((l) => l.role === 'title').length).toBeGreaterThan(1);
  });

  it.each([
    ['form feed between lines', 'a\fb', [['a'], ['b']]],
    ['form feed on its own line', 'a\n\f\nb', [['a'], ['b']]],
    ['two form feeds leave a blank page', 'a\f\fb', [['a'], [], ['b']]],
  ])('%s starts a new page', (_name, text, expected) => {
    expect(pagesOf(text, settings()).map((p) => p.lines.map((l) => l.text))).toEqual(expected);
  });

  it('reports progress that rises to 1', () => {
    const text = Array.from({ length: 300 }, (_, i) => `${i}`).join('\n');
    const progress = pagesOf(text, settings()).map((p) => p.progress);
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('lays out a megabyte', () => {
    const text = 'The quick brown fox jumps over the lazy dog. '.repeat(23_000);
    const { pages } = countPages(text, settings(), fonts);
    expect(pages).toBeGreaterThan(100);
  });

  it('centres the page number', () => {
    const g = pageGeometry(settings({ pageNumbers: true }));
    const footer = footerLine(1, 3, g, measure);
    expect(footer.text).toBe('Page 2 of 3');
    expect(footer.x + measure(footer.text) / 2).toBeCloseTo(g.width / 2);
    expect(footer.y).toBeGreaterThan(g.margin);
    expect(footer.y).toBeLessThan(g.bottom);
  });
});

describe('settings', () => {
  it('accepts the defaults', () => {
    expect(parseSettings(DEFAULT_RAW)).toEqual({
      ok: true,
      settings: { size: 'a4', orientation: 'portrait', marginMm: 20, font: 'sans', fontSize: 11, lineHeight: 1.4, tabSize: 4, title: '', pageNumbers: true },
    });
  });

  it.each([
    ['a decimal comma', { margin: '12,5' }, { marginMm: 12.5 }],
    ['Letter landscape mono', { size: 'letter', orientation: 'landscape', font: 'mono' }, { size: 'letter', orientation: 'landscape', font: 'mono' }],
    ['unknown choices fall back to defaults', { size: 'a3', orientation: 'sideways', font: 'comic' }, { size: 'a4', orientation: 'portrait', font: 'sans' }],
    ['page numbers off', { pageNumbers: '0' }, { pageNumbers: false }],
    ['title is trimmed', { title: '  Notes  ' }, { title: 'Notes' }],
    ['zero margins', { margin: '0' }, { marginMm: 0 }],
  ])('parses %s', (_name, input, expected) => {
    const result = parseSettings(raw(input));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.settings).toMatchObject(expected);
  });

  it.each([
    ['empty margin', { margin: '' }, 'margin', 'Enter a margin.'],
    ['text in margin', { margin: 'abc' }, 'margin', 'The margin must be a number in mm.'],
    ['negative margin', { margin: '-1' }, 'margin', 'The margin must be between 0 and 100 mm.'],
    ['margin over 100', { margin: '150' }, 'margin', 'The margin must be between 0 and 100 mm.'],
    ['tiny font', { fontSize: '5' }, 'fontSize', 'The font size must be between 6 and 72 pt.'],
    ['huge font', { fontSize: '1e3' }, 'fontSize', 'The font size must be a number in pt.'],
    ['line height below 1', { lineHeight: '0.8' }, 'lineHeight', 'The line height must be between 1 and 3.'],
    ['fractional tab', { tabSize: '2.5' }, 'tabSize', 'The tab width must be a whole number.'],
    ['long title', { title: 'x'.repeat(201) }, 'title', 'Keep the title under 200 characters.'],
  ])('rejects %s', (_name, input, field, message) => {
    const result = parseSettings(raw(input));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field as keyof RawSettings]).toBe(message);
  });

  it.each([
    ['A4 portrait', { margin: '95' }, 'Margins of 95 mm leave no room for text on an A4 portrait page (210 × 297 mm) at 11 pt. Use at most 90 mm.'],
    ['Letter portrait', { size: 'letter', margin: '93' }, 'Use at most 92 mm.'],
    ['big type on landscape', { orientation: 'landscape', margin: '90', fontSize: '72', lineHeight: '3' }, 'Use at most'],
  ])('says when margins are too big for the page: %s', (_name, input, message) => {
    const result = parseSettings(raw(input));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.margin).toContain(message);
  });

  it('the largest margin offered is always accepted', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('a4', 'letter'),
        fc.constantFrom('portrait', 'landscape'),
        fc.integer({ min: 6, max: 72 }),
        fc.constantFrom('1', '1.5', '3'),
        fc.constantFrom('0', '1'),
        (size, orientation, fontSize, lineHeight, pageNumbers) => {
          const base = raw({ size, orientation, fontSize: String(fontSize), lineHeight, pageNumbers });
          const first = parseSettings({ ...base, margin: '0' });
          expect(first.ok).toBe(true);
          if (!first.ok) return;
          const most = maxMarginMm(first.settings);
          expect(parseSettings({ ...base, margin: String(most) }).ok).toBe(true);
          if (most < 100) expect(parseSettings({ ...base, margin: String(most + 1) }).ok).toBe(false);
        },
      ),
    );
  });

  it.each([
    ['12', 12],
    [' 7.5 ', 7.5],
    ['3,25', 3.25],
    ['.5', 0.5],
    ['', null],
    ['1e3', null],
    ['12mm', null],
    ['NaN', null],
    ['1.2.3', null],
  ])('parseDecimal(%j) = %j', (input, expected) => {
    expect(parseDecimal(input)).toBe(expected);
  });
});
