/**
 * The search text rules shared by the header, the results page and the 404 page. Kept apart from
 * the fuzzy index (tool-search.ts) so pages that only read a query do not pull Fuse.js in.
 */
import type { RangeTuple } from 'fuse.js';
import { withoutLoneSurrogates, type CatalogueTool } from '@toolhub/shared';

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

/**
 * The search text as used everywhere: broken characters (half of a pair, from a broken paste)
 * dropped, as they match no tool and a URL cannot carry them; whitespace runs collapsed,
 * trimmed, length capped. The cap falls between characters, never inside a pair.
 */
export function normalizeQuery(text: string): string {
  const words = withoutLoneSurrogates(text).replace(/\s+/g, ' ').trim();
  const cutsPair = /[\uD800-\uDBFF]/.test(words.charAt(MAX_QUERY_LENGTH - 1));
  return words.slice(0, cutsPair ? MAX_QUERY_LENGTH - 1 : MAX_QUERY_LENGTH).trim();
}

/** The home page's query for a search (`?q=…`), or '' for none; `query` is normalized. */
export function searchFor(query: string): string {
  return query ? `?${new URLSearchParams({ q: query })}` : '';
}
