import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { excludedNote, MAX_FILES, mergeReadiness, mergeSignature, moveEntry, readSelection, roomFor, type FileStatus, type MergeEntry } from './logic';

const entry = (id: string, pages = ''): MergeEntry => ({ id, name: `${id}.pdf`, size: 1000, pages });
const ready = (pageCount: number, password?: string): FileStatus => ({ state: 'ready', pageCount, thumb: null, password });
const locked: FileStatus = { state: 'locked', wrong: false, checking: false };
const broken: FileStatus = { state: 'broken', message: 'This file is not a PDF.' };

describe('readSelection', () => {
  it.each([
    ['', 5, { ok: true, ranges: null, count: 5 }],
    ['   ', 5, { ok: true, ranges: null, count: 5 }],
    ['1-3,5', 5, { ok: true, ranges: [{ start: 1, end: 3 }, { start: 5, end: 5 }], count: 4 }],
    ['2-', 5, { ok: true, ranges: [{ start: 2, end: 5 }], count: 4 }],
    ['6', 5, { ok: false, error: 'Page 6 does not exist: this PDF has 5 pages.' }],
    ['3-1,x', 5, { ok: false, error: '“3-1” is not a range: write the smaller page first, as in 1-3. (1 more problem after this one.)' }],
  ] as const)('%j of %i pages', (text, pageCount, selection) => expect(readSelection(text, pageCount)).toEqual(selection));
});

describe('mergeReadiness', () => {
  it('needs two usable files', () => {
    expect(mergeReadiness([], new Map()).blocker).toBe('Add at least two PDFs to merge.');
    const one = mergeReadiness([entry('a')], new Map([['a', ready(2)]]));
    expect(one.blocker).toBe('Add at least two PDFs to merge.');
    expect(one.totalPages).toBe(2);
  });

  it('waits for files being read', () => {
    const readiness = mergeReadiness([entry('a'), entry('b'), entry('c')], new Map([['a', ready(2)]]));
    expect(readiness.reading).toBe(2);
    expect(readiness.blocker).toBe('Reading 2 files…');
  });

  it('takes each usable file with its pages, leaves out locked and unreadable ones', () => {
    const entries = [entry('a'), entry('b', '2-3'), entry('c'), entry('d'), entry('e', '1,1')];
    const statuses = new Map<string, FileStatus>([
      ['a', ready(2)],
      ['b', ready(3, 'pw')],
      ['c', locked],
      ['d', broken],
      ['e', ready(1)],
    ]);
    const readiness = mergeReadiness(entries, statuses);
    expect(readiness.blocker).toBeNull();
    expect(readiness.sources.map((source) => [source.entry.id, source.pages, source.password])).toEqual([
      ['a', null, undefined],
      ['b', [2, 3], 'pw'],
      ['e', [1, 1], undefined],
    ]);
    expect(readiness.totalPages).toBe(6);
    expect(readiness.excluded).toEqual([
      { name: 'c.pdf', reason: 'locked' },
      { name: 'd.pdf', reason: 'broken' },
    ]);
    expect(excludedNote(readiness.excluded)).toBe('“c.pdf” is password-protected: unlock it to include it. “d.pdf” could not be read and is left out.');
  });

  it('stops on a page selection with a mistake, naming the file', () => {
    const readiness = mergeReadiness([entry('a'), entry('b', '9')], new Map([['a', ready(2)], ['b', ready(3)]]));
    expect(readiness.blocker).toBe('Fix the pages to include for “b.pdf”.');
    expect(readiness.badSelections).toEqual(['b.pdf']);
  });
});

describe('excludedNote', () => {
  it('is silent with nothing left out and speaks of several files together', () => {
    expect(excludedNote([])).toBeNull();
    expect(
      excludedNote([
        { name: 'a.pdf', reason: 'locked' },
        { name: 'b.pdf', reason: 'locked' },
        { name: 'c.pdf', reason: 'broken' },
        { name: 'd.pdf', reason: 'broken' },
        { name: 'e.pdf', reason: 'broken' },
      ]),
    ).toBe('“a.pdf” and “b.pdf” are password-protected: unlock them to include them. “c.pdf”, “d.pdf” and “e.pdf” could not be read and are left out.');
  });
});

describe('mergeSignature', () => {
  it('changes with the order, the pages and the name', () => {
    const a = { entry: entry('a'), pages: null, pageCount: 1 };
    const b = { entry: entry('b'), pages: [1], pageCount: 1 };
    const base = mergeSignature([a, b], 'm.pdf');
    expect(mergeSignature([a, b], 'm.pdf')).toBe(base);
    expect(mergeSignature([b, a], 'm.pdf')).not.toBe(base);
    expect(mergeSignature([a, { ...b, pages: [1, 1] }], 'm.pdf')).not.toBe(base);
    expect(mergeSignature([a, b], 'n.pdf')).not.toBe(base);
  });
});

describe('moveEntry', () => {
  it('moves one entry and keeps the others in order', () => {
    expect(moveEntry(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveEntry(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveEntry(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(moveEntry(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });

  it('is a permutation that puts the moved entry where asked', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { minLength: 1, maxLength: 30 }).chain((list) => fc.tuple(fc.constant(list), fc.nat(list.length - 1), fc.nat(list.length - 1))),
        ([list, from, to]) => {
          const moved = moveEntry(list, from, to);
          expect([...moved].sort()).toEqual([...list].sort());
          expect(moved[to]).toBe(list[from]);
          expect(moveEntry(moved, to, from)).toEqual(list);
        },
      ),
    );
  });
});

it('roomFor caps the list at MAX_FILES', () => {
  expect(roomFor(0, 3)).toBe(3);
  expect(roomFor(MAX_FILES - 2, 5)).toBe(2);
  expect(roomFor(MAX_FILES, 1)).toBe(0);
});
