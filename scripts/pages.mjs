// @ts-check
/**
 * `npm run pages`: writes the per-page HTML, sitemap.xml and robots.txt into host/dist from
 * catalogue.json, with no rebuild (the host build does the same at its end). Run it when a
 * catalogue is published; SITE_URL is the site's public address.
 */
import { join } from 'node:path';
import { CATALOGUE_FILE, readCatalogue, ROOT } from './lib/units.mjs';
import { fileDate, writePages } from './lib/pages/write.mjs';
import { siteUrlFromEnv } from './lib/pages/pages.mjs';

try {
  const siteUrl = siteUrlFromEnv(process.env, 'http://localhost:3000');
  const written = await writePages({
    dist: join(ROOT, 'host', 'dist'),
    catalogue: /** @type {import('./lib/pages/pages.mjs').PageCatalogue} */ (readCatalogue()),
    siteUrl,
    lastmod: await fileDate(CATALOGUE_FILE),
  });
  console.log(`Wrote ${written.length} files into host/dist for ${siteUrl}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
