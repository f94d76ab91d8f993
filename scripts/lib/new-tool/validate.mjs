// @ts-check
/** Everything that can be wrong with a new tool's category, path and name, as messages for its author. */
import { isKebabCase, MAX_PATH_CHARS } from './names.mjs';

/**
 * @typedef {{ categories: { id: string, remote: string }[], tools: { name: string, path: string, category: string }[] }} CatalogueLike
 * @typedef {{
 *   catalogue: CatalogueLike,
 *   reservedPaths: readonly string[],
 *   folderExists: (folder: string) => boolean,
 * }} RepoState
 */

/** @param {string} category @param {CatalogueLike} catalogue */
const categoryOf = (category, catalogue) => catalogue.categories.find((entry) => entry.id === category);

/**
 * The tool's folder, relative to the repository: `remotes/<the category's remote>/src/tools/<path>`.
 * @param {{ remote: string }} category
 * @param {string} path
 */
export const toolFolder = (category, path) => `remotes/${category.remote}/src/tools/${path}`;

/**
 * @param {{ category: string, path: string, name: string }} tool
 * @param {RepoState} state
 * @returns {string[]}  empty when the tool can be made
 */
export function validateNewTool({ category, path, name }, { catalogue, reservedPaths, folderExists }) {
  /** @type {string[]} */
  const errors = [];
  const known = categoryOf(category, catalogue);
  if (!known) {
    const ids = catalogue.categories.map((entry) => entry.id).join(', ');
    errors.push(`Unknown category "${category}": use one of ${ids}.`);
  }
  if (!isKebabCase(path)) {
    errors.push(`Path "${path}" must be kebab-case: lower-case letters and digits in words joined by single hyphens, such as "line-sorter".`);
  } else if (path.length > MAX_PATH_CHARS) {
    errors.push(`Path "${path}" is ${path.length} characters long: at most ${MAX_PATH_CHARS}.`);
  } else {
    const taken = catalogue.tools.find((tool) => tool.path === path);
    if (taken) errors.push(`Path "${path}" is taken by the tool "${taken.name}" (${taken.category}).`);
    if (reservedPaths.includes(path)) errors.push(`Path "${path}" is a page of the site (/${path}): choose another.`);
    if (known && folderExists(toolFolder(known, path))) errors.push(`${toolFolder(known, path)} already exists.`);
  }
  if (name.trim() === '') errors.push('Name must not be empty: give the tool\'s name as its users will read it, such as "Line Sorter".');
  else if ([...name].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) errors.push('Name must be one line of text, without control characters.');
  return errors;
}
