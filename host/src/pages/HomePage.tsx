import { memo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { groupByCategory, popularTools, type Catalogue } from '@toolhub/shared';
import { useCatalogue, useCatalogueStore } from '../catalogue/catalogue-store';
import { useDocumentMeta } from '../app/useDocumentMeta';
import { normalizeQuery } from '../shell/search/search-query';
import { ToolGrid } from './ToolCard';
import { CategorySection } from './home/CategorySection';
import { SearchResults } from './SearchResults';
import { FAVOURITES_HEADING_ID, HomeFavourites } from './home/HomeFavourites';
import { RecentlyUsed, RECENTLY_USED_HEADING_ID } from './home/RecentlyUsed';
import { useHomeLists } from './home/useHomeLists';
import { useFocusAfterRemoval } from '../favourites/useFocusAfterRemoval';
import './home.css';

export function HomePage() {
  const [params] = useSearchParams();
  const query = normalizeQuery(params.get('q') ?? '');
  // Whitespace-only or empty q is no search at all.
  return query ? <SearchResults query={query} /> : <CatalogueHome />;
}

function CatalogueHome() {
  const catalogue = useCatalogue();
  useDocumentMeta(null, 'ToolHub (BETA): free small online tools and games that run in your browser.');
  // The whole catalogue's count, also while only the home page's share of a big one is here.
  const available = useCatalogueStore((state) => state.counts.available);
  const { favourites, recent, clearRecent } = useHomeLists(catalogue);
  // Unstarring the last favourite removes its section: focus goes to the next heading.
  useFocusAfterRemoval(favourites.length, favourites.length ? FAVOURITES_HEADING_ID : recent.length ? RECENTLY_USED_HEADING_ID : 'home-heading');
  return (
    <div className="page home">
      <section className="hero">
        <h1 id="home-heading" tabIndex={-1}>
          Small tools, big help
        </h1>
        <p>{available} free tools and games that run right in your browser. No sign-up needed.</p>
      </section>
      {favourites.length > 0 && <HomeFavourites tools={favourites} />}
      {recent.length > 0 && <RecentlyUsed tools={recent} onClear={clearRecent} />}
      <CatalogueSections catalogue={catalogue} />
    </div>
  );
}

/**
 * Popular and the categories: rendered again when the catalogue changes, not when the visitor's
 * favourites or recent tools do (each card follows its own star and New mark). Accounts start
 * after the first paint, and their arrival re-rendered every card of the page.
 */
const CatalogueSections = memo(function CatalogueSections({ catalogue }: { catalogue: Catalogue }) {
  return (
    <>
      <section aria-labelledby="popular-heading" className="category">
        <h2 id="popular-heading">
          <span aria-hidden="true">⭐ </span>Popular
        </h2>
        <ToolGrid tools={popularTools(catalogue)} label="Popular" />
      </section>
      {groupByCategory(catalogue).map(({ category, tools }) => (
        <CategorySection key={category.id} category={category} tools={tools} />
      ))}
    </>
  );
});
