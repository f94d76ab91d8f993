// @ts-check
/** The deployable units (the host and one remote per catalogue entry) and their ports. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CATALOGUE_FILE = join(ROOT, 'catalogue.json');
export const DEFAULT_PORT = 3000;

/** @returns {{ remotes: Record<string, { entry: string }> } & Record<string, unknown>} */
export function readCatalogue(file = CATALOGUE_FILE) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * @typedef {{ name: string, kind: 'host' | 'remote', dir: string, dist: string, port: number }} Unit
 * @param {number} basePort  the host's port; remotes take the following ones in catalogue order
 * @returns {Unit[]}
 */
export function units(basePort = DEFAULT_PORT, catalogue = readCatalogue()) {
  const host = { name: 'host', kind: /** @type {const} */ ('host'), dir: join(ROOT, 'host'), dist: join(ROOT, 'host', 'dist'), port: basePort };
  const remotes = Object.keys(catalogue.remotes).map((id, i) => ({
    name: id,
    kind: /** @type {const} */ ('remote'),
    dir: join(ROOT, 'remotes', id),
    dist: join(ROOT, 'remotes', id, 'dist'),
    port: basePort + 1 + i,
  }));
  return [host, ...remotes];
}

export const isBuilt = (/** @type {Unit} */ unit) =>
  existsSync(join(unit.dist, unit.kind === 'host' ? 'index.html' : 'mf-manifest.json'));

/**
 * catalogue.json as the host should see it when the port block moved: entries that point at
 * the default localhost block follow it; any other entry (a CDN, say) is left alone.
 * @param {string} text
 * @param {number} basePort
 */
export function relocateCatalogue(text, basePort) {
  if (basePort === DEFAULT_PORT) return text;
  return text.replace(/(https?:\/\/(?:localhost|127\.0\.0\.1):)(\d+)(\/)/g, (match, prefix, port, slash) => {
    const offset = Number(port) - DEFAULT_PORT;
    return offset >= 0 && offset <= 99 ? `${prefix}${basePort + offset}${slash}` : match;
  });
}
