import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FeedParseError, parseFeed, parseFeedDate, safeLink } from './parse-feed.mjs';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const FEED_URL = 'https://feeds.example/ai/feed.xml';

describe('parseFeed: RSS 2.0', () => {
  const feed = parseFeed(fixture('rss2.xml'), { url: FEED_URL });

  it('reads the channel title with entities decoded', () => {
    expect(feed.format).toBe('rss');
    expect(feed.title).toBe('Example AI Weekly & More');
  });

  it('keeps items with a title and a web link, in feed order', () => {
    expect(feed.items.map((item) => item.title)).toEqual([
      'Lab releases a smaller model that beats GPT-class rivals',
      'Regulators publish draft rules for AI “frontier” systems',
      'Relative link story',
      'Undated story',
      'Bad date story',
    ]);
    expect(feed.items.every((item) => item.source === 'Example AI Weekly & More')).toBe(true);
  });

  it('strips HTML from CDATA and escaped descriptions, dropping scripts', () => {
    expect(feed.items[0]?.summary).toBe('The new model runs on a laptop & needs no GPU. Researchers say it’s a first.');
    expect(feed.items[1]?.summary).toBe('Draft rules were published on Monday.');
    expect(feed.items[2]?.summary).toBe('Only content:encoded here.');
  });

  it('finds links in <link>, permalink <guid>, and resolves relative ones', () => {
    expect(feed.items[0]?.link).toBe('https://ai-weekly.example/2024/05/small-model?utm_source=rss&utm_medium=feed');
    expect(feed.items[1]?.link).toBe('https://ai-weekly.example/2024/05/frontier-rules');
    expect(feed.items[2]?.link).toBe('https://feeds.example/2024/05/relative');
  });

  it('reads RFC 822 and dc:date dates, null when missing or unreadable', () => {
    expect(feed.items.map((item) => item.publishedAt)).toEqual([
      '2024-05-14T09:30:00.000Z',
      '2024-05-13T18:00:00.000Z',
      '2024-05-12T08:00:00.000Z',
      null,
      null,
    ]);
  });
});

describe('parseFeed: Atom 1.0', () => {
  const feed = parseFeed(fixture('atom.xml'), { url: FEED_URL });

  it('reads an HTML-typed feed title as text', () => {
    expect(feed.format).toBe('atom');
    expect(feed.title).toBe('Deep Learning Blog');
  });

  it('prefers the alternate link, published over updated, summary over content', () => {
    expect(feed.items).toEqual([
      {
        title: 'Transformers, explained',
        link: 'https://dl-blog.example/posts/transformers',
        source: 'Deep Learning Blog',
        publishedAt: '2024-05-14T08:00:00.000Z',
        summary: 'Attention is all you need.',
      },
      {
        title: 'Only updated, content instead of summary',
        link: 'https://feeds.example/posts/updated-only',
        source: 'Deep Learning Blog',
        publishedAt: '2024-05-10T00:00:00.000Z',
        summary: 'Content body',
      },
    ]);
  });
});

describe('parseFeed: RDF / RSS 1.0', () => {
  it('reads items beside the channel, falling back to rdf:about for the link', () => {
    const feed = parseFeed(fixture('rdf.xml'), { url: FEED_URL });
    expect(feed.format).toBe('rdf');
    expect(feed.title).toBe('Papers Digest');
    expect(feed.items.map((item) => [item.title, item.link, item.publishedAt])).toEqual([
      ['Scaling laws revisited', 'https://papers.example/p/1', '2024-05-11T07:15:00.000Z'],
      ['Linkless but about', 'https://papers.example/p/2', '2024-05-10T07:15:00.000Z'],
    ]);
  });
});

describe('parseFeed: edge cases', () => {
  it('returns no items for an empty channel', () => {
    expect(parseFeed(fixture('empty-channel.xml'))).toEqual({ format: 'rss', title: 'Quiet Feed', items: [] });
  });

  it.each([
    ['malformed XML', fixture('malformed.xml'), /Not well-formed XML \(line \d+\)/],
    ['an HTML page', fixture('not-a-feed.html'), /Not an RSS or Atom feed/],
    ['an empty body', '', /Empty response/],
    ['only whitespace', '  \n ', /Empty response/],
    ['plain text', 'Service unavailable', /Not well-formed XML/],
    ['JSON', '{"items":[]}', /Not well-formed XML/],
  ])('rejects %s with a FeedParseError', (_name, xml, message) => {
    expect(() => parseFeed(xml)).toThrow(FeedParseError);
    expect(() => parseFeed(xml)).toThrow(message);
  });

  it('names an untitled feed after its host and tolerates a BOM', () => {
    const xml = '\uFEFF<rss><channel><item><title>A</title><link>https://a.example/1</link></item></channel></rss>';
    const feed = parseFeed(xml, { url: 'https://www.news.example/rss' });
    expect(feed.title).toBe('news.example');
    expect(feed.items).toHaveLength(1);
  });

  it('uses the summary as title when the title is missing, and truncates summaries', () => {
    const long = 'word '.repeat(200);
    const xml = `<rss><channel><title>T</title><item><link>https://a.example/1</link><description>${long}</description></item></channel></rss>`;
    const [item] = parseFeed(xml, { summaryLength: 50 }).items;
    expect(item?.summary.length).toBeLessThanOrEqual(50);
    expect(item?.summary.endsWith('…')).toBe(true);
    expect(item?.title.length).toBeLessThanOrEqual(90);
  });

  it('caps the number of items', () => {
    const items = Array.from({ length: 80 }, (_, i) => `<item><title>T${i}</title><link>https://a.example/${i}</link></item>`).join('');
    expect(parseFeed(`<rss><channel>${items}</channel></rss>`).items).toHaveLength(50);
    expect(parseFeed(`<rss><channel>${items}</channel></rss>`, { maxItems: 3 }).items).toHaveLength(3);
  });

  it('never throws anything but FeedParseError, and items always have a title and web link', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 40 }), (junk, title) => {
        const candidates = [junk, `<rss><channel><item><title>${title}</title><link>${junk}</link></item></channel></rss>`];
        for (const xml of candidates) {
          try {
            const feed = parseFeed(xml, { url: FEED_URL });
            for (const item of feed.items) {
              expect(item.title.length).toBeGreaterThan(0);
              expect(item.link).toMatch(/^https?:\/\//);
            }
          } catch (error) {
            expect(error).toBeInstanceOf(FeedParseError);
          }
        }
      }),
    );
  });
});

describe('parseFeedDate', () => {
  it.each([
    ['Tue, 14 May 2024 09:30:00 +0000', '2024-05-14T09:30:00.000Z'],
    ['Tue, 14 May 2024 09:30:00 GMT', '2024-05-14T09:30:00.000Z'],
    ['Tue, 14 May 2024 05:30:00 EDT', '2024-05-14T09:30:00.000Z'],
    ['Tue, 14 May 2024 09:30:00 +0000 (UTC)', '2024-05-14T09:30:00.000Z'],
    ['2024-05-14T11:30:00+02:00', '2024-05-14T09:30:00.000Z'],
    ['2024-05-14T09:30:00.123Z', '2024-05-14T09:30:00.123Z'],
    ['', null],
    ['yesterday', null],
    ['0001-01-01T00:00:00Z', null],
  ])('%j → %j', (raw, expected) => {
    expect(parseFeedDate(raw)).toBe(expected);
  });

  it('round-trips any ISO date in range', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true }), (date) => {
        expect(parseFeedDate(date.toISOString())).toBe(date.toISOString());
        expect(parseFeedDate(date.toUTCString())).toBe(new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString());
      }),
    );
  });
});

describe('safeLink', () => {
  it.each([
    ['https://a.example/x', undefined, 'https://a.example/x'],
    ['  http://a.example  ', undefined, 'http://a.example/'],
    ['/x', 'https://a.example/feed', 'https://a.example/x'],
    ['/x', undefined, ''],
    ['javascript:alert(1)', 'https://a.example/', ''],
    ['mailto:a@b.example', undefined, ''],
    ['data:text/html,hi', undefined, ''],
    ['', 'https://a.example/', ''],
    ['&#x6A;avascript:alert(1)', 'https://a.example/', ''],
    ['&#106;avascript:alert(1)', 'https://a.example/', ''],
    ['java&#9;script:alert(1)', 'https://a.example/', ''],
    [' JAVASCRIPT:alert(1)', 'https://a.example/', ''],
    ['vbscript:msgbox(1)', 'https://a.example/', ''],
    ['data&#58;text/html,x', 'https://a.example/', ''],
    ['https://a.example/?q=1&#38;r=2', undefined, 'https://a.example/?q=1&r=2'],
    [`https://a.example/${'a'.repeat(2100)}`, undefined, ''],
  ])('%j (base %j) → %j', (raw, base, expected) => {
    expect(safeLink(raw, base)).toBe(expected);
  });
});
