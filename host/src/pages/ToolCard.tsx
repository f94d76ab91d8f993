import { Link } from 'react-router-dom';
import type { CatalogueTool } from '@toolhub/shared';
import { useCatalogue } from '../catalogue/catalogue-store';
import { preloadTool } from '../federation/remote-registry';

/** A tool in a grid. Unavailable tools open their Coming soon page, marked as such. */
export function ToolCard({ tool }: { tool: CatalogueTool }) {
  const catalogue = useCatalogue();
  const warm = () => preloadTool(catalogue, tool);
  return (
    <li className="tool-card" data-available={tool.isAvailable}>
      <Link to={`/${tool.path}`} onMouseEnter={warm} onFocus={warm} className="tool-card-link">
        <span className="tool-card-icon" aria-hidden="true">
          {tool.icon}
        </span>
        <span className="tool-card-text">
          <span className="tool-card-name">{tool.name}</span>
          <span className="tool-card-description">{tool.description}</span>
        </span>
        {!tool.isAvailable && <span className="soon-badge">Coming soon</span>}
      </Link>
    </li>
  );
}

export function ToolGrid({ tools, label }: { tools: readonly CatalogueTool[]; label?: string }) {
  return (
    <ul className="tool-grid" aria-label={label}>
      {tools.map((tool) => (
        <ToolCard key={tool.path} tool={tool} />
      ))}
    </ul>
  );
}
