// @ts-check
/**
 * Publishing a catalogue into a built host, with no bundle build: the environment's
 * catalogue.json (remote entries on that environment's sites) and, made from it, the per-route
 * pages, sitemap.xml and robots.txt for the environment's address (scripts/lib/pages/). The host
 * takes its remote entries only from the catalogue.json it fetches, so the same build serves
 * every environment once its catalogue is published next to it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writePages } from '../pages/write.mjs';

/** Marks a host/dist that `npm run deploy -- host` built and published for an environment. */
export const HOST_MARK = '.deployed-environment';

/**
 * @param {object} options
 * @param {string} options.dist            a built host (its index.html is the pages' template)
 * @param {string} options.catalogueText   the environment's catalogue (environmentCatalogue)
 * @param {string} options.siteUrl         the environment's host origin
 * @param {string} options.lastmod         YYYY-MM-DD, for the sitemap
 * @returns {Promise<string[]>} the files written, relative to dist
 */
export async function publishCatalogue({ dist, catalogueText, siteUrl, lastmod }) {
  await writeFile(join(dist, 'catalogue.json'), catalogueText);
  const pages = await writePages({ dist, catalogue: JSON.parse(catalogueText), siteUrl, lastmod });
  return ['catalogue.json', ...pages];
}

/**
 * Records which environment a host/dist was built and published for. A hidden file: Hosting's
 * ignore list keeps it out of the upload, and the next build (`output.clean`) removes it.
 * @param {string} dist
 * @param {string} environment
 */
export const markHost = (dist, environment) => writeFile(join(dist, HOST_MARK), `${JSON.stringify({ environment })}\n`);

/**
 * The environment a host/dist was built for by the deploy, or null (a plain `npm run build`, or
 * nothing built).
 * @param {string} dist
 * @returns {Promise<string | null>}
 */
export async function hostMark(dist) {
  try {
    const { environment } = JSON.parse(await readFile(join(dist, HOST_MARK), 'utf8'));
    return typeof environment === 'string' ? environment : null;
  } catch {
    return null;
  }
}
