import { formatShare, type PageShare } from './top-pages';
import { formatCount } from './format';

/** Paths are shown as text, never linked: they are whatever visitors' browsers reported. */
export function TopPagesTable({ pages, rangeLabel }: { pages: readonly PageShare[]; rangeLabel: string }) {
  if (pages.length === 0) return <p className="admin-empty">No page views in the {rangeLabel}.</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="th-visually-hidden">Top pages</caption>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col" className="admin-number">
              Views
            </th>
            <th scope="col" className="admin-number">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.path}>
              <th scope="row">
                <code className="admin-path">{page.path}</code>
              </th>
              <td className="admin-number">{formatCount(page.views)}</td>
              <td className="admin-number">{formatShare(page.share)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
