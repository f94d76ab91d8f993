import { useCallback, useEffect, useState } from 'react';
import type { Catalogue, CatalogueTool } from '@toolhub/shared';
import { ensureCompleteCatalogue, useCatalogueStore } from '../../catalogue/catalogue-store';
import { useFavouritesStore } from '../../user/favourites-store';
import { clearVisitedTools, readVisitedTools } from '../../user/visited-tools';

/** A grid's worth: the full list (up to 50) stays in storage. */
export const RECENTLY_USED_SHOWN = 8;

/**
 * The catalogue's tools for `paths`, in that order. Paths the catalogue no longer has, and tools
 * ops switched to coming soon, are left out (they stay stored, and come back if the tool does).
 */
export function availableToolsFor(catalogue: Catalogue, paths: readonly string[]): CatalogueTool[] {
  const byPath = new Map(catalogue.tools.map((tool) => [tool.path, tool]));
  return paths.flatMap((path) => {
    const tool = byPath.get(path);
    return tool?.isAvailable ? [tool] : [];
  });
}

/** The home page's personal sections: favourites (live) and recently used (read when the page opens). */
export function useHomeLists(catalogue: Catalogue) {
  const favouritePaths = useFavouritesStore((state) => state.favourites);
  const [visited, setVisited] = useState(readVisitedTools);
  const clearRecent = useCallback(() => {
    clearVisitedTools();
    setVisited([]);
  }, []);
  const complete = useCatalogueStore((state) => state.complete);
  // A big catalogue's built-in share may lack the visitor's tools: fetch the rest for them.
  const known = new Set(catalogue.tools.map((tool) => tool.path));
  const missing = !complete && [...favouritePaths, ...visited.slice(0, RECENTLY_USED_SHOWN)].some((path) => !known.has(path));
  useEffect(() => {
    if (missing) void ensureCompleteCatalogue();
  }, [missing]);
  return {
    favourites: availableToolsFor(catalogue, favouritePaths),
    recent: availableToolsFor(catalogue, visited).slice(0, RECENTLY_USED_SHOWN),
    clearRecent,
  };
}
