/** Matching one query word to the vocabulary: exact and prefix terms, else typos, and the tools they point at. */
import Fuse from 'fuse.js';
import { mayBeTypoOf } from './typo-filter';
import type { Field, Index, WordMatch } from './search-index';

/** A word in the name weighs most, then keywords; categories and descriptions only support. */
const FIELD_WEIGHT: Record<Field, number> = { 0: 10, 1: 6, 2: 3, 3: 2 };
/** Prefixes this short ("a", "pd") only look at names and keywords. */
const MIN_PREFIX_FOR_TEXT = 3;
/** Typo look-up: words this long, Fuse scores up to this, and close to the best spelling found. */
const MIN_FUZZY_LENGTH = 4;
const MAX_FUZZY_LENGTH = 32;
const FUZZY_THRESHOLD = 0.3;
const FUZZY_MARGIN = 0.08;

/** First position in `sorted` not below `term`. */
export function lowerBound(sorted: readonly string[], term: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < term) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Terms that `word` is or begins, with how well it covers them (1 = exact). A word too short to
 * match descriptions as a prefix looks among name and keyword terms only (and itself, whole).
 */
function prefixTerms(index: Index, word: string): [string, number][] {
  const found: [string, number][] = [];
  const short = word.length < MIN_PREFIX_FOR_TEXT;
  const sorted = short ? index.strongSorted : index.sorted;
  if (short && index.postings.has(word) && !index.strongPostings.has(word)) found.push([word, 1]);
  for (let i = lowerBound(sorted, word); i < sorted.length; i++) {
    const term = sorted[i]!;
    if (!term.startsWith(word)) break;
    found.push([term, term === word ? 1 : 0.7 + (0.2 * word.length) / term.length]);
  }
  return found;
}

/** Name and keyword terms spelled like `word`, closest first, with a quality below any prefix. */
function typoTerms(index: Index, word: string): [string, number][] {
  if (word.length < MIN_FUZZY_LENGTH || word.length > MAX_FUZZY_LENGTH || /^\d+$/.test(word)) return [];
  // Fuse finds a word's spelling inside longer words too ("dise" in "dimensions"): a typo keeps
  // about the length of the word it stands for.
  // So only words of about its length are compared, and only those with enough of its letters.
  const slack = word.length <= 5 ? 1 : 2;
  const maxEdits = Math.floor(FUZZY_THRESHOLD * word.length);
  const near: string[] = [];
  for (let length = word.length - slack; length <= word.length + slack; length++) {
    for (const term of index.fuzzyByLength.get(length) ?? []) if (mayBeTypoOf(word, term, maxEdits)) near.push(term);
  }
  if (near.length === 0) return [];
  // Closest first; equally close ones shorter first, as they were listed.
  const results = new Fuse(near, { includeScore: true, threshold: FUZZY_THRESHOLD, location: 0, distance: 10 }).search(word);
  const best = results[0]?.score ?? 1;
  return results.filter((result) => (result.score ?? 1) <= best + FUZZY_MARGIN).map((result) => [result.item, 0.5 * (1 - (result.score ?? 1))]);
}


export function matchWord(index: Index, word: string): WordMatch {
  if (word.length > 2) return computeWordMatch(index, word);
  let match = index.shortWords.get(word);
  if (!match) index.shortWords.set(word, (match = computeWordMatch(index, word)));
  return match;
}

function computeWordMatch(index: Index, word: string): WordMatch {
  // Typed arrays and no objects per tool: a short word in a big catalogue matches thousands.
  const { points, touched } = index.scratch;
  let matchedTools = 0;
  const terms = new Set<string>();
  let candidates = prefixTerms(index, word);
  let fuzzy = false;
  if (candidates.length === 0) {
    candidates = typoTerms(index, word);
    fuzzy = true;
  }
  for (const [term, quality] of candidates) {
    const exact = quality === 1;
    // Descriptions and categories match only whole words or prefixes of three letters or more.
    const strongOnly = fuzzy || (!exact && word.length < MIN_PREFIX_FOR_TEXT);
    for (const [tool, field] of (strongOnly ? index.strongPostings.get(term) : index.postings.get(term)) ?? []) {
      const value = FIELD_WEIGHT[field] * quality;
      if (!(value > 0)) continue;
      if (points[tool] === 0) touched[matchedTools++] = tool;
      if (value > points[tool]!) points[tool] = value;
      terms.add(term);
    }
  }
  const tools = touched.slice(0, matchedTools);
  const best = new Float64Array(matchedTools);
  for (let i = 0; i < matchedTools; i++) {
    best[i] = points[tools[i]!]!;
    points[tools[i]!] = 0;
  }
  return { tools, points: best, terms };
}
