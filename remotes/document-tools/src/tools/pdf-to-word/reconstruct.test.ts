import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DocModel, PageText } from './model';
import { DEFAULT_OPTIONS } from './model';
import { describeBlock, lorem, outline, text } from './outline.testutil';
import { item, LOREM, LOREM2, PageBuilder, twoColumnPage, wrap } from './pages.testutil';
import { reconstruct } from './reconstruct';

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
