// @ts-check
/**
 * The site's pages as search engines and people without JavaScript see them: one per catalogue
 * tool (coming-soon ones too) and one per host page of host/src/routes/static-routes.ts. Pure
 * data from the catalogue: the build, `npm run pages` and the local server all ask here.
 */

/** Matches host/src/app/useDocumentMeta.ts, which sets the same title once the app runs. */
export const SITE_NAME = 'ToolHub';
export const HOME_TITLE = `${SITE_NAME}: free online tools and games`;
/** @param {string} title */
const pageTitle = (title) => `${title} | ${SITE_NAME}`;

/**
 * @typedef {{ name: string, path: string, description: string, category: string, isAvailable: boolean, icon?: string }} CatalogueTool
 * @typedef {{ id: string, name: string }} CatalogueCategory
 * @typedef {{ tools?: CatalogueTool[], categories?: CatalogueCategory[], remotes?: Record<string, { entry?: unknown }> }} PageCatalogue
 */

/**
 * @typedef {object} Page
 * @property {string} path          the address, `/` or `/json-formatter`
 * @property {number} status        200, or 404 for the not-found page
 * @property {string} title         the document title, as the app sets it
 * @property {string} heading       the body's h1 before any script runs
 * @property {string} description
 * @property {boolean} indexable    false: `noindex` and left out of the sitemap
 * @property {boolean} inSitemap
 * @property {'home' | 'tool' | 'page' | 'not-found'} kind
 * @property {{ name: string, path?: string }[]} breadcrumb  Home first, this page last
 * @property {{ category: string, available: boolean, icon: string }} [tool]
 * @property {{ heading: string, text: string }} [hero]  the home page's hero as the app shows it (HomePage.tsx)
 */

/**
 * The host's own pages, with the titles and descriptions their components pass to
 * useDocumentMeta (tests/unit/pages.test.ts checks both lists against the host's sources).
 * `api` is the server's API, not a page: it is the not-found page.
 * @type {Record<string, { title: string | null, heading: string, description: string, indexable: boolean } | null>}
 */
export const STATIC_PAGES = {
  '': {
    title: null,
    heading: SITE_NAME,
    description: 'ToolHub (BETA): free small online tools and games that run in your browser.',
    indexable: true,
  },
  '404': {
    title: 'Page not found',
    heading: 'Page not found',
    description: 'This page does not exist on ToolHub. Search for a tool or try one of our popular tools.',
    indexable: false,
  },
  admin: { title: 'Admin', heading: 'Admin', description: 'ToolHub administration: traffic, feedback and catalogue status.', indexable: false },
  // The account pages are the home page with its modal open.
  login: { title: null, heading: 'Log in', description: 'Log in to ToolHub to keep your favourites, XP and streak.', indexable: false },
  signup: { title: null, heading: 'Sign up', description: 'Create a free ToolHub account to keep your favourites, XP and streak.', indexable: false },
  dashboard: { title: 'Dashboard', heading: 'Dashboard', description: 'Your XP, streak, favourite tools and recent activity on ToolHub.', indexable: false },
  'profile-settings': {
    title: 'Profile settings',
    heading: 'Profile settings',
    description: 'Your ToolHub display name, theme and browsing preferences.',
    indexable: false,
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    heading: 'Privacy Policy',
    description: 'What ToolHub stores about you, why, for how long, and how to have it deleted.',
    indexable: true,
  },
  'terms-of-service': {
    title: 'Terms of Service',
    heading: 'Terms of Service',
    description: 'The terms for using ToolHub’s free online tools, games and accounts.',
    indexable: true,
  },
  api: null,
};

/** @param {string} id @returns {Page} */
function staticPage(id) {
  const entry = STATIC_PAGES[id];
  if (!entry) throw new Error(`not a page: ${id}`);
  const path = `/${id}`;
  const notFound = id === '404';
  return {
    path: id === '' ? '/' : path,
    status: notFound ? 404 : 200,
    title: entry.title ? pageTitle(entry.title) : HOME_TITLE,
    heading: entry.heading,
    description: entry.description,
    indexable: entry.indexable,
    inSitemap: entry.indexable,
    kind: id === '' ? 'home' : notFound ? 'not-found' : 'page',
    breadcrumb: id === '' ? [{ name: 'Home', path: '/' }] : [{ name: 'Home', path: '/' }, { name: entry.heading, path }],
  };
}

/** The page every unknown address shows, with HTTP 404. */
export const notFoundPage = () => staticPage('404');

/**
 * A catalogue tool's page. Coming-soon tools get a page (people follow links to them) that
 * search engines may index, but only available tools are in the sitemap.
 * @param {CatalogueTool} tool
 * @param {PageCatalogue} catalogue
 * @returns {Page}
 */
function toolPage(tool, catalogue) {
  const category = catalogue.categories?.find((entry) => entry.id === tool.category);
  return {
    path: `/${tool.path}`,
    status: 200,
    title: pageTitle(tool.isAvailable ? tool.name : `${tool.name} (coming soon)`),
    heading: tool.name,
    description: tool.description,
    indexable: true,
    inSitemap: tool.isAvailable,
    kind: 'tool',
    breadcrumb: [
      { name: 'Home', path: '/' },
      // Categories have no page of their own: their section of the home page.
      ...(category ? [{ name: category.name, path: `/#category-${category.id}` }] : []),
      { name: tool.name, path: `/${tool.path}` },
    ],
    tool: { category: category?.name ?? tool.category, available: tool.isAvailable, icon: tool.icon ?? '' },
  };
}

/**
 * The home page's hero, worded as HomePage.tsx words it (tests/unit/pages.test.ts holds them
 * together), so the pre-rendered page is the size the app paints over it.
 * @param {PageCatalogue} catalogue
 */
export function homeHero(catalogue) {
  const available = (catalogue.tools ?? []).filter((tool) => tool.isAvailable).length;
  return { heading: 'Small tools, big help', text: `${available} free tools and games that run right in your browser. No sign-up needed.` };
}

/**
 * The coming-soon page's card, worded as ComingSoonPage.tsx words it (tests/unit/pages.test.ts
 * holds them together): on a phone its sentence is the page's largest text.
 */
export const COMING_SOON_CARD = {
  badge: 'Coming soon',
  /** @param {string} name */
  text: (name) => `We’re building ${name} right now. Check back soon!`,
};

/**
 * Every page the site has: the host's pages, then the catalogue's tools in catalogue order.
 * @param {PageCatalogue} catalogue
 * @returns {Page[]}
 */
export function sitePages(catalogue) {
  const hostPages = Object.keys(STATIC_PAGES)
    .filter((id) => STATIC_PAGES[id])
    .map(staticPage)
    .map((page) => (page.kind === 'home' ? { ...page, hero: homeHero(catalogue) } : page));
  return [...hostPages, ...(catalogue.tools ?? []).map((tool) => toolPage(tool, catalogue))];
}

/**
 * The page an address shows, as the app's router matches it (case and percent-encoding ignored,
 * one trailing slash allowed), or the not-found page.
 * @param {PageCatalogue} catalogue
 * @param {string} pathname  decoded, without query
 * @param {Page[]} [pages]   sitePages(catalogue), when the caller keeps it
 * @returns {Page}
 */
export function pageFor(catalogue, pathname, pages = sitePages(catalogue)) {
  const key = pathname.toLowerCase().replace(/(.)\/$/, '$1');
  return pages.find((page) => page.path.toLowerCase() === key) ?? notFoundPage();
}

/**
 * The file a page is written to in the host's dist: `index.html` for the home page, else
 * `<path>.html` (served at /<path> by a host with clean URLs, as Firebase Hosting's `cleanUrls`;
 * `404.html` is what such a host answers unknown paths with).
 * @param {Page} page
 */
export const pageFile = (page) => (page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html`);

/**
 * The site's public base URL (SITE_URL), without a trailing slash.
 * @param {Record<string, string | undefined>} env
 * @param {string} fallback
 */
export function siteUrlFromEnv(env, fallback) {
  const value = env.SITE_URL?.trim() || fallback;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL is not a URL: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`SITE_URL must be http(s): ${JSON.stringify(value)}`);
  if (url.search || url.hash) throw new Error(`SITE_URL takes no query or fragment: ${JSON.stringify(value)}`);
  return url.href.replace(/\/+$/, '');
}
