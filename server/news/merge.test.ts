import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { linkKey, mergeNewsItems } from './merge.mjs';
import type { NewsItem } from './parse-feed.mjs';

const item = (link: string, publishedAt: string | null, source = 'S', title = link): NewsItem => ({
  title,
  link,
  source,
  publishedAt,
  summary: '',
});

describe('linkKey', () => {
  it.each([
    ['https://www.A.example/post/', 'a.example/post'],
    ['http://a.example/post#comments', 'a.example/post'],
    ['https://a.example/post?utm_source=rss&utm_medium=x', 'a.example/post'],
    ['https://a.example/post?id=2&utm_campaign=c', 'a.example/post?id=2'],
    ['https://a.example/post?id=2', 'a.example/post?id=2'],
    ['not a url', 'not a url'],
  ])('%j → %j', (link, expected) => {
    expect(linkKey(link)).toBe(expected);
  });
});

describe('mergeNewsItems', () => {
  it('sorts newest first with undated items last', () => {
    const merged = mergeNewsItems([
      [item('https://a.example/old', '2024-05-01T00:00:00.000Z'), item('https://a.example/none', null)],
      [item('https://b.example/new', '2024-05-03T00:00:00.000Z'), item('https://b.example/mid', '2024-05-02T00:00:00.000Z')],
    ]);
    expect(merged.map((entry) => entry.link)).toEqual([
      'https://b.example/new',
      'https://b.example/mid',
      'https://a.example/old',
      'https://a.example/none',
    ]);
  });

  it('de-duplicates by link, the earlier feed winning', () => {
    const merged = mergeNewsItems([
      [item('https://a.example/story?utm_source=one', '2024-05-01T00:00:00.000Z', 'First')],
      [item('https://www.a.example/story/', '2024-05-02T00:00:00.000Z', 'Second')],
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.source).toBe('First');
  });

  it('caps future dates at now and applies the limit', () => {
    const now = Date.parse('2024-05-10T00:00:00Z');
    const merged = mergeNewsItems(
      [[item('https://a.example/future', '2030-01-01T00:00:00.000Z'), item('https://a.example/today', '2024-05-10T00:00:00.000Z'), item('https://a.example/past', '2024-05-01T00:00:00.000Z')]],
      { now, limit: 2 },
    );
    expect(merged.map((entry) => entry.link)).toEqual(['https://a.example/future', 'https://a.example/today']);
  });

  it('keeps every distinct story once, sorted, within the limit', () => {
    const arbitraryItem = fc.record({
      path: fc.integer({ min: 0, max: 30 }),
      time: fc.option(fc.integer({ min: Date.parse('2020-01-01'), max: Date.parse('2025-01-01') })),
    });
    fc.assert(
      fc.property(fc.array(fc.array(arbitraryItem, { maxLength: 15 }), { maxLength: 5 }), fc.integer({ min: 0, max: 40 }), (lists, limit) => {
        const input = lists.map((list) => list.map(({ path, time }) => item(`https://a.example/${path}`, time === null ? null : new Date(time).toISOString())));
        const merged = mergeNewsItems(input, { limit });
        const distinct = new Set(input.flat().map((entry) => entry.link));
        expect(merged.length).toBe(Math.min(limit, distinct.size));
        expect(new Set(merged.map((entry) => entry.link)).size).toBe(merged.length);
        const times = merged.map((entry) => (entry.publishedAt ? Date.parse(entry.publishedAt) : -Infinity));
        for (let i = 1; i < times.length; i += 1) expect(times[i - 1]! >= times[i]!).toBe(true);
      }),
    );
  });
});
