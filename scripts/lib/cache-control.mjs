// @ts-check
/**
 * How long browsers may keep a file, decided by its path alone, for the local server
 * (static-server.mjs) and the Firebase Hosting config (deploy/hosting-config.mjs) alike.
 *
 * A file whose name carries an 8-hex-digit content hash (`main.1c493535.js`) never changes under
 * that name: cached for a year, immutable. Everything else keeps its name across deploys and is
 * revalidated on every use: pages, catalogue.json, each remote's mf-manifest.json, sitemap.xml,
 * robots.txt, and files such as /sw.js or /manifest.webmanifest that must never be stale.
 *
 * The patterns are written in the syntax JavaScript and RE2 (Hosting's `regex` rules) share, so
 * both servers match paths with the very same expressions.
 */

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Every path. */
export const EVERY_PATH_PATTERN = '^/';
/** A hashed file name, as the build writes them (`[name].[contenthash:8].<ext>`, source maps too). */
export const HASHED_FILE_PATTERN = '\\.[0-9a-f]{8}\\.[a-z0-9]+$';
/** A page, which names the hashed files of its deploy: never immutable, whatever its name. */
export const PAGE_PATTERN = '\\.html$';

const HASHED_FILE = new RegExp(HASHED_FILE_PATTERN, 'u');
const PAGE = new RegExp(PAGE_PATTERN, 'u');

/** @param {string} path  a URL path or a file name */
export function cacheControlFor(path) {
  return HASHED_FILE.test(path) && !PAGE.test(path) ? IMMUTABLE : REVALIDATE;
}
