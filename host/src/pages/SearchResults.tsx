import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { popularTools } from '@toolhub/shared';
import { searchableCatalogue, useCatalogueStore } from '../catalogue/catalogue-store';
import { useCompleteCatalogue } from '../catalogue/useCompleteCatalogue';
import { useDocumentMeta } from '../app/useDocumentMeta';
import { useSearch } from '../shell/search/search-loader';
import type { ToolMatch } from '../shell/search/search-query';
import { ToolGrid } from './ToolCard';

/** `/?q=`: every matching tool from all categories, best first, coming-soon ones included. */
export function SearchResults({ query }: { query: string }) {
  // Searching a big catalogue's built-in share would miss tools: results wait for all of them.
  const { catalogue, complete, failed } = useCompleteCatalogue();
  const search = useSearch(true);
  // Keywords come with the served catalogue, which search waits for.
  const searchable = useCatalogueStore(searchableCatalogue);
  const matches: ToolMatch[] = useMemo(() => (search.state === 'ready' ? search.search.searchTools(searchable, query) : []), [searchable, query, search]);
  const highlights = useMemo(() => new Map(matches.map((match) => [match.tool.path, match.nameRanges])), [matches]);
  useDocumentMeta(`Search: ${query.length > 60 ? `${query.slice(0, 60)}…` : query}`, `ToolHub tools matching “${query.slice(0, 60)}”.`);
  const count = matches.length;
  const ready = search.state === 'ready' && (complete || failed);
  return (
    <div className="page search-results">
      <section className="results-hero">
        <h1 className="results-title">
          Results for “<span className="results-query">{query}</span>”
        </h1>
        <p className="results-count" role="status">
          {!ready ? (
            search.state === 'failed' ? 'Search is unavailable right now. Trying again…' : 'Searching…'
          ) : (
            <>
              {count === 0 ? 'No tools found.' : `${count} tool${count === 1 ? '' : 's'} found.`} <Link to="/">Show all tools</Link>
            </>
          )}
        </p>
      </section>
      {!ready ? null : count > 0 ? (
        <ToolGrid tools={matches.map((match) => match.tool)} label="Search results" highlights={highlights} />
      ) : (
        <>
          <p className="results-empty">Try a shorter or different word, or pick one of these:</p>
          <h2>Popular Tools</h2>
          <ToolGrid tools={popularTools(catalogue)} label="Popular Tools" />
        </>
      )}
    </div>
  );
}
