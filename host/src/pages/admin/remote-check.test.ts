import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkRemote, type RemoteCheck } from './remote-check';

const ENTRY = 'https://dev.example.test/mf-manifest.json';
const GOOD = JSON.stringify({ metaData: { buildInfo: { buildVersion: '2.0.1' } }, exposes: [{ path: './base64' }] });

afterEach(() => {
  vi.useRealTimers();
});

describe('checkRemote', () => {
  it.each<{ name: string; fetcher: () => Promise<Response>; expected: RemoteCheck }>([
    {
      name: 'answers with a manifest',
      fetcher: async () => new Response(GOOD, { status: 200 }),
      expected: { state: 'answering', manifest: { version: '2.0.1', exposes: ['./base64'] } },
    },
    {
      name: '404',
      fetcher: async () => new Response('Not here', { status: 404, statusText: 'Not Found' }),
      expected: { state: 'not-answering', reason: 'HTTP 404 Not Found' },
    },
    {
      name: '503 without a status text',
      fetcher: async () => new Response('', { status: 503 }),
      expected: { state: 'not-answering', reason: 'HTTP 503' },
    },
    {
      name: 'malformed JSON',
      fetcher: async () => new Response('{"metaData": {', { status: 200 }),
      expected: { state: 'invalid', reason: 'The manifest is not valid JSON' },
    },
    {
      name: 'network failure (refused, CORS)',
      fetcher: async () => {
        throw new TypeError('Failed to fetch');
      },
      expected: { state: 'not-answering', reason: 'Network error: Failed to fetch' },
    },
    {
      name: 'a body that fails while reading',
      fetcher: async () => ({ ok: true, status: 200, statusText: 'OK', text: () => Promise.reject(new Error('connection reset')) }) as unknown as Response,
      expected: { state: 'not-answering', reason: 'Network error: connection reset' },
    },
  ])('$name', async ({ fetcher, expected }) => {
    expect(await checkRemote(ENTRY, fetcher as typeof fetch)).toEqual(expected);
  });

  it('asks without the HTTP cache, so a fixed remote shows as fixed', async () => {
    const fetcher = vi.fn(async () => new Response(GOOD));
    await checkRemote(ENTRY, fetcher as typeof fetch);
    expect(fetcher).toHaveBeenCalledWith(ENTRY, expect.objectContaining({ cache: 'no-store' }));
  });

  it('gives up after the timeout and says so', async () => {
    vi.useFakeTimers();
    const fetcher = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });
    const result = checkRemote(ENTRY, fetcher as typeof fetch, 5000);
    await vi.advanceTimersByTimeAsync(4999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ state: 'not-answering', reason: 'No answer within 5 s' });
  });
});
