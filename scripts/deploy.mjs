// @ts-check
/**
 * `npm run deploy -- <unit> [--env <environment>] [--dry-run]`: builds one unit and deploys its
 * Firebase Hosting target, and nothing else (scripts/lib/deploy/plan.mjs says what each unit
 * does; README "Deploy"). `--dry-run` prints the steps, the exact commands included, and runs
 * none of them.
 */
import { readCatalogue } from './lib/units.mjs';
import { parseDeployArgs } from './lib/deploy/args.mjs';
import { environmentNamed, readEnvironments } from './lib/deploy/environments.mjs';
import { deployPlan, describeStep } from './lib/deploy/plan.mjs';
import { runPlan } from './lib/deploy/run-plan.mjs';

try {
  const { unit, env, dryRun } = parseDeployArgs(process.argv.slice(2));
  const remoteIds = Object.keys(readCatalogue().remotes);
  const environment = environmentNamed(readEnvironments(remoteIds), env);
  const plan = deployPlan(unit, environment, remoteIds);
  if (dryRun) {
    console.log(plan.map((step) => describeStep(step, environment)).join('\n'));
  } else {
    await runPlan(plan, environment);
    console.log(`\nDeployed ${unit} to ${environment.name}.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
