// @ts-check
/** Pure pieces of scripts/kit-counts.mjs: what counts as a test or data file, and each helper's pattern. */

/** Where the kit itself lives: its definitions are the one allowed copy. */
const KIT = /^shared\/src\/kit\//;

export const isTestFile = (/** @type {string} */ file) => /\.(test|spec)\.tsx?$/.test(file) || /\/(testing|__tests__)\//.test(file);

/**
 * Data, not code: a file in a data/ folder, or a .ts file whose lines are nearly all literals
 * (quotes, word lists, prompt decks). Repetition there is content, not a missing helper.
 * @param {string} file
 * @param {string} text
 */
export function isDataFile(file, text) {
  if (/\/data\//.test(file) || /\.json$/.test(file)) return true;
  if (!/\.tsx?$/.test(file)) return false;
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('//') && !line.startsWith('*') && !line.startsWith('/*'));
  if (lines.length < 40) return false;
  // A line that is a literal: a string, brackets, `key: literal`, `{ key: literal`, `[literal` or a short
  // factory call with literal arguments (`q(171, 'cicero', '…')`).
  const literal = lines.filter((line) => /^(['"`]|[{}[\](),;]+$|\{ ?\w+: ?['"`\d[{-]|\w+: ?['"`\d[{-]|\[['"`\d-]|\w{1,3}\(['"`\d-])/.test(line)).length;
  return literal / lines.length >= 0.8;
}

/**
 * @typedef {{ id: string, label: string, pattern: RegExp, files?: RegExp }} HelperRule
 * @type {HelperRule[]}
 */
export const HELPER_RULES = [
  { id: 'formatBytes', label: 'formatBytes definitions outside the kit', pattern: /\b(?:function|const|let)\s+formatBytes\b/g },
  { id: 'download', label: 'download helpers (a.download = …) outside the kit', pattern: /\.download\s*=/g },
  {
    id: 'random',
    label: 'secure random modules outside the kit',
    pattern: /export\s+(?:function|const)\s+(?:randomBelow|randomIntBetween|secureRandomInt|secureSource|secureRandom|createCryptoSource|uniformFromWords)\b/g,
  },
  { id: 'mulberry32', label: 'mulberry32 copies outside the kit', pattern: /0x6d2b79f5/gi },
  { id: 'radio', label: 'hand-built radio groups (type="radio") outside the kit', pattern: /(?<=\s)type=["']radio["']/g, files: /\.tsx$/ },
  { id: 'drop', label: 'file drop zones (onDrop) outside the kit', pattern: /\bonDrop=/g, files: /\.tsx$/ },
  { id: 'email', label: 'email patterns', pattern: /\[\^\\s@\]\+@/g },
];

/**
 * How many times each helper is defined in the given files (tests and the kit left out). Each match
 * counts once per file for modules (one module = one definition), per occurrence for UI patterns.
 * @param {Map<string, string>} texts
 * @returns {Record<string, number>}
 */
export function countDefinitions(texts) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const rule of HELPER_RULES) {
    let n = 0;
    for (const [file, text] of texts) {
      if (isTestFile(file) || KIT.test(file) || (rule.files && !rule.files.test(file))) continue;
      const matches = text.match(rule.pattern)?.length ?? 0;
      n += rule.id === 'random' || rule.id === 'mulberry32' ? Math.min(matches, 1) : matches;
    }
    counts[rule.id] = n;
  }
  return counts;
}

/**
 * The pair count from the first line of `duplicates` output ("301 pairs of places …", "no duplicates …").
 * @param {string} output
 */
export function parsePairs(output) {
  const first = output.split('\n')[0] ?? '';
  return { total: /^no duplicates/.test(first) ? 0 : Number(/^(\d+) pairs? /.exec(first)?.[1] ?? Number.NaN) };
}
