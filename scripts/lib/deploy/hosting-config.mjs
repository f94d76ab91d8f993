// @ts-check
/**
 * firebase.json, made from deploy/environments.json and the sources the local server uses, so
 * Hosting and `npm start` cannot drift apart:
 *
 * - `hosting`: one target per deployable unit (Firebase Hosting multi-site): `host` serves
 *   host/dist, each remote id serves remotes/<id>/dist, each deployed on its own
 *   (`npm run deploy -- <unit>`). .firebaserc maps each target to its site per project.
 * - headers: the cache rules of cache-control.mjs, the security headers of security-headers.mjs
 *   (the host's CSP names the environment's remote origins and hashes the inline code of
 *   host/index.html, which the build keeps verbatim), and on remotes CORS for the environment's
 *   host origin only. A header value is static on Hosting, so the host origin is written in:
 *   the committed firebase.json is production's, and the Hosting emulator runs one made by the
 *   same function for the emulated environment.
 * - the host: clean URLs (`/json-formatter` is json-formatter.html), no trailing slash, its
 *   404.html for every unknown path, and `/api/news` rewritten to the `news` Cloud Function. No
 *   catch-all rewrite to index.html: an unknown path must answer 404.
 *
 * `npm run hosting:config` writes firebase.json; a unit test fails when it is out of step.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../units.mjs';
import { catalogueRemoteOrigins, corsHeaders, hostHeaders, inlineHashes, remoteHeaders, securityOptionsFromEnv } from '../security-headers.mjs';
import { EVERY_PATH_PATTERN, HASHED_FILE_PATTERN, IMMUTABLE, PAGE_PATTERN, REVALIDATE } from '../cache-control.mjs';
import { emulatorEnvironment, environmentCatalogue, environmentNamed, readEnvironments } from './environments.mjs';
import { NEWS_FUNCTION } from '../../../server/news/news-function.mjs';

export const FIREBASE_JSON = join(ROOT, 'firebase.json');
/** The host page's template: its inline script and style are hashed into the CSP. */
export const HOST_TEMPLATE = join(ROOT, 'host', 'index.html');

/** The Functions runtime, the same major version as package.json's engines and server's. */
const FUNCTIONS_RUNTIME = 'nodejs24';

/** Files of server/ that are not the function: tests and their fixtures stay out of the upload. */
const FUNCTIONS_IGNORE = ['node_modules', '.git', 'firebase-debug.log', 'firebase-debug.*.log', '*.local', '**/*.test.*', '**/fixtures/**'];

/** Hidden files (the deploy's own marks) and dependencies never go up. */
const HOSTING_IGNORE = ['firebase.json', '**/.*', '**/node_modules/**'];

/**
 * Where the files come from, relative to firebase.json's folder.
 * @typedef {{ host: string, remote: (id: string) => string, functions: string, rules: string }} SourceDirs
 */

/** @type {SourceDirs} */
const REPOSITORY_DIRS = {
  host: 'host/dist',
  remote: (id) => `remotes/${id}/dist`,
  functions: 'server',
  rules: 'firestore.rules',
};

/** @param {Record<string, string>} headers */
const asList = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * Header rules as Hosting applies them: every rule whose `regex` matches the path, in order, a
 * later one replacing an earlier one's header (firebase-tools issue #9467; the emulator does the
 * same). So: every header on every path with revalidation, then hashed files immutable, then
 * pages revalidated whatever their name. Regular expressions rather than globs: the local server
 * matches paths with the same ones (cache-control.mjs).
 * @param {Record<string, string>} everywhere  the other headers of every answer
 */
function headerRules(everywhere) {
  return [
    { regex: EVERY_PATH_PATTERN, headers: asList({ ...everywhere, 'Cache-Control': REVALIDATE }) },
    { regex: HASHED_FILE_PATTERN, headers: asList({ 'Cache-Control': IMMUTABLE }) },
    { regex: PAGE_PATTERN, headers: asList({ 'Cache-Control': REVALIDATE }) },
  ];
}

/**
 * A remote's CORS on Hosting: for the environment's host origin only. The local server answers
 * each allowed Origin with itself; Hosting cannot vary a header by request, so it always names
 * the host, which gives any other origin no access all the same. `Vary: Origin` is left out:
 * the answer no longer depends on the Origin.
 * @param {string} hostOrigin
 */
function remoteCors(hostOrigin) {
  return Object.fromEntries(Object.entries(corsHeaders(hostOrigin, () => true)).filter(([name]) => name !== 'Vary'));
}

/**
 * @typedef {object} HostingConfigOptions
 * @property {import('./environments.mjs').Environment} environment  whose origins go into the headers
 * @property {import('./environments.mjs').Environment} emulator     whose ports go into `emulators`
 * @property {string} catalogueText   catalogue.json (its remotes, in order, are the targets)
 * @property {string} hostTemplate    host/index.html
 * @property {SourceDirs} [dirs]
 */

/**
 * The whole firebase.json, as an object.
 * @param {HostingConfigOptions} options
 */
export function firebaseConfig({ environment, emulator, catalogueText, hostTemplate, dirs = REPOSITORY_DIRS }) {
  const catalogue = JSON.parse(environmentCatalogue(catalogueText, environment));
  const remoteIds = Object.keys(catalogue.remotes);
  const host = hostHeaders({
    remoteOrigins: catalogueRemoteOrigins(catalogue),
    inline: inlineHashes(hostTemplate),
    ...securityOptionsFromEnv(environment.build),
  });
  const remote = { ...remoteHeaders(), ...remoteCors(environment.host) };
  const emulatorHost = new URL(emulator.host);
  const ports = /** @type {NonNullable<typeof emulator.ports>} */ (emulator.ports);
  const at = (/** @type {number} */ port) => ({ host: emulatorHost.hostname, port });
  return {
    hosting: [
      {
        target: 'host',
        public: dirs.host,
        ignore: HOSTING_IGNORE,
        cleanUrls: true,
        trailingSlash: false,
        rewrites: [{ source: '/api/news', function: { functionId: NEWS_FUNCTION.functionId, region: NEWS_FUNCTION.region } }],
        headers: headerRules(host),
      },
      ...remoteIds.map((id) => ({
        target: id,
        public: dirs.remote(id),
        ignore: HOSTING_IGNORE,
        headers: headerRules(remote),
      })),
    ],
    functions: [{ source: dirs.functions, codebase: 'default', runtime: FUNCTIONS_RUNTIME, ignore: FUNCTIONS_IGNORE }],
    firestore: { rules: dirs.rules },
    emulators: {
      auth: { host: '127.0.0.1', port: 9099 },
      firestore: { host: '127.0.0.1', port: 8080 },
      hosting: at(Number(emulatorHost.port)),
      functions: at(ports.functions),
      hub: at(ports.hub),
      logging: at(ports.logging),
      eventarc: at(ports.eventarc),
      tasks: at(ports.tasks),
      // The UI would be downloaded; everything here runs offline.
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
}

/** @param {object} config */
export const firebaseJsonText = (config) => `${JSON.stringify(config, null, 2)}\n`;

/** The environment the committed firebase.json is made for. */
export const COMMITTED_ENVIRONMENT = 'production';

/** The repository's files the config is made from, read now. */
function repositoryInputs() {
  return {
    catalogueText: readFileSync(join(ROOT, 'catalogue.json'), 'utf8'),
    hostTemplate: readFileSync(HOST_TEMPLATE, 'utf8'),
  };
}

/**
 * The inputs of a firebase.json, read from the repository now: the environments, the catalogue
 * and the host page's template.
 */
export function repositoryConfigInputs() {
  const { catalogueText, hostTemplate } = repositoryInputs();
  const environments = readEnvironments(Object.keys(JSON.parse(catalogueText).remotes ?? {}));
  return { environments, emulator: emulatorEnvironment(environments), catalogueText, hostTemplate };
}

/** firebase.json as it must be committed: production's. */
export function committedFirebaseJson() {
  const { environments, ...inputs } = repositoryConfigInputs();
  return firebaseJsonText(firebaseConfig({ ...inputs, environment: environmentNamed(environments, COMMITTED_ENVIRONMENT) }));
}
