import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isBuilt, units, ROOT } from '../../scripts/lib/units.mjs';

/** The local backend's admin in the e2e build (ADMIN_EMAILS), who may open /admin. */
export const E2E_ADMIN_EMAIL = 'admin@toolhub.test';

/**
 * Remote overrides are off in production builds; the e2e build turns them on (REMOTE_OVERRIDES=on)
 * and allows this extra origin, which also marks a host built for the e2e tests.
 */
export const E2E_OVERRIDE_ORIGIN = 'https://staging.toolhub.test';
/**
 * The override settings of the e2e build. A test that uses overrides also serves the site with
 * them (scripts/lib/security-headers.mjs reads them for the CSP, as `npm start` must be run with
 * the environment the site was built with); the others serve the production policy.
 */
export const E2E_OVERRIDE_ENV = { REMOTE_OVERRIDES: 'on', REMOTE_OVERRIDE_ORIGINS: E2E_OVERRIDE_ORIGIN } as const;

/** Runs `start` (a test site's start-up) with the e2e override settings, plus `extra`, in the environment. */
export async function withOverrideEnv<T>(start: () => Promise<T>, extra: Record<string, string> = {}): Promise<T> {
  const env = { ...E2E_OVERRIDE_ENV, ...extra };
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    return await start();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** A host built without the e2e settings (a plain `npm run build`) is rebuilt for the tests. */
function hostHasE2eSettings(dist: string): boolean {
  const code = readdirSync(dist)
    .filter((file) => /\.js$/.test(file))
    .map((file) => readFileSync(join(dist, file), 'utf8'));
  return [E2E_ADMIN_EMAIL, E2E_OVERRIDE_ORIGIN].every((marker) => code.some((text) => text.includes(marker)));
}

/** The newest modification time of `dir` or the files under it (dist and node_modules left out). */
function newestChange(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = statSync(dir).mtimeMs;
  if (!statSync(dir).isDirectory()) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** A unit whose sources (its own, the kit's, the build settings, or the catalogue the host is built with) changed after its build. */
function isStale(unit: ReturnType<typeof units>[number]): boolean {
  const marker = join(unit.dist, unit.kind === 'host' ? 'index.html' : 'mf-manifest.json');
  const built = statSync(marker).mtimeMs;
  // The build's own settings too: a changed rspack config changes every unit's output.
  const sources = [join(unit.dir, 'src'), join(unit.dir, 'package.json'), join(ROOT, 'shared', 'src'), join(ROOT, 'rspack.config.ts'), join(ROOT, 'scripts', 'lib', 'rspack')];
  // The host's page template and icons, and what writes its pages, manifest and service worker, too.
  if (unit.kind === 'host') sources.push(join(ROOT, 'catalogue.json'), join(unit.dir, 'index.html'), join(unit.dir, 'public'), join(ROOT, 'scripts', 'lib', 'pages'));
  return sources.some((source) => newestChange(source) > built);
}

/** Builds the site (whatever is missing or older than its sources, or everything with E2E_REBUILD=1) and the test fixtures. */
export default function setup() {
  const rebuild = process.env.E2E_REBUILD === '1';
  const missing = units().filter(
    (unit) => rebuild || !isBuilt(unit) || isStale(unit) || (unit.kind === 'host' && !hostHasE2eSettings(unit.dist)),
  );
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    ...E2E_OVERRIDE_ENV,
  };
  if (missing.length > 0) {
    const args = ['rspack', 'build', '-c', 'rspack.config.ts', ...missing.flatMap((unit) => ['--config-name', unit.name])];
    const result = spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit', env });
    if (result.status !== 0) throw new Error('The site failed to build for the e2e tests.');
  }
  // The built CSS keeps every custom property the sources declare (a build step once dropped them).
  const css = spawnSync('node', ['scripts/check-built-css.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (css.status !== 0) throw new Error('The built CSS lost custom properties its sources declare (scripts/check-built-css.mjs).');
  if (rebuild || !existsSync(join(ROOT, 'tests', 'fixtures', 'throwing-remote', 'dist', 'mf-manifest.json'))) {
    const result = spawnSync('npx', ['rspack', 'build', '-c', 'tests/fixtures/rspack.fixtures.config.ts'], { cwd: ROOT, stdio: 'inherit', env });
    if (result.status !== 0) throw new Error('The e2e fixtures failed to build.');
  }
}
