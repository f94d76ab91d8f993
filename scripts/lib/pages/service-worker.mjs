// @ts-check
/**
 * The service worker's precache list: the host's shell, injected by workbox-build into the
 * bundled worker (host/src/offline/sw.ts, which the host build writes as SW_TEMPLATE) once the
 * pages are written, at the end of the build and by `npm run pages`. `sw.js` changes exactly when
 * the shell does: that is what makes browsers install the new worker, and the open page offer
 * "A new version is available — Reload".
 */
import { createHash } from 'node:crypto';
import { access, copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { catalogueRemoteOrigins } from '../security-headers.mjs';
import { APP_CHUNK } from '../app-chunk.mjs';

export const SW_FILE = 'sw.js';
/** The bundled worker with its injection point (`self.__WB_MANIFEST`) still in it. */
export const SW_TEMPLATE = 'sw.template.js';

/**
 * Chunks every page may need offline that its HTML does not load itself, by the names host/src
 * gives them (webpackChunkName): the app itself (index.ts loads it once the page is painted), the
 * rest of the kit and the federation runtime (every tool), the worker's registration and the
 * update prompt. A name that matches no file fails the build.
 */
export const SHELL_CHUNKS = [APP_CHUNK, 'kit', 'federation-runtime', 'register-service-worker', 'update-prompt'];

/** A content-hashed file name (`main.1a2b3c4d.js`): its name is its revision. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** The links a page fetches as it loads: its stylesheets and its icon. */
const LOADED_LINKS = new Set(['stylesheet', 'icon']);

/**
 * The files a page's HTML loads itself from this site (scripts, stylesheets, the icon), as paths in dist.
 * @param {string} html  the built index.html
 * @returns {string[]}
 */
export function shellFiles(html) {
  /** @param {string} tag @param {string} name */
  const attribute = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find((value) => value !== undefined);
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => attribute(tag, 'src'));
  const links = [...html.matchAll(/<link\b[^>]*>/gi)]
    .filter(([tag]) => LOADED_LINKS.has(attribute(tag, 'rel')?.toLowerCase() ?? ''))
    .map(([tag]) => attribute(tag, 'href'));
  return [...new Set([...scripts, ...links].filter((url) => url !== undefined && /^\/(?!\/)/.test(url)).map((url) => String(url).slice(1)))];
}

/**
 * The revision of the cached page `/`: its bytes, and the remote origins its Content-Security-Policy
 * admits (security-headers.mjs). The worker keeps the page with the headers it was served with, so
 * a catalogue published with a remote on a new origin must renew it too, or that remote stays blocked.
 * @param {string} html
 * @param {string[]} remoteOrigins
 */
export function shellRevision(html, remoteOrigins) {
  return createHash('sha256').update(html).update('\n').update(remoteOrigins.join(' ')).digest('hex');
}

/**
 * Writes sw.js and its source map into the host's dist from SW_TEMPLATE (which stays, for the
 * next `npm run pages`).
 * @param {object} options
 * @param {string} options.dist  the host's dist/, with index.html already rendered
 * @param {{ remotes?: Record<string, { entry?: unknown }> }} options.catalogue  the catalogue the pages were written for
 * @returns {Promise<string[]>} the files written, relative to dist
 */
export async function writeServiceWorker({ dist, catalogue }) {
  const template = join(dist, SW_TEMPLATE);
  const source = await readFile(template, 'utf8').catch(() => {
    throw new Error(`${template} is missing: build the host (npm run build -w host) before writing its pages.`);
  });
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  // workbox-build writes the updated source map where the worker's comment points, next to the
  // output: the template and its map are copied as sw.js and sw.js.map, so the template's stay.
  const work = await mkdtemp(join(tmpdir(), 'toolhub-sw-'));
  try {
    const map = `${template}.map`;
    const hasMap = await access(map).then(() => true, () => false);
    await writeFile(join(work, SW_FILE), source.replace(`sourceMappingURL=${SW_TEMPLATE}.map`, `sourceMappingURL=${SW_FILE}.map`));
    if (hasMap) await copyFile(map, join(work, `${SW_FILE}.map`));
    // Loaded here, not at the top: the local server imports the pages' writer, and needs none of it.
    const { injectManifest } = await import('workbox-build');
    const { warnings, filePaths } = await injectManifest({
      swSrc: join(work, SW_FILE),
      swDest: join(dist, SW_FILE),
      globDirectory: dist,
      globPatterns: [...shellFiles(html), ...SHELL_CHUNKS.map((name) => `${name}.*.{js,css}`)],
      // Every address the app shows is this one page (sw.ts); a string is its revision.
      templatedURLs: { '/': shellRevision(html, catalogueRemoteOrigins(catalogue)) },
      dontCacheBustURLsMatching: HASHED,
    });
    if (warnings.length > 0) throw new Error(`The service worker's precache list is incomplete:\n${warnings.join('\n')}`);
    return filePaths.map((file) => relative(dist, file));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
