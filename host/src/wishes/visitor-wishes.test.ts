import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memory-storage';
import { MAX_VISITOR_WISHES, VISITOR_WISHES_KEY, parseVisitorWishes, readVisitorWishes, writeVisitorWishes } from './visitor-wishes';

describe('parseVisitorWishes: whatever localStorage holds, as a clean list', () => {
  it.each([
    [undefined, []],
    [null, []],
    ['split-pdf', []],
    [{ 'split-pdf': true }, []],
    [[], []],
    [['split-pdf'], ['split-pdf']],
    [['split-pdf', 'merge-pdfs', 'split-pdf'], ['merge-pdfs', 'split-pdf']],
    [['split-pdf', 42, null, '../users', 'Split PDF', '__proto__'], ['split-pdf']],
  ])('%j → %j', (value, expected) => {
    expect(parseVisitorWishes(value)).toEqual(expected);
  });

  it(`keeps at most ${MAX_VISITOR_WISHES}`, () => {
    const many = Array.from({ length: MAX_VISITOR_WISHES + 20 }, (_, i) => `tool-${String(i).padStart(3, '0')}`);
    expect(parseVisitorWishes(many)).toHaveLength(MAX_VISITOR_WISHES);
  });
});

describe('reading and writing this browser’s wishes', () => {
  it('round-trips through localStorage, and removes the entry when empty', () => {
    const storage = memoryStorage();
    expect(readVisitorWishes(storage)).toEqual([]);
    expect(writeVisitorWishes(storage, ['split-pdf'])).toBe(true);
    expect(JSON.parse(storage.items.get(VISITOR_WISHES_KEY) ?? 'null')).toEqual(['split-pdf']);
    expect(readVisitorWishes(storage)).toEqual(['split-pdf']);
    expect(writeVisitorWishes(storage, [])).toBe(true);
    expect(storage.items.has(VISITOR_WISHES_KEY)).toBe(false);
  });

  it('treats a corrupt entry as no wishes', () => {
    const storage = memoryStorage();
    storage.setItem(VISITOR_WISHES_KEY, '{not json');
    expect(readVisitorWishes(storage)).toEqual([]);
  });

  it('says so when the browser refuses to store, and reads nothing without storage', () => {
    const full = { ...memoryStorage(), setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(writeVisitorWishes(full, ['split-pdf'])).toBe(false);
    expect(writeVisitorWishes(undefined, ['split-pdf'])).toBe(false);
    expect(readVisitorWishes(undefined)).toEqual([]);
  });
});
