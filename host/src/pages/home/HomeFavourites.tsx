import { lazy, Suspense } from 'react';
import type { CatalogueTool } from '@toolhub/shared';
import { ToolCard } from '../ToolCard';
import './favourites.css';

// dnd-kit comes with the first favourite, never with the first load of the home page.
const SortableFavourites = lazy(() => import(/* webpackChunkName: "sortable-favourites" */ './SortableFavourites'));

export const FAVOURITES_HEADING_ID = 'home-favourites';

/**
 * "Favourites", the first section of the home page for anyone who starred a tool (signed in or
 * not). Drag a card's handle to reorder; the star removes it. Rendered only when there are some.
 */
export function HomeFavourites({ tools }: { tools: readonly CatalogueTool[] }) {
  return (
    <section aria-labelledby={FAVOURITES_HEADING_ID} className="category">
      <h2 id={FAVOURITES_HEADING_ID} tabIndex={-1}>
        <span aria-hidden="true">★ </span>Favourites
      </h2>
      <Suspense
        fallback={
          <ul className="tool-grid tool-grid-sortable" aria-label="Favourites">
            {tools.map((tool) => (
              <ToolCard key={tool.path} tool={tool} />
            ))}
          </ul>
        }
      >
        <SortableFavourites tools={tools} />
      </Suspense>
    </section>
  );
}
