// @ts-check
/** /sitemap.xml and /robots.txt for the site's pages (pages.mjs). */
import { absoluteUrl } from './head.mjs';

/** @param {string} text */
export function escapeXml(text) {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);
}

/**
 * Every page in the sitemap (available tools and the public host pages), each with `lastmod`.
 * @param {import('./pages.mjs').Page[]} pages
 * @param {string} siteUrl  without a trailing slash
 * @param {string} lastmod  W3C date, YYYY-MM-DD (when the catalogue was last published)
 */
export function sitemapXml(pages, siteUrl, lastmod) {
  const urls = pages
    .filter((page) => page.inSitemap)
    .map((page) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, page.path))}</loc><lastmod>${escapeXml(lastmod)}</lastmod></url>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`;
}

/**
 * Crawlers may read every page but the API, and are told where the sitemap is.
 * @param {string} siteUrl
 */
export function robotsTxt(siteUrl) {
  return `User-agent: *\nDisallow: /api/\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`;
}

/** @param {Date} date */
export const w3cDate = (date) => date.toISOString().slice(0, 10);
