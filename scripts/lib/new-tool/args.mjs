// @ts-check
/** The command line of `npm run new-tool -- <category> <path> "<Name>"`. */

export const USAGE = 'Usage: npm run new-tool -- <category> <path> "<Name>"\n  e.g. npm run new-tool -- text-content-tools line-sorter "Line Sorter"';

/**
 * @param {readonly string[]} argv  the arguments after the script's name
 * @returns {{ ok: true, category: string, path: string, name: string } | { ok: false, errors: string[] }}
 */
export function parseArgs(argv) {
  if (argv.length < 3) return { ok: false, errors: [`Expected a category, a path and a name; got ${argv.length} argument${argv.length === 1 ? '' : 's'}.`, USAGE] };
  const [category = '', path = '', ...nameWords] = argv;
  // An unquoted name arrives as several words: they are one name.
  return { ok: true, category, path, name: nameWords.join(' ').trim() };
}
