// @ts-check
/**
 * The TypeScript/JSX compile of every build (the site's units and the worker bundles), in one
 * place.
 * @param {boolean} isDev
 */
export function swcOptions(isDev) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: isDev, refresh: false } },
      target: 'es2022',
    },
  };
}
