// @ts-check
/**
 * Writes the pages into the host's dist (at the end of the host build, and by `npm run pages`
 * when ops publish a catalogue), and renders them on request for the local server, both from
 * the same functions, so `npm start` answers what a static host serves from the files. The web
 * app manifest (its shortcuts come from the catalogue) and the service worker's precache list
 * (the rendered home page is the cached shell) are written with them.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderPage } from './head.mjs';
import { pageFile, pageFor, sitePages } from './pages.mjs';
import { robotsTxt, sitemapXml, w3cDate } from './sitemap.mjs';
import { MANIFEST_FILE, manifestJson } from './manifest.mjs';
import { writeServiceWorker } from './service-worker.mjs';

/**
 * @param {object} options
 * @param {string} options.dist        the host's dist/, with the built index.html
 * @param {import('./pages.mjs').PageCatalogue} options.catalogue
 * @param {string} options.siteUrl     without a trailing slash
 * @param {string} options.lastmod     YYYY-MM-DD
 * @returns {Promise<string[]>} the files written, relative to dist
 */
export async function writePages({ dist, catalogue, siteUrl, lastmod }) {
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const pages = sitePages(catalogue);
  /** @type {[string, string][]} */
  const files = [
    ...pages.map((page) => /** @type {[string, string]} */ ([pageFile(page), renderPage(template, page, siteUrl)])),
    ['sitemap.xml', sitemapXml(pages, siteUrl, lastmod)],
    ['robots.txt', robotsTxt(siteUrl)],
    [MANIFEST_FILE, manifestJson(catalogue)],
  ];
  for (const [file, text] of files) await writeFile(join(dist, file), text);
  // Last: the worker precaches the home page as just written.
  return [...files.map(([file]) => file), ...(await writeServiceWorker({ dist, catalogue }))];
}

/** @param {string} file */
export const fileDate = async (file) => w3cDate((await stat(file)).mtime);

/**
 * Pages rendered on request from the catalogue being served, so a tool ops add without a host
 * rebuild answers 200 with its own head tags, and any other address 404.
 * @param {object} options
 * @param {string} options.indexFile   the built index.html (the template)
 * @param {() => Promise<string>} options.readCatalogueText  the catalogue as served
 * @param {() => Promise<string>} options.fallbackCatalogueText  the repository's, when the served one is unreadable
 * @param {() => Promise<string>} options.lastmod  YYYY-MM-DD
 * @param {string} options.siteUrl
 */
export function pageRenderer({ indexFile, readCatalogueText, fallbackCatalogueText, lastmod, siteUrl }) {
  /** @type {import('./pages.mjs').PageCatalogue | null} */
  let lastGood = null;
  let template = { mtime: Number.NaN, html: '' };
  // The same text is parsed, and its pages listed, once, not on every request: a static host
  // answers from files, and a big catalogue would otherwise cost each page tens of milliseconds.
  /** @type {{ text: string | null, catalogue: import('./pages.mjs').PageCatalogue | null, pages: import('./pages.mjs').Page[] }} */
  let parsed = { text: null, catalogue: null, pages: [] };

  /** @param {import('./pages.mjs').PageCatalogue} catalogue */
  const pagesOf = (catalogue) => {
    if (parsed.catalogue !== catalogue) parsed = { text: null, catalogue, pages: sitePages(catalogue) };
    return parsed.pages;
  };

  async function catalogue() {
    try {
      const text = await readCatalogueText();
      if (text !== parsed.text) {
        const value = JSON.parse(text);
        parsed = { text, catalogue: value, pages: sitePages(value) };
      }
      lastGood = parsed.catalogue;
      return /** @type {import('./pages.mjs').PageCatalogue} */ (lastGood);
    } catch {
      // A malformed catalogue: the app keeps the one it had (or its built-in snapshot), so the
      // pages do too: the last good one served, else the repository's.
      return lastGood ?? (await fallbackCatalogueText().then((text) => JSON.parse(text)).catch(() => ({})));
    }
  }

  async function indexHtml() {
    const info = await stat(indexFile);
    if (info.mtimeMs !== template.mtime) template = { mtime: info.mtimeMs, html: await readFile(indexFile, 'utf8') };
    return template.html;
  }

  return {
    /** @param {string} pathname  decoded, without query */
    async page(pathname) {
      const current = await catalogue();
      const page = pageFor(current, pathname, pagesOf(current));
      return { status: page.status, html: renderPage(await indexHtml(), page, siteUrl) };
    },
    async sitemap() {
      return sitemapXml(pagesOf(await catalogue()), siteUrl, await lastmod());
    },
    robots: () => robotsTxt(siteUrl),
    async manifest() {
      return manifestJson(await catalogue());
    },
  };
}
