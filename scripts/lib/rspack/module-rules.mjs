// @ts-check
/**
 * The module rules and parser options of every build (rspack.config.ts): workers bundled apart,
 * `*.words` lists, TypeScript and JSX through SWC, CSS (css-options.mjs) and asset files.
 */
import { join } from 'node:path';
import { cssModuleParserOptions, cssRules } from '../css-options.mjs';
import { swcOptions } from '../swc-options.mjs';
import { ROOT } from '../units.mjs';

/**
 * @param {boolean} isDev
 * @returns {import('@rspack/core').RuleSetRule[]}
 */
function rules(isDev) {
  return [
    {
      // `new Worker(new URL('./x.worker.ts', import.meta.url))`: one self-contained script per worker.
      test: /\.worker\.ts$/,
      dependency: 'url',
      type: 'asset/resource',
      generator: { filename: isDev ? 'workers/[name].js' : 'workers/[name].[contenthash:8].js' },
      use: [{ loader: join(ROOT, 'scripts', 'lib', 'worker-bundle-loader.mjs') }],
    },
    {
      // A tool's `*.words` file: the SCOWL words it plays with, filtered at build (word-lists.mjs).
      test: /\.words$/,
      type: 'javascript/auto',
      use: [{ loader: join(ROOT, 'scripts', 'lib', 'word-list-loader.mjs') }],
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

/**
 * A config's `module` options.
 * @param {boolean} isDev
 * @returns {import('@rspack/core').ModuleOptions}
 */
export function moduleOptions(isDev) {
  return {
    rules: rules(isDev),
    // CSS Modules as the tools write them; custom properties keep their names (css-options.mjs).
    parser: {
      'css/module': cssModuleParserOptions,
      // Workers are bundled apart (the worker rule above), not as chunks of this compilation.
      javascript: { worker: false },
    },
  };
}
