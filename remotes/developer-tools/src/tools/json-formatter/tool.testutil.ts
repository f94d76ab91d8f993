import type { CatalogueTool } from '@toolhub/shared';

/** The catalogue entry the tool's tests render it with. */
export const tool: CatalogueTool = {
  name: 'JSON Formatter',
  path: 'json-formatter',
  description: 'Format and validate JSON',
  icon: '🧾',
  isAvailable: true,
  category: 'developer-tools',
};
