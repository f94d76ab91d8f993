import type { CatalogueTool } from '@toolhub/shared';

/** Test helpers shared by the component tests of this remote. */

export function fakeTool(path: string, name: string): CatalogueTool {
  return { name, path, description: `${name} for tests`, icon: '🧮', isAvailable: true, category: 'calculators-converters' };
}
