/**
 * The search text rules shared by the header, the results page and the 404 page. Kept apart from
 * the fuzzy index (tool-search.ts) so pages that only read a query do not pull Fuse.js in.
 */
import type { RangeTuple } from 'fuse.js';
import type { CatalogueTool } from '@toolhub/shared';

/** Search suggestions and Popular Tools both stop at six. */
export const MAX_SUGGESTIONS = 6;
/**
 * Longest search text kept in `?q=`. Beyond this nothing is gained for matching, and a URL made
 * of thousands of escaped characters can exceed what servers accept in a request line.
 */
export const MAX_QUERY_LENGTH = 200;

export interface ToolMatch {
  tool: CatalogueTool;
  /** Where the query matched the tool's name, for highlighting. */
  nameRanges: readonly RangeTuple[];
}

/** The search text as used everywhere: whitespace runs collapsed, trimmed, length capped. */
export function normalizeQuery(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}
