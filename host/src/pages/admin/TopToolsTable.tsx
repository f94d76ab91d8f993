import type { ToolViews } from './top-pages';
import { formatCount } from './format';

export function TopToolsTable({ tools, rangeLabel }: { tools: readonly ToolViews[]; rangeLabel: string }) {
  if (tools.length === 0) return <p className="admin-empty">No tool pages were viewed in the {rangeLabel}.</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="th-visually-hidden">Top tools</caption>
        <thead>
          <tr>
            <th scope="col">Tool</th>
            <th scope="col" className="admin-number">
              Views
            </th>
          </tr>
        </thead>
        <tbody>
          {tools.map(({ tool, views }) => (
            <tr key={tool.path}>
              <th scope="row">
                <span className="admin-tool-icon" aria-hidden="true">
                  {tool.icon}
                </span>
                {tool.name}
                {!tool.isAvailable && <span className="admin-badge"> Coming soon</span>}
              </th>
              <td className="admin-number">{formatCount(views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
