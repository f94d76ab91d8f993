import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type PageView, increment, serverTime } from '../backend';
import { MAX_PAGES_PER_DAY, pageViewWrites, pickShard } from './page-view-writes';

const view: PageView = { page: '_2Fcoin-flip', date: '2026-05-01', visitorId: 'abc', newVisitor: true, userAgent: 'UA', referrer: 'r', screenWidth: 390 };

describe('pageViewWrites', () => {
  it('keeps SPEC’s documents with no shards, each per-page counter naming the page it raises', () => {
    expect(pageViewWrites(view, { shards: 0 })).toEqual([
      { collection: 'visits', id: '_2Fcoin-flip', data: { count: increment(1), lastVisited: serverTime(), userAgent: 'UA', referrer: 'r', screenWidth: 390 } },
      {
        collection: 'daily-analytics',
        id: '2026-05-01',
        data: { date: '2026-05-01', totalPageViews: increment(1), lastUpdated: serverTime(), pages: { '_2Fcoin-flip': increment(1) }, uniqueVisitors: increment(1), countedPage: '_2Fcoin-flip' },
      },
      {
        collection: 'daily-visitors',
        id: '2026-05-01_abc',
        data: {
          date: '2026-05-01', visitorId: 'abc', firstVisit: serverTime(), lastVisit: serverTime(), pageViews: increment(1),
          pagesVisited: { '_2Fcoin-flip': increment(1) }, userAgent: 'UA', referrer: 'r', countedPage: '_2Fcoin-flip',
        },
      },
    ]);
  });

  it('counts a returning visitor without touching firstVisit or uniqueVisitors', () => {
    const [, day, visitor] = pageViewWrites({ ...view, newVisitor: false }, { shards: 0 });
    expect(day?.data.uniqueVisitors).toEqual(increment(0));
    expect(visitor?.data).not.toHaveProperty('firstVisit');
  });

  it('sends the day’s and the page’s counters to random shards when sharded', () => {
    const draws = [0.26, 0.99];
    const writes = pageViewWrites(view, { shards: 4, random: () => draws.shift() ?? 0 });
    expect(writes.map((w) => `${w.collection}/${w.id}`)).toEqual(['visits-shards/_2Fcoin-flip_3', 'daily-analytics-shards/2026-05-01_1', 'daily-visitors/2026-05-01_abc']);
    expect(writes[0]?.data).toMatchObject({ page: '_2Fcoin-flip', shard: 3, count: increment(1) });
    expect(writes[1]?.data).toMatchObject({ date: '2026-05-01', shard: 1, totalPageViews: increment(1), uniqueVisitors: increment(1) });
  });
});

describe('pickShard', () => {
  it.each([
    [0, 0],
    [0.4999, 4],
    [0.5, 5],
    [0.9999999, 9],
    [1, 9],
    [-1, 0],
    [Number.NaN, 0],
  ])('random %s of 10 shards → %s', (random, shard) => {
    expect(pickShard(10, () => random)).toBe(shard);
  });
});

describe('MAX_PAGES_PER_DAY', () => {
  it('is the bound firestore.rules puts on a day’s page map', () => {
    const rules = readFileSync(fileURLToPath(new URL('../../../../firestore.rules', import.meta.url)), 'utf8');
    expect(rules).toContain(`return pages is map && pages.size() <= ${MAX_PAGES_PER_DAY};`);
  });
});
