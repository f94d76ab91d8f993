// @ts-check
/**
 * The hosting suite (issue 15 §1: "prove it without the internet"): the site as Firebase Hosting
 * serves it, under the Hosting and Functions emulators of firebase-tools, offline.
 *
 *   node tests/hosting/run-hosting-suite.mjs [--output <report.json>]
 *
 * 1. Builds nothing that is built: a missing unit is built (with the e2e suite's settings, so
 *    that suite can keep using it), and so is a host whose inline code is not the template's
 *    (built before the build kept it verbatim), since the CSP could not allow it.
 * 2. Deploys the built site to the emulated environment of deploy/environments.json, as
 *    `npm run deploy -- all --env emulator` would: .cache/hosting/ gets firebase.json, made by
 *    the same function as the committed one for the emulator's origins, and a copy of host/dist
 *    with that environment's catalogue.json and pages published into it.
 * 3. Serves the AI News feeds from server/news/fixtures on 127.0.0.1 (NEWS_FEEDS points there),
 *    starts `firebase emulators:start --only hosting,functions` with that config and waits
 *    until every site answers where the environment says it is.
 * 4. Runs vitest.hosting.config.ts (tests/hosting/*.test.ts), then stops the emulators.
 * 5. Starts them again with APP_CHECK_ENFORCE=true for the function, as production runs it, and
 *    runs tests/hosting/*.app-check.test.ts; one report holds both phases.
 *
 * Exits non-zero when a test fails or the emulators do not start. Its ports are fixed (the
 * environment's sites, 5600 and 5605–5613; the other emulators, 5620–5633; the feeds, 5640): a
 * port in use fails the run at once, naming it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createJiti } from 'jiti';
import { isBuilt, readCatalogue, ROOT, units } from '../../scripts/lib/units.mjs';
import { inlineHashes } from '../../scripts/lib/security-headers.mjs';
import { createStaticServer, listen } from '../../scripts/lib/static-server.mjs';
import { emulatorEnvironment, readEnvironments } from '../../scripts/lib/deploy/environments.mjs';
import { HOST_TEMPLATE } from '../../scripts/lib/deploy/hosting-config.mjs';
import { EMULATOR_CONFIG, EMULATOR_DIR, stageEmulatorConfig, stageEmulatorHost } from '../../scripts/lib/deploy/emulator-stage.mjs';
import { portIsFree, startFirebaseEmulators, stopEmulator, waitForEmulator } from '../support/emulators.mjs';
import { FEED_FILES, FEEDS_PORT, feedUrl } from './feeds.mjs';

const args = process.argv.slice(2);
const outputIndex = args.indexOf('--output');
const output = outputIndex >= 0 ? resolve(args[outputIndex + 1] ?? '') : join(EMULATOR_DIR, 'report.json');
mkdirSync(dirname(output), { recursive: true });

const catalogueText = readFileSync(join(ROOT, 'catalogue.json'), 'utf8');
const environment = emulatorEnvironment(readEnvironments(Object.keys(readCatalogue().remotes)));

/** A host built from another template, or minified, carries inline code the CSP does not allow. */
function hostInlineCodeIsCurrent() {
  const built = inlineHashes(readFileSync(join(ROOT, 'host', 'dist', 'index.html'), 'utf8'));
  const template = inlineHashes(readFileSync(HOST_TEMPLATE, 'utf8'));
  return JSON.stringify(built) === JSON.stringify(template);
}

const missing = units().filter((unit) => !isBuilt(unit) || (unit.kind === 'host' && !hostInlineCodeIsCurrent()));
if (missing.length > 0) {
  console.log(`Building ${missing.map((unit) => unit.name).join(', ')}…`);
  // The e2e suite's build settings: it runs on the same host/dist and would rebuild a plain one.
  const jiti = createJiti(import.meta.url);
  const { E2E_ADMIN_EMAIL, E2E_OVERRIDE_ENV } = /** @type {typeof import('../e2e/global-setup')} */ (await jiti.import('../e2e/global-setup.ts'));
  const build = spawnSync('npx', ['rspack', 'build', '-c', 'rspack.config.ts', ...missing.flatMap((unit) => ['--config-name', unit.name])], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', ADMIN_EMAILS: E2E_ADMIN_EMAIL, ...E2E_OVERRIDE_ENV },
  });
  if (build.status !== 0) {
    console.error('The site failed to build for the hosting suite.');
    process.exit(1);
  }
}

await stageEmulatorHost({ environment, catalogueText });
await stageEmulatorConfig({ environment, catalogueText, hostTemplate: await readFile(HOST_TEMPLATE, 'utf8') });

const sites = [environment.host, ...Object.values(environment.remotes)];
const ports = [...sites.map((origin) => Number(new URL(origin).port)), ...Object.values(environment.ports ?? {}), FEEDS_PORT];
const busy = [];
for (const port of ports) if (!(await portIsFree(port))) busy.push(port);
if (busy.length > 0) {
  console.error(`The hosting suite needs ports ${busy.join(', ')} on 127.0.0.1, which are in use (another run of this suite, or an emulator left running).`);
  process.exit(1);
}

const feeds = await listen(createStaticServer({ root: join(ROOT, 'server', 'news', 'fixtures') }), FEEDS_PORT);
const log = join(EMULATOR_DIR, 'emulators.log');
const newsFeeds = FEED_FILES.map(feedUrl).join(',');

/**
 * One phase: the emulators started with `env` for the function, `ready` awaited at /api/news,
 * then vitest on the hosting config with HOSTING_PHASE=`phase`; the emulators stop after it.
 * @param {{ phase: string, env: Record<string, string>, ready: (response: Response) => boolean, report: string }} options
 * @returns {Promise<number>} vitest's exit status (1 when the emulators did not start)
 */
async function runPhase({ phase, env, ready, report }) {
  console.log(`Starting the Hosting and Functions emulators for "${environment.name}" (${phase}; ${environment.host}, remotes on ${sites.slice(1).map((origin) => new URL(origin).port).join(', ')})...`);
  const started = Date.now();
  const emulators = startFirebaseEmulators({ only: 'hosting,functions', config: EMULATOR_CONFIG, log, env });
  // Every site where the environment says it is (the emulator moves a site whose port is taken),
  // and the function loaded behind the rewrite.
  let up = await waitForEmulator(`${environment.host}/api/news`, emulators, ready);
  for (const origin of sites.slice(1)) up &&= await waitForEmulator(`${origin}/mf-manifest.json`, emulators);
  if (up) console.log(`Emulators ready after ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  else console.error(`The emulators did not start as deploy/environments.json says; their output:\n${readFileSync(log, 'utf8')}`);
  const run = up
    ? spawnSync('npx', ['vitest', 'run', '-c', 'vitest.hosting.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, HOSTING_PHASE: phase },
      })
    : null;
  await stopEmulator(emulators);
  return run?.status ?? 1;
}

// The site as production serves it, then the news function as production runs it with App Check
// enforced (APP_CHECK_ENFORCE=true: /api/news answers 401 until a token is verified).
const appCheckReport = `${output}.app-check.json`;
const statuses = [
  await runPhase({ phase: 'site', env: { NEWS_FEEDS: newsFeeds }, ready: (response) => response.status === 200, report: output }),
  await runPhase({ phase: 'app-check', env: { NEWS_FEEDS: newsFeeds, APP_CHECK_ENFORCE: 'true' }, ready: (response) => response.status === 401, report: appCheckReport }),
];
mergeReports(output, appCheckReport);
await new Promise((resolveClose) => feeds.close(resolveClose));
console.log('Emulators stopped.');
process.exit(statuses.every((status) => status === 0) ? 0 : 1);

/**
 * Adds the second phase's vitest JSON report into the first, so `npm test` reads one report.
 * @param {string} into  @param {string} from
 */
function mergeReports(into, from) {
  if (!existsSync(from)) return;
  const second = JSON.parse(readFileSync(from, 'utf8'));
  const first = existsSync(into) ? JSON.parse(readFileSync(into, 'utf8')) : { testResults: [] };
  for (const key of Object.keys(second)) {
    if (typeof second[key] === 'number' && key.startsWith('num')) first[key] = (first[key] ?? 0) + second[key];
  }
  first.testResults = [...(first.testResults ?? []), ...(second.testResults ?? [])];
  first.success = Boolean(first.success ?? true) && Boolean(second.success);
  writeFileSync(into, JSON.stringify(first));
  rmSync(from);
}
