/**
 * The catalogue's view of each remote: its manifest URL and the tools it should serve. Joined
 * with a {@link RemoteCheck} this is one row of the catalogue status table.
 */
import { exposedModule, type Catalogue, type CatalogueTool } from '@toolhub/shared';
import type { ManifestInfo } from './manifest-status';

export interface RemoteRow {
  id: string;
  /** Category names served by this remote, for a readable label. */
  categories: string[];
  entry: string;
  tools: CatalogueTool[];
  available: number;
  comingSoon: number;
}

export function remoteRows(catalogue: Catalogue): RemoteRow[] {
  return Object.entries(catalogue.remotes).map(([id, remote]) => {
    const categories = catalogue.categories.filter((category) => category.remote === id);
    const ids = new Set(categories.map((category) => category.id));
    const tools = catalogue.tools.filter((tool) => ids.has(tool.category));
    const available = tools.filter((tool) => tool.isAvailable).length;
    return {
      id,
      categories: categories.map((category) => category.name),
      entry: remote.entry,
      tools,
      available,
      comingSoon: tools.length - available,
    };
  });
}

export function availabilityText(row: Pick<RemoteRow, 'available' | 'comingSoon'>): string {
  return `${row.available} available, ${row.comingSoon} coming soon`;
}

/** Available tools the catalogue promises but the manifest does not expose: they would fail to load. */
export function missingModules(row: RemoteRow, manifest: ManifestInfo): CatalogueTool[] {
  if (!manifest.exposes) return [];
  const exposed = new Set(manifest.exposes);
  return row.tools.filter((tool) => tool.isAvailable && !exposed.has(exposedModule(tool)));
}
