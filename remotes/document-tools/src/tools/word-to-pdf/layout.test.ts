import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { flowDocument } from './layout';
import type { LineItem, Piece, RowItem, TextStyle } from './layout-types';
import { listMarker, toLetters, toRoman } from './list-markers';
import { columnWidths, tableGrid } from './table-grid';
import { runsToPieces, wrapPieces } from './wrap';
import { ctx, lineText, measure, plain } from './layout.testutil';
import type { Block } from './model';

const bold: TextStyle = { font: 'bold', size: 10 };
const piece = (text: string, style: TextStyle = plain): Piece => ({ text, style });
const wrap = (pieces: Piece[], width: number) => wrapPieces(pieces, width, measure, 1.2).map(lineText);

describe('wrapPieces', () => {
  // 5 points per character at 10 pt: a 50-point line holds 10 characters.
  it.each([
    ['fits on one line', [piece('one two')], 50, ['one two']],
    ['breaks at the last space that fits', [piece('one two three four')], 50, ['one two', 'three four']],
    ['drops the spaces at a break', [piece('aaaa     bbbb')], 40, ['aaaa', 'bbbb']],
    ['breaks after a hyphen', [piece('well-known fact')], 40, ['well-', 'known', 'fact']],
    ['breaks a word wider than the line between characters', [piece('abcdefghijklmno')], 25, ['abcde', 'fghij', 'klmno']],
    ['keeps a hard line break', [piece('one\ntwo')], 100, ['one', 'two']],
    ['keeps an empty line between two breaks', [piece('one\n\ntwo')], 100, ['one', '', 'two']],
    ['keeps a trailing line break as an empty line', [piece('one\n')], 100, ['one', '']],
    ['keeps indentation at the start', [piece('  indented text')], 100, ['  indented text']],
    ['drops spaces after a line break', [piece('a\n   b')], 100, ['a', 'b']],
    ['joins styled pieces of one word', [piece('bo', bold), piece('ld and'), piece(' more')], 100, ['bold and more']],
    ['does not break between styled pieces of one word', [piece('aaaa'), piece('bbbb', bold), piece(' c')], 45, ['aaaabbbb', 'c']],
    ['makes nothing of spaces alone', [piece('   ')], 100, []],
    ['makes nothing of nothing', [], 100, []],
  ])('%s', (_name, pieces, width, expected) => {
    expect(wrap(pieces, width)).toEqual(expected);
  });

  it('places fragments at measured offsets and merges same-style text', () => {
    const [line] = wrapPieces([piece('ab '), piece('cd', bold), piece(' ef')], 200, measure, 1.2);
    expect(line!.fragments.map((f) => [f.text, f.x, f.width])).toEqual([
      ['ab ', 0, 15],
      ['cd', 15, 12],
      [' ef', 27, 15],
    ]);
    expect(line!.width).toBe(42);
  });

  it('sizes a line by its largest text and puts the baseline inside it', () => {
    const [line] = wrapPieces([piece('small'), piece('BIG', { font: 'regular', size: 20 })], 500, measure, 1.5);
    expect(line!.height).toBe(30);
    expect(line!.baseline).toBeGreaterThan(15);
    expect(line!.baseline).toBeLessThan(30);
  });

  const words = fc.array(fc.stringMatching(/^[a-zA-Zé\u0416-\u0430]{1,14}$/), { minLength: 1, maxLength: 40 });
  const styles = fc.constantFrom<TextStyle>(plain, bold, { font: 'italic', size: 14 });

  it('loses no word and no character, in order (property)', () => {
    fc.assert(
      fc.property(words, styles, fc.integer({ min: 10, max: 300 }), (list, style, width) => {
        const lines = wrapPieces([piece(list.join(' '), style)], width, measure, 1.2);
        const printed = lines.map(lineText).join('');
        expect(printed.replace(/ /g, '')).toBe(list.join(''));
        // Whole words stay whole unless they are wider than the line.
        const joined = lines.map(lineText).join(' ').split(/ +/).filter(Boolean);
        if (list.every((word) => measure(word, style.font, style.size) <= width)) expect(joined).toEqual(list);
      }),
    );
  });

  it('fills no line past the width unless it is one character too wide for any line (property)', () => {
    fc.assert(
      fc.property(words, fc.integer({ min: 1, max: 300 }), (list, width) => {
        for (const line of wrapPieces([piece(list.join(' '))], width, measure, 1.2)) {
          const text = lineText(line);
          const fits = measure(text, 'regular', 10) <= width + 1e-6;
          expect(fits || [...text].length === 1).toBe(true);
          expect(line.width).toBeCloseTo(measure(text, 'regular', 10), 6);
        }
      }),
    );
  });
});

describe('runsToPieces', () => {
  it('maps run styles to fonts, sizes and decorations', () => {
    const pieces = runsToPieces(
      [
        { text: 'a', bold: true, italic: true },
        { text: 'b', script: 'sup' },
        { text: 'c', href: 'https://x.test' },
        { text: 'd\te\u00AD' },
      ],
      { size: 10 },
    );
    expect(pieces).toEqual([
      { text: 'a', style: { font: 'boldItalic', size: 10 } },
      { text: 'b', style: { font: 'regular', size: 7, rise: 10 * 0.33 } },
      { text: 'c', style: { font: 'regular', size: 10, underline: true, href: 'https://x.test', ink: 'link' } },
      { text: 'd    e', style: { font: 'regular', size: 10 } },
    ]);
  });

  it('sets text in the fonts the resolver picks, slanting italic set upright', () => {
    const pieces = runsToPieces([{ text: 'aΩb', italic: true }], { size: 10 }, (text) => [
      { text: text.slice(0, 1), font: 'italic' },
      { text: text.slice(1, 2), font: 'regular', skew: true },
      { text: text.slice(2), font: 'italic' },
    ]);
    expect(pieces.map((p) => [p.text, p.style.font, p.style.skew ?? false])).toEqual([
      ['a', 'italic', false],
      ['Ω', 'regular', true],
      ['b', 'italic', false],
    ]);
  });
});

describe('list markers', () => {
  it.each([
    [true, 0, 0, '1.'],
    [true, 0, 9, '10.'],
    [true, 1, 0, 'a.'],
    [true, 1, 25, 'z.'],
    [true, 1, 26, 'aa.'],
    [true, 2, 3, 'iv.'],
    [true, 3, 1, '2.'],
    [false, 0, 5, '•'],
    [false, 1, 0, '◦'],
    [false, 2, 0, '▪'],
    [false, 3, 0, '•'],
  ])('ordered=%s depth %i item %i → %s', (ordered, depth, index, marker) => {
    expect(listMarker(ordered, depth, index)).toBe(marker);
  });

  it.each([
    [1, 'i'],
    [4, 'iv'],
    [9, 'ix'],
    [14, 'xiv'],
    [40, 'xl'],
    [1994, 'mcmxciv'],
    [3999, 'mmmcmxcix'],
    [4000, '4000'],
    [0, '0'],
  ])('roman %i → %s', (n, roman) => expect(toRoman(n)).toBe(roman));

  it.each([
    [1, 'a'],
    [26, 'z'],
    [27, 'aa'],
    [52, 'zz'],
    [53, 'aaa'],
    [0, '0'],
  ])('letters %i → %s', (n, letters) => expect(toLetters(n)).toBe(letters));

  it('numbers a nested list 1. a. i. and indents each level further', () => {
    const blocks: Block[] = [
      {
        type: 'list',
        ordered: true,
        items: [
          [{ type: 'paragraph', runs: [{ text: 'one' }] }],
          [
            { type: 'paragraph', runs: [{ text: 'two' }] },
            { type: 'list', ordered: true, items: [[{ type: 'paragraph', runs: [{ text: 'two-a' }] }], [{ type: 'paragraph', runs: [{ text: 'two-b' }] }]] },
          ],
        ],
      },
    ];
    const lines = flowDocument(blocks, 300, ctx).filter((item): item is LineItem => item.kind === 'line');
    expect(lines.map((line) => line.fragments.map((f) => f.text))).toEqual([
      ['1.', 'one'],
      ['2.', 'two'],
      ['a.', 'two-a'],
      ['b.', 'two-b'],
    ]);
    const markerX = (line: LineItem) => line.x + line.fragments[0]!.x;
    expect(markerX(lines[0]!)).toBe(18);
    expect(lines[0]!.x).toBeGreaterThan(markerX(lines[0]!));
    expect(markerX(lines[2]!)).toBe(lines[1]!.x + 18);
  });
});

describe('table columns', () => {
  const total = (widths: number[]) => widths.reduce((a, b) => a + b, 0);

  it.each([
    ['all fit: each its widest line, the rest shared in proportion', [30, 30], [100, 300], 800, [200, 600]],
    ['a narrow column keeps its widest line beside a long one', [30, 40], [50, 2000], 500, [50, 450]],
    ['wide columns share what is left by how much more they want', [100, 100], [300, 500], 400, [167, 233]],
    ['too many columns: in proportion to their longest words', [300, 100], [400, 200], 200, [150, 50]],
  ])('%s', (_name, mins, maxs, available, expected) => {
    expect(columnWidths(mins, maxs, available).map((w) => Math.round(w))).toEqual(expected);
  });

  it('always fills the width exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 1200 })), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 50, max: 1000 }),
        (cells, available) => {
          const widths = columnWidths(
            cells.map(([min]) => min),
            cells.map(([min, extra]) => min + extra),
            available,
          );
          expect(total(widths)).toBeCloseTo(available, 6);
          expect(widths.every((w) => w > 0)).toBe(true);
        },
      ),
    );
  });

  it('places cells merged across rows and columns on the grid', () => {
    const cell = (rowspan = 1, colspan = 1) => ({ blocks: [], header: false, rowspan, colspan });
    const { cells, columns } = tableGrid([
      { header: false, cells: [cell(2), cell(), cell()] },
      { header: false, cells: [cell(1, 2)] },
    ]);
    expect(columns).toBe(3);
    expect(cells.map((c) => [c.row, c.col, c.colspan, c.rowspan])).toEqual([
      [0, 0, 1, 2],
      [0, 1, 1, 1],
      [0, 2, 1, 1],
      [1, 1, 2, 1],
    ]);
  });

  it('lays a table out as rows of cells that fill the text width', () => {
    const text = (t: string): Block[] => [{ type: 'paragraph', runs: [{ text: t }] }];
    const blocks: Block[] = [
      {
        type: 'table',
        rows: [
          { header: true, cells: [{ blocks: text('Name'), header: true, rowspan: 1, colspan: 1 }, { blocks: text('Notes'), header: true, rowspan: 1, colspan: 1 }] },
          { header: false, cells: [{ blocks: text('A'), header: false, rowspan: 1, colspan: 1 }, { blocks: text('x '.repeat(200)), header: false, rowspan: 1, colspan: 1 }] },
        ],
      },
    ];
    const rows = flowDocument(blocks, 300, ctx).filter((item): item is RowItem => item.kind === 'row');
    expect(rows).toHaveLength(2);
    const [head, body] = rows;
    expect(head!.header).toBe(true);
    expect(head!.table.headerRows).toEqual([head]);
    expect(body!.cells.map((c) => Math.round(c.width)).reduce((a, b) => a + b)).toBe(300);
    // The header is bold; the long cell wraps, so its row is several lines tall.
    const firstLine = head!.cells[0]!.items[0] as LineItem;
    expect(firstLine.fragments[0]!.style.font).toBe('bold');
    expect(body!.height).toBeGreaterThan(5 * 12);
  });
});

describe('flowDocument', () => {
  it('scales a picture to the text width and keeps its proportions', () => {
    const [image] = flowDocument([{ type: 'image', image: 0, alt: '' }], 200, ctx);
    expect(image).toMatchObject({ kind: 'image', width: 200, height: 100, image: 0 });
  });

  it('keeps a small picture at its size and stands in a box for one that cannot be drawn', () => {
    const small = { ...ctx, imageSize: (i: number) => (i === 0 ? { width: 50, height: 20 } : null) };
    const items = flowDocument(
      [
        { type: 'image', image: 0, alt: '' },
        { type: 'image', image: 1, alt: 'Chart' },
      ],
      300,
      small,
    ).filter((item) => item.kind === 'image');
    expect(items[0]).toMatchObject({ width: 50, height: 20, image: 0 });
    expect(items[1]).toMatchObject({ image: null, alt: 'Chart' });
  });

  it('makes headings larger and bold, and keeps them with what follows', () => {
    const items = flowDocument(
      [
        { type: 'heading', level: 1, runs: [{ text: 'Title' }] },
        { type: 'paragraph', runs: [{ text: 'Body' }] },
      ],
      300,
      ctx,
    );
    const [heading, , body] = items as LineItem[];
    expect(heading!.keepWithNext).toBe(true);
    expect(heading!.fragments[0]!.style).toMatchObject({ font: 'bold', size: 17.5 });
    expect(body!.fragments[0]!.style).toEqual({ font: 'regular', size: 10 });
  });
});
