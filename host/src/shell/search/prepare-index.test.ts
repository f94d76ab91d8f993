import { describe, expect, it, vi } from 'vitest';
import type { Catalogue } from '@toolhub/shared';
import catalogueJson from '../../../../catalogue.json';
import { prepareIndex } from './prepare-index';
import { searchTools, suggestTools } from './tool-search';

/** The real catalogue ten times over (copies renamed), a big catalogue's worth of index work. */
function big(): Catalogue {
  const real = catalogueJson as unknown as Catalogue;
  const tools = Array.from({ length: 10 }, (_, copy) => real.tools.map((tool) => ({ ...tool, path: `${tool.path}-${copy}` }))).flat();
  return { ...real, tools };
}

describe('prepareIndex', () => {
  /** A clock that moves one millisecond each time it is read: a slice (8 ms) is eight reads. */
  const ticking = () => {
    let ms = 0;
    return () => ++ms;
  };

  it('indexes a big catalogue a slice at a time, giving the page a turn between slices', async () => {
    const catalogue = big();
    const pause = vi.fn(() => Promise.resolve());
    await prepareIndex(catalogue, { pause, now: ticking() });
    // The clock is read once per tool between turns, so at least a turn per 8 tools.
    const turns = pause.mock.calls.length;
    expect(turns).toBeGreaterThanOrEqual(Math.floor(catalogue.tools.length / 8));
    // The prepared (and warmed) index answers as a fresh one does.
    const fresh = structuredClone(catalogue);
    for (const query of ['json', 'pasword', 'c', 'x', '7', 'unix time', 'base 64']) {
      expect(suggestTools(catalogue, query)).toEqual(suggestTools(fresh, query));
    }
    await prepareIndex(catalogue, { pause, now: ticking() });
    expect(pause).toHaveBeenCalledTimes(turns);
  });

  it('takes no turn when the work fits in one slice', async () => {
    const pause = vi.fn(() => Promise.resolve());
    await prepareIndex(structuredClone(catalogueJson as unknown as Catalogue), { pause, now: () => 0 });
    expect(pause).not.toHaveBeenCalled();
  });

  it('stops when a search built the index meanwhile', async () => {
    const catalogue = big();
    let resume: () => void = () => undefined;
    const pause = vi.fn(() => new Promise<void>((resolve) => (resume = resolve)));
    const preparing = prepareIndex(catalogue, { pause, now: ticking() });
    expect(pause).toHaveBeenCalledTimes(1);
    expect(searchTools(catalogue, 'json').length).toBeGreaterThan(0);
    resume();
    await preparing;
    expect(pause).toHaveBeenCalledTimes(1);
  });
});
