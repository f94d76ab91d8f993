/**
 * Issue 16 §2: `npm run new-tool` makes a tool that passes its tests, typechecks, lints, builds,
 * is exposed by its remote and renders at /<path> once flipped on, with no hand edits. All of it
 * in a temporary copy of the repository (builds there take minutes, hence the e2e suite, which
 * runs under the build lock).
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { copyRepo } from './support/repo-copy';
import { E2E_ADMIN_EMAIL } from './global-setup';

const PORT = 7400;
const CATEGORY = 'calculators-converters';
const PATH = 'number-totaller';
const NAME = 'Number Totaller';
const FOLDER = `remotes/${CATEGORY}/src/tools/${PATH}`;
/** What the command, the tests, the type check, lint and the builds read. */
const PARTS = [
  'package.json',
  'tsconfig.json',
  'rspack.config.ts',
  'vitest.config.ts',
  'eslint.config.js',
  'catalogue.json',
  'types',
  'scripts',
  'shared',
  'host',
  'remotes',
  'server',
  'tests/setup',
];
const MINUTES = 60_000;

let copy: ReturnType<typeof copyRepo>;
let browser: Browser | undefined;
let site: { url: string; close: () => Promise<unknown> } | undefined;

beforeAll(() => {
  copy = copyRepo(PARTS);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  copy?.remove();
});

function run(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const result = spawnSync(command, args, { cwd: copy.dir, encoding: 'utf8', ...options });
  const output = `${String(result.stdout)}\n${String(result.stderr)}`;
  return { status: result.status, output };
}
const build = (unit: string) =>
  run('npx', ['rspack', 'build', '-c', 'rspack.config.ts', '--config-name', unit], {
    env: { ...process.env, NODE_ENV: 'production', ADMIN_EMAILS: E2E_ADMIN_EMAIL },
  });
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(copy.dir, file), 'utf8')) as T;

describe('a tool made by npm run new-tool', () => {
  it('is made', () => {
    const made = run('node', ['scripts/new-tool.mjs', CATEGORY, PATH, NAME]);
    expect(made.output).toContain(`Created ${FOLDER}/`);
    expect(made.status).toBe(0);
  });

  it('passes its own tests', { timeout: 3 * MINUTES }, () => {
    const tests = run('npx', ['vitest', 'run', FOLDER, '--reporter=json', '--outputFile=vitest-report.json']);
    const report = readJson<{ numTotalTestSuites: number; numPassedTests: number; numFailedTests: number; testResults: { name: string }[] }>(
      'vitest-report.json',
    );
    expect(report.testResults.map((file) => file.name.slice(file.name.indexOf(FOLDER))).sort(), tests.output).toEqual([
      `${FOLDER}/index.test.tsx`,
      `${FOLDER}/logic.test.ts`,
    ]);
    expect(report.numFailedTests, tests.output).toBe(0);
    expect(report.numPassedTests).toBeGreaterThanOrEqual(25);
    expect(tests.status).toBe(0);
  });

  it('typechecks and lints clean', { timeout: 3 * MINUTES }, () => {
    writeFileSync(join(copy.dir, 'tsconfig.new-tool.json'), JSON.stringify({ extends: './tsconfig.json', include: ['types', FOLDER] }));
    const types = run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.new-tool.json']);
    expect(types.output.trim()).toBe('');
    expect(types.status).toBe(0);
    const lint = run('npx', ['eslint', '--max-warnings', '0', FOLDER]);
    expect(lint.output.trim()).toBe('');
    expect(lint.status).toBe(0);
  });

  it("builds, and its remote's manifest exposes it", { timeout: 5 * MINUTES }, () => {
    const built = build(CATEGORY);
    expect(built.status, built.output).toBe(0);
    const manifest = readJson<{ exposes: { path: string }[] }>(`remotes/${CATEGORY}/dist/mf-manifest.json`);
    expect(manifest.exposes.map((expose) => expose.path)).toContain(`./${PATH}`);
  });

  it(`renders at /${PATH} once flipped on`, { timeout: 6 * MINUTES }, async () => {
    const catalogue = readJson<{ tools: { path: string; isAvailable: boolean }[] }>('catalogue.json');
    catalogue.tools.find((tool) => tool.path === PATH)!.isAvailable = true;
    writeFileSync(join(copy.dir, 'catalogue.json'), `${JSON.stringify(catalogue, null, 2)}\n`);
    const built = build('host');
    expect(built.status, built.output).toBe(0);

    // The copy's own server, so it serves the copy's builds (ports 7400 and the remote's 7409).
    const { startSite } = (await import(pathToFileURL(join(copy.dir, 'scripts', 'lib', 'site.mjs')).href)) as typeof import('../../scripts/lib/site.mjs');
    site = await startSite({ port: PORT, only: ['host', CATEGORY] });
    browser = await launchBrowser();
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/${PATH}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(NAME);
    // The heading is the host's; the field is the tool's own, loaded from the remote.
    const field = page.getByLabel('Numbers');
    await field.waitFor({ timeout: 30_000 });
    await field.fill('2, 3, 4.5');
    await expect.poll(() => page.getByRole('status', { name: 'Result' }).textContent()).toBe('9.5');
    await field.fill('2, three');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('“three” is not a number.');
    expect(errors).toEqual([]);
  });
});
