import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clip,
  NO_FEED_MESSAGE,
  UNAVAILABLE_MESSAGE,
  exactTime,
  feedProblems,
  filterHeadlines,
  readNewsAnswer,
  relativeTime,
  sourceOptions,
  webLink,
  type Headline,
} from './logic';

const headline = (title: string, source: string, summary = '', link = `https://news.example/${encodeURIComponent(title)}`): Headline => ({
  title,
  link,
  source,
  publishedAt: '2024-05-14T09:30:00.000Z',
  summary,
});

describe('readNewsAnswer', () => {
  it('keeps well-formed headlines and drops the rest', () => {
    const answer = readNewsAnswer(200, {
      items: [
        { title: ' Good ', link: 'https://a.example/1', source: 'A', publishedAt: '2024-05-14T09:30:00Z', summary: 'S' },
        { title: 'Duplicate', link: 'https://a.example/1', source: 'A' },
        { title: 'Script', link: 'javascript:alert(1)', source: 'A' },
        { title: '', link: 'https://a.example/2' },
        { title: 'No source, bad date', link: 'https://www.b.example/3', publishedAt: 'soon' },
        'junk',
        null,
      ],
      sources: [{ url: 'https://a.example/feed', ok: true, name: 'A', count: 1 }, { url: 'https://c.example/feed', ok: false, error: 'HTTP 500' }, { nope: 1 }],
      fetchedAt: '2024-05-14T10:00:00Z',
    });
    expect(answer).toEqual({
      ok: true,
      data: {
        items: [
          { title: 'Good', link: 'https://a.example/1', source: 'A', publishedAt: '2024-05-14T09:30:00.000Z', summary: 'S' },
          { title: 'No source, bad date', link: 'https://www.b.example/3', source: 'b.example', publishedAt: null, summary: '' },
        ],
        sources: [
          { url: 'https://a.example/feed', ok: true, name: 'A', count: 1 },
          { url: 'https://c.example/feed', ok: false, error: 'HTTP 500' },
        ],
        fetchedAt: '2024-05-14T10:00:00.000Z',
        stale: false,
      },
    });
  });

  it.each([
    ['502 with the server message', 502, { error: NO_FEED_MESSAGE, sources: [{ url: 'https://a.example/f', ok: false, error: 'HTTP 404' }] }, NO_FEED_MESSAGE, 1],
    ['502 without a body', 502, undefined, NO_FEED_MESSAGE, 0],
    ['500 with a message', 500, { error: 'The news service failed. Please try again.' }, 'The news service failed. Please try again.', 0],
    ['404 (endpoint missing)', 404, undefined, UNAVAILABLE_MESSAGE, 0],
    ['200 but an HTML page', 200, undefined, UNAVAILABLE_MESSAGE, 0],
    ['200 but JSON of another shape', 200, { hello: 'world' }, UNAVAILABLE_MESSAGE, 0],
    ['200 with items not a list', 200, { items: 'x' }, UNAVAILABLE_MESSAGE, 0],
  ])('%s → an error', (_name, status, body, message, sourceCount) => {
    const answer = readNewsAnswer(status, body);
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.message).toBe(message);
      expect(answer.sources).toHaveLength(sourceCount);
    }
  });

  it('never throws and only ever yields web links', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.jsonValue(), (status, body) => {
        const answer = readNewsAnswer(status, { items: [body, { title: 't', link: body }], sources: [body] });
        if (answer.ok) for (const item of answer.data.items) expect(item.link).toMatch(/^https?:\/\//);
        readNewsAnswer(status, body);
      }),
    );
  });
});

describe('webLink', () => {
  it.each([
    ['https://a.example/x', 'https://a.example/x'],
    ['http://a.example', 'http://a.example/'],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['/relative', null],
    [42, null],
  ])('%j → %j', (input, expected) => {
    expect(webLink(input)).toBe(expected);
  });
});

describe('sourceOptions', () => {
  it('counts headlines per source, most first, then by name', () => {
    const items = [headline('1', 'Beta'), headline('2', 'Alpha'), headline('3', 'Beta'), headline('4', 'Gamma')];
    expect(sourceOptions(items)).toEqual([
      { name: 'Beta', count: 2 },
      { name: 'Alpha', count: 1 },
      { name: 'Gamma', count: 1 },
    ]);
    expect(sourceOptions([])).toEqual([]);
  });
});

describe('filterHeadlines', () => {
  const items = [
    headline('Robots learn to fold laundry', 'Lab News', 'A new dataset of household tasks.'),
    headline('Régulation de l’IA en Europe', 'EU Wire'),
    headline('Chip makers race for AI', 'Lab News', 'Supply of GPUs tightens.'),
  ];
  it.each([
    ['', '', 3],
    ['', 'robots', 1],
    ['', 'ROBOTS laundry', 1],
    ['', 'robots gpus', 0],
    ['', 'regulation', 1],
    ['', 'gpus', 1],
    ['', '  ', 3],
    ['Lab News', '', 2],
    ['Lab News', 'chip', 1],
    ['EU Wire', 'chip', 0],
    ['Nobody', '', 0],
    ['', 'lab news', 2],
  ])('source %j, query %j → %i headlines', (source, query, count) => {
    expect(filterHeadlines(items, source, query)).toHaveLength(count);
  });

  it('returns a subset in the original order', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.constantFrom('', 'Lab News', 'EU Wire'), (query, source) => {
        const result = filterHeadlines(items, source, query);
        const positions = result.map((item) => items.indexOf(item));
        expect(positions.every((position) => position >= 0)).toBe(true);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      }),
    );
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2024-05-14T12:00:00Z');
  it.each([
    ['2024-05-14T11:59:30Z', 'just now'],
    ['2024-05-14T12:05:00Z', 'just now'],
    ['2024-05-14T11:59:00Z', '1 minute ago'],
    ['2024-05-14T11:15:00Z', '45 minutes ago'],
    ['2024-05-14T11:00:00Z', '1 hour ago'],
    ['2024-05-14T02:00:00Z', '10 hours ago'],
    ['2024-05-13T11:00:00Z', 'yesterday'],
    ['2024-05-10T12:00:00Z', '4 days ago'],
    ['2024-05-01T12:00:00Z', 'May 1'],
    ['2023-12-25T12:00:00Z', 'Dec 25, 2023'],
    ['not a date', ''],
  ])('%s → %j', (iso, expected) => {
    expect(relativeTime(iso, now, 'en-US', 'UTC')).toBe(expected);
  });
});

describe('exactTime', () => {
  it.each([
    ['2024-05-14T09:30:00Z', 'Tuesday, May 14, 2024 at 9:30 AM'],
    ['nope', ''],
  ])('%s → %j', (iso, expected) => {
    expect(exactTime(iso, 'en-US', 'UTC').replace(/\u202f/g, ' ')).toBe(expected);
  });
});

describe('feedProblems', () => {
  it('separates stale from missing sources', () => {
    const sources = [
      { url: 'a', ok: true },
      { url: 'b', ok: false, stale: true, error: 'HTTP 500' },
      { url: 'c', ok: false, error: 'Timed out after 8 s' },
    ];
    expect(feedProblems(sources)).toEqual({ stale: [sources[1]], missing: [sources[2]] });
  });
});

describe('clip', () => {
  it.each([
    ['short', 10, { text: 'short', cut: false }],
    ['abcdefghij', 10, { text: 'abcdefghij', cut: false }],
    ['abcdefghijk', 10, { text: 'abcdefghi…', cut: true }],
    ['abc   defghijk', 7, { text: 'abc…', cut: true }],
    ['😀😀😀😀', 3, { text: '😀😀…', cut: true }],
  ])('%j at %i → %j', (value, max, expected) => {
    expect(clip(value, max)).toEqual(expected);
  });

  it('never exceeds the limit and keeps a prefix', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 2, max: 100 }), (value, max) => {
        const { text, cut } = clip(value, max);
        expect(Array.from(text).length).toBeLessThanOrEqual(max);
        expect(cut).toBe(Array.from(value).length > max);
        if (cut) expect(value.startsWith(text.slice(0, -1))).toBe(true);
        else expect(text).toBe(value);
      }),
    );
  });
});
