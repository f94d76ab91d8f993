// @ts-check
/** What `npm run new-tool` writes, worked out before anything is written. */
import { parseArgs } from './args.mjs';
import { catalogueEntry, insertTool } from './catalogue-entry.mjs';
import { toolFiles } from './templates.mjs';
import { toolFolder, validateNewTool } from './validate.mjs';

/**
 * @typedef {import('./validate.mjs').CatalogueLike} CatalogueLike
 * @typedef {{
 *   catalogueText: string,
 *   reservedPaths: readonly string[],
 *   folderExists: (folder: string) => boolean,
 *   templates: Readonly<Record<string, string>>,
 *   checkCatalogue: (text: string) => string[],
 * }} PlanInput
 * @typedef {{ ok: false, errors: string[] }
 *   | { ok: true, folder: string, files: Record<string, string>, catalogueText: string, entry: import('./catalogue-entry.mjs').ToolEntry }} Plan
 */

/**
 * @param {readonly string[]} argv
 * @param {PlanInput} input
 * @returns {Plan}
 */
export function planNewTool(argv, { catalogueText, reservedPaths, folderExists, templates, checkCatalogue }) {
  const args = parseArgs(argv);
  if (!args.ok) return args;
  const before = checkCatalogue(catalogueText);
  if (before.length > 0) return { ok: false, errors: ['catalogue.json fails its check already; fix it first:', ...before] };
  /** @type {CatalogueLike} */
  const catalogue = JSON.parse(catalogueText);
  const tool = { category: args.category, path: args.path, name: args.name };
  const errors = validateNewTool(tool, { catalogue, reservedPaths, folderExists });
  if (errors.length > 0) return { ok: false, errors };
  const category = catalogue.categories.find((entry) => entry.id === tool.category);
  if (!category) return { ok: false, errors: [`Unknown category "${tool.category}".`] };
  const entry = catalogueEntry(tool);
  const nextText = insertTool(catalogueText, entry);
  const after = checkCatalogue(nextText);
  if (after.length > 0) return { ok: false, errors: ['The new entry would fail the catalogue check:', ...after] };
  return { ok: true, folder: toolFolder(category, tool.path), files: toolFiles(templates, tool), catalogueText: nextText, entry };
}
