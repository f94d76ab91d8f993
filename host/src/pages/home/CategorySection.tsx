import { memo, useState } from 'react';
import { Button, firstCards, type CatalogueCategory, type CatalogueTool } from '@toolhub/shared';
import { ensureCompleteCatalogue, useCatalogueStore } from '../../catalogue/catalogue-store';
import { ToolGrid } from '../ToolCard';
import { categoryHeadingId } from './first-screen';

/**
 * One category on the home page. A small one shows all its tools; a big one its first cards and
 * "Show all N", which fetches the rest of a big catalogue when only the home page's share of it
 * is here. The button stays where it is (now "Show fewer"), so keyboard focus is never lost.
 * Rendered again only when its own tools change, not as the sections after it arrive.
 */
export const CategorySection = memo(function CategorySection({ category, tools }: { category: CatalogueCategory; tools: readonly CatalogueTool[] }) {
  const total = useCatalogueStore((state) => state.counts.perCategory[category.id] ?? tools.length);
  const complete = useCatalogueStore((state) => state.complete);
  const [expanded, setExpanded] = useState(false);
  const shown = expanded && complete ? tools : firstCards(tools);
  const more = total > shown.length || (expanded && complete && total > firstCards(tools).length);
  const loading = expanded && !complete;
  const headingId = categoryHeadingId(category.id);
  return (
    <section aria-labelledby={headingId} className="category">
      <h2 id={headingId}>
        {category.icon && <span aria-hidden="true">{category.icon} </span>}
        {category.name}
      </h2>
      {category.description && <p className="category-description">{category.description}</p>}
      <ToolGrid tools={shown} label={category.name} />
      {more && (
        <p className="category-more">
          <Button
            aria-expanded={expanded && complete}
            aria-busy={loading || undefined}
            onClick={() => {
              setExpanded(!expanded);
              if (!expanded) void ensureCompleteCatalogue();
            }}
          >
            {loading ? 'Loading…' : expanded ? `Show fewer ${category.name}` : `Show all ${total} ${category.name}`}
          </Button>
        </p>
      )}
    </section>
  );
});
