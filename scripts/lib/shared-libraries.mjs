// @ts-check
/**
 * The libraries the host provides to every remote, one copy per page (Module Federation
 * singletons): React, the router, zustand and the tool kit. A remote is built and deployed on its
 * own, against the host that is live: it may use only what that host's copies have. The host's
 * build writes what it provides to /shared-versions.json (no-cache, like every unhashed file);
 * `npm run deploy -- <remote>` reads it from the live host and refuses a remote whose package.json
 * asks for more (README, "Deploy"). tests/unit/kit-api.test.ts keeps the kit's version honest.
 */
import semver from 'semver';

/** The file the host's build writes: library → the version it provides. */
export const SHARED_VERSIONS_FILE = 'shared-versions.json';

/** The libraries the host provides, as named in package.json. */
export const SHARED_LIBRARIES = /** @type {const} */ (['react', 'react-dom', 'react-router', 'react-router-dom', 'zustand', '@toolhub/shared']);

/**
 * What a remote asks of the host: the ranges its package.json gives the libraries the host provides.
 * @param {{ dependencies?: Record<string, string> }} pkg
 * @returns {Record<string, string>}
 */
export function remoteRequirements(pkg) {
  const dependencies = pkg.dependencies ?? {};
  return Object.fromEntries(SHARED_LIBRARIES.filter((name) => name in dependencies).map((name) => [name, /** @type {string} */ (dependencies[name])]));
}

/**
 * One line per library the host does not provide in a version the remote accepts.
 * @param {Record<string, unknown>} provided  library → version, as /shared-versions.json says
 * @param {Record<string, string>} required  library → range
 * @returns {string[]}
 */
export function unmetRequirements(provided, required) {
  return Object.entries(required).flatMap(([name, range]) => {
    const version = provided[name];
    if (typeof version !== 'string' || !semver.valid(version)) return [`${name} ${range}: the host provides none`];
    return semver.satisfies(version, range) ? [] : [`${name} ${range}: the host provides ${version}`];
  });
}

/**
 * The names a module imports as values from the kit's entry ('@toolhub/shared' itself, which is
 * what the host provides; subpath entries such as '@toolhub/shared/worker' are bundled into the
 * remote). Type-only imports are left out: they are gone at run time.
 * @param {string} source
 * @returns {string[]}
 */
export function kitImports(source) {
  const names = [];
  for (const match of source.matchAll(/\bimport\s+(type\s+)?([^;]*?)\s+from\s+['"]@toolhub\/shared['"]/g)) {
    if (match[1]) continue;
    const clause = /** @type {string} */ (match[2]);
    if (/\*\s+as\s+/.test(clause)) names.push('*');
    const named = /\{([^}]*)\}/.exec(clause);
    for (const specifier of named?.[1]?.split(',') ?? []) {
      const spec = specifier.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(/** @type {string} */ (spec.split(/\s+as\s+/)[0]).trim());
    }
  }
  return names;
}
