/** Ranking the matched tools: whole-query bonuses, the best few in order, and where the name matched. */
import type { RangeTuple } from 'fuse.js';
import type { Index, WordMatch } from './search-index';
import { lowerBound } from './term-match';

/** The whole query is the tool's name, begins it, or is one of its keywords. */
const BONUS_NAME = 8;
const BONUS_NAME_START = 4;
const BONUS_KEYWORD = 4;
/** A keyword of two or more words appears whole in the query ("days between" in "days between dates"). */
const BONUS_KEYWORD_INSIDE = 3;

/**
 * The tools whose name is the whole query (as joined terms) or begins with it, and those having it
 * as a keyword: looked up once per search, not tested on each of thousands of candidates.
 */
export function wholeQueryBonuses(index: Index, query: string): Map<number, number> {
  const bonuses = new Map<number, number>();
  for (let i = lowerBound(index.namesSorted, query); i < index.namesSorted.length; i++) {
    const name = index.namesSorted[i]!;
    if (!name.startsWith(query)) break;
    bonuses.set(index.namesSortedTools[i]!, name === query ? BONUS_NAME : BONUS_NAME_START);
  }
  for (const tool of index.keywordTools.get(query) ?? []) bonuses.set(tool, (bonuses.get(tool) ?? 0) + BONUS_KEYWORD);
  return bonuses;
}

/** A tool's bonus: the whole query as its name or keyword, else (two words or more) a keyword of several words inside it. */
export function bonus(index: Index, bonuses: Map<number, number>, tool: number, query: string, wordCount: number): number {
  const total = bonuses.get(tool) ?? 0;
  if (wordCount < 2 || index.keywordCompacts[tool]!.some((keyword) => keyword.compact === query)) return total;
  return index.keywordCompacts[tool]!.some((keyword) => keyword.words > 1 && query.includes(keyword.compact)) ? total + BONUS_KEYWORD_INSIDE : total;
}

/** Where the query's words matched the name; lone letters of a longer query are not worth marking. */
export function nameRanges(index: Index, tool: number, matched: readonly WordMatch[], words: readonly string[]): RangeTuple[] {
  const ranges: RangeTuple[] = [];
  const single = words.length === 1 && words[0]!.length === 1;
  for (const token of index.nameTokens[tool]!) {
    matched.forEach((match, i) => {
      if (!match.terms.has(token.term)) return;
      const word = words[i]!;
      // A prefix marks as many letters as were typed; an exact or corrected word marks the word.
      const length = token.term.startsWith(word) && token.term !== word ? Math.min(word.length, token.end - token.start) : token.end - token.start;
      if ((length > 1 || single) && !ranges.some(([start, end]) => start === token.start && end === token.start + length - 1)) ranges.push([token.start, token.start + length - 1]);
    });
  }
  return ranges;
}

/**
 * The first `limit` of the `kept` tools the search left in the work space, in order: available
 * first, then by score, then in catalogue order. A few suggestions out of thousands of matches
 * (a one-letter query in a big catalogue) are picked in one pass instead of sorting them all.
 */
export function best(index: Index, kept: number, limit: number): number[] {
  const { touched: tools, scores, order: positions } = index.scratch;
  const { unavailable } = index;
  const before = (i: number, j: number) => unavailable[tools[i]!]! - unavailable[tools[j]!]! || scores[j]! - scores[i]! || tools[i]! - tools[j]!;
  if (limit >= kept / 4) {
    const all = Array.from({ length: kept }, (_, i) => i).sort(before);
    return all.slice(0, limit).map((i) => tools[i]!);
  }
  // Positions into the work space of the best so far, best first.
  let size = 0;
  for (let i = 0; i < kept; i++) {
    if (size === limit && before(i, positions[limit - 1]!) >= 0) continue;
    let at = Math.min(size, limit - 1);
    while (at > 0 && before(i, positions[at - 1]!) < 0) {
      positions[at] = positions[at - 1]!;
      at--;
    }
    positions[at] = i;
    if (size < limit) size++;
  }
  return Array.from(positions.subarray(0, size), (i) => tools[i]!);
}
