import { describe, expect, it, vi } from 'vitest';
import type { Catalogue } from '@toolhub/shared';
import catalogueJson from '../../../../catalogue.json';
import { prepareIndex, searchTools, suggestTools } from './tool-search';

/** The real catalogue ten times over (copies renamed), a big catalogue's worth of index work. */
function big(): Catalogue {
  const real = catalogueJson as unknown as Catalogue;
  const tools = Array.from({ length: 10 }, (_, copy) => real.tools.map((tool) => ({ ...tool, path: `${tool.path}-${copy}` }))).flat();
  return { ...real, tools };
}

describe('prepareIndex', () => {
  it('indexes a big catalogue a slice at a time, giving the page a turn between slices', async () => {
    const catalogue = big();
    const pause = vi.fn(() => Promise.resolve());
    await prepareIndex(catalogue, pause);
    expect(pause).toHaveBeenCalledTimes(Math.floor(catalogue.tools.length / 250));
    // The prepared index answers as a fresh one does.
    const fresh = structuredClone(catalogue);
    for (const query of ['json', 'pasword', 'c', 'unix time', 'base 64']) {
      expect(suggestTools(catalogue, query).map((match) => match.tool.path)).toEqual(suggestTools(fresh, query).map((match) => match.tool.path));
    }
    await prepareIndex(catalogue, pause);
    expect(pause).toHaveBeenCalledTimes(Math.floor(catalogue.tools.length / 250));
  });

  it('stops when a search built the index meanwhile', async () => {
    const catalogue = big();
    let resume: () => void = () => undefined;
    const pause = vi.fn(() => new Promise<void>((resolve) => (resume = resolve)));
    const preparing = prepareIndex(catalogue, pause);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(searchTools(catalogue, 'json').length).toBeGreaterThan(0);
    resume();
    await preparing;
    expect(pause).toHaveBeenCalledTimes(1);
  });
});
