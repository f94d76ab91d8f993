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
import type { Catalogue, CatalogueTool } from '@toolhub/shared';
import { MAX_SUGGESTIONS, normalizeQuery, type ToolMatch } from './search-query';

/** Beyond this a query is not a search any more; it only costs time. */
const MAX_PATTERN_LENGTH = 64;
const MAX_QUERY_TERMS = 8;

/** Where a term comes from; a lower number is a better field. */
const Field = { Name: 0, Keyword: 1, Category: 2, Description: 3 } as const;
type Field = (typeof Field)[keyof typeof Field];
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

/** British spellings people type, written the American way the catalogue mostly uses. */
const BRITISH: readonly [RegExp, string][] = [
  [/^(col|fav|flav|behavi|hon|hum|neighb|lab|harb|rum|vap|arm)our(ite|ed|ful|ing)?$/, '$1or$2'],
  [/^(optim|sanit|organ|custom|visual|summar|normal|personal|categor|random|minim|maxim|capital|synchron|recogn|standard|priorit|real|util)is(e|ed|er|ing|ation)$/, '$1iz$2'],
  [/^analys(e|ed|er|ing)$/, 'analyz$1'],
  [/^(centi|kilo|milli|micro|nano)?(met|lit)re$/, '$1$2er'],
  [/^(cent|fib|thea)re$/, '$1er'],
  [/^grey$/, 'gray'],
  [/^catalogue$/, 'catalog'],
  [/^programme$/, 'program'],
  [/^licence$/, 'license'],
  [/^tyre$/, 'tire'],
];

/** Singular of a plain English plural; the same rule runs on the catalogue and the query. */
function singular(word: string): string {
  if (word.length < 4 || !word.endsWith('s') || /(ss|us|is)$/.test(word)) return word;
  if (/(x|z|ch|sh|ss)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The indexed form of one word. */
function stemOnce(word: string): string {
  const one = singular(word);
  for (const [pattern, replacement] of BRITISH) if (pattern.test(one)) return one.replace(pattern, replacement);
  return one;
}

/** Catalogue text repeats its words: each is stemmed once (bounded, so odd input cannot grow it). */
const stems = new Map<string, string>();
const MAX_STEMS = 50_000;
function stem(word: string): string {
  let known = stems.get(word);
  if (known === undefined) {
    known = stemOnce(word);
    if (stems.size < MAX_STEMS) stems.set(word, known);
  }
  return known;
}

interface Token {
  term: string;
  start: number;
  /** Exclusive. */
  end: number;
}

/** The words of `text` with where they stand in it (for highlighting names). */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const term = stem(match[0].normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    if (term) tokens.push({ term, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** Every two neighbouring tokens joined, spanning both. */
function joinedPairs(tokens: readonly Token[]): Token[] {
  return tokens.slice(1).map((token, i) => ({ term: tokens[i]!.term + token.term, start: tokens[i]!.start, end: token.end }));
}

interface Index {
  tools: readonly CatalogueTool[];
  /** Term → for each tool holding it, the best field it is in. */
  postings: Map<string, Map<number, Field>>;
  /** All terms, sorted, for prefix look-ups. */
  sorted: string[];
  /** Terms of names and keywords only, sorted: a short prefix matches nothing else. */
  strongSorted: string[];
  strong: ReadonlySet<string>;
  /** Per name or keyword term, only the tools holding it in a name or keyword (what typos and short prefixes may match). */
  strongPostings: Map<string, [number, Field][]>;
  /** Name and keyword words (not joined pairs) by length, for typos; a Fuse per length on first use. */
  fuzzyByLength: Map<number, string[]>;
  fuzzy: Map<number, Fuse<string>>;
  /** Matches of one- and two-letter words, the commonest keystrokes, kept once computed. */
  shortWords: Map<string, WordMatch>;
  /** Per tool: its name's tokens (joined pairs too), its name and keywords as joined terms. */
  nameTokens: Token[][];
  nameCompact: string[];
  keywordCompacts: { compact: string; words: number }[][];
}

const indexes = new WeakMap<Catalogue, Index>();

function indexOf(catalogue: Catalogue): Index {
  const known = indexes.get(catalogue);
  if (known) return known;
  const builder = indexBuilder(catalogue);
  for (let i = 0; i < catalogue.tools.length; i++) builder.addTool(i);
  return builder.finish();
}

/** Builds an index a tool at a time, so a big catalogue's can be built in slices (prepareIndex). */
function indexBuilder(catalogue: Catalogue) {
  const categoryName = new Map(catalogue.categories.map((category) => [category.id, category.name]));
  const postings = new Map<string, Map<number, Field>>();
  const fuzzyTerms = new Set<string>();
  const strongTerms = new Set<string>();
  const add = (term: string, tool: number, field: Field, joined = false) => {
    let tools = postings.get(term);
    if (!tools) postings.set(term, (tools = new Map()));
    const known = tools.get(tool);
    if (known === undefined || field < known) tools.set(tool, field);
    if (field <= Field.Keyword) {
      strongTerms.add(term);
      // Typos are looked up among real words only, not among joined pairs.
      if (!joined) fuzzyTerms.add(term);
    }
  };
  const nameTokens: Token[][] = [];
  const nameCompact: string[] = [];
  const keywordCompacts: { compact: string; words: number }[][] = [];
  const addTool = (i: number) => {
    const tool = catalogue.tools[i]!;
    const name = tokenize(tool.name);
    const nameJoined = joinedPairs(name);
    for (const token of name) add(token.term, i, Field.Name);
    for (const token of nameJoined) add(token.term, i, Field.Name, true);
    nameTokens.push([...name, ...nameJoined]);
    nameCompact.push(compact(tool.name));
    const keywords = tool.keywords ?? [];
    for (const keyword of keywords) {
      const tokens = tokenize(keyword);
      for (const token of tokens) add(token.term, i, Field.Keyword);
      for (const token of joinedPairs(tokens)) add(token.term, i, Field.Keyword, true);
    }
    keywordCompacts.push(keywords.map((keyword) => ({ compact: compact(keyword), words: tokenize(keyword).length })));
    for (const token of tokenize(categoryName.get(tool.category) ?? tool.category)) add(token.term, i, Field.Category);
    for (const token of tokenize(tool.description)) add(token.term, i, Field.Description);
  };
  const finish = (): Index => {
    const fuzzyByLength = new Map<number, string[]>();
    for (const term of fuzzyTerms) {
      const list = fuzzyByLength.get(term.length);
      if (list) list.push(term);
      else fuzzyByLength.set(term.length, [term]);
    }
    const index: Index = {
      tools: catalogue.tools,
      postings,
      sorted: [...postings.keys()].sort(),
      strongSorted: [...strongTerms].sort(),
      strong: strongTerms,
      strongPostings: new Map(
        [...strongTerms].map((term) => [term, [...(postings.get(term) ?? [])].filter(([, field]) => field <= Field.Keyword)] as const),
      ),
      fuzzyByLength,
      fuzzy: new Map(),
      shortWords: new Map(),
      nameTokens,
      nameCompact,
      keywordCompacts,
    };
    indexes.set(catalogue, index);
    return index;
  };
  return { addTool, finish };
}

/** The words of `text` as terms, run together: comparable whatever the spacing or hyphens. */
function compact(text: string): string {
  return tokenize(text)
    .map((token) => token.term)
    .join('');
}

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
  if (short && index.postings.has(word) && !index.strong.has(word)) found.push([word, 1]);
  for (let i = lowerBound(sorted, word); i < sorted.length; i++) {
    const term = sorted[i]!;
    if (!term.startsWith(word)) break;
    found.push([term, term === word ? 1 : 0.7 + (0.2 * word.length) / term.length]);
  }
  return found;
}

/** The typo look-up for words of one length, built the first time a typo that long needs it. */
function fuzzyOfLength(index: Index, length: number): Fuse<string> | undefined {
  let fuse = index.fuzzy.get(length);
  const terms = index.fuzzyByLength.get(length);
  if (!fuse && terms) {
    fuse = new Fuse(terms, { includeScore: true, threshold: FUZZY_THRESHOLD, location: 0, distance: 10 });
    index.fuzzy.set(length, fuse);
  }
  return fuse;
}

/** Name and keyword terms spelled like `word`, closest first, with a quality below any prefix. */
function typoTerms(index: Index, word: string): [string, number][] {
  if (word.length < MIN_FUZZY_LENGTH || word.length > MAX_FUZZY_LENGTH || /^\d+$/.test(word)) return [];
  // Fuse finds a word's spelling inside longer words too ("dise" in "dimensions"): a typo keeps
  // about the length of the word it stands for.
  // So only words of about its length are compared: one small Fuse per length, not the whole vocabulary.
  const slack = word.length <= 5 ? 1 : 2;
  const results = [];
  for (let length = word.length - slack; length <= word.length + slack; length++) results.push(...(fuzzyOfLength(index, length)?.search(word) ?? []));
  results.sort((a, b) => (a.score ?? 1) - (b.score ?? 1));
  const best = results[0]?.score ?? 1;
  return results.filter((result) => (result.score ?? 1) <= best + FUZZY_MARGIN).map((result) => [result.item, 0.5 * (1 - (result.score ?? 1))]);
}

interface WordMatch {
  /** Tool → best points for this word. */
  points: Map<number, number>;
  /** The terms it matched, for highlighting. */
  terms: Set<string>;
}

function matchWord(index: Index, word: string): WordMatch {
  if (word.length > 2) return computeWordMatch(index, word);
  let match = index.shortWords.get(word);
  if (!match) index.shortWords.set(word, (match = computeWordMatch(index, word)));
  return match;
}

function computeWordMatch(index: Index, word: string): WordMatch {
  const points = new Map<number, number>();
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
      if (value > (points.get(tool) ?? 0)) points.set(tool, value);
      terms.add(term);
    }
  }
  return { points, terms };
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

function bonus(index: Index, tool: number, query: string, wordCount: number): number {
  let total = 0;
  const name = index.nameCompact[tool]!;
  if (name === query) total += BONUS_NAME;
  else if (name.startsWith(query)) total += BONUS_NAME_START;
  const keywords = index.keywordCompacts[tool]!;
  if (keywords.some((keyword) => keyword.compact === query)) total += BONUS_KEYWORD;
  else if (wordCount > 1 && keywords.some((keyword) => keyword.words > 1 && query.includes(keyword.compact))) total += BONUS_KEYWORD_INSIDE;
  return total;
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
  const index = indexOf(catalogue);
  const { words, all, typed } = queryWords(index, pattern);
  if (words.length === 0) return [];
  const matched = words.map((word) => matchWord(index, word));
  const query = all.join('');
  // Tools every word matched; from three words on, one word may miss if no tool has them all
  // ("join pdf files": no tool says "files", Merge PDFs still has "join" and "pdf").
  const counts = new Map<number, { matches: number; points: number }>();
  for (const match of matched) {
    for (const [tool, points] of match.points) {
      const count = counts.get(tool) ?? { matches: 0, points: 0 };
      counts.set(tool, { matches: count.matches + 1, points: count.points + points });
    }
  }
  let required = words.length;
  if (typed >= 3 && words.length >= 2 && ![...counts.values()].some((count) => count.matches === words.length)) required -= 1;
  const scored: { tool: number; score: number }[] = [];
  for (const [tool, { matches, points }] of counts) {
    if (matches < required || (availableOnly && !index.tools[tool]!.isAvailable)) continue;
    scored.push({ tool, score: points + bonus(index, tool, query, all.length) });
  }
  const available = (tool: number) => (index.tools[tool]!.isAvailable ? 0 : 1);
  const order = (a: { tool: number; score: number }, b: { tool: number; score: number }) => available(a.tool) - available(b.tool) || b.score - a.score || a.tool - b.tool;
  return best(scored, limit, order).map(({ tool }) => ({ tool: index.tools[tool]!, nameRanges: nameRanges(index, tool, matched, words) }));
}

/**
 * The first `limit` items of `items` in `order`. A few suggestions out of thousands of matches
 * (a one-letter query in a big catalogue) are picked in one pass instead of sorting them all.
 */
function best<T>(items: T[], limit: number, order: (a: T, b: T) => number): T[] {
  if (limit >= items.length / 4) return items.sort(order).slice(0, limit);
  const top: T[] = [];
  for (const item of items) {
    if (top.length === limit && order(item, top[limit - 1]!) >= 0) continue;
    let at = top.length;
    while (at > 0 && order(item, top[at - 1]!) < 0) at--;
    top.splice(at, 0, item);
    if (top.length > limit) top.pop();
  }
  return top;
}

/** Up to six available tools for the suggestions list. */
export function suggestTools(catalogue: Catalogue, text: string): ToolMatch[] {
  return searchTools(catalogue, text, { limit: MAX_SUGGESTIONS, availableOnly: true });
}

/** Tools indexed per slice: a few milliseconds each, so a big catalogue never holds the page up. */
const TOOLS_PER_SLICE = 250;

/**
 * Builds the catalogue's index (once) before the first keystroke, a slice of tools at a time with
 * the page free between slices: 10,000 tools take about half a second in all, which in one piece
 * would freeze the page just as someone starts to type. A search that comes first builds the rest
 * at once.
 */
export async function prepareIndex(catalogue: Catalogue, pause: () => Promise<void> = nextTask): Promise<void> {
  if (indexes.has(catalogue)) return;
  const builder = indexBuilder(catalogue);
  for (let i = 0; i < catalogue.tools.length; i++) {
    builder.addTool(i);
    if ((i + 1) % TOOLS_PER_SLICE === 0) {
      await pause();
      if (indexes.has(catalogue)) return;
    }
  }
  builder.finish();
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
