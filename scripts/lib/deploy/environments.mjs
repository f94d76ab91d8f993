// @ts-check
/**
 * Where each environment of the site lives: deploy/environments.json, the one file that says
 * what differs between production and the local Hosting emulator (ARCHITECTURE: "Deploying").
 *
 *   {
 *     "<name>": {
 *       "project": "<Firebase project id or alias>",   deploys go there (.firebaserc maps its sites)
 *       "host": "<origin>",                            the host site: SITE_URL, and the one origin
 *                                                      the remotes answer CORS to
 *       "remotes": { "<remote id>": "<origin>" },      one site per catalogue remote
 *       "build": { "<VARIABLE>": "<value>" },          optional: what the host is built with there
 *                                                      (FIREBASE_*, GA4_MEASUREMENT_ID, ...)
 *       "emulated": true,                              the local emulators: never deployed
 *       "ports": { "functions": 5620, "hub": ..., }    (emulated only) the other emulators' ports
 *     }
 *   }
 *
 * Everything environment-specific is derived from it: the catalogue the site serves there
 * (environmentCatalogue: the remote entries point at that environment's sites, so one build of
 * the host serves every environment, as the host takes remote entries only from the
 * catalogue.json it fetched), and firebase.json (hosting-config.mjs: CSP, CORS).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../units.mjs';

export const ENVIRONMENTS_FILE = join(ROOT, 'deploy', 'environments.json');

/** The emulators besides Hosting that an emulated environment names a port for. */
export const EMULATOR_PORTS = /** @type {const} */ (['functions', 'hub', 'logging', 'eventarc', 'tasks']);

/**
 * @typedef {object} Environment
 * @property {string} name
 * @property {string} project
 * @property {string} host                      an origin, no trailing slash
 * @property {Record<string, string>} remotes   remote id → origin, in catalogue order
 * @property {Record<string, string>} build
 * @property {boolean} emulated
 * @property {Record<typeof EMULATOR_PORTS[number], number> | null} ports
 */

/** Variables the deploy sets itself, from the environment's other fields. */
const DERIVED_VARIABLES = ['SITE_URL', 'TOOLHUB_CATALOGUE', 'TOOLHUB_CATALOGUE_PORT', 'TOOLHUB_HOST_DIST', 'NODE_ENV'];

/**
 * The problem with a site address, or null: an http(s) origin (no path, query or credentials),
 * https unless the environment is emulated.
 * @param {unknown} value
 * @param {boolean} emulated
 */
function originProblem(value, emulated) {
  if (typeof value !== 'string') return 'must be a URL such as "https://toolhub.web.app"';
  let url;
  try {
    url = new URL(value);
  } catch {
    return `${JSON.stringify(value)} is not a URL`;
  }
  if (url.protocol !== 'https:' && !(emulated && url.protocol === 'http:')) return `${JSON.stringify(value)} must be an https URL`;
  if (url.origin !== value) return `${JSON.stringify(value)} must be an origin alone, like "${url.origin}" (no path, trailing slash, query or credentials)`;
  return null;
}

/**
 * Every problem with an environments file, as `<where>: <what>` lines (empty when it is good).
 * @param {unknown} environments  the parsed file
 * @param {string[]} remoteIds    the catalogue's remotes, in its order
 * @returns {string[]}
 */
export function environmentProblems(environments, remoteIds) {
  if (!environments || typeof environments !== 'object' || Array.isArray(environments)) return ['deploy/environments.json: must be an object of environments'];
  /** @type {string[]} */
  const problems = [];
  const entries = Object.entries(environments);
  if (entries.length === 0) problems.push('deploy/environments.json: names no environment');
  if (entries.filter(([, value]) => value?.emulated === true).length > 1) problems.push('deploy/environments.json: more than one environment is "emulated"');
  for (const [name, value] of entries) {
    const at = (/** @type {string} */ field) => `${name}${field ? `.${field}` : ''}`;
    if (!/^[a-z][a-z0-9-]*$/.test(name)) problems.push(`${name}: an environment's name is lower-case letters, digits and hyphens`);
    if (!value || typeof value !== 'object') {
      problems.push(`${at('')}: must be an object`);
      continue;
    }
    const emulated = value.emulated === true;
    if ('emulated' in value && typeof value.emulated !== 'boolean') problems.push(`${at('emulated')}: must be true or false`);
    if (typeof value.project !== 'string' || !/^[a-z0-9][a-z0-9-]{4,28}[a-z0-9]$/.test(value.project)) {
      problems.push(`${at('project')}: must be a Firebase project id (6 to 30 lower-case letters, digits and hyphens)`);
    }
    const hostProblem = originProblem(value.host, emulated);
    if (hostProblem) problems.push(`${at('host')}: ${hostProblem}`);
    const remotes = value.remotes && typeof value.remotes === 'object' ? value.remotes : {};
    if (!value.remotes || typeof value.remotes !== 'object') problems.push(`${at('remotes')}: must map each remote id to its site's origin`);
    for (const id of remoteIds) {
      if (!Object.hasOwn(remotes, id)) problems.push(`${at('remotes')}: has no site for remote "${id}" (catalogue.json lists it)`);
    }
    for (const [id, origin] of Object.entries(remotes)) {
      if (!remoteIds.includes(id)) {
        problems.push(`${at(`remotes.${id}`)}: catalogue.json has no remote "${id}"`);
        continue;
      }
      const problem = originProblem(origin, emulated);
      if (problem) problems.push(`${at(`remotes.${id}`)}: ${problem}`);
    }
    const origins = [value.host, ...Object.values(remotes)];
    const twice = origins.filter((origin, index) => typeof origin === 'string' && origins.indexOf(origin) !== index);
    for (const origin of new Set(twice)) problems.push(`${at('')}: ${origin} is named for two sites; each site has its own origin`);
    if ('build' in value) {
      if (!value.build || typeof value.build !== 'object' || Array.isArray(value.build)) problems.push(`${at('build')}: must map variable names to string values`);
      else {
        for (const [variable, setting] of Object.entries(value.build)) {
          if (typeof setting !== 'string') problems.push(`${at(`build.${variable}`)}: must be a string`);
          if (DERIVED_VARIABLES.includes(variable)) problems.push(`${at(`build.${variable}`)}: is set by the deploy itself (SITE_URL is the host's origin)`);
        }
      }
    }
    if (emulated) problems.push(...emulatorProblems(name, value, remoteIds));
    else if ('ports' in value) problems.push(`${at('ports')}: only an emulated environment names emulator ports`);
  }
  return problems;
}

/**
 * An emulated environment's ports: the other emulators' must be named, and the remotes must be
 * where the Hosting emulator puts them. firebase-tools serves the first site of firebase.json's
 * `hosting` (the host) on the Hosting port and the k-th after it on that port + 4 + k
 * (firebase-tools lib/serve/hosting.js), as long as those ports are free.
 * @param {string} name
 * @param {Record<string, unknown>} value
 * @param {string[]} remoteIds
 */
function emulatorProblems(name, value, remoteIds) {
  /** @type {string[]} */
  const problems = [];
  const ports = value.ports && typeof value.ports === 'object' ? /** @type {Record<string, unknown>} */ (value.ports) : {};
  for (const emulator of EMULATOR_PORTS) {
    const port = ports[emulator];
    if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535) problems.push(`${name}.ports.${emulator}: must be a port number`);
  }
  if (typeof value.host !== 'string' || originProblem(value.host, true)) return problems;
  const host = new URL(value.host);
  const hostPort = Number(host.port);
  const remotes = /** @type {Record<string, unknown>} */ (value.remotes ?? {});
  remoteIds.forEach((id, index) => {
    const expected = `${host.protocol}//${host.hostname}:${hostPort + 5 + index}`;
    if (typeof remotes[id] === 'string' && remotes[id] !== expected) {
      problems.push(`${name}.remotes.${id}: the Hosting emulator serves it at ${expected} (the host's port + 4 + its place among the sites)`);
    }
  });
  return problems;
}

/**
 * @param {string} name
 * @param {Record<string, any>} value  a checked entry
 * @param {string[]} remoteIds
 * @returns {Environment}
 */
function toEnvironment(name, value, remoteIds) {
  return {
    name,
    project: value.project,
    host: value.host,
    remotes: Object.fromEntries(remoteIds.map((id) => [id, value.remotes[id]])),
    build: { ...value.build },
    emulated: value.emulated === true,
    ports: value.emulated === true ? { ...value.ports } : null,
  };
}

/**
 * Every environment of a checked file; throws with every problem otherwise.
 * @param {string[]} remoteIds
 * @param {string} [file]
 * @returns {Environment[]}
 */
export function readEnvironments(remoteIds, file = ENVIRONMENTS_FILE) {
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  const problems = environmentProblems(parsed, remoteIds);
  if (problems.length > 0) throw new Error(`deploy/environments.json is not right:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  return Object.entries(parsed).map(([name, value]) => toEnvironment(name, value, remoteIds));
}

/**
 * One environment by name; an unknown name is refused with the names there are.
 * @param {Environment[]} environments
 * @param {string} name
 */
export function environmentNamed(environments, name) {
  const found = environments.find((environment) => environment.name === name);
  if (!found) throw new Error(`Unknown environment "${name}": deploy/environments.json names ${environments.map((e) => `"${e.name}"`).join(', ')}.`);
  return found;
}

/** @param {Environment[]} environments */
export function emulatorEnvironment(environments) {
  const found = environments.find((environment) => environment.emulated);
  if (!found) throw new Error('deploy/environments.json has no "emulated": true environment for the Hosting emulator.');
  return found;
}

/**
 * The catalogue as an environment serves it: each remote's entry is its site's manifest.
 * Everything else is the catalogue ops edit, unchanged.
 * @param {string} catalogueText  catalogue.json
 * @param {Environment} environment
 */
export function environmentCatalogue(catalogueText, environment) {
  const catalogue = JSON.parse(catalogueText);
  for (const id of Object.keys(catalogue.remotes ?? {})) {
    const origin = environment.remotes[id];
    if (!origin) throw new Error(`Environment "${environment.name}" has no site for remote "${id}".`);
    catalogue.remotes[id] = { ...catalogue.remotes[id], entry: `${origin}/mf-manifest.json` };
  }
  return `${JSON.stringify(catalogue, null, 2)}\n`;
}
