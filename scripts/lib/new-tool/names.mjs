// @ts-check
/** Names a new tool's path and component take. */

/** Longest tool path: it is a URL segment, a folder and a federation expose. */
export const MAX_PATH_CHARS = 60;

/** @param {string} path */
export const isKebabCase = (path) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(path);

/**
 * The component's identifier, from the (kebab-case) path: `word-counter` → `WordCounterTool`,
 * `3d-dice` → `Tool3dDice` (an identifier cannot start with a digit).
 * @param {string} path
 */
export function componentName(path) {
  const pascal = path
    .split('-')
    .filter((word) => word !== '')
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('');
  return /^[0-9]/.test(pascal) ? `Tool${pascal}` : `${pascal}Tool`;
}

/**
 * Search keywords from the name's words (lower case, each once), or the path's when the name has none.
 * @param {string} name
 * @param {string} path
 */
export function keywordsOf(name, path) {
  const words = name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? path.split('-');
  return [...new Set(words)];
}
