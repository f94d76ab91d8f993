// @ts-check
/**
 * The CSS pipeline of every build: module rules, CSS Modules parser options and the minifier.
 * rspack.config.ts and tests/unit/css-build.test.ts both use these, so the test builds CSS
 * exactly as the site does.
 */
import { rspack } from '@rspack/core';

/** @type {import('@rspack/core').RuleSetRule[]} */
export const cssRules = [
  { test: /\.module\.css$/, type: 'css/module' },
  { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
];

/** @type {import('@rspack/core').CssAutoOrModuleParserOptions} */
export const cssModuleParserOptions = {
  // `import styles from './x.module.css'`, the form the tools use.
  namedExports: false,
  // Rspack 2 renames custom properties per module by default, so `--row-label-width` set in a tool no longer matched the layout's var() and the minimizer dropped it as unused.
  dashedIdents: false,
};

/** The CSS minifier of production builds. */
export const cssMinimizer = () => new rspack.LightningCssMinimizerRspackPlugin();
