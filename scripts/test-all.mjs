// @ts-check
/**
 * `npm test`: every suite (unit + component, the backend contract on the Auth emulator,
 * end-to-end in Chromium, then the site under the Hosting and Functions emulators), one after the
 * other, ending with the one summary line CI reads: `tests: N passed, M failed[, K skipped]`.
 * `npm test -- unit`, `npm test -- contract`, `npm test -- e2e` or `npm test -- hosting` runs one suite.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/units.mjs';
import { failedTests, passedOnRetry, suiteCounts } from './lib/test-reports.mjs';

const REPORTS = join(ROOT, '.cache', 'test-reports');

/**
 * A suite is a vitest run (`args`), or a runner script that starts emulators first and writes
 * vitest's JSON report where `--output` says.
 * @type {{ name: string, args?: string[], runner?: string }[]}
 */
const SUITES = [
  { name: 'unit', args: ['vitest', 'run'] },
  // The backend contract: local adapter in Node, Firebase adapter on the Auth emulator.
  { name: 'contract', runner: 'tests/contract/run-emulator-suite.mjs' },
  { name: 'e2e', args: ['vitest', 'run', '-c', 'vitest.e2e.config.ts'] },
  // The site under the Firebase Hosting and Functions emulators, after e2e (whose set-up builds
  // what is missing or stale, and everything with E2E_REBUILD=1).
  { name: 'hosting', runner: 'tests/hosting/run-hosting-suite.mjs' },
];

const wanted = process.argv.slice(2);
const suites = wanted.length ? SUITES.filter((suite) => wanted.includes(suite.name)) : SUITES;
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
/** Tests that failed, then passed on their retry: named under the summary, to be looked into. */
const retried = [];
/** Tests that failed: named under the summary, so the tail of a CI log says which. */
const failed = [];
for (const suite of suites) {
  const report = join(REPORTS, `${suite.name}.json`);
  console.log(`\n=== ${suite.name} ===`);
  const [command, ...commandArgs] = suite.runner
    ? ['node', suite.runner, '--output', report]
    : ['npx', ...(suite.args ?? []), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const run = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit' });
  let counts = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    counts = suiteCounts(json, run.status !== 0);
    retried.push(...passedOnRetry(suite.name, json, ROOT));
    failed.push(...failedTests(suite.name, json, ROOT));
  } else {
    counts.failed = 1;
  }
  lines.push(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

console.log(`\n${lines.join('\n')}`);
if (failed.length) console.log(`failed:\n${failed.join('\n')}`);
if (retried.length) console.log(`passed on retry (flaky, worth a look):\n${retried.join('\n')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);

