// @ts-check
/**
 * A page's HTML: the built index.html with the page's head tags (title, description, canonical,
 * Open Graph, Twitter, JSON-LD) and its name and description inside #root, shown before any
 * script runs; React's createRoot replaces them. Rendering is idempotent: a page rendered from
 * an already rendered file is the same as from the plain template.
 */
import { COMING_SOON_CARD, SITE_NAME } from './pages.mjs';

/** @typedef {import('./pages.mjs').Page} Page */

/**
 * Text for an HTML text node or a double-quoted attribute.
 * @param {string} text
 */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * JSON for an inline `<script type="application/ld+json">`: still valid JSON, and no `<`, `>`,
 * `&` or line separator in it can end the script or start a comment.
 * @param {unknown} value
 */
export function scriptJson(value) {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * @param {string} siteUrl  without a trailing slash
 * @param {string} path     `/`, `/json-formatter`, `/#category-x`
 */
export const absoluteUrl = (siteUrl, path) => `${siteUrl}${path}`;

/**
 * The page's structured data: WebApplication for a tool, WebSite for the home page, WebPage
 * otherwise; a BreadcrumbList (Home › Category › Tool) below the home page.
 * @param {Page} page
 * @param {string} siteUrl
 * @returns {object[]}
 */
export function structuredData(page, siteUrl) {
  const url = absoluteUrl(siteUrl, page.path);
  /** @type {object[]} */
  const data = [];
  if (page.kind === 'home') {
    data.push({ '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url, description: page.description });
  } else if (page.kind === 'tool' && page.tool) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: page.heading,
      description: page.description,
      url,
      applicationCategory: page.tool.category,
      operatingSystem: 'Any (web browser)',
      browserRequirements: 'Requires JavaScript',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    });
  } else if (page.kind === 'page') {
    data.push({ '@context': 'https://schema.org', '@type': 'WebPage', name: page.heading, description: page.description, url });
  }
  if (page.kind !== 'home' && page.kind !== 'not-found') {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: page.breadcrumb.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        ...(crumb.path ? { item: absoluteUrl(siteUrl, crumb.path) } : {}),
      })),
    });
  }
  return data;
}

/**
 * The tags that go in <head>.
 * @param {Page} page
 * @param {string} siteUrl  without a trailing slash
 */
export function headTags(page, siteUrl) {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const url = escapeHtml(absoluteUrl(siteUrl, page.path));
  const data = structuredData(page, siteUrl);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    // The not-found page answers every unknown address: it names no canonical URL of its own.
    ...(page.kind === 'not-found' ? [] : [`<link rel="canonical" href="${url}">`]),
    ...(page.indexable ? [] : ['<meta name="robots" content="noindex">']),
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    ...(page.kind === 'not-found' ? [] : [`<meta property="og:url" content="${url}">`]),
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    ...(data.length > 0 ? [`<script type="application/ld+json">${scriptJson(data.length === 1 ? data[0] : data)}</script>`] : []),
  ].join('');
}

/** Where the pre-rendered markup starts and ends inside #root, so a page renders again cleanly. */
const OPEN = '<!--prerender-->';
const CLOSE = '<!--/prerender-->';

/**
 * What #root holds before the app runs: the page's name and description in the app's own layout
 * and classes (main.css, a render-blocking stylesheet): a header bar of the header's height, the
 * main area, and the home page's hero or a tool's heading (with room for its icon and star) and,
 * for a coming-soon tool, the card saying so. The app then paints the same text at the same size
 * and place, so nothing moves and nothing it paints is larger (the largest contentful paint is the
 * pre-rendered one).
 * @param {Page} page
 */
export function bodyMarkup(page) {
  const heading = escapeHtml(page.heading);
  const description = escapeHtml(page.description);
  let content;
  if (page.kind === 'home') {
    const hero = page.hero ?? { heading: page.heading, text: page.description };
    content = `<div class="page"><section class="hero"><h1>${escapeHtml(hero.heading)}</h1><p>${escapeHtml(hero.text)}</p></section></div>`;
  } else if (page.kind === 'tool' && page.tool) {
    const { available, icon } = page.tool;
    const star = available ? '<span class="favourite-star tool-heading-star"><span class="favourite-star-button"></span></span>' : '';
    const toolHeading = `<div class="tool-heading"><span class="tool-heading-icon" aria-hidden="true">${escapeHtml(icon)}</span><div><h1>${heading}</h1><p>${description}</p></div>${star}</div>`;
    content = available
      ? `<div class="page tool-page">${toolHeading}</div>`
      : `<div class="page coming-soon">${toolHeading}<div class="th-card coming-soon-card"><span class="soon-badge">${COMING_SOON_CARD.badge}</span><p>${escapeHtml(COMING_SOON_CARD.text(page.heading))}</p></div></div>`;
  } else {
    content = `<div class="page"><h1>${heading}</h1><p>${description}</p></div>`;
  }
  return `${OPEN}<div class="app"><div class="header"><div class="header-inner"></div></div><main class="main">${content}</main></div>${CLOSE}`;
}

/** The tags headTags writes, wherever a template or an earlier render put them. */
const HEAD_TAG = [
  /<title\b[^>]*>[\s\S]*?<\/title\s*>/gi,
  /<meta\s+name="(?:description|robots|twitter:[a-z:]+)"[^>]*>/gi,
  /<meta\s+property="og:[a-z:_]+"[^>]*>/gi,
  /<link\s+rel="canonical"[^>]*>/gi,
  /<script\s+type="application\/ld\+json"[^>]*>[\s\S]*?<\/script\s*>/gi,
];
// The marked block, or (a page rendered before the marks, with no <div> inside) up to the first </div>.
const ROOT = /<div id="root">(?:<!--prerender-->[\s\S]*?<!--\/prerender-->|[\s\S]*?)<\/div>/;
const MARK = '\u0000page-head\u0000';

/**
 * The template with this page's head and body; the head goes where the template's <title> was.
 * @param {string} template  the built index.html (plain or already rendered)
 * @param {Page} page
 * @param {string} siteUrl
 */
export function renderPage(template, page, siteUrl) {
  if (!ROOT.test(template)) throw new Error('the template has no <div id="root">');
  let html = template.replace(/<title\b[^>]*>[\s\S]*?<\/title\s*>/i, MARK);
  for (const pattern of HEAD_TAG) html = html.replace(pattern, '');
  if (!html.includes(MARK)) html = html.replace(/<\/head>/i, `${MARK}</head>`);
  const head = headTags(page, siteUrl);
  const body = bodyMarkup(page);
  return html.replace(MARK, () => head).replace(ROOT, () => `<div id="root">${body}</div>`);
}
