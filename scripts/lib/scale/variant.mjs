// @ts-check
/**
 * One size of the scale benchmark, kept under .cache/bench-scale/<size>/ (git-ignored): the
 * generated catalogue, on the variant's own port block, and the host built with it in dist/.
 * The real host/dist is never touched (others test against it meanwhile); builds wait for
 * /tmp/build.lock, which every builder on this machine takes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isBuilt, readCatalogue, relocateCatalogue, ROOT, units } from '../units.mjs';
import { generateCatalogue } from './generate-catalogue.mjs';

export const CACHE_DIR = join(ROOT, '.cache', 'bench-scale');
const BUILD_LOCK = '/tmp/build.lock';

/**
 * @typedef {{ size: number, seed: number, basePort: number, builtAt: string, buildSeconds: number }} VariantMeta
 * @typedef {VariantMeta & { dir: string, catalogueFile: string, hostDist: string }} Variant
 */

/** @param {number} size @returns {Omit<Variant, keyof VariantMeta>} */
function paths(size) {
  const dir = join(CACHE_DIR, String(size));
  return { dir, catalogueFile: join(dir, 'catalogue.json'), hostDist: join(dir, 'dist') };
}

/**
 * Builds units with rspack under the shared build lock.
 * @param {string[]} names  config names
 * @param {Record<string, string>} [env]
 */
export function rspackBuild(names, env = {}) {
  const args = [BUILD_LOCK, 'npx', 'rspack', 'build', '-c', 'rspack.config.ts', ...names.flatMap((name) => ['--config-name', name])];
  const result = spawnSync('flock', args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', ...env } });
  if (result.status !== 0) throw new Error(`building ${names.join(', ')} failed (exit ${result.status ?? result.signal})`);
}

/** The remotes are served from their own dist/ for every size; built once if missing. */
export function ensureRemotesBuilt() {
  const missing = units().filter((unit) => unit.kind === 'remote' && !isBuilt(unit));
  if (missing.length === 0) return;
  console.log(`Building the missing remotes: ${missing.map((unit) => unit.name).join(', ')}`);
  rspackBuild(missing.map((unit) => unit.name));
}

/**
 * Generates the catalogue for `size` on `basePort`'s block and builds the host with it.
 * @param {{ size: number, seed: number, basePort: number }} options
 * @returns {Variant}
 */
export function buildVariant({ size, seed, basePort }) {
  const where = paths(size);
  mkdirSync(where.dir, { recursive: true });
  const { catalogue } = generateCatalogue(/** @type {any} */ (readCatalogue()), { size, seed });
  // The served text is the very snapshot built in, as in production, so the host keeps its
  // snapshot instead of validating and swapping in an equal catalogue on every load.
  writeFileSync(where.catalogueFile, relocateCatalogue(`${JSON.stringify(catalogue, null, 2)}\n`, basePort));
  const started = performance.now();
  rspackBuild(['host'], {
    TOOLHUB_CATALOGUE: where.catalogueFile,
    TOOLHUB_CATALOGUE_PORT: String(basePort),
    TOOLHUB_HOST_DIST: where.hostDist,
  });
  /** @type {VariantMeta} */
  const meta = { size, seed, basePort, builtAt: new Date().toISOString(), buildSeconds: (performance.now() - started) / 1000 };
  writeFileSync(join(where.dir, 'meta.json'), `${JSON.stringify(meta, null, 2)}\n`);
  return { ...meta, ...where };
}

/**
 * A variant built before (`--no-build`).
 * @param {number} size
 * @returns {Variant}
 */
export function readVariant(size) {
  const where = paths(size);
  const metaFile = join(where.dir, 'meta.json');
  if (!existsSync(metaFile) || !existsSync(join(where.hostDist, 'index.html'))) {
    throw new Error(`no build for ${size} tools in ${where.dir}: run without --no-build first`);
  }
  return { .../** @type {VariantMeta} */ (JSON.parse(readFileSync(metaFile, 'utf8'))), ...where };
}
