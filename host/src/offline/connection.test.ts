import { describe, expect, it, vi } from 'vitest';
import { isOffline, REACH_TIMEOUT_MS } from './connection';

describe('isOffline', () => {
  it('believes navigator.onLine when it says offline, without asking the network', async () => {
    const fetcher = vi.fn<typeof fetch>();
    expect(await isOffline(fetcher, false)).toBe(true);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it.each([
    ['the site answers', () => Promise.resolve(new Response(null, { status: 200 })), false],
    ['the site answers with an error status (it is reachable)', () => Promise.resolve(new Response(null, { status: 503 })), false],
    ['the request fails (no network, whatever navigator.onLine says)', () => Promise.reject(new TypeError('Failed to fetch')), true],
    ['the site takes too long', () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')), true],
  ])('online by navigator.onLine, %s → offline %s', async (_case, answer, expected) => {
    const fetcher = vi.fn<typeof fetch>(answer);
    expect(await isOffline(fetcher, true)).toBe(expected);
  });

  it('asks with a HEAD request for the site, past the service worker (GET only) and the HTTP cache, with a deadline', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const fetcher = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null)));
    await isOffline(fetcher, true);
    expect(fetcher).toHaveBeenCalledWith('/', expect.objectContaining({ method: 'HEAD', cache: 'no-store' }));
    expect(timeout).toHaveBeenCalledWith(REACH_TIMEOUT_MS);
    timeout.mockRestore();
  });
});
