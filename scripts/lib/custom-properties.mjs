// @ts-check
/** The custom properties a stylesheet declares (`--name: value`), to compare sources with built CSS. */

const COMMENT = /\/\*[\s\S]*?\*\//g;
// A dashed ident followed by a colon is a declaration; `var(--name)` never is.
const DECLARATION = /(?<![\w.#-])(--[A-Za-z_][\w-]*)\s*:/g;

/**
 * The names of the custom properties declared in `css`, sorted, each once.
 * @param {string} css
 * @returns {string[]}
 */
export function declaredCustomProperties(css) {
  const names = new Set();
  for (const match of css.replace(COMMENT, '').matchAll(DECLARATION)) names.add(match[1]);
  return [...names].sort();
}

/**
 * The custom properties declared in the sources that no built stylesheet declares.
 * @param {string[]} sources CSS texts of the sources
 * @param {string[]} built CSS texts of the build output
 * @returns {string[]}
 */
export function missingCustomProperties(sources, built) {
  const present = new Set(built.flatMap(declaredCustomProperties));
  return [...new Set(sources.flatMap(declaredCustomProperties))].filter((name) => !present.has(name)).sort();
}
