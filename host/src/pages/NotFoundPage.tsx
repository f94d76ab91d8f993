import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { popularTools } from '@toolhub/shared';
import { useCatalogue } from '../catalogue/catalogue-store';
import { useDocumentMeta } from '../app/useDocumentMeta';
import { normalizeQuery, searchFor } from '../shell/search/search-query';
import { ToolGrid } from './ToolCard';

export function NotFoundPage() {
  const catalogue = useCatalogue();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  useDocumentMeta('Page not found', 'This page does not exist on ToolHub. Search for a tool or try one of our popular tools.');

  function search(event: FormEvent) {
    event.preventDefault();
    const query = normalizeQuery(text);
    if (query) navigate({ pathname: '/', search: searchFor(query) });
  }

  return (
    <div className="page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>We couldn’t find that page. It may have moved, or the link may be mistyped.</p>
      <form role="search" aria-label="Search all tools" className="not-found-search" onSubmit={search}>
        <label htmlFor="not-found-query" className="th-visually-hidden">
          Search all tools
        </label>
        <input
          id="not-found-query"
          className="th-input"
          type="search"
          placeholder="Search for a tool"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="th-btn" data-variant="primary">
          Search
        </button>
      </form>
      <p>
        Or <Link to="/">go to the home page</Link>, or try one of these:
      </p>
      <h2>Popular Tools</h2>
      <ToolGrid tools={popularTools(catalogue)} label="Popular Tools" />
    </div>
  );
}
