import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { APP_CHECK_REQUIRED_MESSAGE } from './app-check-gate.mjs';
import { createNewsHandler, NO_FEED_MESSAGE } from './news-handler.mjs';
import { fakeFetch, type Route } from './fixtures/fake-fetch';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const RSS = 'https://rss.example/feed';
const ATOM = 'https://atom.example/feed';
const RDF = 'https://rdf.example/feed';

interface Captured {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

async function request(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>, method = 'GET'): Promise<Captured> {
  const captured: Captured = { status: 0, headers: {}, body: undefined };
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      captured.status = status;
      captured.headers = headers;
      return this;
    },
    end(text?: string) {
      captured.body = text === undefined ? undefined : JSON.parse(text);
    },
  };
  await handler({ method, url: '/api/news', headers: {} } as IncomingMessage, res as unknown as ServerResponse);
  return captured;
}

interface Payload {
  items: { title: string; link: string; source: string; publishedAt: string | null }[];
  sources: { url: string; ok: boolean; error?: string; stale?: boolean; name?: string; count?: number }[];
  fetchedAt: string;
  stale: boolean;
  error?: string;
}

describe('createNewsHandler', () => {
  it('merges all feeds newest first and reports every source', async () => {
    const { fetch } = fakeFetch({ [RSS]: fixture('rss2.xml'), [ATOM]: fixture('atom.xml'), [RDF]: fixture('rdf.xml') });
    const now = Date.parse('2024-05-15T00:00:00Z');
    const handler = createNewsHandler({ feeds: [RSS, ATOM, RDF], fetch, now: () => now });
    const { status, headers, body } = await request(handler);
    const payload = body as Payload;
    expect(status).toBe(200);
    expect(headers['Content-Type']).toBe('application/json; charset=utf-8');
    expect(payload.fetchedAt).toBe('2024-05-15T00:00:00.000Z');
    expect(payload.stale).toBe(false);
    expect(payload.items.slice(0, 4).map((item) => item.title)).toEqual([
      'Lab releases a smaller model that beats GPT-class rivals',
      'Transformers, explained',
      'Regulators publish draft rules for AI “frontier” systems',
      'Relative link story',
    ]);
    expect(payload.items).toHaveLength(5 + 2 + 2);
    expect(payload.items.slice(-2).every((item) => item.publishedAt === null)).toBe(true);
    expect(payload.sources).toEqual([
      { url: RSS, ok: true, name: 'Example AI Weekly & More', count: 5 },
      { url: ATOM, ok: true, name: 'Deep Learning Blog', count: 2 },
      { url: RDF, ok: true, name: 'Papers Digest', count: 2 },
    ]);
  });

  it('serves from the cache within the TTL and refetches after it', async () => {
    const { fetch, calls } = fakeFetch({ [RSS]: fixture('rss2.xml') });
    let now = 1_000_000;
    const handler = createNewsHandler({ feeds: [RSS], fetch, now: () => now, ttlMs: 60_000 });
    await request(handler);
    now += 59_999;
    const cached = await request(handler);
    expect(calls).toHaveLength(1);
    expect((cached.body as Payload).fetchedAt).toBe(new Date(1_000_000).toISOString());
    now += 1;
    await request(handler);
    expect(calls).toHaveLength(2);
  });

  it('shares one round of fetches between concurrent requests', async () => {
    const { fetch, calls } = fakeFetch({ [RSS]: fixture('rss2.xml') });
    const handler = createNewsHandler({ feeds: [RSS], fetch, now: () => 0 });
    const [a, b] = await Promise.all([request(handler), request(handler)]);
    expect(calls).toHaveLength(1);
    expect(a.body).toEqual(b.body);
  });

  it('keeps serving a failing feed’s last good items, marked stale', async () => {
    const routes: Record<string, Route> = { [RSS]: fixture('rss2.xml'), [ATOM]: fixture('atom.xml') };
    const { fetch } = fakeFetch(routes);
    let now = 0;
    const handler = createNewsHandler({ feeds: [RSS, ATOM], fetch, now: () => now, ttlMs: 1000 });
    await request(handler);
    routes[ATOM] = () => new Response('down', { status: 500 });
    now = 5000;
    const { status, body } = await request(handler);
    const payload = body as Payload;
    expect(status).toBe(200);
    expect(payload.items.some((item) => item.source === 'Deep Learning Blog')).toBe(true);
    expect(payload.sources[1]).toEqual({ url: ATOM, ok: false, name: 'Deep Learning Blog', count: 2, error: 'HTTP 500', stale: true });
    expect(payload.stale).toBe(false);
    expect(payload.fetchedAt).toBe(new Date(5000).toISOString());
  });

  it('serves the whole stale list when every feed fails after a success', async () => {
    const routes: Record<string, Route> = { [RSS]: fixture('rss2.xml') };
    const { fetch } = fakeFetch(routes);
    let now = 0;
    const handler = createNewsHandler({ feeds: [RSS], fetch, now: () => now, ttlMs: 1000 });
    await request(handler);
    routes[RSS] = new TypeError('fetch failed');
    now = 10_000;
    const { status, body } = await request(handler);
    const payload = body as Payload;
    expect(status).toBe(200);
    expect(payload.stale).toBe(true);
    expect(payload.fetchedAt).toBe(new Date(0).toISOString());
    expect(payload.items).toHaveLength(5);
    expect(payload.sources).toEqual([{ url: RSS, ok: false, name: 'Example AI Weekly & More', count: 5, error: 'Could not connect', stale: true }]);
  });

  it('answers 502 with every source’s error when no feed is reachable, and retries after a pause', async () => {
    const routes: Record<string, Route> = { [RSS]: () => new Response('', { status: 404 }), [ATOM]: fixture('malformed.xml') };
    const { fetch, calls } = fakeFetch(routes);
    let now = 0;
    const handler = createNewsHandler({ feeds: [RSS, ATOM], fetch, now: () => now, retryMs: 30_000 });
    const first = await request(handler);
    expect(first.status).toBe(502);
    expect(first.body).toEqual({
      error: NO_FEED_MESSAGE,
      sources: [
        { url: RSS, ok: false, error: 'HTTP 404' },
        { url: ATOM, ok: false, error: 'Not well-formed XML (line 7)' },
      ],
    });
    now = 29_999;
    expect((await request(handler)).status).toBe(502);
    expect(calls).toHaveLength(2);
    routes[RSS] = fixture('rss2.xml');
    now = 30_000;
    const recovered = await request(handler);
    expect(recovered.status).toBe(200);
    expect(calls).toHaveLength(4);
  });

  it('answers 502 when every feed times out', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    const handler = createNewsHandler({ feeds: [RSS, ATOM], fetch, now: () => 0, timeoutMs: 20 });
    const { status, body } = await request(handler);
    expect(status).toBe(502);
    expect((body as Payload).sources.map((source) => source.error)).toEqual(['Timed out after 0 s', 'Timed out after 0 s']);
  });

  it('answers 200 with no items when the feeds are reachable but empty', async () => {
    const { fetch } = fakeFetch({ [RSS]: fixture('empty-channel.xml') });
    const { status, body } = await request(createNewsHandler({ feeds: [RSS], fetch, now: () => 0 }));
    expect(status).toBe(200);
    expect((body as Payload).items).toEqual([]);
  });

  it.each(['POST', 'DELETE'])('refuses %s with 405', async (method) => {
    const { fetch, calls } = fakeFetch({});
    const { status, headers } = await request(createNewsHandler({ feeds: [RSS], fetch }), method);
    expect(status).toBe(405);
    expect(headers.Allow).toBe('GET, HEAD');
    expect(calls).toHaveLength(0);
  });

  it('answers 401 and fetches no feed when the request may not be answered (App Check)', async () => {
    const { fetch, calls } = fakeFetch({ [RSS]: fixture('rss2.xml') });
    const allow = vi.fn(async () => false);
    const { status, body } = await request(createNewsHandler({ feeds: [RSS], fetch, allow }));
    expect(status).toBe(401);
    expect(body).toEqual({ error: APP_CHECK_REQUIRED_MESSAGE });
    expect(calls).toHaveLength(0);
    expect(allow).toHaveBeenCalledTimes(1);
    const allowed = await request(createNewsHandler({ feeds: [RSS], fetch, now: () => 0, allow: async () => true }));
    expect(allowed.status).toBe(200);
  });

  it('answers HEAD without a body', async () => {
    const { fetch } = fakeFetch({ [RSS]: fixture('rss2.xml') });
    const { status, body } = await request(createNewsHandler({ feeds: [RSS], fetch, now: () => 0 }), 'HEAD');
    expect(status).toBe(200);
    expect(body).toBeUndefined();
  });
});
