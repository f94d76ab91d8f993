import { Link } from 'react-router-dom';
import type { CatalogueTool } from '@toolhub/shared';
import { useCatalogue } from '../catalogue/catalogue-store';
import { useDocumentMeta } from '../app/useDocumentMeta';
import { ToolHeading } from './ToolHeading';
import { ToolGrid } from './ToolCard';
import { NotifyMe } from '../wishes/NotifyMe';
import './tool-page.css';

export function ComingSoonPage({ tool }: { tool: CatalogueTool }) {
  const catalogue = useCatalogue();
  useDocumentMeta(`${tool.name} (coming soon)`, tool.description);
  const related = catalogue.tools.filter((t) => t.category === tool.category && t.isAvailable).slice(0, 6);
  return (
    <div className="page coming-soon">
      <ToolHeading tool={tool} />
      <div className="th-card coming-soon-card">
        <span className="soon-badge">Coming soon</span>
        <p>We’re building {tool.name} right now. Check back soon!</p>
        <NotifyMe tool={tool} />
        <Link to="/">Browse all tools</Link>
      </div>
      {related.length > 0 && (
        <>
          <h2>Try these meanwhile</h2>
          <ToolGrid tools={related} label="Related tools" />
        </>
      )}
    </div>
  );
}
