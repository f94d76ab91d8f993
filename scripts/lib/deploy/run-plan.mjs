// @ts-check
/** Runs a deploy plan (plan.mjs) step by step; the first failing step stops it with its reason. */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOGUE_FILE, ROOT } from '../units.mjs';
import { fileDate } from '../pages/write.mjs';
import { inlineHashes } from '../security-headers.mjs';
import { environmentCatalogue } from './environments.mjs';
import { committedFirebaseJson, FIREBASE_JSON, HOST_TEMPLATE } from './hosting-config.mjs';
import { hostMark, markHost, publishCatalogue } from './publish.mjs';
import { stageEmulatorConfig, stageEmulatorHost } from './emulator-stage.mjs';
import { describeStep } from './plan.mjs';
import { checkHostLibraries } from './host-libraries.mjs';

const HOST_DIST = join(ROOT, 'host', 'dist');

/** @typedef {{ target: string, headers: { headers: { key: string, value: string }[] }[] }} HostingSite */

/**
 * The CSP hash sources firebase.json's host target sends.
 * @returns {Promise<string[]>}
 */
async function configuredHashes() {
  /** @type {{ hosting: HostingSite[] }} */
  const config = JSON.parse(await readFile(FIREBASE_JSON, 'utf8'));
  const headers = config.hosting.find((site) => site.target === 'host')?.headers.flatMap((rule) => rule.headers) ?? [];
  /** @type {string} */
  const csp = headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
  return csp.split(/[\s;]+/).filter((source) => source.startsWith("'sha256-"));
}

/**
 * @param {import('./plan.mjs').Step} step
 * @param {import('./environments.mjs').Environment} environment
 */
async function runStep(step, environment) {
  const catalogueText = () => readFile(CATALOGUE_FILE, 'utf8');
  switch (step.kind) {
    case 'run': {
      const [command, ...args] = step.command;
      const result = spawnSync(/** @type {string} */ (command), args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...step.env } });
      if (result.status !== 0) throw new Error(`${step.command.join(' ')} failed (exit ${result.status ?? result.signal}).`);
      return;
    }
    case 'check-config':
      if ((await readFile(FIREBASE_JSON, 'utf8')) !== committedFirebaseJson()) {
        throw new Error('firebase.json is out of step with deploy/environments.json, catalogue.json or host/index.html: run npm run hosting:config, review and commit it, then deploy.');
      }
      return;
    case 'publish':
      await publishCatalogue({
        dist: HOST_DIST,
        catalogueText: environmentCatalogue(await catalogueText(), environment),
        siteUrl: environment.host,
        lastmod: await fileDate(CATALOGUE_FILE),
      });
      return;
    case 'mark':
      await markHost(HOST_DIST, environment.name);
      return;
    case 'require-mark': {
      const built = await hostMark(HOST_DIST);
      if (built !== environment.name) {
        throw new Error(
          `host/dist ${built ? `was published for "${built}"` : 'holds no host deployed by this command (a plain build, or none)'}: publishing the catalogue must not ship another build of the host. Run npm run deploy -- host --env ${environment.name} first.`,
        );
      }
      return;
    }
    case 'check-csp': {
      const allowed = await configuredHashes();
      const built = inlineHashes(await readFile(join(HOST_DIST, 'index.html'), 'utf8'));
      const missing = [...built.scripts, ...built.styles].filter((hash) => !allowed.includes(hash));
      if (missing.length > 0) {
        throw new Error(`host/dist/index.html has inline code firebase.json's CSP does not allow (${missing.join(' ')}): the build changed it. Its hashes come from ${HOST_TEMPLATE}, which the build must copy verbatim.`);
      }
      return;
    }
    case 'check-host-libraries':
      await checkHostLibraries(step.remote, environment);
      return;
    case 'stage-host':
      await stageEmulatorHost({ environment, catalogueText: await catalogueText() });
      return;
    case 'stage-config':
      await stageEmulatorConfig({ environment, catalogueText: await catalogueText(), hostTemplate: await readFile(HOST_TEMPLATE, 'utf8') });
      return;
  }
}

/**
 * @param {import('./plan.mjs').Step[]} plan
 * @param {import('./environments.mjs').Environment} environment
 */
export async function runPlan(plan, environment) {
  for (const step of plan) {
    console.log(`\n> ${describeStep(step, environment)}`);
    await runStep(step, environment);
  }
}
