// @ts-check
/**
 * What `npm run deploy -- <unit> [--env <name>]` does, as a list of steps: pure, so
 * `--dry-run` prints exactly what a real run executes (scripts/lib/deploy/run-plan.mjs).
 *
 * Units: `host`, a remote id (a category team ships its remote alone: that remote is built and
 * its Hosting target deployed, nothing else), `catalogue` (ops: the environment's catalogue and
 * the pages made from it published into the host as last deployed, no bundle build), `news` (the
 * /api/news Cloud Function) and `all` (the first deploy of a new project).
 *
 * Environments (deploy/environments.json): the committed firebase.json is production's, so a
 * real deploy goes to that environment's project; the emulated environment is "deployed" by
 * staging what the local Hosting emulator serves (emulator-stage.mjs).
 */
import { COMMITTED_ENVIRONMENT } from './hosting-config.mjs';

/** Units that are not remotes. */
export const SPECIAL_UNITS = /** @type {const} */ (['host', 'catalogue', 'news', 'all']);

/**
 * @typedef {{ kind: 'check-config' }
 *   | { kind: 'run', env: Record<string, string>, command: string[] }
 *   | { kind: 'publish' }
 *   | { kind: 'mark' }
 *   | { kind: 'require-mark' }
 *   | { kind: 'check-csp' }
 *   | { kind: 'check-host-libraries', remote: string }
 *   | { kind: 'stage-host' }
 *   | { kind: 'stage-config' }} Step
 */

/**
 * @param {string[]} names  config names in rspack.config.ts
 * @param {Record<string, string>} env
 * @returns {Step}
 */
const build = (names, env) => ({
  kind: 'run',
  env: { NODE_ENV: 'production', ...env },
  command: ['npx', 'rspack', 'build', '-c', 'rspack.config.ts', ...names.flatMap((name) => ['--config-name', name])],
});

/**
 * @param {string} only  firebase deploy's --only
 * @param {string} project
 * @returns {Step}
 */
const firebaseDeploy = (only, project) => ({ kind: 'run', env: {}, command: ['npx', 'firebase', 'deploy', '--only', only, '--project', project] });

/**
 * A remote runs with the libraries of the host that is live (React, the router, the kit): it is
 * deployed only if that host provides what its package.json asks for (host-libraries.mjs).
 * @param {string} remote
 * @returns {Step}
 */
const hostLibraries = (remote) => ({ kind: 'check-host-libraries', remote });

/**
 * The units one can deploy, for messages.
 * @param {string[]} remoteIds
 */
export const unitNames = (remoteIds) => [...SPECIAL_UNITS, ...remoteIds];

/**
 * @param {string} unit
 * @param {import('./environments.mjs').Environment} environment
 * @param {string[]} remoteIds  the catalogue's remotes, in order
 * @returns {Step[]}
 */
export function deployPlan(unit, environment, remoteIds) {
  if (!unitNames(remoteIds).includes(unit)) {
    throw new Error(`Unknown unit "${unit}". Deploy one of: ${SPECIAL_UNITS.join(', ')}, or a remote: ${remoteIds.join(', ')}.`);
  }
  if (!environment.emulated && environment.name !== COMMITTED_ENVIRONMENT) {
    throw new Error(
      `Environment "${environment.name}" cannot be deployed: firebase.json is made for "${COMMITTED_ENVIRONMENT}" (its CSP and CORS name that environment's origins). Deploy "${COMMITTED_ENVIRONMENT}", or the emulated environment.`,
    );
  }
  // Only the host is built with the environment's settings (Firebase, analytics): the remotes'
  // builds never read them.
  const hostBuild = environment.build;
  const isRemote = remoteIds.includes(unit);
  const everything = ['host', ...remoteIds];
  if (environment.emulated) {
    /** @type {Record<string, Step[]>} */
    const staged = {
      host: [build(['host'], hostBuild), { kind: 'stage-host' }],
      catalogue: [{ kind: 'stage-host' }],
      // The Functions emulator loads server/ as it is.
      news: [],
      all: [build(everything, hostBuild), { kind: 'stage-host' }],
    };
    return [...(isRemote ? [build([unit], {}), hostLibraries(unit)] : (staged[unit] ?? [])), { kind: 'stage-config' }];
  }
  /** @type {Step} */
  const check = { kind: 'check-config' };
  const project = environment.project;
  if (isRemote) return [check, build([unit], {}), hostLibraries(unit), firebaseDeploy(`hosting:${unit}`, project)];
  /** @type {Record<string, Step[]>} */
  const plans = {
    host: [check, build(['host'], hostBuild), { kind: 'publish' }, { kind: 'mark' }, { kind: 'check-csp' }, firebaseDeploy('hosting:host', project)],
    catalogue: [check, { kind: 'require-mark' }, { kind: 'publish' }, firebaseDeploy('hosting:host', project)],
    news: [check, firebaseDeploy('functions:news', project)],
    all: [
      check,
      build(everything, hostBuild),
      { kind: 'publish' },
      { kind: 'mark' },
      { kind: 'check-csp' },
      firebaseDeploy('functions:news,hosting', project),
    ],
  };
  return /** @type {Step[]} */ (plans[unit]);
}

/** @param {string} value */
const shellWord = (value) => (/^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`);

/**
 * The step as one line: a command as it would be typed, anything else in words.
 * @param {Step} step
 * @param {import('./environments.mjs').Environment} environment
 */
export function describeStep(step, environment) {
  const name = JSON.stringify(environment.name);
  switch (step.kind) {
    case 'run':
      return [...Object.entries(step.env).map(([key, value]) => `${key}=${shellWord(value)}`), ...step.command.map(shellWord)].join(' ');
    case 'check-config':
      return '# check: firebase.json is up to date with deploy/environments.json, catalogue.json and host/index.html (npm run hosting:config)';
    case 'publish':
      return `# publish into host/dist: catalogue.json with the remote sites of ${name}, and the pages, sitemap.xml and robots.txt for ${environment.host}`;
    case 'mark':
      return `# mark host/dist as built and published for ${name}`;
    case 'require-mark':
      return `# check: host/dist was built and published for ${name} by npm run deploy -- host --env ${environment.name} (no bundle is built now)`;
    case 'check-csp':
      return "# check: the inline script and style of host/dist/index.html are the ones firebase.json's CSP allows";
    case 'check-host-libraries':
      return `# check: the live host of ${name} (${environment.emulated ? 'as staged for the emulator' : `${environment.host}/shared-versions.json`}) provides the React, router and kit versions ${step.remote}'s package.json asks for`;
    case 'stage-host':
      return `# stage: copy host/dist to .cache/hosting/host and publish into it catalogue.json with the remote sites of ${name}, and the pages for ${environment.host}`;
    case 'stage-config':
      return `# stage: write .cache/hosting/firebase.json for ${name}; the emulators serve it live (npm run test:hosting starts them and checks the site)`;
  }
}
