// @ts-check
/**
 * Before a remote is deployed alone: does the host that is live provide the libraries the
 * remote was built against (scripts/lib/shared-libraries.mjs)? Production's host is asked over
 * HTTP; the emulated environment's is the copy staged for the Hosting emulator.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT } from '../units.mjs';
import { EMULATOR_DIR } from './emulator-stage.mjs';
import { COMMITTED_ENVIRONMENT } from './hosting-config.mjs';
import { SHARED_VERSIONS_FILE, remoteRequirements, unmetRequirements } from '../shared-libraries.mjs';

/**
 * What the live host says it provides, or why that is unknown.
 * @param {import('./environments.mjs').Environment} environment
 * @param {{ fetch?: typeof fetch, stagedHost?: string }} [options]
 * @returns {Promise<{ provided: Record<string, unknown> } | { unknown: string }>}
 */
export async function liveHostLibraries(environment, { fetch: get = fetch, stagedHost = join(EMULATOR_DIR, 'host') } = {}) {
  if (environment.emulated) {
    const file = join(stagedHost, SHARED_VERSIONS_FILE);
    try {
      return { provided: JSON.parse(await readFile(file, 'utf8')) };
    } catch {
      return { unknown: `the staged host has no readable ${file}` };
    }
  }
  const url = `${environment.host}/${SHARED_VERSIONS_FILE}`;
  let response;
  try {
    response = await get(url, { cache: 'no-store' });
  } catch (error) {
    return { unknown: `${url} could not be fetched (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!response.ok) return { unknown: `${url} answered HTTP ${response.status}` };
  try {
    return { provided: await response.json() };
  } catch {
    return { unknown: `${url} is not JSON` };
  }
}

/**
 * Throws, saying what to do, unless the live host provides what `remote` needs.
 * @param {string} remote
 * @param {import('./environments.mjs').Environment} environment
 * @param {{ fetch?: typeof fetch, stagedHost?: string, remotePackage?: { dependencies?: Record<string, string> } }} [options]
 */
export async function checkHostLibraries(remote, environment, options = {}) {
  const pkg = options.remotePackage ?? JSON.parse(await readFile(join(ROOT, 'remotes', remote, 'package.json'), 'utf8'));
  const live = await liveHostLibraries(environment, options);
  const deployHostFirst = `Deploy the host first (npm run deploy -- host${environment.name === COMMITTED_ENVIRONMENT ? '' : ` --env ${environment.name}`}), then ${remote}.`;
  if ('unknown' in live) {
    throw new Error(`Cannot tell which libraries the live host of "${environment.name}" provides: ${live.unknown}. ${deployHostFirst}`);
  }
  const unmet = unmetRequirements(live.provided, remoteRequirements(pkg));
  if (unmet.length > 0) {
    throw new Error(`${remote} needs what the live host of "${environment.name}" does not provide:\n${unmet.map((line) => `  - ${line}`).join('\n')}\n${deployHostFirst}`);
  }
}
