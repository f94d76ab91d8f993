/**
 * Top pages and top tools over a range: each day's per-page counts (stored under page keys)
 * summed by the real path. Shares are of all page views counted in the pages maps, so the shares
 * of every page add up to 100%.
 */
import type { Catalogue, CatalogueTool } from '@toolhub/shared';
import type { DailyAnalytics } from '../../backend/backend';
import { count } from './daily-series';

export interface PageViews {
  path: string;
  views: number;
}

export interface PageShare extends PageViews {
  /** Percentage of all page views in the range, 0–100. */
  share: number;
}

export interface ToolViews {
  tool: CatalogueTool;
  views: number;
}

export const TOP_LIMIT = 10;

/** Views per path across the days, most viewed first, ties in path order (stable across refreshes). */
export function viewsByPath(records: readonly DailyAnalytics[], decodeKey: (key: string) => string): PageViews[] {
  const totals = new Map<string, number>();
  for (const record of records) {
    for (const [key, views] of Object.entries(record.pages ?? {})) {
      const path = decodeKey(key);
      totals.set(path, (totals.get(path) ?? 0) + count(views));
    }
  }
  return [...totals]
    .map(([path, views]) => ({ path, views }))
    .filter((page) => page.views > 0)
    .sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** `part` as a percentage of `whole`; 0 when there is nothing to share. */
export function sharePercent(part: number, whole: number): number {
  if (!(whole > 0) || !(part > 0)) return 0;
  return Math.min(100, (part / whole) * 100);
}

/** One decimal, so 1 view in 3 reads 33.3% and small pages do not all read 0%. */
export function formatShare(share: number): string {
  return `${share.toFixed(1)}%`;
}

export function topPages(pages: readonly PageViews[], limit = TOP_LIMIT): PageShare[] {
  const total = pages.reduce((sum, page) => sum + page.views, 0);
  return pages.slice(0, limit).map((page) => ({ ...page, share: sharePercent(page.views, total) }));
}

/** The tool path a page path names, if it is a single segment such as `/json-formatter`. */
export function toolPathOf(path: string): string | null {
  const segment = path.replace(/^\/+/, '').replace(/\/+$/, '');
  return segment && !segment.includes('/') ? segment : null;
}

/** Pages that are catalogue tools (available or coming soon), most viewed first. */
export function topTools(pages: readonly PageViews[], catalogue: Catalogue, limit = TOP_LIMIT): ToolViews[] {
  const tools = new Map(catalogue.tools.map((tool) => [tool.path, tool]));
  const totals = new Map<CatalogueTool, number>();
  for (const page of pages) {
    const toolPath = toolPathOf(page.path);
    const tool = toolPath === null ? undefined : tools.get(toolPath);
    // `/x` and `/x/` are the same tool page; their views add up.
    if (tool) totals.set(tool, (totals.get(tool) ?? 0) + page.views);
  }
  return [...totals]
    .map(([tool, views]) => ({ tool, views }))
    .sort((a, b) => b.views - a.views || a.tool.name.localeCompare(b.tool.name))
    .slice(0, limit);
}
