// @ts-check
/** README's "Tools" section, made from catalogue.json so it never drifts from what the site offers. */

export const START = '<!-- tools:start (made by `npm run readme:tools` from catalogue.json) -->';
export const END = '<!-- tools:end -->';

/**
 * @param {{ categories: { id: string, name: string }[], tools: { name: string, path: string, category: string, isAvailable: boolean }[] }} catalogue
 * @returns {string} the section's body between the markers
 */
export function toolListMarkdown(catalogue) {
  const available = catalogue.tools.filter((tool) => tool.isAvailable).length;
  const lines = [
    `${available} of ${catalogue.tools.length} tools are available; the rest show a "coming soon" page.`,
    '',
    '| category | available | coming soon |',
    '|---|---|---|',
  ];
  for (const category of catalogue.categories) {
    const tools = catalogue.tools.filter((tool) => tool.category === category.id);
    const list = (/** @type {boolean} */ on) =>
      tools
        .filter((tool) => tool.isAvailable === on)
        .map((tool) => `${tool.name} (\`/${tool.path}\`)`)
        .join(', ') || '–';
    lines.push(`| ${category.name} | ${list(true)} | ${list(false)} |`);
  }
  return lines.join('\n');
}

/**
 * README text with the section between the markers replaced (the markers must be there).
 * @param {string} readme
 * @param {string} body
 */
export function withToolList(readme, body) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md needs the markers ${START} and ${END}`);
  return `${readme.slice(0, start + START.length)}\n${body}\n${readme.slice(end)}`;
}
