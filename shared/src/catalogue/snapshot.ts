import type { Catalogue, CatalogueTool } from './schema';
import { popularTools } from './lookup';

/**
 * The catalogue built into the host's first load, without search keywords: search indexes the
 * served /catalogue.json, which every page fetches anyway (ops may change keywords without a
 * build), so keywords built in were a quarter of the catalogue's bytes that nobody read. A
 * catalogue that fits (every category small enough for the home page to show all of it) is
 * built in with every tool. A big one (a thousand tools) is cut to what the home page shows
 * before anyone asks for more: each category's first cards and the popular tools, plus the
 * counts the page prints. The whole catalogue then comes from /catalogue.json after the first
 * paint, or at once when a page needs it (a tool, a search, the menu).
 */

/** A category with at most this many tools shows them all on the home page… */
export const HOME_SHOW_ALL_UP_TO = 16;
/** …a bigger one shows its first this many, and "Show all". */
export const HOME_FIRST_CARDS = 12;

export interface CatalogueCounts {
  tools: number;
  available: number;
  /** Category id → how many tools it has, coming soon included. */
  perCategory: Record<string, number>;
}

export interface CatalogueSnapshot {
  /** The catalogue, or the home page's share of it, without search keywords. */
  catalogue: Catalogue;
  counts: CatalogueCounts;
  /** False when `catalogue` holds only the home page's share of the tools. */
  complete: boolean;
  /** contentFingerprint of the whole catalogue the snapshot was cut from (remote entries aside). */
  fingerprint: string;
}

export function countCatalogue(catalogue: Catalogue): CatalogueCounts {
  const perCategory: Record<string, number> = {};
  for (const tool of catalogue.tools) perCategory[tool.category] = (perCategory[tool.category] ?? 0) + 1;
  return { tools: catalogue.tools.length, available: catalogue.tools.filter((tool) => tool.isAvailable).length, perCategory };
}

/** The cards a category shows before "Show all": all of a small one, the first few of a big one. */
export function firstCards<T>(tools: readonly T[]): readonly T[] {
  return tools.length <= HOME_SHOW_ALL_UP_TO ? tools : tools.slice(0, HOME_FIRST_CARDS);
}

/**
 * A short, stable text that changes whenever the catalogue does (FNV-1a over its JSON), so the
 * host can tell that the served catalogue is the one it was built with. Not a security check.
 */
export function catalogueFingerprint(catalogue: unknown): string {
  const text = JSON.stringify(catalogue);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}

/**
 * The fingerprint of a catalogue's content: everything but where each remote is served from.
 * Each environment publishes the catalogue with its own remote entries (deploy/environments.json),
 * and the host takes entries only from the served catalogue, so one build matches them all.
 */
export function contentFingerprint(catalogue: unknown): string {
  if (typeof catalogue !== 'object' || catalogue === null || Array.isArray(catalogue)) return catalogueFingerprint(catalogue);
  const remotes: unknown = (catalogue as { remotes?: unknown }).remotes;
  const ids = typeof remotes === 'object' && remotes !== null ? Object.keys(remotes) : remotes;
  return catalogueFingerprint({ ...catalogue, remotes: ids });
}

/** A tool as the snapshot holds it: everything but its search keywords. */
function withoutKeywords({ keywords: _keywords, ...tool }: CatalogueTool): CatalogueTool {
  return tool;
}

export function catalogueSnapshot(catalogue: Catalogue): CatalogueSnapshot {
  const counts = countCatalogue(catalogue);
  const fingerprint = contentFingerprint(catalogue);
  const complete = Object.values(counts.perCategory).every((count) => count <= HOME_SHOW_ALL_UP_TO);
  const kept = new Set<CatalogueTool>(complete ? catalogue.tools : popularTools(catalogue));
  if (!complete) {
    for (const category of catalogue.categories) {
      for (const tool of firstCards(catalogue.tools.filter((t) => t.category === category.id))) kept.add(tool);
    }
  }
  const tools = catalogue.tools.filter((tool) => kept.has(tool)).map(withoutKeywords);
  return { catalogue: { ...catalogue, tools }, counts, complete, fingerprint };
}
