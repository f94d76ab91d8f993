/**
 * Feeds are attacker-controlled: whatever their titles, summaries and links carry, /api/news
 * answers with plain text and http(s) links only, and oversized fields are cut with a note.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createNewsHandler } from './news-handler.mjs';
import { SOURCE_LENGTH, SUMMARY_LENGTH, TITLE_LENGTH } from './parse-feed.mjs';

const MEGABYTE = 1_000_000;
const megabyteOfWords = 'word '.repeat(MEGABYTE / 5);
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')
    .replaceAll('__ONE_MEGABYTE_TITLE__', megabyteOfWords)
    .replaceAll('__ONE_MEGABYTE_SUMMARY__', megabyteOfWords)
    .replaceAll('__ONE_MEGABYTE_URL__', 'a'.repeat(MEGABYTE));

const RSS = 'https://hostile.example/rss.xml';
const ATOM = 'https://atom-hostile.example/atom.xml';

interface Item {
  title: string;
  link: string;
  source: string;
  summary: string;
  publishedAt: string | null;
  titleShortened?: boolean;
}

async function newsFrom(feeds: Record<string, string>): Promise<{ items: Item[]; sources: { name?: string; count?: number }[] }> {
  const fetch = async (url: string) => new Response(feeds[url] ?? '', { status: 200, headers: { 'Content-Type': 'application/xml' } });
  const handler = createNewsHandler({ feeds: Object.keys(feeds), fetch, maxBytes: 5 * MEGABYTE, now: () => Date.parse('2024-05-15T00:00:00Z') });
  let text = '';
  const res = { writeHead: () => res, end: (body?: string) => void (text = body ?? '') };
  await handler({ method: 'GET', url: '/api/news', headers: {} } as IncomingMessage, res as unknown as ServerResponse);
  return JSON.parse(text);
}

/** Anything a browser would parse as a tag, comment or processing instruction. */
const MARKUP = /<\s*[a-z!/?][^<>]*>/i;

describe('/api/news with hostile feeds', () => {
  it('answers with plain text, http(s) links only, and cuts oversized fields with a note', async () => {
    const { items, sources } = await newsFrom({ [RSS]: fixture('hostile-rss.xml'), [ATOM]: fixture('hostile-atom.xml') });
    const byLink = new Map(items.map((item) => [item.link, item]));

    // Every script and data link is dropped: those items have no web page to open.
    expect([...byLink.keys()].sort()).toEqual([
      'https://atom-hostile.example/1',
      'https://atom-hostile.example/2',
      'https://atom-hostile.example/7',
      'https://hostile.example/1',
      'https://hostile.example/10',
      'https://hostile.example/2',
      'https://hostile.example/3',
      'https://hostile.example/9',
    ]);
    for (const item of items) {
      expect(new URL(item.link).protocol).toMatch(/^https?:$/);
      for (const field of [item.title, item.summary, item.source]) {
        expect(field).not.toMatch(MARKUP);
        expect(field).not.toMatch(/&(lt|gt|amp|#x?[0-9a-f]+);/i);
      }
    }

    expect(sources.map((source) => source.name)).toEqual(['Hostile Wire', 'Hostile Atom']);
    expect([1, 2, 3, 9].map((n) => byLink.get(`https://hostile.example/${n}`)?.title)).toEqual([
      'Raw script title',
      'Escaped script title',
      'Double-encoded title',
      'Script link, web guid',
    ]);
    expect([1, 2, 3].map((n) => byLink.get(`https://hostile.example/${n}`)?.summary)).toEqual([
      'Image summary',
      'Escaped image summary',
      'Double-encoded summary',
    ]);
    expect(byLink.get('https://atom-hostile.example/1')).toMatchObject({ title: 'Image title', summary: 'Clickable summary' });
    expect(byLink.get('https://atom-hostile.example/2')?.title).toBe('Double-encoded image title');

    const longTitle = byLink.get('https://hostile.example/10');
    expect(Array.from(longTitle?.title ?? '').length).toBeLessThanOrEqual(TITLE_LENGTH);
    expect(longTitle?.title).toMatch(/^word word .*…$/);
    expect(longTitle?.titleShortened).toBe(true);
    const longSummary = byLink.get('https://atom-hostile.example/7');
    expect(Array.from(longSummary?.summary ?? '').length).toBeLessThanOrEqual(SUMMARY_LENGTH);
    expect(longSummary?.summary).toMatch(/^word word .*…$/);
    expect(longSummary?.titleShortened).toBeUndefined();
    // An ordinary title is not flagged.
    expect(byLink.get('https://hostile.example/1')).not.toHaveProperty('titleShortened');
  });

  it('cuts an oversized feed name with an ellipsis', async () => {
    const hugeName = fixture('hostile-rss.xml').replace(/<title><!\[CDATA\[<script>alert\('channel'\)<\/script>Hostile <b>Wire<\/b>\]\]><\/title>/, `<title>${megabyteOfWords}</title>`);
    const { items, sources } = await newsFrom({ [RSS]: hugeName });
    expect(sources[0]?.name).toMatch(/^word .*…$/);
    expect(Array.from(sources[0]?.name ?? '').length).toBeLessThanOrEqual(SOURCE_LENGTH);
    expect(items.every((item) => item.source === sources[0]?.name)).toBe(true);
  });
});
