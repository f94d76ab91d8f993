/**
 * One multi-compiler config: the host and one config per remote, all made by `createConfig`
 * from the units in scripts/lib/units.mjs (catalogue.json's remotes, each on its own port).
 * `rspack build --config-name <id>` builds a single one.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Compiler, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { toolExposes } from './scripts/lib/exposes.mjs';
import { ROUTER_EXPORTS } from './scripts/lib/router-exports.mjs';
import { SHARED_LIBRARIES, SHARED_VERSIONS_FILE } from './scripts/lib/shared-libraries.mjs';
import { cssMinimizer, cssModuleParserOptions, cssRules } from './scripts/lib/css-options.mjs';
import { swcOptions } from './scripts/lib/swc-options.mjs';
import { basePortFromEnv, DEFAULT_PORT, relocateCatalogue, units as unitsAt } from './scripts/lib/units.mjs';
import { KnownNoticesPlugin } from './scripts/lib/known-notices.mjs';
import { PreloadAppChunkPlugin, appChunkGroups } from './scripts/lib/app-chunk.mjs';
import { fileDate, writePages } from './scripts/lib/pages/write.mjs';
import { SW_TEMPLATE } from './scripts/lib/pages/service-worker.mjs';
import { RETIRED_SERVICE_WORKER } from './scripts/lib/retired-service-worker.mjs';
import { siteUrlFromEnv, type PageCatalogue } from './scripts/lib/pages/pages.mjs';
import { checkCatalogue } from './scripts/lib/catalogue-check';
import { catalogueSnapshot } from './shared/src/catalogue/snapshot';
import type { Catalogue } from './shared/src/catalogue/schema';
import { firebaseConfigFromEnv } from './host/src/backend/firebase-config';
import { remoteOverrideSettingsFromEnv } from './host/src/config/remote-overrides';

const root = dirname(fileURLToPath(import.meta.url));
const isDev = process.env.NODE_ENV === 'development';

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

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

/**
 * Singletons: one React, one router, one store library and one @toolhub/shared per page.
 * The trailing-slash keys share subpath entries (react/jsx-runtime, react-dom/client), without
 * which React 19 loads twice.
 */
const routerTreeShaking = { mode: 'runtime-infer' as const, usedExports: ROUTER_EXPORTS };

function sharedModules(pkg: PackageJson) {
  const deps = { ...readJson<PackageJson>(join(root, 'host', 'package.json')).dependencies, ...pkg.dependencies };
  const singleton = (name: string) => ({ singleton: true, requiredVersion: deps[name] ?? (false as const) });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // Tree-shaken to the exports ToolHub uses (scripts/lib/router-exports.mjs), still one instance.
    'react-router': { ...singleton('react-router'), treeShaking: routerTreeShaking },
    'react-router-dom': { ...singleton('react-router-dom'), treeShaking: routerTreeShaking },
    zustand: singleton('zustand'),
    '@toolhub/shared': singleton('@toolhub/shared'),
  };
}

const installedVersion = (name: string): string => readJson<PackageJson>(join(root, 'node_modules', name, 'package.json')).version;

/** The installed version and the required range of each library the host provides to remotes. */
function sharedVersions(pkg: PackageJson): Record<string, { version: string; range: string }> {
  return Object.fromEntries(
    SHARED_LIBRARIES.map((name) => {
      const version = installedVersion(name);
      return [name, { version, range: pkg.dependencies?.[name] ?? version }];
    }),
  );
}

/**
 * After the host's files are written: one HTML file per page (tools, coming-soon tools, the
 * host's pages), sitemap.xml and robots.txt, for SITE_URL (scripts/lib/pages/; `npm run pages`
 * writes them again when a catalogue is published).
 */
const pagesPlugin = {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('ToolHubPages', async () => {
      await writePages({
        dist: hostDist,
        catalogue: readJson<PageCatalogue>(catalogueFile),
        siteUrl: siteUrlFromEnv(process.env, 'http://localhost:3000'),
        lastmod: await fileDate(catalogueFile),
      });
      // What this host provides to remotes, which `npm run deploy -- <remote>` checks (shared-libraries.mjs).
      writeFileSync(join(hostDist, SHARED_VERSIONS_FILE), `${JSON.stringify(Object.fromEntries(SHARED_LIBRARIES.map((name) => [name, installedVersion(name)])), null, 2)}\n`);
    });
  },
};

/**
 * The host's built-in catalogue (host/src/catalogue/catalogue-snapshot.ts) is computed here, from
 * the catalogue this build checked (TOOLHUB_CATALOGUE or catalogue.json), and written as JSON the
 * module is replaced with: the whole catalogue when it fits on the home page, else the home page's
 * share, so the browser never carries or cuts a big catalogue in its first load.
 */
function snapshotReplacement() {
  const text = readFileSync(catalogueFile, 'utf8');
  const dir = join(root, '.cache', 'catalogue-snapshot');
  const file = join(dir, `${createHash('sha256').update(catalogueFile).update(text).digest('hex').slice(0, 16)}.json`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify(catalogueSnapshot(JSON.parse(text) as Catalogue)));
  return new rspack.NormalModuleReplacementPlugin(/catalogue-snapshot$/, (resource: { context: string; request: string }) => {
    if (resolve(resource.context, resource.request) === join(root, 'host', 'src', 'catalogue', 'catalogue-snapshot')) resource.request = file;
  });
}

function rules(): RuleSetRule[] {
  return [
    {
      // `new Worker(new URL('./x.worker.ts', import.meta.url))`: one self-contained script per worker.
      test: /\.worker\.ts$/,
      dependency: 'url',
      type: 'asset/resource',
      generator: { filename: isDev ? 'workers/[name].js' : 'workers/[name].[contenthash:8].js' },
      use: [{ loader: join(root, 'scripts', 'lib', 'worker-bundle-loader.mjs') }],
    },
    {
      // A tool's `*.words` file: the SCOWL words it plays with, filtered at build (word-lists.mjs).
      test: /\.words$/,
      type: 'javascript/auto',
      use: [{ loader: join(root, 'scripts', 'lib', 'word-list-loader.mjs') }],
    },
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      dependency: { not: 'url' },
      loader: 'builtin:swc-loader',
      options: swcOptions(isDev),
      type: 'javascript/auto',
    },
    ...cssRules,
    { test: /\.(ttf|otf|pfb|woff2?|png|jpe?g|gif|svg|webp|wasm|traineddata(\.gz)?)$/i, type: 'asset/resource' },
  ];
}

interface Unit {
  /** Config name: 'host' or the remote id. */
  name: string;
  dir: string;
  kind: 'host' | 'remote';
  /** Where `npm run dev` serves it. */
  port?: number;
}

/** `npm run dev`: each unit on its own origin, reloading the page when its code changes. */
function devServer({ kind, port }: Unit): Configuration['devServer'] {
  return {
    port,
    host: 'localhost',
    allowedHosts: 'all',
    hot: false,
    liveReload: true,
    client: { overlay: { errors: true, warnings: false } },
    ...(kind === 'host'
      ? {
          historyApiFallback: true,
          // Served from the repository file on every request, moved to PORT's block, as `npm start` does.
          setupMiddlewares: (middlewares) => [
            {
              // The built site's service worker, where one was installed on this address, retires.
              name: 'retired-service-worker',
              path: '/sw.js',
              middleware: (_req: IncomingMessage, res: ServerResponse) => {
                res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
                res.setHeader('Cache-Control', 'no-cache');
                res.end(RETIRED_SERVICE_WORKER);
              },
            },
            {
              name: 'catalogue',
              path: '/catalogue.json',
              middleware: (_req: IncomingMessage, res: ServerResponse) => {
                res.setHeader('Content-Type', 'application/json; charset=utf-8');
                res.setHeader('Cache-Control', 'no-cache');
                res.end(relocateCatalogue(readFileSync(catalogueFile, 'utf8'), basePort));
              },
            },
            ...middlewares,
          ],
        }
      : { headers: { 'Access-Control-Allow-Origin': '*' } }),
  };
}

export function createConfig(unit: Unit): Configuration {
  const { name, dir, kind } = unit;
  const pkg = readJson<PackageJson>(join(dir, 'package.json'));
  // The host is a runtime-only consumer (host/src/federation/federation-runtime.ts creates the
  // runtime lazily), so no federation code reaches its first load; remotes are containers.
  const federation =
    kind === 'host'
      ? null
      : new ModuleFederationPlugin({
          name: containerName(name),
          // Hashed, so browsers cache it for good; the no-cache manifest names the current one.
          filename: 'remoteEntry.[contenthash:8].js',
          exposes: toolExposes(dir),
          shared: sharedModules(pkg),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          // The host hands its federation runtime core to remotes, so a cold remote ships no copy.
          experiments: { externalRuntime: true },
        });

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
    },
    module: {
      rules: rules(),
      // CSS Modules as the tools write them; custom properties keep their names (css-options.mjs).
      parser: {
        'css/module': cssModuleParserOptions,
        // Workers are bundled apart (the worker rule above), not as chunks of this compilation.
        javascript: { worker: false },
      },
    },
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
            snapshotReplacement(),
            ...(isDev ? [] : [pagesPlugin]),
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
    devServer: isDev ? devServer(unit) : undefined,
    // Lazy compilation would defer exposed modules the host asks for across origins.
    lazyCompilation: false,
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

export const units: Unit[] = unitsAt(basePort);

export default units.map(createConfig);
