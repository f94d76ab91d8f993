/**
 * Loads the fuzzy search (Fuse.js and the index) on intent: focus on the search box, or a results
 * page. It is about 9 KB gzip that most visits never need, so it stays out of the first load.
 * It indexes the served catalogue (the built-in one has no keywords), which every page fetches
 * as it starts, and with it comes the rest of a big catalogue.
 */
import { useEffect, useMemo, useState } from 'react';
import { loadCatalogue, searchableCatalogue, useCatalogueStore } from '../../catalogue/catalogue-store';

export type SearchModule = typeof import('./tool-search');

let loaded: SearchModule | null = null;
let pending: Promise<SearchModule> | null = null;

export function loadSearch(): Promise<SearchModule> {
  // Search is ready once the served catalogue is here: the keywords, and every tool of a big one.
  // When it cannot be fetched, search makes do with the built-in catalogue (names, descriptions).
  pending ??= Promise.all([
    // One chunk, one request: the index builder and the search it warms up.
    import(/* webpackChunkName: "tool-search" */ './tool-search'),
    import(/* webpackChunkName: "tool-search" */ './prepare-index'),
    loadCatalogue(),
  ]).then(
    async ([module, { prepareIndex }]) => {
      // Searching starts on intent (focus), so the index is built before the first keystroke.
      await prepareIndex(searchableCatalogue(useCatalogueStore.getState()));
      return (loaded = module);
    },
    (error: unknown) => {
      // Forget the failure so the next focus or keystroke tries again.
      pending = null;
      throw error;
    },
  );
  return pending;
}

export type SearchStatus = { state: 'ready'; search: SearchModule } | { state: 'loading' } | { state: 'failed' };

/** The search module once it is wanted (`wanted`), with its loading state. */
export function useSearch(wanted: boolean): SearchStatus {
  const [search, setSearch] = useState<SearchModule | null>(loaded);
  const [attempt, setAttempt] = useState(0);
  /** The attempt that failed last; the status is "failed" until the next one starts. */
  const [failedAttempt, setFailedAttempt] = useState(-1);
  useEffect(() => {
    if (!wanted || search) return;
    let current = true;
    loadSearch().then(
      (module) => {
        if (current) setSearch(module);
      },
      (error: unknown) => {
        console.warn('Search could not be loaded', error);
        if (current) setFailedAttempt(attempt);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, attempt, search]);
  const failed = !search && failedAttempt === attempt;
  useEffect(() => {
    if (!failed || !wanted) return;
    // A dropped chunk request (flaky network) is retried a little later while still wanted.
    const timer = setTimeout(() => setAttempt((n) => n + 1), 3000);
    return () => clearTimeout(timer);
  }, [failed, wanted]);
  return useMemo<SearchStatus>(() => (search ? { state: 'ready', search } : { state: failed ? 'failed' : 'loading' }), [search, failed]);
}
