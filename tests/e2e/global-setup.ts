import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isBuilt, units, ROOT } from '../../scripts/lib/units.mjs';

/** The local backend's admin in the e2e build (ADMIN_EMAILS), who may open /admin. */
export const E2E_ADMIN_EMAIL = 'admin@toolhub.test';

/** A host built without the e2e admin (a plain `npm run build`) is rebuilt for the tests. */
function hostHasE2eAdmin(dist: string): boolean {
  return readdirSync(dist)
    .filter((file) => /\.js$/.test(file))
    .some((file) => readFileSync(join(dist, file), 'utf8').includes(E2E_ADMIN_EMAIL));
}

/** Builds the site (whatever is missing, or everything with E2E_REBUILD=1) and the test fixtures. */
export default function setup() {
  const rebuild = process.env.E2E_REBUILD === '1';
  const missing = units().filter((unit) => rebuild || !isBuilt(unit) || (unit.kind === 'host' && !hostHasE2eAdmin(unit.dist)));
  const env = { ...process.env, NODE_ENV: 'production', ADMIN_EMAILS: E2E_ADMIN_EMAIL };
  if (missing.length > 0) {
    const args = ['rspack', 'build', '-c', 'rspack.config.ts', ...missing.flatMap((unit) => ['--config-name', unit.name])];
    const result = spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit', env });
    if (result.status !== 0) throw new Error('The site failed to build for the e2e tests.');
  }
  if (rebuild || !existsSync(join(ROOT, 'tests', 'fixtures', 'throwing-remote', 'dist', 'mf-manifest.json'))) {
    const result = spawnSync('npx', ['rspack', 'build', '-c', 'tests/fixtures/rspack.fixtures.config.ts'], { cwd: ROOT, stdio: 'inherit', env });
    if (result.status !== 0) throw new Error('The e2e fixtures failed to build.');
  }
}
