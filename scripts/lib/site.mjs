// @ts-check
/** Serves the whole built site: the host with catalogue.json and each remote on its own port. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createStaticServer, listen } from './static-server.mjs';
import { CATALOGUE_FILE, relocateCatalogue, units } from './units.mjs';
import { hostSecurityHeaders } from './host-security-headers.mjs';
import { remoteHeaders } from './security-headers.mjs';
import { fileDate, pageRenderer } from './pages/write.mjs';
import { siteUrlFromEnv } from './pages/pages.mjs';
import { MANIFEST_FILE } from './pages/manifest.mjs';
import { createNewsHandler } from '../../server/news/news-handler.mjs';
import { newsFeedsFromEnv } from '../../server/news/news-feeds.mjs';

/**
 * @param {object} [options]
 * @param {number} [options.port]                 the host's port; remotes follow
 * @param {() => Promise<string>} [options.catalogue]  where catalogue.json's text comes from (tests swap it)
 * @param {Record<string, import('./static-server.mjs').StaticServerOptions['intercept']>} [options.intercept]  per-unit test hooks
 * @param {string[]} [options.only]               serve only these units
 * @param {string[]} [options.newsFeeds]          feeds behind /api/news (default: NEWS_FEEDS or the built-in list)
 * @param {string[]} [options.hostOrigins]        origins the remotes answer CORS to (default: this host on localhost and 127.0.0.1)
 * @param {Record<string, string | undefined>} [options.env]  Firebase, analytics, override settings and SITE_URL (default: process.env)
 * @param {string} [options.hostDist]            the built host to serve (default host/dist; the scale bench builds its own)
 * @param {Record<string, string>} [options.remoteDists]  remote id → the folder to serve for it (default remotes/<id>/dist)
 */
export async function startSite({ port = 3000, catalogue, intercept = {}, only, newsFeeds, hostOrigins, env = process.env, hostDist, remoteDists = {} } = {}) {
  const readCatalogueText = catalogue ?? (async () => relocateCatalogue(await readFile(CATALOGUE_FILE, 'utf8'), port));
  const list = units(port).map((unit) => {
    const dist = unit.kind === 'host' ? hostDist : remoteDists[unit.name];
    return dist ? { ...unit, dist } : unit;
  });
  const host = list.find((unit) => unit.kind === 'host');
  const fallbackCatalogueText = async () => relocateCatalogue(await readFile(CATALOGUE_FILE, 'utf8'), port);
  const headers = hostSecurityHeaders({
    readCatalogueText,
    fallbackCatalogueText,
    indexFile: join(host?.dist ?? '', 'index.html'),
    env,
  });
  // Each page's own HTML, rendered from the catalogue being served (scripts/lib/pages/).
  const pages = pageRenderer({
    indexFile: join(host?.dist ?? '', 'index.html'),
    readCatalogueText,
    fallbackCatalogueText,
    lastmod: () => fileDate(CATALOGUE_FILE),
    siteUrl: siteUrlFromEnv(env, `http://localhost:${port}`),
  });
  const corsOrigins = hostOrigins ?? [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  const remote = remoteHeaders();
  /** @type {{ unit: import('./units.mjs').Unit, server: import('node:http').Server }[]} */
  const servers = [];
  // One handler for the server's lifetime, so its feed cache is kept between requests.
  const news = createNewsHandler({ feeds: newsFeeds ?? newsFeedsFromEnv(process.env) });
  for (const unit of list) {
    if (only && !only.includes(unit.name)) continue;
    const server =
      unit.kind === 'host'
        ? createStaticServer({
            root: unit.dist,
            pages: pages.page,
            intercept: intercept.host,
            headers,
            routes: {
              // Read on every request: ops' edits show on the next page load, no rebuild.
              '/catalogue.json': async (_req, res) => {
                res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
                res.end(await readCatalogueText());
              },
              '/api/news': news,
              '/sitemap.xml': async (_req, res) => {
                const xml = await pages.sitemap();
                res.writeHead(200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' });
                res.end(xml);
              },
              '/robots.txt': (_req, res) => {
                res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
                res.end(pages.robots());
              },
              // Its shortcuts follow the catalogue being served, as the file `npm run pages` writes does.
              [`/${MANIFEST_FILE}`]: async (_req, res) => {
                const json = await pages.manifest();
                res.writeHead(200, { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'no-cache' });
                res.end(json);
              },
            },
          })
        : createStaticServer({ root: unit.dist, cors: corsOrigins, headers: () => remote, intercept: intercept[unit.name] });
    await listen(server, unit.port);
    servers.push({ unit, server });
  }
  return {
    servers,
    url: `http://localhost:${port}`,
    close: () => Promise.all(servers.map(({ server }) => new Promise((resolve) => { server.closeAllConnections?.(); server.close(resolve); }))),
  };
}
