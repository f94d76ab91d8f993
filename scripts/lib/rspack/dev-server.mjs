// @ts-check
/**
 * `npm run dev`'s server for each unit (rspack.config.ts): the host with its history fallback,
 * retired service worker and catalogue, the remotes open to every origin.
 */
import { readFileSync } from 'node:fs';
import { RETIRED_SERVICE_WORKER } from '../retired-service-worker.mjs';
import { relocateCatalogue } from '../units.mjs';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

/**
 * `npm run dev`: each unit on its own origin, reloading the page when its code changes.
 * @param {{ kind: 'host' | 'remote', port?: number }} unit
 * @param {{ catalogueFile: string, basePort: number }} site  the catalogue the host serves, and
 *   the port block (PORT's) its localhost remote entries are moved to
 * @returns {import('@rspack/core').Configuration['devServer']}
 */
export function devServer({ kind, port }, { catalogueFile, basePort }) {
  return {
    port,
    host: 'localhost',
    allowedHosts: 'all',
    hot: false,
    liveReload: true,
    client: { overlay: { errors: true, warnings: false } },
    ...(kind === 'host'
      ? {
          historyApiFallback: true,
          // Served from the repository file on every request, moved to PORT's block, as `npm start` does.
          setupMiddlewares: (middlewares) => [
            {
              // The built site's service worker, where one was installed on this address, retires.
              name: 'retired-service-worker',
              path: '/sw.js',
              middleware: (/** @type {Request} */ _req, /** @type {Response} */ res) => {
                res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
                res.setHeader('Cache-Control', 'no-cache');
                res.end(RETIRED_SERVICE_WORKER);
              },
            },
            {
              name: 'catalogue',
              path: '/catalogue.json',
              middleware: (/** @type {Request} */ _req, /** @type {Response} */ res) => {
                res.setHeader('Content-Type', 'application/json; charset=utf-8');
                res.setHeader('Cache-Control', 'no-cache');
                res.end(relocateCatalogue(readFileSync(catalogueFile, 'utf8'), basePort));
              },
            },
            ...middlewares,
          ],
        }
      : { headers: { 'Access-Control-Allow-Origin': '*' } }),
  };
}
