import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { fetchFeed } from './fetch-feed.mjs';
import { fakeFetch } from './fixtures/fake-fetch';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const RSS = 'https://rss.example/feed';

describe('fetchFeed', () => {
  it.each([
    ['an HTTP error', () => new Response('nope', { status: 503 }), 'HTTP 503'],
    ['a declared oversize body', () => new Response('x', { headers: { 'Content-Length': '5000000' } }), 'Feed is larger than 0.1 MB'],
    ['a streamed oversize body', () => new Response('<rss>' + 'x'.repeat(200_000) + '</rss>'), 'Feed is larger than 0.1 MB'],
    ['an HTML page', () => new Response(fixture('not-a-feed.html')), 'Not an RSS or Atom feed'],
    ['a network failure', new TypeError('fetch failed'), 'Could not connect'],
  ])('reports %s', async (_name, route, message) => {
    const { fetch } = fakeFetch({ [RSS]: route });
    await expect(fetchFeed(RSS, { fetch, timeoutMs: 1000, maxBytes: 100_000 })).rejects.toThrow(message);
  });

  it('decodes a Latin-1 feed declared in the XML prolog', async () => {
    const xml = '<?xml version="1.0" encoding="ISO-8859-1"?><rss><channel><title>Caf\xe9</title><item><title>Na\xefve</title><link>https://a.example/1</link></item></channel></rss>';
    const bytes = Uint8Array.from(xml, (char) => char.charCodeAt(0));
    const { fetch } = fakeFetch({ [RSS]: () => new Response(bytes, { headers: { 'Content-Type': 'application/xml' } }) });
    const feed = await fetchFeed(RSS, { fetch, timeoutMs: 1000, maxBytes: 100_000 });
    expect(feed.title).toBe('Café');
    expect(feed.items[0]?.title).toBe('Naïve');
  });

  it('gives up after the timeout and aborts the request', async () => {
    let aborted = false;
    const fetch = vi.fn(
      (_url: string, init?: { signal?: AbortSignal }) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    await expect(fetchFeed(RSS, { fetch, timeoutMs: 30, maxBytes: 1000 })).rejects.toThrow('Timed out after 0 s');
    expect(aborted).toBe(true);
  });

  it('times out even when the fetch ignores the abort signal', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    await expect(fetchFeed(RSS, { fetch, timeoutMs: 20, maxBytes: 1000 })).rejects.toThrow(/Timed out/);
  });
});
