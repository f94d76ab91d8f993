import { useCallback, useMemo } from 'react';
import { Message } from '@toolhub/shared';
import { getBackend } from '../../backend/select';
import { useCatalogue } from '../../catalogue/catalogue-store';
import { LoadingState } from '../LoadingState';
import { formatCount } from './format';
import { rankMostWanted } from './most-wanted';
import { useLoad } from './useLoad';

/** Coming-soon tools ranked by how many users asked to be notified (issue 17 §3). */
export function MostWantedSection({ refreshKey }: { refreshKey: unknown }) {
  const catalogue = useCatalogue();
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
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="th-visually-hidden">Most wanted coming-soon tools</caption>
              <thead>
                <tr>
                  <th scope="col">Tool</th>
                  <th scope="col" className="admin-number">
                    Wishes
                  </th>
                </tr>
              </thead>
              <tbody>
                {ranked.map(({ tool, count }) => (
                  <tr key={tool.path}>
                    <th scope="row">
                      <span className="admin-tool-icon" aria-hidden="true">
                        {tool.icon}
                      </span>
                      {tool.name}
                    </th>
                    <td className="admin-number">{formatCount(count)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </section>
  );
}
