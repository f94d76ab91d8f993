import { useEffect } from 'react';
import type { Catalogue } from '@toolhub/shared';
import { ensureCompleteCatalogue, useCatalogueStore } from './catalogue-store';

export interface CompleteCatalogueView {
  catalogue: Catalogue;
  /** Every tool is here. */
  complete: boolean;
  /** The rest of a big catalogue could not be fetched: `catalogue` is all there is for now. */
  failed: boolean;
}

/** For pages that need every tool (search results, dashboard, admin): asks for the rest if needed. */
export function useCompleteCatalogue(): CompleteCatalogueView {
  const catalogue = useCatalogueStore((state) => state.catalogue);
  const complete = useCatalogueStore((state) => state.complete);
  const failed = useCatalogueStore((state) => !state.complete && state.settled && state.problem !== null);
  useEffect(() => {
    if (!complete) void ensureCompleteCatalogue();
  }, [complete]);
  return { catalogue, complete, failed };
}
