import { describe, expect, it } from 'vitest';
import { increment, serverTime } from '../backend';
import { mergeDocument } from './merge';

const now = new Date('2026-11-21T10:00:00Z');

describe('mergeDocument (Firestore set-with-merge)', () => {
  it('merges nested maps and replaces arrays and scalars', () => {
    const before = { a: 1, list: [1, 2], map: { x: 1, y: 2 } };
    expect(mergeDocument(before, { list: [3], map: { y: 3, z: 4 }, b: 'new' }, now)).toEqual({ a: 1, list: [3], map: { x: 1, y: 3, z: 4 }, b: 'new' });
  });

  it('resolves server time and increments, at any depth, from nothing too', () => {
    const first = mergeDocument(undefined, { count: increment(1), at: serverTime(), pages: { home: increment(1) } }, now);
    expect(first).toEqual({ count: 1, at: now, pages: { home: 1 } });
    expect(mergeDocument(first, { count: increment(2), pages: { home: increment(1), about: increment(1) } }, now)).toMatchObject({ count: 3, pages: { home: 2, about: 1 } });
  });

  it('leaves the stored document untouched and skips undefined fields', () => {
    const before = { a: 1, map: { x: 1 } };
    const after = mergeDocument(before, { a: undefined, map: { x: 2 } }, now);
    expect(before).toEqual({ a: 1, map: { x: 1 } });
    expect(after).toEqual({ a: 1, map: { x: 2 } });
  });
});
