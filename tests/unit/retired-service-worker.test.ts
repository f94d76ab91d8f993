import { describe, expect, it, vi } from 'vitest';
import { runInNewContext } from 'node:vm';
import { RETIRED_SERVICE_WORKER } from '../../scripts/lib/retired-service-worker.mjs';

/** Runs the worker's script against a fake worker scope and fires its events. */
function install() {
  const listeners = new Map<string, (event: unknown) => void>();
  const clients = [{ url: 'http://localhost:3000/json-formatter', navigate: vi.fn() }, { url: 'http://localhost:3000/', navigate: vi.fn() }];
  const scope = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { unregister: vi.fn(async () => true) },
    clients: { matchAll: vi.fn(async () => clients) },
  };
  const caches = { keys: vi.fn(async () => ['workbox-precache-v2-http://localhost:3000/', 'toolhub-remote-files']), delete: vi.fn(async (_name: string) => true) };
  runInNewContext(RETIRED_SERVICE_WORKER, { self: scope, caches });
  const fire = async (type: string) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { scope, caches, clients, fire };
}

describe('the service worker `npm run dev` serves', () => {
  it('takes over at once', async () => {
    const { scope, fire } = install();
    await fire('install');
    expect(scope.skipWaiting).toHaveBeenCalledOnce();
  });

  it('deletes every cache, unregisters itself and reloads the open pages', async () => {
    const { scope, caches, clients, fire } = install();
    await fire('activate');
    expect(caches.delete.mock.calls.map(([name]) => name)).toEqual(['workbox-precache-v2-http://localhost:3000/', 'toolhub-remote-files']);
    expect(scope.registration.unregister).toHaveBeenCalledOnce();
    expect(scope.clients.matchAll).toHaveBeenCalledWith({ type: 'window' });
    for (const client of clients) expect(client.navigate).toHaveBeenCalledWith(client.url);
  });
});
