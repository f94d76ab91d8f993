import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Block, ConvertOptions, DocModel, PageText, Run } from './model';
import { DEFAULT_OPTIONS } from './model';
import { headingLevels, isHeadingSize, reconstruct } from './reconstruct';
import { item, LOREM, LOREM2, PageBuilder, twoColumnPage, wrap } from './pages.testutil';

const text = (runs: readonly Run[]) => runs.map((run) => run.text).join('');

/** A block as one line of text: "H1 Title", "P words", "• item" (indented by level), "1. item". */
function describeBlock(block: Block, model: DocModel): string {
  if (block.kind === 'heading') return `H${block.level} ${text(block.runs)}`;
  if (block.kind === 'paragraph') return `P ${block.lines.map(text).join(' / ')}`;
  const list = model.lists.find((entry) => entry.id === block.list)!;
  const level = list.levels[block.level]!;
  const mark = level.format === 'bullet' ? '•' : `${level.format}:${block.marker}`;
  return `${'  '.repeat(block.level)}${mark} ${text(block.runs)}`;
}

function outline(pages: PageText[], options: Partial<ConvertOptions> = {}): string[] {
  const model = reconstruct(pages, { ...DEFAULT_OPTIONS, ...options });
  return model.blocks.map((block) => describeBlock(block, model));
}

const lorem = (n: number) => `${LOREM} ${'and more words to fill the line '.repeat(n)}`.trim();

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

describe('reconstruct: pages, headers, footers and columns', () => {
  const report = (pages: number, footer = true) =>
    Array.from({ length: pages }, (_, index) => {
      const page = new PageBuilder();
      page.header('Annual Report 2026');
      if (footer) page.footer(`Page ${index + 1} of ${pages}`);
      page.paragraph(`Page ${index + 1} text. ${LOREM2}`);
      return page.build();
    });

  it('drops repeated headers and page numbers', () => {
    expect(outline(report(3))).toEqual([`P Page 1 text. ${LOREM2}`, `P Page 2 text. ${LOREM2}`, `P Page 3 text. ${LOREM2}`]);
  });

  it('keeps them when asked', () => {
    expect(outline(report(2), { keepHeadersFooters: true })).toEqual([
      'P Annual Report 2026',
      `P Page 1 text. ${LOREM2}`,
      'P Page 1 of 2',
      'P Annual Report 2026',
      `P Page 2 text. ${LOREM2}`,
      'P Page 2 of 2',
    ]);
  });

  it('drops a lone page number even on a single page, but keeps a one-page header', () => {
    const page = new PageBuilder().header('Memo').footer('1', 297).paragraph(LOREM).build();
    expect(outline([page])).toEqual(['P Memo', `P ${LOREM}`]);
  });

  it('joins a paragraph cut by a page break, unless pages stay apart', () => {
    const words = lorem(6).split(' ');
    const first = wrap(words.join(' '), 451, 11);
    const pageOne = new PageBuilder();
    first.slice(0, 2).forEach((line) => pageOne.line(line));
    pageOne.footer('3', 297);
    const pageTwo = new PageBuilder();
    first.slice(2).forEach((line) => pageTwo.line(line));
    pageTwo.footer('4', 297);
    const pages = [pageOne.build(), pageTwo.build()];
    expect(outline(pages)).toEqual([`P ${first.join(' ')}`]);
    expect(outline(pages, { pageBreaks: true })).toEqual([`P ${first.slice(0, 2).join(' ')}`, `P ${first.slice(2).join(' ')}`]);
  });

  it('reads two columns left then right, under a full-width title', () => {
    const left = `${LOREM} ${LOREM2}`;
    const right = `${LOREM2} ${LOREM}`;
    expect(outline([twoColumnPage(left, right)])).toEqual(['H1 A Two Column Article', `P ${left}`, `P ${right}`]);
  });

  it('joins a paragraph running from the left column into the right one', () => {
    const long = `${LOREM} ${LOREM} ${LOREM2} ${LOREM}`;
    const lines = wrap(long, 215, 11);
    const page = new PageBuilder();
    // Cut mid-sentence, as a column break usually does.
    let half = Math.ceil(lines.length / 2);
    while (lines[half - 1]!.endsWith('.')) half += 1;
    lines.forEach((line, index) => page.items.push(item(line, index < half ? 72 : 308, 100 + (index % half) * 13.2)));
    expect(outline([page.build()])).toEqual([`P ${long}`]);
  });

  it('does not split label and value rows into columns', () => {
    const page = new PageBuilder();
    ['Name', 'Date', 'Place', 'Amount', 'Reference'].forEach((label, index) => {
      page.items.push(item(label, 72, 100 + index * 13.2), item(`value number ${index + 1}`, 300, 100 + index * 13.2));
    });
    expect(outline([page.build()])).toEqual(['P Name\tvalue number 1 / Date\tvalue number 2 / Place\tvalue number 3 / Amount\tvalue number 4 / Reference\tvalue number 5']);
  });

  it('keeps rotated text, after the page', () => {
    const page = new PageBuilder().paragraph(LOREM).build();
    page.items.push({ ...item('arXiv:2601.00001 [cs.CL]', 20, 600), rotated: true });
    expect(outline([page])).toEqual([`P ${LOREM}`, 'P arXiv:2601.00001 [cs.CL]']);
  });

  it('reads pages in order and skips empty ones', () => {
    const pages = [new PageBuilder().line('One.').build(), new PageBuilder().build(), new PageBuilder().line('Three.').build()];
    const model = reconstruct(pages, DEFAULT_OPTIONS);
    expect(model.blocks.map((block) => block.page)).toEqual([0, 2]);
    expect(model.stats).toEqual({ pages: 3, paragraphs: 2, headings: 0, lists: 0, listItems: 0, words: 2 });
    expect(model.pageSize).toEqual({ width: 595, height: 842 });
  });

  it('copes with odd input: zero sizes, huge coordinates, overlapping duplicates', () => {
    const page: PageText = {
      width: 0,
      height: 0,
      items: [item('Bold', 72, 100), item('Bold', 72.2, 100.1), item('far', 1e7, 1e7), { ...item('tiny', 72, 200), fontSize: 0.01, width: 0.02 }],
    };
    const model = reconstruct([page], DEFAULT_OPTIONS);
    const all = model.blocks.map((block) => describeBlock(block, model)).join(' ');
    expect(all).toContain('Bold');
    expect(all.match(/Bold/g)).toHaveLength(1);
    expect(all).toContain('far');
    expect(all).toContain('tiny');
    expect(model.pageSize).toBeNull();
  });
});

/** Non-blank characters, without hyphens (removed when words are rejoined), sorted. */
function charsOf(values: readonly string[]): string {
  return [...values.join('').replace(/[\s\-\u2010\u00AD]/g, '')].sort().join('');
}

function modelChars(model: DocModel): string {
  const texts: string[] = [];
  for (const block of model.blocks) {
    if (block.kind === 'paragraph') block.lines.forEach((line) => texts.push(text(line)));
    else texts.push(text(block.runs));
    if (block.kind === 'list-item') texts.push(block.marker);
  }
  return charsOf(texts);
}

const word = fc.stringMatching(/^[A-Za-z0-9.,;:!?'()•*-]{1,12}$/);
const lineSpec = fc.record({
  words: fc.array(word, { minLength: 1, maxLength: 8 }),
  x: fc.integer({ min: 40, max: 400 }),
  gap: fc.integer({ min: 8, max: 40 }),
  size: fc.constantFrom(9, 11, 11, 11, 14, 20),
  bold: fc.boolean(),
});
const pageSpec = fc.array(lineSpec, { maxLength: 25 });

type PageSpec = { words: string[]; x: number; gap: number; size: number; bold: boolean }[];

function pageFrom(spec: PageSpec): PageText {
  const items = [];
  let y = 60;
  for (const line of spec) {
    y += line.gap;
    let x = line.x;
    for (const w of line.words) {
      items.push(item(w, x, y, line.size, { bold: line.bold }));
      x += (w.length + 1) * 0.5 * line.size;
    }
  }
  return { width: 595, height: 842, items };
}

describe('reconstruct: properties', () => {
  it('loses no character but rejoining hyphens and spaces, whatever the layout (headers kept)', () => {
    fc.assert(
      fc.property(fc.array(pageSpec, { minLength: 1, maxLength: 3 }), fc.boolean(), (specs, pageBreaks) => {
        const pages = specs.map(pageFrom);
        const model = reconstruct(pages, { keepHeadersFooters: true, pageBreaks });
        expect(modelChars(model)).toBe(charsOf(pages.flatMap((page) => page.items.map((entry) => entry.str))));
      }),
      { numRuns: 150 },
    );
  });

  it('only ever drops characters when headers and footers go', () => {
    fc.assert(
      fc.property(fc.array(pageSpec, { minLength: 1, maxLength: 4 }), (specs) => {
        const pages = specs.map(pageFrom);
        const kept = [...modelChars(reconstruct(pages, DEFAULT_OPTIONS))];
        const all = [...charsOf(pages.flatMap((page) => page.items.map((entry) => entry.str)))];
        // Every kept character is one of the input's (a sub-multiset).
        const counts = new Map<string, number>();
        for (const char of all) counts.set(char, (counts.get(char) ?? 0) + 1);
        for (const char of kept) {
          const left = counts.get(char) ?? 0;
          expect(left).toBeGreaterThan(0);
          counts.set(char, left - 1);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('does not depend on the order pdf.js lists the items in', () => {
    fc.assert(
      fc.property(pageSpec, fc.integer(), (spec, seed) => {
        const page = pageFrom(spec);
        const shuffled = [...page.items];
        let state = seed >>> 0 || 1;
        for (let index = shuffled.length - 1; index > 0; index--) {
          state = (state * 1103515245 + 12345) >>> 0;
          const other = state % (index + 1);
          [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
        }
        expect(reconstruct([{ ...page, items: shuffled }], DEFAULT_OPTIONS)).toEqual(reconstruct([page], DEFAULT_OPTIONS));
      }),
      { numRuns: 100 },
    );
  });

  it('keeps every block on a real page and lists pointing at real lists', () => {
    fc.assert(
      fc.property(fc.array(pageSpec, { minLength: 1, maxLength: 3 }), (specs) => {
        const model = reconstruct(specs.map(pageFrom), DEFAULT_OPTIONS);
        const ids = new Set(model.lists.map((list) => list.id));
        for (const block of model.blocks) {
          expect(block.page).toBeGreaterThanOrEqual(0);
          expect(block.page).toBeLessThan(specs.length);
          if (block.kind === 'list-item') {
            expect(ids.has(block.list)).toBe(true);
            expect(model.lists.find((list) => list.id === block.list)!.levels[block.level]).toBeDefined();
          }
          if (block.kind === 'paragraph') expect(block.lines.every((line) => line.length > 0)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });
});
