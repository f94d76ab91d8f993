import type { CatalogueTool } from '@toolhub/shared';

/** The catalogue entry the tool's tests render it with. */
export const tool: CatalogueTool = {
  name: 'Random Name Generator',
  path: 'random-name',
  description: 'Generate random names.',
  icon: '🏷️',
  isAvailable: true,
  category: 'random-generators',
};
