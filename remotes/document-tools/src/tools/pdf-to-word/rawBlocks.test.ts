import { describe, expect, it } from 'vitest';
import type { PageText } from './model';
import { outline } from './outline.testutil';
import { item, LOREM, LOREM2, PageBuilder, wrap } from './pages.testutil';

describe('reconstruct: paragraphs and line breaks', () => {
  const cases: [string, () => PageText[], string[]][] = [
    ['an empty page gives nothing', () => [new PageBuilder().build()], []],
    ['no pages give nothing', () => [], []],
    ['one line is one paragraph', () => [new PageBuilder().line('Hello world.').build()], ['P Hello world.']],
    ['wrapped lines join into one paragraph', () => [new PageBuilder().paragraph(LOREM).build()], [`P ${LOREM}`]],
    [
      'paragraph spacing separates paragraphs',
      () => [new PageBuilder().paragraph(LOREM).paragraph(LOREM2).build()],
      [`P ${LOREM}`, `P ${LOREM2}`],
    ],
    [
      'a first-line indent starts a paragraph without spacing',
      () => [new PageBuilder().paragraph(LOREM, { firstIndent: 18, after: 0 }).paragraph(LOREM2, { firstIndent: 18, after: 0 }).build()],
      [`P ${LOREM}`, `P ${LOREM2}`],
    ],
    [
      'a short line ending a sentence ends its paragraph, even without spacing',
      () => [new PageBuilder().paragraph(LOREM, { after: 0 }).paragraph(LOREM2, { after: 0 }).build()],
      [`P ${LOREM}`, `P ${LOREM2}`],
    ],
    [
      'an address keeps its line breaks',
      () => [new PageBuilder().line('Jane Smith').line('12 Station Road').line('Springfield').build()],
      ['P Jane Smith / 12 Station Road / Springfield'],
    ],
    [
      'a poem keeps its lines, stanzas are paragraphs',
      () => [
        new PageBuilder()
          .line('The woods are lovely, dark and deep,')
          .line('But I have promises to keep,')
          .space(8)
          .line('And miles to go before I sleep,')
          .line('And miles to go before I sleep.')
          .build(),
      ],
      ['P The woods are lovely, dark and deep, / But I have promises to keep,', 'P And miles to go before I sleep, / And miles to go before I sleep.'],
    ],
    [
      'a hyphen at a line end before lower case is removed',
      () => [new PageBuilder().line(`${'word '.repeat(15)}exam-`).line('ple of a hyphenated word.').build()],
      [`P ${'word '.repeat(15)}example of a hyphenated word.`],
    ],
    [
      'a hyphen before a capital or digit stays, without a space',
      () => [new PageBuilder().line(`${'word '.repeat(15)}Jean-`).line(`Pierre met COVID- ${'x '.repeat(30)}`).line('19 survivors.').build()],
      [`P ${'word '.repeat(15)}Jean-Pierre met COVID- ${'x '.repeat(29)}x 19 survivors.`],
    ],
    [
      'a mid-line hyphen is not touched',
      () => [new PageBuilder().paragraph('A well-known fact is that self-driving cars are a long-term project for everyone, not a short-term one at all, really.').build()],
      ['P A well-known fact is that self-driving cars are a long-term project for everyone, not a short-term one at all, really.'],
    ],
    [
      'a hanging-indent entry (a bibliography) stays one paragraph',
      () => {
        const page = new PageBuilder();
        const lines = wrap(LOREM, 451, 11);
        page.line(lines[0]!);
        lines.slice(1).forEach((line) => page.line(line, { indent: 18 }));
        return [page.build()];
      },
      [`P ${LOREM}`],
    ],
    [
      'an indented block quote after a short line is its own paragraph',
      () => [new PageBuilder().paragraph('He said:', { after: 0 }).paragraph(LOREM2, { indent: 36, after: 0 }).build()],
      ['P He said:', `P ${LOREM2}`],
    ],
    [
      'a change of font size ends a paragraph',
      () => [new PageBuilder().paragraph(LOREM, { after: 0 }).paragraph('Small print follows here in a smaller size for the record', { size: 8, after: 0 }).build()],
      [`P ${LOREM}`, 'P Small print follows here in a smaller size for the record'],
    ],
    [
      'tabs stand for wide gaps in a row',
      () => {
        const page = new PageBuilder();
        page.items.push(item('Name', 72, 100), item('Amount', 300, 100), item('Coffee', 72, 113.2), item('3.50', 300, 113.2));
        return [page.build()];
      },
      ['P Name\tAmount / Coffee\t3.50'],
    ],
  ];
  it.each(cases)('%s', (_name, pages, expected) => {
    expect(outline(pages())).toEqual(expected);
  });
});
