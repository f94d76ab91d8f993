/** The admin's "Most wanted coming-soon tools": what to build next, by how many users asked. */
import type { Catalogue, CatalogueTool } from '@toolhub/shared';
import type { WishCount } from '../../backend/wishes';

export interface WantedTool {
  tool: CatalogueTool;
  count: number;
}

/**
 * Every coming-soon tool of the catalogue with its count (0 when nobody asked), most wanted first,
 * equal counts by name. Counts for available tools or for paths the catalogue does not list (a
 * script can wish for made-up paths) are left out: they are not choices ops can make.
 */
export function rankMostWanted(catalogue: Catalogue, counts: readonly WishCount[]): WantedTool[] {
  const byPath = new Map(counts.map((entry) => [entry.toolPath, entry.count]));
  return catalogue.tools
    .filter((tool) => !tool.isAvailable)
    .map((tool) => ({ tool, count: byPath.get(tool.path) ?? 0 }))
    .sort((a, b) => b.count - a.count || a.tool.name.localeCompare(b.tool.name, 'en'));
}
