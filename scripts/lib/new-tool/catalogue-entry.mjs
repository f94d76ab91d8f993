// @ts-check
/** The catalogue entry of a new tool and its place in catalogue.json. */
import { keywordsOf } from './names.mjs';

const ICON = '🧩';

/**
 * @typedef {{ name: string, path: string, description: string, icon: string, isAvailable: boolean, category: string, keywords?: string[] }} ToolEntry
 * @param {{ category: string, path: string, name: string }} tool
 * @returns {ToolEntry}
 */
export function catalogueEntry({ category, path, name }) {
  return {
    name,
    path,
    description: `TODO: say in one sentence what ${name} does for its user.`,
    icon: ICON,
    isAvailable: false,
    category,
    keywords: keywordsOf(name, path),
  };
}

/**
 * catalogue.json's text with `entry` after the last tool of its category (at the end when the
 * category has none yet), in the file's own format: 2-space JSON and a final new line.
 * @param {string} text
 * @param {ToolEntry} entry
 */
export function insertTool(text, entry) {
  /** @type {{ tools: ToolEntry[] }} */
  const catalogue = JSON.parse(text);
  const last = catalogue.tools.findLastIndex((tool) => tool.category === entry.category);
  const at = last === -1 ? catalogue.tools.length : last + 1;
  catalogue.tools.splice(at, 0, entry);
  return `${JSON.stringify(catalogue, null, 2)}\n`;
}
