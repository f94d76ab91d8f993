// @ts-check
/**
 * The host build's pages plugin (rspack.config.ts): after the host's files are written, one HTML
 * file per page (tools, coming-soon tools, the host's pages), sitemap.xml and robots.txt, for
 * SITE_URL (scripts/lib/pages/; `npm run pages` writes them again when a catalogue is published),
 * and the versions of the libraries the host provides to remotes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileDate, writePages } from '../pages/write.mjs';
import { siteUrlFromEnv } from '../pages/pages.mjs';
import { SHARED_LIBRARIES, SHARED_VERSIONS_FILE } from '../shared-libraries.mjs';
import { installedVersion } from './federation.mjs';

/**
 * @param {{ hostDist: string, catalogueFile: string }} paths  where the host is written, and the
 *   catalogue it was built with
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
export function pagesPlugin({ hostDist, catalogueFile }) {
  return {
    apply(compiler) {
      compiler.hooks.afterEmit.tapPromise('ToolHubPages', async () => {
        await writePages({
          dist: hostDist,
          catalogue: /** @type {import('../pages/pages.mjs').PageCatalogue} */ (JSON.parse(readFileSync(catalogueFile, 'utf8'))),
          siteUrl: siteUrlFromEnv(process.env, 'http://localhost:3000'),
          lastmod: await fileDate(catalogueFile),
        });
        // What this host provides to remotes, which `npm run deploy -- <remote>` checks (shared-libraries.mjs).
        writeFileSync(join(hostDist, SHARED_VERSIONS_FILE), `${JSON.stringify(Object.fromEntries(SHARED_LIBRARIES.map((name) => [name, installedVersion(name)])), null, 2)}\n`);
      });
    },
  };
}
