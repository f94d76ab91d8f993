// @ts-check
/** The command line of `npm run deploy -- <unit> [--env <name>] [--dry-run]`. */
import { COMMITTED_ENVIRONMENT } from './hosting-config.mjs';

export const USAGE = `Usage: npm run deploy -- <unit> [--env <environment>] [--dry-run]
  <unit>        host, catalogue, news, all, or a remote id
  --env         an environment of deploy/environments.json (default: ${COMMITTED_ENVIRONMENT})
  --dry-run     print the steps and commands, run nothing`;

/**
 * @param {string[]} argv  the arguments after the script's name
 * @returns {{ unit: string, env: string, dryRun: boolean }}
 */
export function parseDeployArgs(argv) {
  /** @type {string[]} */
  const units = [];
  let env = COMMITTED_ENVIRONMENT;
  let dryRun = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = /** @type {string} */ (argv[i]);
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--env') {
      const value = argv[i + 1];
      if (!value || value.startsWith('-')) throw new Error(`--env needs an environment's name.\n${USAGE}`);
      env = value;
      i += 1;
    } else if (arg.startsWith('--env=')) env = arg.slice('--env='.length);
    else if (arg.startsWith('-')) throw new Error(`Unknown option "${arg}".\n${USAGE}`);
    else units.push(arg);
  }
  if (units.length !== 1) throw new Error(`${units.length === 0 ? 'Name the unit to deploy.' : `Deploy one unit at a time, not ${units.join(' and ')}.`}\n${USAGE}`);
  if (!env) throw new Error(`--env needs an environment's name.\n${USAGE}`);
  return { unit: /** @type {string} */ (units[0]), env, dryRun };
}
