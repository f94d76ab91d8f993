// @ts-check
/**
 * Module Federation settings (rspack.config.ts): the modules the host and the remotes share as
 * singletons, the versions the host provides, and the container each remote is built as.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { toolExposes } from '../exposes.mjs';
import { ROUTER_EXPORTS } from '../router-exports.mjs';
import { SHARED_LIBRARIES } from '../shared-libraries.mjs';
import { ROOT } from '../units.mjs';

/** @typedef {{ name: string, version: string, dependencies?: Record<string, string> }} PackageJson */

/** @param {string} file @returns {PackageJson} */
const readPackageJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const routerTreeShaking = { mode: /** @type {const} */ ('runtime-infer'), usedExports: ROUTER_EXPORTS };

/**
 * Singletons: one React, one router, one store library and one @toolhub/shared per page.
 * The trailing-slash keys share subpath entries (react/jsx-runtime, react-dom/client), without
 * which React 19 loads twice.
 * @param {PackageJson} pkg
 */
function sharedModules(pkg) {
  /** @type {Record<string, string>} */
  const deps = { ...readPackageJson(join(ROOT, 'host', 'package.json')).dependencies, ...pkg.dependencies };
  /** @param {string} name */
  const singleton = (name) => ({ singleton: true, requiredVersion: deps[name] ?? /** @type {const} */ (false) });
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

/** The version of a library installed at the repository's root. @param {string} name */
export const installedVersion = (name) => readPackageJson(join(ROOT, 'node_modules', name, 'package.json')).version;

/**
 * The installed version and the required range of each library the host provides to remotes.
 * @param {PackageJson} pkg
 * @returns {Record<string, { version: string, range: string }>}
 */
export function sharedVersions(pkg) {
  return Object.fromEntries(
    SHARED_LIBRARIES.map((name) => {
      const version = installedVersion(name);
      return [name, { version, range: pkg.dependencies?.[name] ?? version }];
    }),
  );
}

/**
 * A remote's container: its tools' exposes and the shared singletons.
 * @param {{ name: string, dir: string, pkg: PackageJson }} remote  `name`: its container name
 */
export function remoteContainer({ name, dir, pkg }) {
  return new ModuleFederationPlugin({
    name,
    // Hashed, so browsers cache it for good; the no-cache manifest names the current one.
    filename: 'remoteEntry.[contenthash:8].js',
    exposes: toolExposes(dir),
    shared: sharedModules(pkg),
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: { fileName: 'mf-manifest.json' },
    // The host hands its federation runtime core to remotes, so a cold remote ships no copy; the
    // SDK's Node.js script loading stays out of the entry (8–10 KB of it, run on every first open).
    experiments: { externalRuntime: true, optimization: { target: 'web' } },
  });
}
