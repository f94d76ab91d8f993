import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_LOAD_RETRIES, remoteLoadRetry } from './retry';

const manifest = () => new Response('{"id":"toolhub_developer_tools"}', { status: 200 });
const down = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Runs a hook to its end, letting the plugin's retry delays pass. */
async function settle<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
  const result = Promise.allSettled([promise]);
  await vi.runAllTimersAsync();
  return (await result)[0]!;
}

describe('remoteLoadRetry (@module-federation/retry-plugin)', () => {
  it('is registered where the host creates the federation runtime', async () => {
    vi.stubGlobal('__TOOLHUB_SHARED_VERSIONS__', new Proxy({}, { get: () => ({ version: '1.0.0', range: '^1.0.0' }) }));
    const { createFederation } = await import('./federation-runtime');
    const names = createFederation([], await import('@toolhub/shared')).options.plugins.map((plugin) => plugin.name);
    expect(names).toContain(remoteLoadRetry.name);
    expect(remoteLoadRetry.name).toBe('retry-plugin');
  });

  it.each<[string, Array<() => Promise<Response> | Response>, 'fulfilled' | 'rejected', number]>([
    ['a manifest that answers at once', [manifest], 'fulfilled', 1],
    ['a network blip', [down, manifest], 'fulfilled', 2],
    ['a 503, then the manifest', [() => new Response('busy', { status: 503 }), manifest], 'fulfilled', 2],
    ['a remote that stays down', [down, down, down], 'rejected', 1 + REMOTE_LOAD_RETRIES],
    ['a 404 every time', [() => new Response('', { status: 404 }), () => new Response('', { status: 404 })], 'rejected', 1 + REMOTE_LOAD_RETRIES],
  ])('fetches the manifest again after %s: %s after %i requests', async (_, answers, outcome, requests) => {
    const fetch = vi.fn(() => Promise.resolve((answers[Math.min(fetch.mock.calls.length - 1, answers.length - 1)] ?? down)()));
    vi.stubGlobal('fetch', fetch);
    const result = await settle(Promise.resolve(remoteLoadRetry.fetch!('http://localhost:3006/mf-manifest.json', {})));
    expect(result.status).toBe(outcome);
    expect(fetch).toHaveBeenCalledTimes(requests);
  });

  it.each<[string, number, 'fulfilled' | 'rejected', number]>([
    ['loads the remote entry again after one failure', 1, 'fulfilled', 2],
    ['gives up (and the page shows Retry) when the entry keeps failing', 5, 'rejected', 1 + REMOTE_LOAD_RETRIES],
  ])('%s', async (_, failures, outcome, attempts) => {
    const entry = { get: vi.fn(), init: vi.fn() };
    const getRemoteEntry = vi.fn(() => (getRemoteEntry.mock.calls.length <= failures ? Promise.reject(new Error('ScriptNetworkError')) : Promise.resolve(entry)));
    const globalLoading: Record<string, unknown> = { key: 'stale' };
    const hook = remoteLoadRetry.loadEntryError as unknown as (args: object) => Promise<unknown>;
    const result = await settle(hook({ getRemoteEntry, origin: {}, remoteInfo: { name: 'toolhub_developer_tools', entry: 'x' }, globalLoading, uniqueKey: 'key' }));
    expect(result.status).toBe(outcome);
    if (result.status === 'fulfilled') expect(result.value).toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(attempts);
    // Each attempt starts afresh instead of awaiting the failed load again.
    expect(globalLoading).toEqual({});
  });
});
