/**
 * One multi-compiler config: the host and one config per remote, all made by `createConfig`
 * from the units in scripts/lib/units.mjs (catalogue.json's remotes, each on its own port).
 * `rspack build --config-name <id>` builds a single one. Its parts are in scripts/lib/rspack/:
 * module rules, the dev server, Module Federation, the host's pages and catalogue snapshot.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { cssMinimizer } from './scripts/lib/css-options.mjs';
import { basePortFromEnv, DEFAULT_PORT, units as unitsAt } from './scripts/lib/units.mjs';
import { KnownNoticesPlugin } from './scripts/lib/known-notices.mjs';
import { PreloadAppChunkPlugin, appChunkGroups } from './scripts/lib/app-chunk.mjs';
import { SW_TEMPLATE } from './scripts/lib/pages/service-worker.mjs';
import { moduleOptions } from './scripts/lib/rspack/module-rules.mjs';
import { devServer } from './scripts/lib/rspack/dev-server.mjs';
import { remoteContainer, sharedVersions, type PackageJson } from './scripts/lib/rspack/federation.mjs';
import { pagesPlugin } from './scripts/lib/rspack/host-pages.mjs';
import { snapshotReplacement } from './scripts/lib/rspack/snapshot-replacement';
import { checkCatalogue } from './scripts/lib/catalogue-check';
import { firebaseConfigFromEnv } from './host/src/backend/firebase-config';
import { remoteOverrideSettingsFromEnv } from './host/src/config/remote-overrides';

const root = dirname(fileURLToPath(import.meta.url));
const isDev = process.env.NODE_ENV === 'development';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const routerDist = join(root, 'node_modules', 'react-router', 'dist', 'production');
const ROUTER_PRODUCTION_BUILD = { 'react-router$': join(routerDist, 'index.mjs'), 'react-router/dom$': join(routerDist, 'dom-export.mjs') };

/** The repository catalogue: what the host checks, builds in (catalogue-snapshot.ts), copies and pages. */
const repoCatalogueFile = join(root, 'catalogue.json');
/**
 * `npm run bench:scale` builds the host for generated catalogues next to the real build, which
 * others test against meanwhile, so three overrides (unset, the build is the normal one):
 *   TOOLHUB_CATALOGUE       the catalogue checked, built in as the snapshot, copied and paged
 *   TOOLHUB_CATALOGUE_PORT  the port block its localhost remote entries are on (default 3000):
 *                           the bench serves the very text it built in, as production does
 *   TOOLHUB_HOST_DIST       where the host is written instead of host/dist
 */
const catalogueFile = process.env.TOOLHUB_CATALOGUE ? resolve(process.env.TOOLHUB_CATALOGUE) : repoCatalogueFile;
const hostDist = process.env.TOOLHUB_HOST_DIST ? resolve(process.env.TOOLHUB_HOST_DIST) : join(root, 'host', 'dist');
const cataloguePort = process.env.TOOLHUB_CATALOGUE_PORT ? Number(process.env.TOOLHUB_CATALOGUE_PORT) : DEFAULT_PORT;
if (!Number.isInteger(cataloguePort)) throw new Error(`TOOLHUB_CATALOGUE_PORT must be a port number, got "${process.env.TOOLHUB_CATALOGUE_PORT}"`);
/** Where `npm run dev` serves the host (PORT); the remotes follow their offsets in units.mjs. */
const basePort = isDev ? basePortFromEnv() : DEFAULT_PORT;

/** The configs this run builds (`--config-name a --config-name b`); empty means all of them. */
const requested = process.argv.flatMap((arg, i, all) =>
  arg === '--config-name' ? [all[i + 1] ?? ''] : arg.startsWith('--config-name=') ? [arg.slice('--config-name='.length)] : [],
);

// The schema at build time: a broken catalogue never ships. Exposure is checked for the remotes
// being built, so a category team's build is not blocked by another team's folder.
const catalogueProblems = checkCatalogue({
  file: catalogueFile,
  remotesDir: join(root, 'remotes'),
  onlyRemotes: requested.length > 0 ? requested : undefined,
  basePort: cataloguePort,
});
if (catalogueProblems.length > 0) {
  throw new Error(`catalogue.json failed the catalogue check:\n${catalogueProblems.join('\n')}`);
}

/** Module Federation container names must be valid JS identifiers. */
export const containerName = (id: string): string => `toolhub_${id.replace(/[^a-z0-9]/gi, '_')}`;

interface Unit {
  /** Config name: 'host' or the remote id. */
  name: string;
  dir: string;
  kind: 'host' | 'remote';
  /** Where `npm run dev` serves it. */
  port?: number;
}

export function createConfig(unit: Unit): Configuration {
  const { name, dir, kind } = unit;
  const pkg = readJson<PackageJson>(join(dir, 'package.json'));
  // The host is a runtime-only consumer (host/src/federation/federation-runtime.ts creates the
  // runtime lazily), so no federation code reaches its first load; remotes are containers.
  const federation = kind === 'host' ? null : remoteContainer({ name: containerName(name), dir, pkg });

  return {
    name,
    context: dir,
    mode: isDev ? 'development' : 'production',
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    target: ['web', 'es2022'],
    // The service worker (production only) is bundled with the host; its precache list is
    // injected once the pages are written (pagesPlugin), as sw.js at the site's root.
    entry: kind === 'host' ? { main: './src/index.ts', ...(isDev ? {} : { sw: './src/offline/sw.ts' }) } : {},
    output: {
      path: kind === 'host' ? hostDist : join(dir, 'dist'),
      publicPath: kind === 'host' ? '/' : 'auto',
      uniqueName: containerName(name),
      filename: isDev ? '[name].js' : (pathData) => (pathData.chunk?.name === 'sw' ? SW_TEMPLATE : '[name].[contenthash:8].js'),
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // react-router's exports map only ever names its development build (dev warnings on);
      // production builds take the production one, the same code with the warnings off.
      ...(isDev ? {} : { alias: ROUTER_PRODUCTION_BUILD }),
    },
    module: moduleOptions(isDev),
    plugins: [
      // First: the federation plugin logs while it is applied.
      new KnownNoticesPlugin(),
      ...(federation ? [federation] : []),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production'),
        __TOOLHUB_PACKAGE__: JSON.stringify({ name: pkg.name, version: pkg.version }),
        ...(kind === 'host' ? { __TOOLHUB_SHARED_VERSIONS__: JSON.stringify(sharedVersions(pkg)) } : {}),
        ...(kind === 'host'
          ? {
              // Site settings (README, "Configuration"); invalid values fall back to defaults at run time.
              __TOOLHUB_CONFIG__: JSON.stringify({
                socialUrl: process.env.SOCIAL_URL || undefined,
                supportEmail: process.env.SUPPORT_EMAIL || undefined,
                adminEmails: process.env.ADMIN_EMAILS || undefined,
                ga4MeasurementId: process.env.GA4_MEASUREMENT_ID || undefined,
                plausibleDomain: process.env.PLAUSIBLE_DOMAIN || undefined,
                analyticsShards: process.env.ANALYTICS_SHARDS || undefined,
                // REMOTE_OVERRIDES / REMOTE_OVERRIDE_ORIGINS: a bad value fails the build here.
                remoteOverrides: remoteOverrideSettingsFromEnv(process.env, { dev: isDev }),
              }),
            }
          : {}),
        // Firebase is used only when configured at build time; otherwise the local backend.
        __TOOLHUB_FIREBASE__: JSON.stringify(kind === 'host' ? firebaseConfigFromEnv(process.env) : null),
        // The host's federation runtime runs only in browsers: its Node.js script loading is left
        // out (remotes get the same through their container's `optimization.target`).
        ...(kind === 'host' ? { ENV_TARGET: JSON.stringify('web') } : {}),
      }),
      ...(kind === 'host'
        ? [
            // Not minified: the inline script and style keep the template's exact text, whose
            // hashes the Hosting config's CSP names without a build (scripts/lib/deploy/).
            new rspack.HtmlRspackPlugin({ template: join(dir, 'index.html'), inject: 'body', minify: false, chunks: ['main'] }),
            new PreloadAppChunkPlugin(),
            new rspack.CopyRspackPlugin({
              patterns: [
                { from: catalogueFile, to: 'catalogue.json' },
                // The icons (scripts/icons.mjs draws them), served as they are.
                { from: join(dir, 'public') },
              ],
            }),
            snapshotReplacement(catalogueFile),
            ...(isDev ? [] : [pagesPlugin({ hostDist, catalogueFile })]),
          ]
        : []),
    ],
    optimization: {
      // Chunk files named after their modules (src_pages_admin_AdminPage_tsx.1a2b3c4d.js), not
      // numbers: a name changes only when its modules move, the content hash when the code does.
      // The names sit in each runtime's chunk map: about 0.3 KB gzip more in the host's main.js.
      chunkIds: 'named',
      minimizer: [
        // Files copied from npm packages as assets (tesseract's worker and WebAssembly loader)
        // are shipped minified already; minifying megabytes again only slows the build.
        new rspack.SwcJsMinimizerRspackPlugin({ exclude: /^assets\// }),
        cssMinimizer(),
      ],
      ...(kind === 'host'
        ? {
            splitChunks: {
              cacheGroups: {
                ...appChunkGroups,
                // The federation runtime as one chunk, fetched when idle after the first paint
                // (bootstrap.tsx) and named so the benchmark reports it apart from the first load.
                // The rest of the kit the host provides to remotes is its own chunk ("kit", run in
                // a task before this one: remote-registry.ts); so is the catalogue schema check
                // (zod, @toolhub/shared/catalogue-validation).
                federationRuntime: {
                  test: /[\\/]node_modules[\\/]@module-federation[\\/]/,
                  name: 'federation-runtime',
                  chunks: 'async',
                  enforce: true,
                  priority: 20,
                },
              },
            },
          }
        : {}),
    },
    devServer: isDev ? devServer(unit, { catalogueFile, basePort }) : undefined,
    // Lazy compilation would defer exposed modules the host asks for across origins.
    lazyCompilation: false,
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

export const units: Unit[] = unitsAt(basePort);

export default units.map(createConfig);
