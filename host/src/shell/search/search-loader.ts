/**
 * Loads the fuzzy search (Fuse.js and the index) on intent: focus on the search box, or a results
 * page. It is about 9 KB gzip that most visits never need, so it stays out of the first load.
 */
import { useEffect, useState } from 'react';

export type SearchModule = typeof import('./tool-search');

let loaded: SearchModule | null = null;
let pending: Promise<SearchModule> | null = null;

export function loadSearch(): Promise<SearchModule> {
  pending ??= import('./tool-search').then(
    (module) => (loaded = module),
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
  const [status, setStatus] = useState<SearchStatus>(() => (loaded ? { state: 'ready', search: loaded } : { state: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || status.state === 'ready') return;
    let current = true;
    setStatus({ state: 'loading' });
    loadSearch().then(
      (search) => current && setStatus({ state: 'ready', search }),
      (error: unknown) => {
        console.warn('Search could not be loaded', error);
        if (current) setStatus({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
    // status is what this effect sets; re-running on it would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, attempt]);
  useEffect(() => {
    if (status.state !== 'failed' || !wanted) return;
    // A dropped chunk request (flaky network) is retried a little later while still wanted.
    const timer = setTimeout(() => setAttempt((n) => n + 1), 3000);
    return () => clearTimeout(timer);
  }, [status.state, wanted]);
  return status;
}
