import { describe, expect, it } from 'vitest';
import type { PageText } from './model';
import { DEFAULT_OPTIONS } from './model';
import { outline } from './outline.testutil';
import { LOREM, LOREM2, PageBuilder } from './pages.testutil';
import { reconstruct } from './reconstruct';

describe('reconstruct: lists', () => {
  const cases: [string, () => PageText[], string[]][] = [
    [
      'bullets become a bulleted list, continuation lines join their item',
      () => [
        new PageBuilder()
          .paragraph('Please remember:')
          .listItem('•', 'Bring your card')
          .listItem('•', `Keep quiet in the reading room, which is shared by everyone who studies there during the day`)
          .listItem('•', 'Return books')
          .paragraph(LOREM2)
          .build(),
      ],
      [
        'P Please remember:',
        '• Bring your card',
        '• Keep quiet in the reading room, which is shared by everyone who studies there during the day',
        '• Return books',
        `P ${LOREM2}`,
      ],
    ],
    [
      'numbers become a numbered list with their style',
      () => [new PageBuilder().listItem('1.', 'First').listItem('2.', 'Second').listItem('3.', 'Third').build()],
      ['decimal:1. First', 'decimal:2. Second', 'decimal:3. Third'],
    ],
    [
      'letters and roman numerals',
      () => [new PageBuilder().listItem('a)', 'Apples').listItem('b)', 'Pears').space(10).listItem('i.', 'One').listItem('ii.', 'Two').listItem('iii.', 'Three').build()],
      ['lower-letter:a) Apples', 'lower-letter:b) Pears', 'lower-roman:i. One', 'lower-roman:ii. Two', 'lower-roman:iii. Three'],
    ],
    [
      'letter i after h is a letter',
      () => [new PageBuilder().listItem('h.', 'Eighth').listItem('i.', 'Ninth').build()],
      ['lower-letter:h. Eighth', 'lower-letter:i. Ninth'],
    ],
    [
      'nested bullets take levels by indent',
      () => [new PageBuilder().listItem('•', 'Fruit').listItem('◦', 'Apple', { level: 1 }).listItem('◦', 'Pear', { level: 1 }).listItem('•', 'Bread').build()],
      ['• Fruit', '  • Apple', '  • Pear', '• Bread'],
    ],
    [
      'dashes and asterisks count when several lines use them',
      () => [new PageBuilder().listItem('-', 'milk').listItem('-', 'eggs').listItem('*', 'flour').build()],
      ['• milk', '• eggs', '• flour'],
    ],
    [
      'a lone dash at a line start is just text',
      () => [new PageBuilder().line('- 20 degrees is cold').build()],
      ['P - 20 degrees is cold'],
    ],
    [
      'a lone initial is not a list',
      () => [new PageBuilder().line('A. Smith wrote this letter.').build()],
      ['P A. Smith wrote this letter.'],
    ],
    [
      'numbering that jumps starts a new list',
      () => [new PageBuilder().listItem('1.', 'One').listItem('2.', 'Two').listItem('7.', 'Seven').build()],
      ['decimal:1. One', 'decimal:2. Two', 'decimal:7. Seven'],
    ],
    [
      'a numbered heading in a large size stays a heading',
      () => [new PageBuilder().line('1. Introduction', { size: 16 }).space(6).paragraph(LOREM).build()],
      ['H1 1. Introduction', `P ${LOREM}`],
    ],
    [
      'bullets drawn as shapes are read as bullets',
      () => [new PageBuilder().drawnBullet('Open on Sundays').drawnBullet('Buy chairs').drawnBullet('Ring', { filled: false }).build()],
      ['• Open on Sundays', '• Buy chairs', '• Ring'],
    ],
  ];
  it.each(cases)('%s', (_name, pages, expected) => {
    expect(outline(pages())).toEqual(expected);
  });

  it('gives each list its own numbering and start', () => {
    const model = reconstruct([new PageBuilder().listItem('3.', 'Three').listItem('4.', 'Four').paragraph(LOREM).listItem('•', 'Dot').listItem('(a)', 'A').listItem('(b)', 'B').build()], DEFAULT_OPTIONS);
    expect(model.lists).toEqual([
      { id: 1, levels: [{ format: 'decimal', style: 'dot', start: 3 }] },
      { id: 2, levels: [{ format: 'bullet', style: 'dot', start: 1 }] },
      { id: 3, levels: [{ format: 'lower-letter', style: 'parens', start: 1 }] },
    ]);
    expect(model.stats).toMatchObject({ lists: 3, listItems: 5, paragraphs: 1 });
  });
});
