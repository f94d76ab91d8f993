import { memo, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { firstCards, groupByCategory, popularTools, type Catalogue, type CatalogueTool } from '@toolhub/shared';
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
import { categoryHeadingId, firstScreenSections } from './home/first-screen';
import { useRenderedCount } from './home/useRenderedCount';
import './home.css';

export function HomePage() {
  const [params] = useSearchParams();
  const query = normalizeQuery(params.get('q') ?? '');
  // Whitespace-only or empty q is no search at all.
  return query ? <SearchResults query={query} /> : <CatalogueHome />;
}

function CatalogueHome() {
  const catalogue = useCatalogue();
  const { hash } = useLocation();
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
      <CatalogueSections catalogue={catalogue} hash={hash} />
    </div>
  );
}

/**
 * Popular and the categories: rendered again when the catalogue changes, not when the visitor's
 * favourites or recent tools do (each card follows its own star and New mark). Accounts start
 * after the first paint, and their arrival re-rendered every card of the page.
 *
 * The first render holds about a screen of cards (and every section up to the one the URL's
 * `#category-…` names, which is then scrolled to, once); the others follow one per task, so a
 * big catalogue's home page (27 categories, over 300 cards at 1,000 tools) is interactive as soon
 * as a small one's.
 */
const CatalogueSections = memo(function CatalogueSections({ catalogue, hash }: { catalogue: Catalogue; hash: string }) {
  const popular = useMemo(() => popularTools(catalogue), [catalogue]);
  const groups = useMemo(() => groupByCategory(catalogue), [catalogue]);
  const linked = groups.findIndex(({ category }) => hash === `#${categoryHeadingId(category.id)}`);
  // Sections in page order: Popular is the first, so a category's index is one more than its group's.
  const target = linked < 0 ? -1 : linked + 1;
  const first = useMemo(() => firstScreenSections([popular.length, ...groups.map(({ tools }) => firstCards(tools).length)], target), [popular, groups, target]);
  const rendered = useRenderedCount(groups.length + 1, first);
  const scrolledTo = useRef('');
  useEffect(() => {
    if (linked < 0 || scrolledTo.current === hash) return;
    scrolledTo.current = hash;
    document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash, linked]);
  return (
    <>
      <PopularSection tools={popular} />
      {groups.slice(0, rendered - 1).map(({ category, tools }) => (
        <CategorySection key={category.id} category={category} tools={tools} />
      ))}
    </>
  );
});

/** Rendered again only when the catalogue changes, not as the categories after it arrive. */
const PopularSection = memo(function PopularSection({ tools }: { tools: readonly CatalogueTool[] }) {
  return (
    <section aria-labelledby="popular-heading" className="category">
      <h2 id="popular-heading">
        <span aria-hidden="true">⭐ </span>Popular
      </h2>
      <ToolGrid tools={tools} label="Popular" />
    </section>
  );
});
