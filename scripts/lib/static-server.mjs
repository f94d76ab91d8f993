// @ts-check
/**
 * The static server used by `npm start`, the e2e tests and the benchmark: serves one built
 * unit (the host or a remote) with the caching, CORS and headers a CDN would give it.
 *
 * Files, ranges, content types and ETags are serve-handler's (Vercel's `serve`); compression is
 * `compression` (Express's). What is ToolHub's own is here: routes, the SPA fallback, refusing
 * odd paths before any file is looked up, cache lifetimes (cache-control.mjs, which the Firebase
 * Hosting config also uses), CORS and the security headers.
 *
 * Every file gets a strong ETag from its bytes (serve-handler's `etag` option), never a
 * Last-Modified date: a redeploy whose files are older on disk must still replace the cached
 * manifests, entries and index.html, which a date comparison would answer 304.
 */
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import serveHandler from 'serve-handler';
import compression from 'compression';
import { corsHeaders, originMatcher } from './security-headers.mjs';
import { cacheControlFor, REVALIDATE } from './cache-control.mjs';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root              directory to serve (a unit's dist/)
 * @property {boolean} [spa]            unknown paths without an extension get index.html
 * @property {(path: string) => Promise<{ status: number, html: string }>} [pages]
 *                                      answers every path without an extension (the host's
 *                                      pages, 404 for unknown ones) instead of files or `spa`,
 *                                      and every missing file (its not-found page)
 * @property {boolean | string[]} [cors]
 *                                      origins that may read the files (remotes): a list of
 *                                      origins (`http://host:*` for any port), or true for any
 *                                      loopback origin (local test fixtures)
 * @property {Record<string, (req: Request, res: Response) => void | Promise<void>>} [routes]
 *                                      exact-path handlers served before files (catalogue.json, /api/...)
 * @property {(req: Request) => Record<string, string> | Promise<Record<string, string>>} [headers]
 *                                      headers for every answer (security-headers.mjs)
 * @property {(req: Request, res: Response) => boolean} [intercept]
 *                                      test hook: return true when it answered the request itself
 */

const ALLOW = 'GET, HEAD, OPTIONS';
const LOOPBACK = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * The request's path, decoded once, or null when no file may be looked up for it: malformed
 * escapes, NUL and other control characters, backslashes, and `.`/`..` segments (browsers
 * resolve those before sending, so only hand-made requests carry them).
 * @param {string} target  the request target as sent
 */
export function safePath(target) {
  const raw = target.split('?')[0]?.split('#')[0] ?? '';
  if (!raw.startsWith('/')) return null;
  let path;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if ([...path].some((char) => char < ' ' || char === '\u007f' || char === '\\')) return null;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return path;
}

/** @param {Response} res @param {number} status @param {string} [body] */
function plain(res, status, body = '') {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body) }).end(body);
}

/** Never compresses a range: its offsets are into the file's bytes. */
const compress = compression({
  filter: (/** @type {Request} */ req, /** @type {Response} */ res) => !req.headers.range && res.statusCode !== 206 && compression.filter(req, res),
});

/**
 * What the path names inside the root: `file` (its real path) when it exists inside the root,
 * `missing` when nothing is there, `outside` when a link leads out of the root.
 * @param {string} realRoot
 * @param {string} path  safePath's result
 * @returns {Promise<{ kind: 'file' | 'directory', real: string } | { kind: 'missing' | 'outside' }>}
 */
async function locate(realRoot, path) {
  let real;
  try {
    real = await realpath(join(realRoot, path));
  } catch {
    return { kind: 'missing' };
  }
  if (real !== realRoot && !real.startsWith(realRoot + sep)) return { kind: 'outside' };
  const info = await stat(real).catch(() => null);
  if (!info) return { kind: 'missing' };
  return { kind: info.isDirectory() ? 'directory' : 'file', real };
}

/** @param {StaticServerOptions} options */
export function createStaticServer({ root, spa = false, cors = false, routes = {}, headers, intercept, pages }) {
  const allowed = cors === true ? originMatcher(LOOPBACK) : Array.isArray(cors) ? originMatcher(cors) : null;
  /** @type {Promise<string>} */
  const realRoot = realpath(root).catch(() => root);

  /**
   * @param {Request} req
   * @param {Response} res
   */
  async function handle(req, res) {
    for (const [name, value] of Object.entries((await headers?.(req)) ?? {})) res.setHeader(name, value);
    if (allowed) {
      for (const [name, value] of Object.entries(corsHeaders(req.headers.origin, allowed))) res.setHeader(name, value);
    }
    if (intercept?.(req, res)) return;
    if (req.method === 'OPTIONS') return void res.writeHead(204, { Allow: ALLOW }).end();

    const path = safePath(req.url ?? '/');
    if (path === null) return plain(res, 400, 'Bad request');
    const route = Object.hasOwn(routes, path) ? routes[path] : undefined;
    if (route) return void (await route(req, res));
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { Allow: ALLOW }).end();

    /** @param {(path: string) => Promise<{ status: number, html: string }>} render */
    const page = async (render) => {
      const { status, html } = await render(path);
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': REVALIDATE, 'Content-Length': Buffer.byteLength(html) });
      res.end(req.method === 'HEAD' ? undefined : html);
    };
    if (pages && !extname(path)) return void (await page(pages));
    const base = await realRoot;
    let served = path.endsWith('/') ? `${path}index.html` : path;
    const found = await locate(base, served);
    if (found.kind === 'outside') return plain(res, 404, 'Not found');
    if (found.kind !== 'file') {
      // A site with pages answers a missing file with its not-found page, as Firebase Hosting
      // answers any unknown path with the site's 404.html.
      if (pages) return void (await page(pages));
      if (!spa || extname(path)) return plain(res, 404, 'Not found');
      served = '/index.html';
    }
    res.setHeader('Cache-Control', cacheControlFor(served));
    req.url = served.split('/').map(encodeURIComponent).join('/');
    // Streams serve-handler opens and then does not send (a 304) are closed with the answer.
    /** @type {Set<import('node:fs').ReadStream>} */
    const streams = new Set();
    res.once('close', () => streams.forEach((stream) => stream.destroy()));
    await serveHandler(
      req,
      res,
      { public: base, etag: true, symlinks: false, directoryListing: false, cleanUrls: false },
      {
        createReadStream: (file, options) => {
          const stream = createReadStream(file, options);
          streams.add(stream);
          return stream;
        },
        sendError: (_path, response, _json, _cwd, _handlers, _config, error) =>
          plain(response, error.statusCode, error.statusCode === 404 ? 'Not found' : 'Error'),
      },
    );
  }

  return createServer((req, res) => {
    compress(req, res, () => {
      handle(req, res).catch((error) => {
        console.error('static server error', error);
        plain(res, 500, 'Error');
      });
    });
  });
}

/**
 * Starts a server and resolves once it listens.
 * @param {import('node:http').Server} server
 * @param {number} port
 * @returns {Promise<import('node:http').Server>}
 */
export function listen(server, port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
