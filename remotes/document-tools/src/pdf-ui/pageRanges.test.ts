import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countPages, EMPTY_RANGES_MESSAGE, formatPageRanges, listPages, pagesOf, parsePageRanges, rangeErrorText, repeatedPages, type PageRange } from './pageRanges';

const r = (start: number, end = start): PageRange => ({ start, end });

describe('parsePageRanges: what it accepts (10-page PDF)', () => {
  const rows: [string, PageRange[]][] = [
    ['1', [r(1)]],
    ['1-3', [r(1, 3)]],
    ['1-3,5,8-', [r(1, 3), r(5), r(8, 10)]],
    ['-3', [r(1, 3)]],
    ['5-', [r(5, 10)]],
    ['10-', [r(10)]],
    ['5-5', [r(5)]],
    ['  2 ,  4  ', [r(2), r(4)]],
    ['1 - 3', [r(1, 3)]],
    ['1 -3, 7- 9', [r(1, 3), r(7, 9)]],
    ['1 3 5', [r(1), r(3), r(5)]],
    ['1;2;3', [r(1), r(2), r(3)]],
    ['1,,2,', [r(1), r(2)]],
    ['3–5', [r(3, 5)]],
    ['3—5', [r(3, 5)]],
    ['3−5', [r(3, 5)]],
    ['007', [r(7)]],
    ['0010-', [r(10)]],
    // Order as typed, repeats kept.
    ['5,1-3,1', [r(5), r(1, 3), r(1)]],
    ['1-10,1-10', [r(1, 10), r(1, 10)]],
    ['\n1\t2\n', [r(1), r(2)]],
  ];
  it.each(rows)('%j', (text, ranges) => {
    expect(parsePageRanges(text, 10)).toEqual({ ok: true, ranges });
  });

  it('reads "-" ranges against a one-page PDF', () => {
    expect(parsePageRanges('1-', 1)).toEqual({ ok: true, ranges: [r(1)] });
    expect(parsePageRanges('-1', 1)).toEqual({ ok: true, ranges: [r(1)] });
  });
});

describe('parsePageRanges: what it refuses, and how it says so (10-page PDF)', () => {
  const rows: [string, string[]][] = [
    ['', [EMPTY_RANGES_MESSAGE]],
    ['   ', [EMPTY_RANGES_MESSAGE]],
    [' , ;', [EMPTY_RANGES_MESSAGE]],
    ['0', ['There is no page 0: pages are numbered from 1.']],
    ['000', ['There is no page 0: pages are numbered from 1.']],
    ['0-3', ['There is no page 0: pages are numbered from 1.']],
    ['12', ['Page 12 does not exist: this PDF has 10 pages.']],
    ['8-12', ['Page 12 does not exist: this PDF has 10 pages.']],
    ['11-', ['Page 11 does not exist: this PDF has 10 pages.']],
    ['-11', ['Page 11 does not exist: this PDF has 10 pages.']],
    ['99999999999999999999999', ['Page 99999999999999999999999 does not exist: this PDF has 10 pages.']],
    ['1-99999999999999999999', ['Page 99999999999999999999 does not exist: this PDF has 10 pages.']],
    ['3-1', ['“3-1” is not a range: write the smaller page first, as in 1-3.']],
    ['10-2', ['“10-2” is not a range: write the smaller page first, as in 2-10.']],
    ['-', ['“-” needs a page number on at least one side, such as 1-3, 5- or -3.']],
    [' - ', ['“-” needs a page number on at least one side, such as 1-3, 5- or -3.']],
    ['1--2', ['“1--2” has more than one dash: write a range as two page numbers joined by one dash, such as 1-3.']],
    ['1-2-3', ['“1-2-3” has more than one dash: write a range as two page numbers joined by one dash, such as 1-3.']],
    ['a', ['“a” is not a page number. Write pages as numbers, such as 5, and ranges with a dash, such as 1-3.']],
    ['1.5', ['“1.5” is not a page number. Write pages as numbers, such as 5, and ranges with a dash, such as 1-3.']],
    ['+3', ['“+3” is not a page number. Write pages as numbers, such as 5, and ranges with a dash, such as 1-3.']],
    ['1-a', ['“1-a” is not a page number. Write pages as numbers, such as 5, and ranges with a dash, such as 1-3.']],
    ['last', ['“last” is not a page number. Write pages as numbers, such as 5, and ranges with a dash, such as 1-3.']],
    ['١٢', ['“١٢” is not a page number. Write pages as numbers, such as 5, and ranges with a dash, such as 1-3.']],
    [
      'x'.repeat(40),
      ['“xxxxxxxxxxxxxxxxxxxxxxx…” is not a page number. Write pages as numbers, such as 5, and ranges with a dash, such as 1-3.'],
    ],
    // Every different problem is listed once, in the order typed.
    [
      '1,a,12,b,12,3-1',
      [
        '“a” is not a page number. Write pages as numbers, such as 5, and ranges with a dash, such as 1-3.',
        'Page 12 does not exist: this PDF has 10 pages.',
        '“b” is not a page number. Write pages as numbers, such as 5, and ranges with a dash, such as 1-3.',
        '“3-1” is not a range: write the smaller page first, as in 1-3.',
      ],
    ],
  ];
  it.each(rows)('%j', (text, errors) => {
    const parsed = parsePageRanges(text, 10);
    expect(parsed).toEqual({ ok: false, empty: errors[0] === EMPTY_RANGES_MESSAGE, errors });
  });

  it('says "1 page" for a one-page PDF', () => {
    expect(parsePageRanges('2', 1)).toEqual({ ok: false, empty: false, errors: ['Page 2 does not exist: this PDF has 1 page.'] });
  });

  it('groups thousands in the page count', () => {
    expect(parsePageRanges('5000', 1234)).toMatchObject({ errors: ['Page 5000 does not exist: this PDF has 1,234 pages.'] });
  });
});

describe('helpers', () => {
  it('formats ranges the way they are typed', () => {
    expect(formatPageRanges([r(1, 3), r(5), r(8, 10)])).toBe('1-3,5,8-10');
    expect(formatPageRanges([])).toBe('');
  });

  it('lists and counts pages with repeats', () => {
    expect(pagesOf([r(3, 5), r(1), r(4, 5)])).toEqual([3, 4, 5, 1, 4, 5]);
    expect(countPages([r(3, 5), r(1), r(4, 5)])).toBe(6);
    expect(repeatedPages([r(3, 5), r(1), r(4, 5)])).toEqual([4, 5]);
    expect(repeatedPages([r(1, 10)])).toEqual([]);
  });

  it('lists pages in a sentence', () => {
    expect(listPages([])).toBe('');
    expect(listPages([4])).toBe('4');
    expect(listPages([4, 5])).toBe('4 and 5');
    expect(listPages([1, 2, 3])).toBe('1, 2 and 3');
    expect(listPages([1, 2, 3, 4, 5, 6, 7, 8])).toBe('1, 2, 3, 4, 5 and 3 more');
  });

  it('puts one problem in the field, counting the rest', () => {
    expect(rangeErrorText(['A.'])).toBe('A.');
    expect(rangeErrorText(['A.', 'B.'])).toBe('A. (1 more problem after this one.)');
    expect(rangeErrorText(['A.', 'B.', 'C.'])).toBe('A. (2 more problems after this one.)');
  });
});

const pageCountArb = fc.integer({ min: 1, max: 5000 });
const rangesArb = pageCountArb.chain((pageCount) =>
  fc.tuple(
    fc.constant(pageCount),
    fc.array(
      fc.tuple(fc.integer({ min: 1, max: pageCount }), fc.integer({ min: 1, max: pageCount })).map(([a, b]) => r(Math.min(a, b), Math.max(a, b))),
      { minLength: 1, maxLength: 30 },
    ),
  ),
);

describe('parsePageRanges properties', () => {
  it('reads back what formatPageRanges wrote', () => {
    fc.assert(
      fc.property(rangesArb, ([pageCount, ranges]) => {
        expect(parsePageRanges(formatPageRanges(ranges), pageCount)).toEqual({ ok: true, ranges });
      }),
    );
  });

  it('answers only pages from 1 to the page count, or errors; never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), pageCountArb, (text, pageCount) => {
        const parsed = parsePageRanges(text, pageCount);
        if (parsed.ok) {
          expect(parsed.ranges.length).toBeGreaterThan(0);
          for (const { start, end } of parsed.ranges) {
            expect(Number.isInteger(start) && Number.isInteger(end)).toBe(true);
            expect(1 <= start && start <= end && end <= pageCount).toBe(true);
          }
        } else {
          expect(parsed.errors.length).toBeGreaterThan(0);
          expect(new Set(parsed.errors).size).toBe(parsed.errors.length);
        }
      }),
    );
  });

  it('treats text made of digits, dashes, commas and spaces the same with or without extra spaces', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9,\- ]{0,30}$/), pageCountArb, (text, pageCount) => {
        const spaced = text.replace(/,/g, ' , ');
        expect(parsePageRanges(spaced, pageCount)).toEqual(parsePageRanges(text, pageCount));
      }),
    );
  });
});
