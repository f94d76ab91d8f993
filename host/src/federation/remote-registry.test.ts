// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Catalogue } from '@toolhub/shared';
import { useCatalogueStore } from '../catalogue/catalogue-store';

/** The federation runtime, faked: what was registered, and a tool module for every load. */
const runtime = vi.hoisted(() => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async () => ({ default: () => null })),
}));
vi.mock('./federation-runtime', () => ({ createFederation: () => runtime, warmVersionChecks: () => [] }));
const warm = vi.hoisted(() => ({ warmLocaleData: vi.fn() }));
vi.mock('./warm-locale-data', () => warm);

const { loadTool, openTool, preloadTool, RemoteLoadError } = await import('./remote-registry');

/** The snapshot built into the host names where the build ran; the served catalogue, where the site is. */
const BUILT_ENTRY = 'http://localhost:3007/mf-manifest.json';
const SERVED_ENTRY = 'https://toolhub-developer-tools.web.app/mf-manifest.json';

function catalogueWith(entry: string, path: string): Catalogue {
  return {
    version: 1,
    remotes: { 'developer-tools': { entry } },
    categories: [{ id: 'developer-tools', name: 'Developer Tools', remote: 'developer-tools' }],
    tools: [{ name: 'JSON Formatter', path, description: 'Formats JSON.', icon: '🧾', isAvailable: true, category: 'developer-tools' }],
  } as Catalogue;
}

const initial = useCatalogueStore.getState();
beforeEach(() => {
  runtime.registerRemotes.mockClear();
  runtime.loadRemote.mockClear();
  warm.warmLocaleData.mockClear();
});
afterEach(() => {
  // Back to a tool module with nothing but its component, and a warm-up that does nothing.
  runtime.loadRemote.mockImplementation(async () => ({ default: () => null }));
  warm.warmLocaleData.mockReset();
  useCatalogueStore.setState(initial);
  vi.unstubAllGlobals();
});

/** The host as it boots: its built-in snapshot, the live catalogue not fetched yet. */
function bootWith(snapshot: Catalogue) {
  useCatalogueStore.setState({ catalogue: snapshot, source: 'snapshot', settled: false, problem: null, complete: true });
}

describe('remote entries come only from the catalogue the site serves', () => {
  it('a tool wanted before catalogue.json answered loads from the served entry, not the snapshot', async () => {
    const snapshot = catalogueWith(BUILT_ENTRY, 'json-formatter');
    bootWith(snapshot);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(catalogueWith(SERVED_ENTRY, 'json-formatter')))));

    await loadTool(snapshot, snapshot.tools[0]!);

    expect(runtime.registerRemotes.mock.calls.map(([remotes]) => remotes)).toEqual([[{ name: 'toolhub_developer_tools', entry: SERVED_ENTRY }]]);
    expect(runtime.loadRemote).toHaveBeenCalledWith('toolhub_developer_tools/json-formatter');
  });

  it('without a served catalogue nothing is registered or fetched, and the load fails with Retry', async () => {
    const snapshot = catalogueWith(BUILT_ENTRY, 'json-formatter-offline');
    bootWith(snapshot);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Not found', { status: 404, statusText: 'Not Found' })));

    const load = loadTool(snapshot, snapshot.tools[0]!);

    await expect(load).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(load).rejects.toThrow('The "developer-tools" tools could not be loaded.');
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    // An intent finds nothing to render ahead, and leaves the failure for the real load.
    await expect(preloadTool(snapshot, snapshot.tools[0]!)).resolves.toBe(false);
  });
});

describe('a tool about to open', () => {
  it('warms the locale data on intent only: not on a load alone, nor on a click that comes without one', async () => {
    const served = catalogueWith(SERVED_ENTRY, 'json-formatter-warm');
    useCatalogueStore.setState({ catalogue: served, source: 'live', settled: true, problem: null, complete: true });
    const tool = served.tools[0]!;
    await loadTool(served, tool);
    expect(warm.warmLocaleData).not.toHaveBeenCalled();
    // Ready: the module and the tool's drafts are here, so its page can be rendered ahead.
    await expect(preloadTool(served, tool)).resolves.toBe(true);
    expect(warm.warmLocaleData).toHaveBeenCalledTimes(1);
    // A click with no intent before it (a script's click): the warm-up would be a long task in
    // front of the tool's own loading, and most tools format without Intl.
    const navigate = vi.fn();
    openTool(served, { ...tool, path: 'json-formatter-cold' }, navigate);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/json-formatter-cold'));
    expect(warm.warmLocaleData).toHaveBeenCalledTimes(1);
  });

  it('lets the tool prepare on intent (its first render’s data on its way), once, never on a load or click alone', async () => {
    const served = catalogueWith(SERVED_ENTRY, 'random-name-prepare');
    useCatalogueStore.setState({ catalogue: served, source: 'live', settled: true, problem: null, complete: true });
    const prepare = vi.fn();
    runtime.loadRemote.mockImplementation(async () => ({ default: () => null, prepare }));
    const tool = served.tools[0]!;
    await loadTool(served, tool);
    const navigate = vi.fn();
    openTool(served, tool, navigate);
    expect(prepare).not.toHaveBeenCalled();
    await expect(preloadTool(served, tool)).resolves.toBe(true);
    await expect(preloadTool(served, tool)).resolves.toBe(true);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('warms the locale data after the tool prepared: its fetch goes on while the warm-up runs', async () => {
    const served = catalogueWith(SERVED_ENTRY, 'random-country-order');
    useCatalogueStore.setState({ catalogue: served, source: 'live', settled: true, problem: null, complete: true });
    const order: string[] = [];
    warm.warmLocaleData.mockImplementation(() => order.push('warm'));
    runtime.loadRemote.mockImplementation(async () => ({ default: () => null, prepare: () => order.push('prepare') }));
    await expect(preloadTool(served, served.tools[0]!)).resolves.toBe(true);
    expect(order).toEqual(['prepare', 'warm']);
  });

  it('renders ahead a tool whose prepare throws: preparing is a head start, never a failure', async () => {
    const served = catalogueWith(SERVED_ENTRY, 'random-name-prepare-throws');
    useCatalogueStore.setState({ catalogue: served, source: 'live', settled: true, problem: null, complete: true });
    runtime.loadRemote.mockImplementation(async () => ({
      default: () => null,
      prepare: () => {
        throw new Error('no data');
      },
    }));
    await expect(preloadTool(served, served.tools[0]!)).resolves.toBe(true);
  });

  it('leaves a coming-soon tool alone', async () => {
    const served = catalogueWith(SERVED_ENTRY, 'soon');
    const tool = { ...served.tools[0]!, isAvailable: false };
    await expect(preloadTool(served, tool)).resolves.toBe(false);
    const navigate = vi.fn();
    openTool(served, tool, navigate);
    expect(navigate).toHaveBeenCalledWith('/soon');
    expect(warm.warmLocaleData).not.toHaveBeenCalled();
  });
});
