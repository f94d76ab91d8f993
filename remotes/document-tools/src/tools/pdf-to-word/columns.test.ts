import { describe, expect, it } from 'vitest';
import { findGutter, readingOrder } from './columns';
import { groupLines } from './lines';
import { item, LOREM, LOREM2, PageBuilder, twoColumnPage, wrap } from './pages.testutil';
import type { TextItem } from './model';

const segmentsOf = (items: TextItem[]) => readingOrder(groupLines(items)).map((segment) => ({ column: segment.column, first: segment.lines[0]!.text.slice(0, 20), lines: segment.lines.length }));

/** Three columns of wrapped text. */
function threeColumns(): TextItem[] {
  const items: TextItem[] = [];
  [72, 231, 390].forEach((x, column) => {
    wrap(`Column ${column + 1}. ${LOREM} ${LOREM2}`, 140, 9).forEach((line, index) => items.push(item(line, x, 100 + index * 11, 9)));
  });
  return items;
}

/** Justified lines as browsers print them: one item per word, spaces stretched to fill the width. */
function justified(text: string, x: number, width: number, top: number, size = 10): TextItem[] {
  const lines = wrap(text, width, size);
  return lines.flatMap((line, index) => {
    const words = line.split(' ');
    const ink = words.reduce((sum, word) => sum + word.length * 0.5 * size, 0);
    const last = index === lines.length - 1;
    const gap = last || words.length < 2 ? 0.25 * size : (width - ink) / (words.length - 1);
    let at = x;
    return words.map((word) => {
      const entry = item(word, at, top + index * size * 1.2, size);
      at += entry.width + gap;
      return entry;
    });
  });
}

describe('findGutter', () => {
  it.each([
    ['one column of prose', () => new PageBuilder().paragraph(`${LOREM} ${LOREM2} ${LOREM}`).items, null],
    ['too few lines', () => new PageBuilder().line('a').line('b').items, null],
    ['an address and nothing else', () => new PageBuilder().line('Jane Smith').line('1 Road').line('Town').items, null],
    [
      'label and value rows (a form)',
      () => ['Name', 'Date', 'Place', 'Amount', 'Ref', 'Note', 'Total'].flatMap((label, index) => [item(label, 72, 100 + index * 13), item(`value ${index}`, 300, 100 + index * 13)]),
      null,
    ],
    [
      'dates beside long descriptions (a CV)',
      () =>
        ['2019', '2020', '2021'].flatMap((year, index) => [
          item(`${year}–${Number(year) + 1}`, 72, 100 + index * 60),
          ...wrap(`${LOREM} ${LOREM2}`, 300, 10).map((line, at) => item(line, 200, 100 + index * 60 + at * 12, 10)),
        ]),
      null,
    ],
  ] as [string, () => TextItem[], null][])('no gutter: %s', (_name, items, expected) => {
    expect(findGutter(groupLines(items()))).toBe(expected);
  });

  it('finds the gutter between two columns, under a full-width title', () => {
    const gutter = findGutter(groupLines(twoColumnPage(`${LOREM} ${LOREM2}`, `${LOREM2} ${LOREM}`).items));
    expect(gutter).not.toBeNull();
    expect(gutter!.start).toBeGreaterThan(270);
    expect(gutter!.end).toBeLessThanOrEqual(309);
  });
});

describe('readingOrder', () => {
  it('is one segment for a single column', () => {
    expect(segmentsOf(new PageBuilder().paragraph(LOREM).paragraph(LOREM2).items)).toEqual([{ column: false, first: 'The quick brown fox ', lines: 4 }]);
  });

  it('reads a two-column page title first, then the left column, then the right', () => {
    expect(segmentsOf(twoColumnPage(`Left. ${LOREM}`, `Right. ${LOREM2}`, 'A Title Across The Whole Page Width Here').items).map((segment) => [segment.column, segment.first])).toEqual([
      [false, 'A Title Across The W'],
      [true, 'Left. The quick brow'],
      [true, 'Right. Another parag'],
    ]);
  });

  it('reads columns, then a full-width footnote, then columns again', () => {
    const top = twoColumnPage(`Upper left. ${LOREM}`, `Upper right. ${LOREM2}`, 'A Title Across The Whole Page Width Here').items;
    const wide = item(`A full width note that crosses the gutter in the middle of the page.`, 72, 300, 11);
    const lower = twoColumnPage(`Lower left. ${LOREM}`, `Lower right. ${LOREM2}`, 'x').items.filter((entry) => entry.str !== 'x').map((entry) => ({ ...entry, y: entry.y + 240 }));
    expect(segmentsOf([...top, wide, ...lower]).map((segment) => segment.first)).toEqual([
      'A Title Across The W',
      'Upper left. The quic',
      'Upper right. Another',
      'A full width note th',
      'Lower left. The quic',
      'Lower right. Another',
    ]);
  });

  it('reads three columns left to right', () => {
    expect(segmentsOf(threeColumns()).map((segment) => segment.first.slice(0, 9))).toEqual(['Column 1.', 'Column 2.', 'Column 3.']);
  });

  it('does not split one justified column at word gaps that happen to line up', () => {
    const items = justified(`${LOREM} ${LOREM2} ${LOREM} ${LOREM2} ${LOREM}`, 312, 222, 100);
    expect(segmentsOf(items).map((segment) => segment.column)).toEqual([false]);
  });

  it('reads a paper: title, authors and abstract across, then two justified columns', () => {
    const title = item('On the Reading of Columns in Printed Documents', 120, 80, 16);
    const authors = item('A. Author and B. Writer', 230, 105, 11);
    const abstract = justified(`Abstract. ${LOREM} ${LOREM2} ${LOREM}`, 72, 451, 130);
    const left = justified(`Left column. ${LOREM} ${LOREM2} ${LOREM} ${LOREM2} ${LOREM}`, 72, 215, 230);
    const right = justified(`Right column. ${LOREM2} ${LOREM} ${LOREM2} ${LOREM}`, 308, 215, 230);
    expect(segmentsOf([title, authors, ...abstract, ...left, ...right]).map((segment) => [segment.column, segment.first])).toEqual([
      [false, 'On the Reading of Co'],
      [true, 'Left column. The qui'],
      [true, 'Right column. Anothe'],
    ]);
  });

  it('gives nothing for no lines', () => {
    expect(readingOrder([])).toEqual([]);
  });
});
