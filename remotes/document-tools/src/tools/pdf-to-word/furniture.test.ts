import { describe, expect, it } from 'vitest';
import { edgeLines, findFurniture, furnitureKey, isPageNumber, repeatThreshold } from './furniture';
import { groupLines } from './lines';
import { LOREM, PageBuilder } from './pages.testutil';

describe('isPageNumber', () => {
  it.each([
    ['12', true],
    ['- 3 -', true],
    ['– 14 –', true],
    ['(7)', true],
    ['[7]', true],
    ['Page 4', true],
    ['page 4 of 10', true],
    ['Page 4 / 10', true],
    ['4 of 10', true],
    ['4/10', true],
    ['p. 9', true],
    ['Seite 3 von 8', true],
    ['iv', true],
    ['XII', true],
    ['Chapter 3', false],
    ['12 Main Street', false],
    ['1999–2004', false],
    ['Figure 2', false],
    ['', false],
    ['123456', false],
  ])('%j → %s', (text, expected) => {
    expect(isPageNumber(text)).toBe(expected);
  });
});

describe('furnitureKey', () => {
  it.each([
    ['Page 3 of 12', 'page # of #'],
    ['Annual  Report   2026', 'annual report #'],
    ['Chapter iv', 'chapter #'],
    ['Introduction', 'introduction'],
    ['  ', ''],
  ])('%j → %j', (text, expected) => {
    expect(furnitureKey(text)).toBe(expected);
  });
});

describe('repeatThreshold', () => {
  it.each([
    [1, 2],
    [2, 2],
    [3, 2],
    [5, 2],
    [6, 3],
    [10, 4],
    [100, 40],
  ])('%d pages need %d repeats', (pages, expected) => {
    expect(repeatThreshold(pages)).toBe(expected);
  });
});

describe('edgeLines', () => {
  it('finds lines standing apart at the top and bottom', () => {
    const page = new PageBuilder().header('Running head').footer('Footer text').paragraph(LOREM).build();
    const lines = groupLines(page.items);
    expect([...edgeLines(lines, page.height)].map(([index, band]) => [lines[index]!.text, band])).toEqual([
      ['Running head', 'top'],
      ['Footer text', 'bottom'],
    ]);
  });

  it('does not take body text that starts high on the page', () => {
    const page = new PageBuilder(72, 523, 50).paragraph(`${LOREM} ${LOREM}`).build();
    expect(edgeLines(groupLines(page.items), page.height).size).toBe(0);
  });

  it('takes a two-line header', () => {
    const page = new PageBuilder(72, 523, 120).paragraph(LOREM).build();
    page.items.push({ ...page.items[0]!, str: 'Journal of Tests', y: 30, fontSize: 9 }, { ...page.items[0]!, str: 'Volume 3', y: 41, fontSize: 9 });
    const lines = groupLines(page.items);
    expect([...edgeLines(lines, page.height).keys()].map((index) => lines[index]!.text)).toEqual(['Journal of Tests', 'Volume 3']);
  });

  it('is empty for an empty page or no height', () => {
    expect(edgeLines([], 842).size).toBe(0);
    expect(edgeLines(groupLines(new PageBuilder().header('x').build().items), 0).size).toBe(0);
  });
});

describe('findFurniture', () => {
  const pages = (count: number, make: (page: PageBuilder, index: number) => void) =>
    Array.from({ length: count }, (_, index) => {
      const page = new PageBuilder();
      make(page, index);
      const built = page.build();
      return { lines: groupLines(built.items), height: built.height };
    });
  const dropped = (input: ReturnType<typeof pages>) => findFurniture(input).map((drop, page) => [...drop].map((index) => input[page]!.lines[index]!.text));

  it('drops a header and numbered footer repeated on every page', () => {
    const input = pages(3, (page, index) => page.header('The Report').footer(`Page ${index + 1}`).paragraph(`Body ${index}. ${LOREM}`));
    expect(dropped(input)).toEqual([
      ['The Report', 'Page 1'],
      ['The Report', 'Page 2'],
      ['The Report', 'Page 3'],
    ]);
  });

  it('drops alternating odd and even headers', () => {
    const input = pages(6, (page, index) => page.header(index % 2 ? 'Book Title' : 'Chapter Name').paragraph(`Body ${index}. ${LOREM}`));
    expect(dropped(input).map((texts) => texts.length)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('keeps a header seen on one page only, but drops its lone page number', () => {
    const input = pages(3, (page, index) => {
      if (index === 0) page.header('Confidential draft');
      page.footer(String(index + 1), 297).paragraph(`Body ${index}. ${LOREM}`);
    });
    expect(dropped(input)).toEqual([['1'], ['2'], ['3']]);
  });

  it('keeps large titles at the top, even when repeated', () => {
    const input = pages(3, (page, index) => {
      page.items.push({ str: 'Chapter', x: 72, y: 40, width: 100, fontSize: 24, fontName: 'Helvetica' });
      page.paragraph(`Body ${index}. ${LOREM}`);
    });
    expect(dropped(input)).toEqual([[], [], []]);
  });

  it('keeps everything on pages without furniture', () => {
    const input = pages(2, (page, index) => page.paragraph(`Body ${index}. ${LOREM}`));
    expect(dropped(input)).toEqual([[], []]);
  });

  it('keeps the only line of each page, even when it repeats', () => {
    const input = pages(3, (page, index) => page.header(`Slide ${index + 1}: thanks for coming`));
    expect(dropped(input)).toEqual([[], [], []]);
  });

  it('handles no pages', () => {
    expect(findFurniture([])).toEqual([]);
  });
});
