import { useCallback, useMemo } from 'react';
import { Message } from '@toolhub/shared';
import { getBackend } from '../../backend/select';
import { useCompleteCatalogue } from '../../catalogue/useCompleteCatalogue';
import { LoadingState } from '../LoadingState';
import { ToolCountTable } from './ToolCountTable';
import { rankMostWanted } from './most-wanted';
import { useLoad } from './useLoad';

/** Coming-soon tools ranked by how many users asked to be notified (issue 17 §3). */
export function MostWantedSection({ refreshKey }: { refreshKey: unknown }) {
  const { catalogue } = useCompleteCatalogue();
  const load = useCallback(async () => (await getBackend()).listWishCounts(), []);
  const counts = useLoad(load, refreshKey);
  const ranked = useMemo(() => (counts.status === 'ready' ? rankMostWanted(catalogue, counts.data) : []), [counts, catalogue]);
  return (
    <section className="admin-section" aria-labelledby="admin-most-wanted">
      <h2 id="admin-most-wanted">Most wanted coming-soon tools</h2>
      {counts.status === 'loading' && <LoadingState label="Loading wishes…" />}
      {counts.status === 'error' && <Message tone="error">Could not load wishes: {counts.reason}</Message>}
      {counts.status === 'ready' &&
        (ranked.length === 0 ? (
          <p className="admin-empty">No tools are coming soon.</p>
        ) : (
          <ToolCountTable caption="Most wanted coming-soon tools" countLabel="Wishes" rows={ranked} markComingSoon={false} />
        ))}
    </section>
  );
}
