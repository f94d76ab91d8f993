import type { CatalogueTool } from '@toolhub/shared';
import { formatCount } from './format';

/**
 * A table of tools and one number each (views, wishes), as /admin shows its rankings. Coming-soon
 * tools are marked, unless every row is one (`markComingSoon` false).
 */
export function ToolCountTable({
  caption,
  countLabel,
  rows,
  markComingSoon = true,
}: {
  caption: string;
  countLabel: string;
  rows: readonly { tool: CatalogueTool; count: number }[];
  markComingSoon?: boolean;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="th-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Tool</th>
            <th scope="col" className="admin-number">
              {countLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ tool, count }) => (
            <tr key={tool.path}>
              <th scope="row">
                <span className="admin-tool-icon" aria-hidden="true">
                  {tool.icon}
                </span>
                {tool.name}
                {markComingSoon && !tool.isAvailable && <span className="admin-badge"> Coming soon</span>}
              </th>
              <td className="admin-number">{formatCount(count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
