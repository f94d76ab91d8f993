import type { CatalogueTool } from '@toolhub/shared';

/** The catalogue entry the tool's tests render it with. */
export const tool: CatalogueTool = {
  name: 'Case Converter',
  path: 'case-converter',
  description: 'Change text case',
  icon: '🔠',
  isAvailable: true,
  category: 'text-content-tools',
};
