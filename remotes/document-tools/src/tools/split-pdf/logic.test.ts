import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePageRanges, type PageRange } from '../../pdf-ui/pageRanges';
import { MAX_RESULT_PAGES, pageMarks, planSplit, readMode, readOutput, readPagesPerFile, tooManyPages, type SplitSpec } from './logic';

const ranges = (text: string, pageCount: number): PageRange[] => {
  const parsed = parsePageRanges(text, pageCount);
  if (!parsed.ok) throw new Error(parsed.errors.join(' '));
  return parsed.ranges;
};

describe('planSplit by ranges', () => {
  it('one PDF: the pages in the order typed, named after them', () => {
    expect(planSplit({ mode: 'ranges', ranges: ranges('1-3', 10), output: 'one' }, 10, 'report.pdf')).toEqual({
      parts: [{ name: 'report-pages-1-3.pdf', pages: [1, 2, 3] }],
      archiveName: null,
      totalPages: 3,
    });
    expect(planSplit({ mode: 'ranges', ranges: ranges('5,1-3,8-', 10), output: 'one' }, 10, 'report.pdf')).toEqual({
      parts: [{ name: 'report-pages-5_1-3_8-10.pdf', pages: [5, 1, 2, 3, 8, 9, 10] }],
      archiveName: null,
      totalPages: 7,
    });
    expect(planSplit({ mode: 'ranges', ranges: ranges('4', 10), output: 'one' }, 10, 'Q3 report.PDF').parts[0]?.name).toBe('Q3 report-page-4.pdf');
  });

  it('one PDF from many ranges gets a plain name instead of a very long one', () => {
    const many = ranges(Array.from({ length: 40 }, (_, i) => String(i + 1)).join(','), 50);
    expect(planSplit({ mode: 'ranges', ranges: many, output: 'one' }, 50, 'a.pdf').parts[0]?.name).toBe('a-selected-pages.pdf');
  });

  it('a PDF per range, in a ZIP; repeated ranges get distinct names', () => {
    expect(planSplit({ mode: 'ranges', ranges: ranges('1-3,5,1-3,8-', 10), output: 'each' }, 10, 'report.pdf')).toEqual({
      parts: [
        { name: 'report-pages-1-3.pdf', pages: [1, 2, 3] },
        { name: 'report-page-5.pdf', pages: [5] },
        { name: 'report-pages-1-3 (2).pdf', pages: [1, 2, 3] },
        { name: 'report-pages-8-10.pdf', pages: [8, 9, 10] },
      ],
      archiveName: 'report-split.zip',
      totalPages: 10,
    });
  });

  it('a single range per range is one PDF, not a ZIP', () => {
    expect(planSplit({ mode: 'ranges', ranges: ranges('2-4', 10), output: 'each' }, 10, 'a.pdf').archiveName).toBeNull();
  });

  it('makes unsafe source names safe', () => {
    expect(planSplit({ mode: 'ranges', ranges: ranges('1', 2), output: 'one' }, 2, 'a:b?.pdf').parts[0]?.name).toBe('a-b--page-1.pdf');
  });
});

describe('planSplit every page and every N pages', () => {
  it('every page, numbers padded so files sort in order', () => {
    const plan = planSplit({ mode: 'pages' }, 12, 'book.pdf');
    expect(plan.parts.map((part) => part.name)).toEqual(Array.from({ length: 12 }, (_, i) => `book-page-${String(i + 1).padStart(2, '0')}.pdf`));
    expect(plan.parts.map((part) => part.pages)).toEqual(Array.from({ length: 12 }, (_, i) => [i + 1]));
    expect(plan.archiveName).toBe('book-split.zip');
  });

  it('every page of a one-page PDF is that page, as a PDF', () => {
    expect(planSplit({ mode: 'pages' }, 1, 'one.pdf')).toEqual({ parts: [{ name: 'one-page-1.pdf', pages: [1] }], archiveName: null, totalPages: 1 });
  });

  it('every 3 pages of 10: the last file takes what is left', () => {
    expect(planSplit({ mode: 'chunks', size: 3 }, 10, 'r.pdf').parts).toEqual([
      { name: 'r-pages-01-03.pdf', pages: [1, 2, 3] },
      { name: 'r-pages-04-06.pdf', pages: [4, 5, 6] },
      { name: 'r-pages-07-09.pdf', pages: [7, 8, 9] },
      { name: 'r-page-10.pdf', pages: [10] },
    ]);
  });

  it('every N pages with N at least the page count is the whole PDF', () => {
    expect(planSplit({ mode: 'chunks', size: 10 }, 10, 'r.pdf')).toEqual({ parts: [{ name: 'r-pages-01-10.pdf', pages: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }], archiveName: null, totalPages: 10 });
  });
});

describe('planSplit properties', () => {
  const specArb: fc.Arbitrary<[number, SplitSpec]> = fc.integer({ min: 1, max: 400 }).chain((pageCount) =>
    fc.oneof(
      fc.constant<[number, SplitSpec]>([pageCount, { mode: 'pages' }]),
      fc.integer({ min: 1, max: pageCount }).map((size): [number, SplitSpec] => [pageCount, { mode: 'chunks', size }]),
      fc
        .array(
          fc.tuple(fc.integer({ min: 1, max: pageCount }), fc.integer({ min: 1, max: pageCount })).map(([a, b]) => ({ start: Math.min(a, b), end: Math.max(a, b) })),
          { minLength: 1, maxLength: 12 },
        )
        .chain((list) => fc.constantFrom<'one' | 'each'>('one', 'each').map((output): [number, SplitSpec] => [pageCount, { mode: 'ranges', ranges: list, output }])),
    ),
  );

  it('every page of every part is a page of the PDF; names are unique and end in .pdf', () => {
    fc.assert(
      fc.property(specArb, ([pageCount, spec]) => {
        const plan = planSplit(spec, pageCount, 'doc.pdf');
        expect(plan.parts.length).toBeGreaterThan(0);
        for (const part of plan.parts) {
          expect(part.pages.length).toBeGreaterThan(0);
          expect(part.pages.every((page) => Number.isInteger(page) && page >= 1 && page <= pageCount)).toBe(true);
          expect(part.name).toMatch(/^doc-.+\.pdf$/);
        }
        expect(new Set(plan.parts.map((part) => part.name.toLowerCase())).size).toBe(plan.parts.length);
        expect(plan.archiveName === null).toBe(plan.parts.length === 1);
        expect(plan.parts.reduce((sum, part) => sum + part.pages.length, 0)).toBe(plan.totalPages);
      }),
    );
  });

  it('every page and every N pages cover each page exactly once, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 2000 }), (pageCount, n) => {
        const size = Math.min(n, pageCount);
        for (const spec of [{ mode: 'pages' } as const, { mode: 'chunks', size } as const]) {
          const plan = planSplit(spec, pageCount, 'x.pdf');
          expect(plan.parts.flatMap((part) => part.pages)).toEqual(Array.from({ length: pageCount }, (_, i) => i + 1));
        }
        const chunks = planSplit({ mode: 'chunks', size }, pageCount, 'x.pdf').parts;
        expect(chunks).toHaveLength(Math.ceil(pageCount / size));
        expect(chunks.slice(0, -1).every((part) => part.pages.length === size)).toBe(true);
      }),
    );
  });

  it('the names of every-page files sort in page order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1500 }), (pageCount) => {
        const names = planSplit({ mode: 'pages' }, pageCount, 'x.pdf').parts.map((part) => part.name);
        expect([...names].sort()).toEqual(names);
      }),
    );
  });
});

describe('readPagesPerFile', () => {
  it.each([
    ['2', 10, { value: 2 }],
    [' 10 ', 10, { value: 10 }],
    ['1', 1, { value: 1 }],
    ['007', 10, { value: 7 }],
    ['', 10, { error: 'Enter how many pages go in each file.' }],
    ['two', 10, { error: 'Enter a whole number of pages, such as 2.' }],
    ['2.5', 10, { error: 'Enter a whole number of pages, such as 2.' }],
    ['-1', 10, { error: 'Enter a whole number of pages, such as 2.' }],
    ['0', 10, { error: 'Each file needs at least 1 page.' }],
    ['11', 10, { error: 'This PDF has 10 pages: enter a number from 1 to 10.' }],
    ['99999999999999999999', 1500, { error: 'This PDF has 1,500 pages: enter a number from 1 to 1,500.' }],
    ['2', 1, { error: 'This PDF has only 1 page: enter 1.' }],
  ] as const)('%j of %i pages', (text, pageCount, reading) => expect(readPagesPerFile(text, pageCount)).toEqual(reading));
});

describe('options from the URL', () => {
  it('falls back to the defaults for unknown values', () => {
    expect([readMode('pages'), readMode('chunks'), readMode('ranges'), readMode('nonsense'), readMode('')]).toEqual(['pages', 'chunks', 'ranges', 'ranges', 'ranges']);
    expect([readOutput('each'), readOutput('one'), readOutput('x')]).toEqual(['each', 'one', 'one']);
  });
});

describe('tooManyPages', () => {
  it('allows up to the larger of the page count and the limit', () => {
    expect(tooManyPages(ranges('1-', 10), 10)).toBeNull();
    const repeated = Array.from({ length: 1001 }, () => ({ start: 1, end: 10 }));
    expect(tooManyPages(repeated, 10)).toBe(`That makes 10,010 pages in all; a split can make up to ${MAX_RESULT_PAGES.toLocaleString('en')} pages. Take out fewer or shorter ranges.`);
    expect(tooManyPages([{ start: 1, end: 20_000 }], 20_000)).toBeNull();
  });
});

describe('pageMarks', () => {
  it('says for each page which parts it goes into and where', () => {
    const plan = planSplit({ mode: 'ranges', ranges: ranges('3,1-2,3', 4), output: 'each' }, 4, 'a.pdf');
    expect(pageMarks(plan.parts, 4)).toEqual([
      [{ part: 2, position: 1 }],
      [{ part: 2, position: 2 }],
      [
        { part: 1, position: 1 },
        { part: 3, position: 1 },
      ],
      [],
    ]);
  });
});
