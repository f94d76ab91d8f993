import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueSnapshot, type Catalogue } from '@toolhub/shared';

/** The real catalogue grown to 600 tools, as a big hub's would be: its snapshot is cut. */
const big = vi.hoisted(() => ({ catalogue: null as unknown as Catalogue }));
vi.mock('./catalogue-snapshot', async () => {
  const { catalogueSnapshot: cut } = await import('@toolhub/shared');
  const real = (await import('../../../catalogue.json')).default as unknown as Catalogue;
  const extra = Array.from({ length: 529 }, (_, i) => ({ ...real.tools[i % real.tools.length]!, name: `Extra ${i}`, path: `extra-${i}` }));
  big.catalogue = { ...real, tools: [...real.tools, ...extra] };
  return { default: cut(big.catalogue) };
});

const { ensureCompleteCatalogue, loadCatalogue, revalidateCatalogue, useCatalogueStore } = await import('./catalogue-store');
const initial = useCatalogueStore.getState();
beforeEach(() => useCatalogueStore.setState(initial, true));

const answer = (body: string, status = 200) =>
  vi.fn(async () => new Response(body, { status, statusText: status === 200 ? 'OK' : 'Not Found' })) as unknown as typeof fetch;

describe('a big catalogue: the snapshot holds the home page’s share', () => {
  it('starts incomplete, with the counts of the whole', () => {
    expect(initial.complete).toBe(false);
    expect(initial.catalogue.tools.length).toBeLessThan(big.catalogue.tools.length);
    expect(initial.counts.tools).toBe(600);
    expect(initial.counts.available).toBe(big.catalogue.tools.filter((tool) => tool.isAvailable).length);
    expect(catalogueSnapshot(big.catalogue).catalogue.tools.length).toBe(initial.catalogue.tools.length);
  });

  it('takes the served catalogue it was built from without a second check, and is complete', async () => {
    await revalidateCatalogue(answer(JSON.stringify(big.catalogue, null, 2)));
    const state = useCatalogueStore.getState();
    expect(state).toMatchObject({ source: 'live', settled: true, problem: null, complete: true });
    expect(state.catalogue.tools).toHaveLength(600);
    expect(state.catalogue.tools[0]?.keywords?.length).toBeGreaterThan(0);
    expect(state.served).toBe(state.catalogue);
  });

  it('validates a changed catalogue, and counts it', async () => {
    const changed = structuredClone(big.catalogue);
    changed.tools = changed.tools.slice(0, 100);
    await revalidateCatalogue(answer(JSON.stringify(changed)));
    expect(useCatalogueStore.getState()).toMatchObject({ complete: true, counts: { tools: 100 } });
  });

  it('fetches once for everyone who asks, and again after a failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await Promise.all([ensureCompleteCatalogue(failing), ensureCompleteCatalogue(failing), loadCatalogue(failing)]);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(useCatalogueStore.getState()).toMatchObject({ complete: false, settled: true });
    const working = answer(JSON.stringify(big.catalogue));
    await Promise.all([ensureCompleteCatalogue(working), ensureCompleteCatalogue(working)]);
    expect(working).toHaveBeenCalledTimes(1);
    expect(useCatalogueStore.getState().complete).toBe(true);
    await ensureCompleteCatalogue(working);
    expect(working).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
