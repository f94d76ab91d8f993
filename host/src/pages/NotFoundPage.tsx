import { Link } from 'react-router-dom';
import { popularTools } from '@toolhub/shared';
import { useCatalogue } from '../catalogue/catalogue-store';
import { useDocumentMeta } from '../app/useDocumentMeta';
import { ToolGrid } from './ToolCard';

export function NotFoundPage() {
  const catalogue = useCatalogue();
  useDocumentMeta('Page not found', 'This page does not exist on ToolHub. Try one of our popular tools.');
  return (
    <div className="page not-found">
      <h1>Page not found</h1>
      <p>We couldn’t find that page. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/">Go to the home page</Link> or try one of these:
      </p>
      <h2>Popular Tools</h2>
      <ToolGrid tools={popularTools(catalogue)} label="Popular Tools" />
    </div>
  );
}
