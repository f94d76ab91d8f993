/** List markers as Word draws them: bullets by depth, numbers, letters and roman numerals. */

const BULLETS = ['\u2022', '\u25E6', '\u25AA'];

/** Word's letters: a … z, then aa … zz, then aaa. */
export function toLetters(n: number): string {
  if (!Number.isInteger(n) || n < 1) return String(n);
  const letter = String.fromCharCode(97 + ((n - 1) % 26));
  return letter.repeat(Math.floor((n - 1) / 26) + 1);
}

const ROMAN: [number, string][] = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
];

/** Lower-case roman numerals; beyond 3999 (no standard form) plain digits. */
export function toRoman(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 3999) return String(n);
  let out = '';
  let rest = n;
  for (const [value, numeral] of ROMAN) {
    while (rest >= value) {
      out += numeral;
      rest -= value;
    }
  }
  return out;
}

/**
 * The marker of item `index` (0-based) of a list nested `depth` lists deep, as Word's default
 * lists number them: 1. a. i. for numbered levels, • ◦ ▪ for bullets, repeating every three levels.
 */
export function listMarker(ordered: boolean, depth: number, index: number): string {
  const level = ((depth % 3) + 3) % 3;
  if (!ordered) return BULLETS[level]!;
  const n = index + 1;
  return `${level === 0 ? String(n) : level === 1 ? toLetters(n) : toRoman(n)}.`;
}
