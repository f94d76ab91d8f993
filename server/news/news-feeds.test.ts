import { describe, expect, it } from 'vitest';
import { DEFAULT_NEWS_FEEDS, newsFeedsFromEnv } from './news-feeds.mjs';

describe('newsFeedsFromEnv', () => {
  it.each([
    [{}, [...DEFAULT_NEWS_FEEDS]],
    [{ NEWS_FEEDS: '' }, [...DEFAULT_NEWS_FEEDS]],
    [{ NEWS_FEEDS: 'not a url, ftp://x.example/feed' }, [...DEFAULT_NEWS_FEEDS]],
    [{ NEWS_FEEDS: 'https://a.example/rss, https://b.example/atom' }, ['https://a.example/rss', 'https://b.example/atom']],
    [{ NEWS_FEEDS: 'https://a.example/rss,,junk,https://a.example/rss\nhttp://c.example/' }, ['https://a.example/rss', 'http://c.example/']],
  ])('%j → %j', (env, expected) => {
    expect(newsFeedsFromEnv(env)).toEqual(expected);
  });

  it('caps the list at 20 feeds', () => {
    const many = Array.from({ length: 30 }, (_, i) => `https://f${i}.example/rss`).join(',');
    expect(newsFeedsFromEnv({ NEWS_FEEDS: many })).toHaveLength(20);
  });
});
