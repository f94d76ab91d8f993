import type { IncomingMessage, ServerResponse } from 'node:http';
import { startSite } from '../../../scripts/lib/site.mjs';
import { units } from '../../../scripts/lib/units.mjs';

type Intercept = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The built site on its own port block, with hooks to inject faults per unit and to serve a
 * different catalogue.json, as ops or a broken CDN would.
 */
export async function startTestSite(port: number, options: { hostOrigins?: string[] } = {}) {
  const faults = new Map<string, Intercept>();
  let catalogueOverride: ((text: string) => string) | null = null;
  const names = units(port).map((unit) => unit.name);
  const intercept = Object.fromEntries(
    names.map((name) => [name, (req: IncomingMessage, res: ServerResponse) => faults.get(name)?.(req, res) ?? false]),
  );
  const { readFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  // AI News reads feeds through the site's /api/news; here they come from fixture files served
  // on localhost, so no request leaves the machine.
  const { createStaticServer, listen } = await import('../../../scripts/lib/static-server.mjs');
  const feeds = createStaticServer({ root: join(import.meta.dirname, '..', '..', '..', 'server', 'news', 'fixtures') });
  await listen(feeds, port + 60);
  const feedUrl = (file: string) => `http://127.0.0.1:${port + 60}/${file}`;
  const { CATALOGUE_FILE, relocateCatalogue } = await import('../../../scripts/lib/units.mjs');
  const site = await startSite({
    port,
    hostOrigins: options.hostOrigins,
    intercept,
    newsFeeds: [feedUrl('rss2.xml'), feedUrl('atom.xml'), feedUrl('rdf.xml')],
    catalogue: async () => {
      const text = relocateCatalogue(await readFile(CATALOGUE_FILE, 'utf8'), port);
      return catalogueOverride ? catalogueOverride(text) : text;
    },
  });
  return {
    url: site.url,
    port,
    remotePort: (name: string) => units(port).find((unit) => unit.name === name)!.port,
    /** Answers matching requests of one unit with `handler` until cleared. */
    fault(name: string, handler: Intercept | null) {
      if (handler) faults.set(name, handler);
      else faults.delete(name);
    },
    serveCatalogue(transform: ((text: string) => string) | null) {
      catalogueOverride = transform;
    },
    feedUrl,
    close: async () => {
      await site.close();
      await new Promise((resolve) => feeds.close(resolve));
    },
  };
}

export type TestSite = Awaited<ReturnType<typeof startTestSite>>;

/** A request handler that refuses the connection outright, like a stopped server. */
export const dropConnection: Intercept = (req) => {
  req.socket.destroy();
  return true;
};

export const answer404: (match: RegExp) => Intercept = (match) => (req, res) => {
  if (!match.test(req.url ?? '')) return false;
  res.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' }).end('Not found');
  return true;
};
