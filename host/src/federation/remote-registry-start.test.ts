// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import type { Catalogue } from '@toolhub/shared';
import { useCatalogueStore } from '../catalogue/catalogue-store';

/** What happened, in order: the runtime created, tasks run, the version check warmed, a remote loaded. */
const log = vi.hoisted((): string[] => []);
vi.mock('./federation-runtime', () => ({
  createFederation: () => {
    log.push('runtime created');
    // A task queued now runs before anything the registry defers to a later task.
    setTimeout(() => log.push('next task'), 0);
    return {
      registerRemotes: () => undefined,
      loadRemote: async () => {
        log.push('remote loaded');
        return { default: () => null };
      },
    };
  },
  warmVersionChecks: () => {
    log.push('version check warmed');
    return [];
  },
}));

const { loadTool } = await import('./remote-registry');

const catalogue = {
  version: 1,
  remotes: { 'developer-tools': { entry: 'http://localhost:3007/mf-manifest.json' } },
  categories: [{ id: 'developer-tools', name: 'Developer Tools', remote: 'developer-tools' }],
  tools: [{ name: 'JSON Formatter', path: 'json-formatter', description: 'Formats JSON.', icon: '🧾', isAvailable: true, category: 'developer-tools' }],
} as Catalogue;

afterEach(() => vi.unstubAllGlobals());

it("warms the runtime's version check once, in a task after the runtime's creation and before the first tool loads", async () => {
  useCatalogueStore.setState({ catalogue, source: 'snapshot', settled: false, problem: null, complete: true });
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(catalogue))));

  await loadTool(catalogue, catalogue.tools[0]!);
  await loadTool(catalogue, { ...catalogue.tools[0]!, path: 'json-formatter-2' });

  expect(log).toEqual(['runtime created', 'next task', 'version check warmed', 'remote loaded', 'remote loaded']);
});
