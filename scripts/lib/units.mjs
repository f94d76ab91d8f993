// @ts-check
/** The deployable units (the host and one remote per catalogue entry) and their ports. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CATALOGUE_FILE = join(ROOT, 'catalogue.json');
export const DEFAULT_PORT = 3000;

/**
 * Each remote's port is PORT + its offset here, whatever its place in catalogue.json.
 * One table rather than a field in each remote's package.json: a clash is visible at a glance,
 * and a new remote takes the next free number without moving any existing port.
 * @type {Readonly<Record<string, number>>}
 */
export const REMOTE_PORT_OFFSETS = Object.freeze({
  'fun-games': 1,
  'social-icebreakers': 2,
  'ai-tools': 3,
  'photo-image-tools': 4,
  'document-tools': 5,
  'random-generators': 6,
  'developer-tools': 7,
  'text-content-tools': 8,
  'calculators-converters': 9,
});

/** Ports relocateCatalogue and the catalogue check treat as this machine's. */
const LOCAL_HOSTNAMES = ['localhost', '127.0.0.1'];

const LOCAL_ORIGIN = new RegExp(`(https?://(?:${LOCAL_HOSTNAMES.map((name) => name.replaceAll('.', '\\.')).join('|')}):)(\\d+)(/)`, 'g');

/** @param {Readonly<Record<string, number>>} offsets */
const nextFreeOffset = (offsets) => Math.max(0, ...Object.values(offsets)) + 1;

/** The highest offset in use: PORT must leave room for it. */
export const MAX_PORT_OFFSET = nextFreeOffset(REMOTE_PORT_OFFSETS) - 1;

/**
 * The message for a remote with no port offset (units() throws it, the catalogue check reports it).
 * @param {string} id
 * @param {Readonly<Record<string, number>>} [offsets]
 */
export const missingOffsetMessage = (id, offsets = REMOTE_PORT_OFFSETS) =>
  `remote "${id}" has no port offset: add "${id}": ${nextFreeOffset(offsets)} to REMOTE_PORT_OFFSETS in scripts/lib/units.mjs`;

/**
 * The port a remote is served on when the host is on `basePort`.
 * @param {string} id
 * @param {number} [basePort]
 * @param {Readonly<Record<string, number>>} [offsets]
 */
export function remotePort(id, basePort = DEFAULT_PORT, offsets = REMOTE_PORT_OFFSETS) {
  const offset = Object.hasOwn(offsets, id) ? offsets[id] : undefined;
  if (offset === undefined) throw new Error(missingOffsetMessage(id, offsets));
  return basePort + offset;
}

/** @returns {{ remotes: Record<string, { entry: string }> } & Record<string, unknown>} */
export function readCatalogue(file = CATALOGUE_FILE) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * @typedef {{ name: string, kind: 'host' | 'remote', dir: string, dist: string, port: number }} Unit
 * @param {number} basePort  the host's port; each remote is on basePort + its REMOTE_PORT_OFFSETS entry
 * @param {{ remotes: Record<string, unknown> }} catalogue  which remotes there are
 * @param {Readonly<Record<string, number>>} offsets
 * @returns {Unit[]}
 */
export function units(basePort = DEFAULT_PORT, catalogue = readCatalogue(), offsets = REMOTE_PORT_OFFSETS) {
  const host = { name: 'host', kind: /** @type {const} */ ('host'), dir: join(ROOT, 'host'), dist: join(ROOT, 'host', 'dist'), port: basePort };
  const remotes = Object.keys(catalogue.remotes).map((id) => ({
    name: id,
    kind: /** @type {const} */ ('remote'),
    dir: join(ROOT, 'remotes', id),
    dist: join(ROOT, 'remotes', id, 'dist'),
    port: remotePort(id, basePort, offsets),
  }));
  return [host, ...remotes];
}

/**
 * PORT from the environment (default 3000), with room for every remote's port after it.
 * @param {Record<string, string | undefined>} [env]
 */
export function basePortFromEnv(env = process.env) {
  if (env.PORT === undefined || env.PORT === '') return DEFAULT_PORT;
  const port = Number(env.PORT);
  if (!/^\d+$/.test(env.PORT) || port < 1 || port + MAX_PORT_OFFSET > 65535) {
    throw new Error(`PORT must be a port number from 1 to ${65535 - MAX_PORT_OFFSET} (room for the remotes after it), got "${env.PORT}".`);
  }
  return port;
}

/**
 * Problems with the remotes of a catalogue as this repository serves them: a remote with no port
 * offset, and a localhost entry on another port than its offset gives on the catalogue's block
 * (the default one; the scale benchmark builds catalogues made for a block of its own).
 * @param {{ remotes: Record<string, { entry: string }> }} catalogue
 * @param {Readonly<Record<string, number>>} [offsets]
 * @param {number} [basePort]  the block the catalogue's localhost entries are on
 * @returns {{ where: string, message: string }[]}
 */
export function remotePortProblems(catalogue, offsets = REMOTE_PORT_OFFSETS, basePort = DEFAULT_PORT) {
  return Object.entries(catalogue.remotes).flatMap(([id, { entry }]) => {
    if (!Object.hasOwn(offsets, id)) return [{ where: `remotes.${id}`, message: missingOffsetMessage(id, offsets) }];
    let url;
    try {
      url = new URL(entry);
    } catch {
      return [];
    }
    if (!LOCAL_HOSTNAMES.includes(url.hostname)) return [];
    const expected = remotePort(id, basePort, offsets);
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    if (port === expected) return [];
    return [
      {
        where: `remotes.${id}.entry`,
        message: `"${entry}" is on port ${port}, but remote "${id}" is served on port ${expected} (${basePort} + its offset ${offsets[id]} in scripts/lib/units.mjs)`,
      },
    ];
  });
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
  return text.replace(LOCAL_ORIGIN, (match, prefix, port, slash) => {
    const offset = Number(port) - DEFAULT_PORT;
    return offset >= 0 && offset <= MAX_PORT_OFFSET ? `${prefix}${basePort + offset}${slash}` : match;
  });
}
