import { beforeEach, describe, expect, it, vi } from 'vitest';
import snapshotJson from '../../../catalogue.json';
import { revalidateCatalogue, searchableCatalogue, useCatalogueStore } from './catalogue-store';

const initial = useCatalogueStore.getState();
beforeEach(() => useCatalogueStore.setState(initial, true));

const answer = (body: string, status = 200) =>
  vi.fn(async () => new Response(body, { status, statusText: status === 200 ? 'OK' : 'Not Found' })) as unknown as typeof fetch;

describe('catalogue revalidation', () => {
  it('starts from the built-in snapshot', () => {
    expect(initial.source).toBe('snapshot');
    expect(initial.settled).toBe(false);
    expect(initial.catalogue.tools).toHaveLength(snapshotJson.tools.length);
    // The real catalogue fits on the home page: built in whole, complete from the start.
    expect(initial.complete).toBe(true);
    expect(initial.counts.tools).toBe(snapshotJson.tools.length);
    // Search keywords are not built in: search waits for the served catalogue.
    expect(initial.catalogue.tools.some((tool) => 'keywords' in tool)).toBe(false);
    expect(initial.served).toBeNull();
    expect(searchableCatalogue(initial)).toBe(initial.catalogue);
  });

  it('switches to a valid live catalogue, fetched uncached', async () => {
    const live = structuredClone(snapshotJson);
    live.tools[0]!.isAvailable = !live.tools[0]!.isAvailable;
    const fetcher = answer(JSON.stringify(live));
    await revalidateCatalogue(fetcher);
    expect(fetcher).toHaveBeenCalledWith('/catalogue.json', expect.objectContaining({ cache: 'no-cache' }));
    const state = useCatalogueStore.getState();
    expect(state).toMatchObject({ source: 'live', settled: true, problem: null });
    expect(state.catalogue.tools[0]!.isAvailable).toBe(live.tools[0]!.isAvailable);
    expect(state.served).toBe(state.catalogue);
    expect(state.catalogue.tools[0]!.keywords).toEqual(live.tools[0]!.keywords);
  });

  it('takes the served snapshot (reformatted or not) as is, without a second check', async () => {
    await revalidateCatalogue(answer(JSON.stringify(snapshotJson, null, 4)));
    const state = useCatalogueStore.getState();
    expect(state).toMatchObject({ source: 'live', settled: true, problem: null });
    // Nothing renders again: the page keeps the object it drew from.
    expect(state.catalogue).toBe(initial.catalogue);
    // Search gets the keywords the snapshot leaves out.
    expect(state.served?.tools).toEqual(snapshotJson.tools);
    expect(searchableCatalogue(state)).toBe(state.served);
  });

  it.each([
    ['malformed JSON', answer('{"version": 1,'), /catalogue\.json is invalid, keeping the last good catalogue:\n\(json\): invalid JSON/],
    ['a schema error', answer(JSON.stringify({ ...snapshotJson, tools: [{ path: 'x' }] })), /tools\[0\] \(x\)\.name/],
    ['a 404', answer('nope', 404), /could not be loaded, keeping the last good catalogue: \/catalogue\.json answered 404 Not Found/],
    ['a network failure', vi.fn(async () => { throw new TypeError('Failed to fetch'); }) as unknown as typeof fetch, /Failed to fetch/],
  ])('keeps the last good catalogue on %s and says why', async (_label, fetcher, why) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await revalidateCatalogue(fetcher);
    const state = useCatalogueStore.getState();
    expect(state.catalogue).toBe(initial.catalogue);
    expect(state.settled).toBe(true);
    expect(state.problem).toMatch(why);
    expect(warn).toHaveBeenCalledWith(state.problem);
    // Search makes do with the built-in catalogue.
    expect(searchableCatalogue(state)).toBe(initial.catalogue);
    warn.mockRestore();
  });
});

describe('a catalogue published for another environment', () => {
  const elsewhere = (entry: (id: string) => unknown) => ({
    ...snapshotJson,
    remotes: Object.fromEntries(Object.keys(snapshotJson.remotes).map((id) => [id, { entry: entry(id) }])),
  });

  it('is the built-in one with the served remote entries, without a second check', async () => {
    const served = elsewhere((id) => `https://demo-toolhub-${id}.web.app/mf-manifest.json`);
    await revalidateCatalogue(answer(JSON.stringify(served)));
    const state = useCatalogueStore.getState();
    expect(state).toMatchObject({ source: 'live', problem: null });
    expect(state.catalogue.remotes).toEqual(served.remotes);
    expect(state.catalogue.tools).toBe(initial.catalogue.tools);
    expect(state.served).toEqual(served);
  });

  it.each([
    ['an entry that is no URL', elsewhere(() => 'not a url')],
    ['an entry on another protocol', elsewhere(() => 'javascript:alert(1)')],
    ['an entry that is no string', elsewhere(() => 42)],
  ])('is checked in full when it has %s, and kept out', async (_label, served) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await revalidateCatalogue(answer(JSON.stringify(served)));
    const state = useCatalogueStore.getState();
    expect(state.problem).toMatch(/catalogue\.json is invalid, keeping the last good catalogue:\nremotes\./);
    expect(state.catalogue.remotes).toEqual(initial.catalogue.remotes);
    warn.mockRestore();
  });
});
