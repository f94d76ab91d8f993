import { describe, expect, it } from 'vitest';
import { headingLevels, isHeadingSize } from './headings';
import type { PageText } from './model';
import { lorem, outline } from './outline.testutil';
import { item, LOREM, LOREM2, PageBuilder } from './pages.testutil';

describe('reconstruct: headings', () => {
  const cases: [string, () => PageText[], string[]][] = [
    [
      'sizes rank into Heading 1, 2 and 3',
      () => [
        new PageBuilder()
          .line('Title', { size: 24, bold: true })
          .space(10)
          .line('Chapter', { size: 18, bold: true })
          .space(6)
          .line('Section', { size: 14 })
          .space(6)
          .paragraph(lorem(2))
          .line('Minor', { size: 13 })
          .space(6)
          .paragraph(LOREM2)
          .build(),
      ],
      ['H1 Title', 'H2 Chapter', 'H3 Section', `P ${lorem(2)}`, 'H3 Minor', `P ${LOREM2}`],
    ],
    [
      'one heading size is Heading 1',
      () => [new PageBuilder().line('Only Heading', { size: 16 }).space(6).paragraph(LOREM).build()],
      ['H1 Only Heading', `P ${LOREM}`],
    ],
    [
      'a heading wrapped over two lines is one heading',
      () => [new PageBuilder().line('A Long Title That Needs', { size: 20 }).line('Two Lines', { size: 20 }).space(8).paragraph(LOREM).build()],
      ['H1 A Long Title That Needs Two Lines', `P ${LOREM}`],
    ],
    [
      'a bold line at body size is Heading 3',
      () => [new PageBuilder().line('Introduction', { bold: true }).paragraph(LOREM).build()],
      ['H3 Introduction', `P ${LOREM}`],
    ],
    [
      'bold words inside a paragraph are not a heading',
      () => {
        const page = new PageBuilder();
        page.items.push(item('Note:', 72, 100, 11, { bold: true }), item('the library closes at six on Fridays.', 72 + 5 * 5.5 + 3, 100));
        return [page.build()];
      },
      ['P Note: the library closes at six on Fridays.'],
    ],
    [
      'large running text is not a heading',
      () => [new PageBuilder().paragraph(`${LOREM} ${LOREM} ${LOREM}`, { size: 14 }).paragraph(`${LOREM} ${LOREM} ${LOREM} ${LOREM}`).build()],
      [`P ${LOREM} ${LOREM} ${LOREM}`, `P ${LOREM} ${LOREM} ${LOREM} ${LOREM}`],
    ],
    [
      'a document all in bold has no bold headings',
      () => [new PageBuilder().line('Short bold line', { bold: true }).space(6).paragraph(LOREM, { bold: true }).build()],
      ['P Short bold line', `P ${LOREM}`],
    ],
  ];
  it.each(cases)('%s', (_name, pages, expected) => {
    expect(outline(pages())).toEqual(expected);
  });

  it.each([
    [[24, 18, 14], [[24, 1], [18, 2], [14, 3]]],
    [[24, 23.5, 14], [[24, 1], [23.5, 1], [14, 2]]],
    [[30, 24, 20, 16, 14], [[30, 1], [24, 2], [20, 3], [16, 3], [14, 3]]],
    [[], []],
  ] as [number[], [number, number][]][])('heading levels of sizes %j', (sizes, expected) => {
    expect([...headingLevels(sizes)]).toEqual(expected);
  });

  it.each([
    [11, 11, false],
    [12, 11, false],
    [12.5, 11, true],
    [24, 11, true],
    [9, 8, true],
    [8.5, 8, false],
  ])('size %d over body %d is a heading size: %s', (size, body, expected) => {
    expect(isHeadingSize(size, body)).toBe(expected);
  });
});
