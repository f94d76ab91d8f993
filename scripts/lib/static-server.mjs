// @ts-check
/**
 * The static server used by `npm start`, the e2e tests and the benchmark: serves one built
 * unit (the host or a remote) with the caching and CORS a CDN would give it.
 */
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.gz': 'application/gzip',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.ttf', '.otf', '.wasm']);

/**
 * Files whose name never changes across deploys must be revalidated; hashed files are immutable.
 * @param {string} file
 */
function cacheControl(file) {
  return /\.[0-9a-f]{8}\.[a-z0-9]+$/.test(file) && !file.endsWith('.html') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root              directory to serve (a unit's dist/)
 * @property {boolean} [spa]            unknown paths without an extension get index.html
 * @property {boolean} [cors]           send Access-Control-Allow-Origin: * (remotes)
 * @property {Record<string, (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void | Promise<void>>} [routes]
 *                                      exact-path handlers served before files (catalogue.json, /api/...)
 * @property {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean} [intercept]
 *                                      test hook: return true when it answered the request itself
 */

/** @type {Map<string, { mtime: number, tag: string }>} */
const tags = new Map();

/** A strong validator from a file's bytes, recomputed only when the file changes. */
async function contentTag(/** @type {string} */ file, /** @type {number} */ mtime) {
  const cached = tags.get(file);
  if (cached && cached.mtime === mtime) return cached.tag;
  const tag = `"${createHash('sha1').update(await readFile(file)).digest('base64url')}"`;
  tags.set(file, { mtime, tag });
  return tag;
}

/** @param {StaticServerOptions} options */
export function createStaticServer({ root, spa = false, cors = false, routes = {}, intercept }) {
  /** @type {Map<string, { mtime: number, body: Buffer }>} */
  const gzipCache = new Map();

  return createServer(async (req, res) => {
    try {
      if (cors) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        res.setHeader('Timing-Allow-Origin', '*');
        if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      }
      if (intercept?.(req, res)) return;
      const url = new URL(req.url ?? '/', 'http://localhost');
      const route = routes[url.pathname];
      if (route) return void (await route(req, res));
      if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();

      let pathname = decodeURIComponent(url.pathname);
      if (pathname.endsWith('/')) pathname += 'index.html';
      const file = normalize(join(root, pathname));
      if (!file.startsWith(root + sep) && file !== root) return void res.writeHead(403).end();

      let info = await stat(file).catch(() => null);
      let served = file;
      if (!info?.isFile()) {
        if (!spa || extname(pathname)) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        served = join(root, 'index.html');
        info = await stat(served).catch(() => null);
        if (!info) return void res.writeHead(404).end('Not found');
      }
      const ext = extname(served);
      res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
      res.setHeader('Cache-Control', cacheControl(served));
      // Files that are revalidated (manifests, entries, index.html) get an ETag from their
      // content: a redeploy whose files are older on disk must still replace the cached copy,
      // which a Last-Modified date would not.
      if (!/immutable/.test(String(res.getHeader('Cache-Control')))) {
        const etag = await contentTag(served, info.mtimeMs);
        res.setHeader('ETag', etag);
        if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
      }
      const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (acceptsGzip && COMPRESSIBLE.has(ext)) {
        let cached = gzipCache.get(served);
        if (!cached || cached.mtime !== info.mtimeMs) {
          cached = { mtime: info.mtimeMs, body: gzipSync(await readFile(served), { level: 6 }) };
          gzipCache.set(served, cached);
        }
        res.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Length': cached.body.length, Vary: 'Accept-Encoding' });
        return void res.end(req.method === 'HEAD' ? undefined : cached.body);
      }
      res.writeHead(200, { 'Content-Length': info.size });
      if (req.method === 'HEAD') return void res.end();
      createReadStream(served).pipe(res);
    } catch (error) {
      console.error('static server error', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
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
