/**
 * The search over the catalogue, loaded on first search through search-loader.ts.
 *
 * Two stages, both over words ("terms"), never over raw text:
 * 1. Exact and prefix matches. Every word of the name, keywords, category name and description
 *    is lower-cased, stripped of accents, put in American spelling ("colour" → "color") and
 *    singular ("pdfs" → "pdf"), and listed once in a sorted vocabulary pointing at the tools and
 *    fields it comes from. A query word finds its exact term and every term it begins (binary
 *    search: "merg" → "merge", "merger"). Two neighbouring words of a name or keyword are also
 *    indexed joined ("word counter" → "wordcounter"), and two query words are joined when the
 *    joined word is a term ("base 64" → "base64").
 * 2. Typos. A query word of four or more letters that is no term and begins none is looked up
 *    with Fuse.js among the words of names and keywords only ("pasword" → "password", "jsno" →
 *    "json"), keeping the closest spellings. Descriptions never match fuzzily: "json" once
 *    suggested Personality Decoder through "…son…" in a description.
 *
 * A tool matches when every query word (small words like "to", "a", "how" aside) matches one of
 * its fields; its score adds, per word, the best field weight × match quality, plus a bonus when
 * the whole query is its name or one of its keywords, so "docx to pdf" ranks Word to PDF above
 * PDF to Word. Ties keep catalogue order; available tools come before coming-soon ones.
 * A keystroke costs a binary search and the postings of the matched terms per word; the fuzzy
 * stage scans only the vocabulary of names and keywords, and only for a word that found nothing.
 */
import Fuse, { type RangeTuple } from 'fuse.js';
import type { Catalogue } from '@toolhub/shared';
import { MAX_SUGGESTIONS, normalizeQuery, type ToolMatch } from './search-query';
import { mayBeTypoOf } from './typo-filter';
import { hasIndex, indexBuilder, indexOf, type Field, type Index, type WordMatch } from './search-index';
import { tokenize } from './search-terms';
import { nextTask } from '../../app/next-task';

/** Beyond this a query is not a search any more; it only costs time. */
const MAX_PATTERN_LENGTH = 64;
const MAX_QUERY_TERMS = 8;

/** A word in the name weighs most, then keywords; categories and descriptions only support. */
const FIELD_WEIGHT: Record<Field, number> = { 0: 10, 1: 6, 2: 3, 3: 2 };
/** Prefixes this short ("a", "pd") only look at names and keywords. */
const MIN_PREFIX_FOR_TEXT = 3;
/** Typo look-up: words this long, Fuse scores up to this, and close to the best spelling found. */
const MIN_FUZZY_LENGTH = 4;
const MAX_FUZZY_LENGTH = 32;
const FUZZY_THRESHOLD = 0.3;
const FUZZY_MARGIN = 0.08;
/** The whole query is the tool's name, begins it, or is one of its keywords. */
const BONUS_NAME = 8;
const BONUS_NAME_START = 4;
const BONUS_KEYWORD = 4;
/** A keyword of two or more words appears whole in the query ("days between" in "days between dates"). */
const BONUS_KEYWORD_INSIDE = 3;

/** Small words that say nothing about the tool ("how old am i", "pick a number"). */
const STOP_WORDS = new Set(['a', 'an', 'the', 'to', 'of', 'for', 'my', 'i', 'am', 'is', 'in', 'on', 'and', 'or', 'me', 'how', 'what', 'with', 'online', 'free']);




/** First position in `sorted` not below `term`. */
function lowerBound(sorted: readonly string[], term: string): number {
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


function matchWord(index: Index, word: string): WordMatch {
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

/**
 * The query's words; two neighbours joined when that makes a known term and one of them alone is
 * not a word of the catalogue ("base 64", "sha-256", "upper case"; not "party game", which two
 * words find in more tools).
 */
function queryWords(index: Index, pattern: string): { words: string[]; all: string[]; typed: number } {
  const all = tokenize(pattern)
    .slice(0, MAX_QUERY_TERMS)
    .map((token) => token.term);
  const meaningful = all.filter((word) => !STOP_WORDS.has(word));
  const words = meaningful.length > 0 ? meaningful : all;
  const merged: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const joined = words[i]! + (words[i + 1] ?? '');
    const separate = index.postings.has(words[i]!) && index.postings.has(words[i + 1] ?? '');
    if (i + 1 < words.length && !separate && index.postings.has(joined)) {
      merged.push(joined);
      i++;
    } else merged.push(words[i]!);
  }
  return { words: merged, all, typed: words.length };
}

/**
 * The tools whose name is the whole query (as joined terms) or begins with it, and those having it
 * as a keyword: looked up once per search, not tested on each of thousands of candidates.
 */
function wholeQueryBonuses(index: Index, query: string): Map<number, number> {
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
function bonus(index: Index, bonuses: Map<number, number>, tool: number, query: string, wordCount: number): number {
  const total = bonuses.get(tool) ?? 0;
  if (wordCount < 2 || index.keywordCompacts[tool]!.some((keyword) => keyword.compact === query)) return total;
  return index.keywordCompacts[tool]!.some((keyword) => keyword.words > 1 && query.includes(keyword.compact)) ? total + BONUS_KEYWORD_INSIDE : total;
}

/** Where the query's words matched the name; lone letters of a longer query are not worth marking. */
function nameRanges(index: Index, tool: number, matched: readonly WordMatch[], words: readonly string[]): RangeTuple[] {
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
 * Tools matching `text`, best first, then the coming-soon ones, tolerant of typos, over names,
 * keywords, category names and descriptions. `availableOnly` limits it to tools that can be
 * opened (suggestions); the results page lists coming-soon tools too, after the others, so
 * visitors learn they are on the way.
 */
export function searchTools(
  catalogue: Catalogue,
  text: string,
  { limit = Infinity, availableOnly = false }: { limit?: number; availableOnly?: boolean } = {},
): ToolMatch[] {
  const pattern = normalizeQuery(text).slice(0, MAX_PATTERN_LENGTH);
  if (!pattern) return [];
  return searchIndex(indexOf(catalogue), pattern, limit, availableOnly);
}

function searchIndex(index: Index, pattern: string, limit: number, availableOnly: boolean): ToolMatch[] {
  const { words, all, typed } = queryWords(index, pattern);
  if (words.length === 0) return [];
  const matched = words.map((word) => matchWord(index, word));
  const query = all.join('');
  // Tools every word matched; from three words on, one word may miss if no tool has them all
  // ("join pdf files": no tool says "files", Merge PDFs still has "join" and "pdf").
  // Counted in the index's typed work space (and cleared again below): no object per tool.
  const { points, count, touched } = index.scratch;
  let candidates = 0;
  let allWords = false;
  for (const match of matched) {
    for (let i = 0; i < match.tools.length; i++) {
      const tool = match.tools[i]!;
      if (count[tool] === 0) touched[candidates++] = tool;
      if (++count[tool]! === words.length) allWords = true;
      points[tool]! += match.points[i]!;
    }
  }
  const required = typed >= 3 && words.length >= 2 && !allWords ? words.length - 1 : words.length;
  const bonuses = wholeQueryBonuses(index, query);
  // The tools kept move to the front of `touched`, their scores beside them in `scores`.
  const { scores } = index.scratch;
  let kept = 0;
  for (let i = 0; i < candidates; i++) {
    const tool = touched[i]!;
    if (count[tool]! >= required && !(availableOnly && index.unavailable[tool])) {
      touched[kept] = tool;
      scores[kept++] = points[tool]! + bonus(index, bonuses, tool, query, all.length);
    }
    count[tool] = 0;
    points[tool] = 0;
  }
  return best(index, kept, limit).map((tool) => ({ tool: index.tools[tool]!, nameRanges: nameRanges(index, tool, matched, words) }));
}

/**
 * The first `limit` of the `kept` tools the search left in the work space, in order: available
 * first, then by score, then in catalogue order. A few suggestions out of thousands of matches
 * (a one-letter query in a big catalogue) are picked in one pass instead of sorting them all.
 */
function best(index: Index, kept: number, limit: number): number[] {
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

/** Up to six available tools for the suggestions list. */
export function suggestTools(catalogue: Catalogue, text: string): ToolMatch[] {
  return searchTools(catalogue, text, { limit: MAX_SUGGESTIONS, availableOnly: true });
}

/** Index work runs in slices this long, so a big catalogue never holds the page up. */
const SLICE_MS = 8;

interface Slicing {
  /** Gives the page a turn between slices. */
  pause?: () => Promise<void>;
  now?: () => number;
}

/**
 * Builds the catalogue's index (once) before the first keystroke, in slices of a few
 * milliseconds with the page free between them: 10,000 tools take most of a second in all,
 * which in one piece would freeze the page just as someone starts to type. A search that comes
 * first builds the rest at once.
 */
export async function prepareIndex(catalogue: Catalogue, { pause = nextTask, now = () => performance.now() }: Slicing = {}): Promise<void> {
  if (hasIndex(catalogue)) return;
  const builder = indexBuilder(catalogue);
  let sliceStart = now();
  const turn = async () => {
    await pause();
    sliceStart = now();
    // A search that came meanwhile built the index at once.
    return hasIndex(catalogue);
  };
  for (let i = 0; i < catalogue.tools.length; i++) {
    builder.addTool(i);
    if (now() - sliceStart >= SLICE_MS && (await turn())) return;
  }
  const finishing = builder.finish();
  for (;;) {
    if (now() - sliceStart >= SLICE_MS && (await turn())) return;
    const step = finishing.next();
    if (step.done) {
      await warmUp(step.value, pause, now);
      return;
    }
  }
}

/**
 * Does ahead, a slice at a time, what the first keystrokes would otherwise pay for: the
 * suggestions for every first letter (the commonest keystroke, and in a big catalogue the one
 * matching most tools; kept once computed). It also gets the browser's compiler going on the
 * search code before anyone types.
 */
async function warmUp(index: Index, pause: () => Promise<void>, now: () => number): Promise<void> {
  const firstLetters = new Set(index.strongSorted.map((term) => term[0]!));
  let sliceStart = now();
  for (const letter of firstLetters) {
    searchIndex(index, letter, MAX_SUGGESTIONS, true);
    if (now() - sliceStart >= SLICE_MS) {
      await pause();
      sliceStart = now();
    }
  }
}
