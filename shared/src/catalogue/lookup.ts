import type { Catalogue, CatalogueCategory, CatalogueTool } from './schema';

export function findTool(catalogue: Catalogue, path: string): CatalogueTool | undefined {
  return catalogue.tools.find((tool) => tool.path === path);
}

export function findCategory(catalogue: Catalogue, id: string): CatalogueCategory | undefined {
  return catalogue.categories.find((category) => category.id === id);
}

/** The remote id that serves a tool, through its category. */
export function remoteOf(catalogue: Catalogue, tool: CatalogueTool): string | undefined {
  return findCategory(catalogue, tool.category)?.remote;
}

export function availableTools(catalogue: Catalogue): CatalogueTool[] {
  return catalogue.tools.filter((tool) => tool.isAvailable);
}

/** 'Popular Tools': the first `count` available tools, in catalogue order. */
export function popularTools(catalogue: Catalogue, count = 6): CatalogueTool[] {
  return availableTools(catalogue).slice(0, count);
}

export interface CategoryGroup {
  category: CatalogueCategory;
  tools: CatalogueTool[];
}

/** Categories in catalogue order, each with its tools in catalogue order; empty categories are dropped. */
export function groupByCategory(catalogue: Catalogue, tools = catalogue.tools): CategoryGroup[] {
  // One pass over the tools: a catalogue of thousands in hundreds of categories stays linear.
  const byCategory = new Map<string, CatalogueTool[]>();
  for (const tool of tools) {
    const list = byCategory.get(tool.category);
    if (list) list.push(tool);
    else byCategory.set(tool.category, [tool]);
  }
  return catalogue.categories.flatMap((category) => {
    const list = byCategory.get(category.id);
    return list ? [{ category, tools: list }] : [];
  });
}

/** The module a remote must expose for a tool: `./<path>`. */
export function exposedModule(tool: CatalogueTool): string {
  return `./${tool.path}`;
}
