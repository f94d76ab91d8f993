/**
 * The search index over a catalogue (tool-search.ts reads it): a sorted vocabulary of terms
 * pointing at the tools and fields they come from, names' and keywords' terms apart, and the
 * per-tool data the ranking needs, with typed work space for one search. Built once per catalogue
 * object, at once (indexOf) or a tool at a time (indexBuilder, for prepareIndex's slices).
 */
import type { Catalogue, CatalogueTool } from '@toolhub/shared';
import { compact, joinedPairs, tokenize, type Token } from './search-terms';

/** Where a term comes from; a lower number is a better field. */
export const Field = { Name: 0, Keyword: 1, Category: 2, Description: 3 } as const;
export type Field = (typeof Field)[keyof typeof Field];

/** One query word's matches, kept per index for the commonest words. */
export interface WordMatch {
  /** The tools it matched, each once, and each one's best points for this word, side by side. */
  tools: Int32Array;
  points: Float64Array;
  /** The terms it matched, for highlighting. */
  terms: Set<string>;
}

export interface Index {
  tools: readonly CatalogueTool[];
  /** Term → for each tool holding it, the best field it is in. */
  postings: Map<string, Map<number, Field>>;
  /** All terms, sorted, for prefix look-ups. */
  sorted: string[];
  /** Terms of names and keywords only, sorted: a short prefix matches nothing else. */
  strongSorted: string[];
  /** Per name or keyword term, only the tools holding it in a name or keyword (what typos and short prefixes may match). */
  strongPostings: Map<string, Map<number, Field>>;
  /** Name and keyword words (not joined pairs) by length, for typos. */
  fuzzyByLength: Map<number, string[]>;
  /** Matches of one- and two-letter words, the commonest keystrokes, kept once computed. */
  shortWords: Map<string, WordMatch>;
  /** Per tool: its name's tokens (joined pairs too), its name and keywords as joined terms. */
  nameTokens: Token[][];
  nameCompact: string[];
  keywordCompacts: { compact: string; words: number }[][];
  /** Names as joined terms, sorted, with their tools: whole-query bonuses without a pass over every candidate. */
  namesSorted: string[];
  namesSortedTools: number[];
  /** Keyword as joined terms → the tools having it. */
  keywordTools: Map<string, number[]>;
  /** Per-tool work space for one search, all zeros between searches (a search is never interrupted). */
  scratch: { points: Float64Array; count: Uint8Array; touched: Int32Array; scores: Float64Array; order: Int32Array };
  /** 1 for a coming-soon tool, per tool. */
  unavailable: Uint8Array;
}

const indexes = new WeakMap<Catalogue, Index>();

/** Whether `catalogue` has its index already (a search, or prepareIndex, built it). */
export const hasIndex = (catalogue: Catalogue): boolean => indexes.has(catalogue);

export function indexOf(catalogue: Catalogue): Index {
  const known = indexes.get(catalogue);
  if (known) return known;
  const builder = indexBuilder(catalogue);
  for (let i = 0; i < catalogue.tools.length; i++) builder.addTool(i);
  const finishing = builder.finish();
  for (;;) {
    const step = finishing.next();
    if (step.done) return step.value;
  }
}

/** Builds an index a tool at a time, so a big catalogue's can be built in slices (prepareIndex). */
export function indexBuilder(catalogue: Catalogue) {
  const categoryName = new Map(catalogue.categories.map((category) => [category.id, category.name]));
  const postings = new Map<string, Map<number, Field>>();
  const fuzzyByLength = new Map<number, string[]>();
  const fuzzyTerms = new Set<string>();
  const keywordTools = new Map<string, number[]>();
  const strongPostings = new Map<string, Map<number, Field>>();
  const add = (term: string, tool: number, field: Field, joined = false) => {
    let tools = postings.get(term);
    if (!tools) postings.set(term, (tools = new Map()));
    const known = tools.get(tool);
    if (known === undefined || field < known) tools.set(tool, field);
    if (field <= Field.Keyword) {
      let strongTools = strongPostings.get(term);
      if (!strongTools) strongPostings.set(term, (strongTools = new Map()));
      const knownStrong = strongTools.get(tool);
      if (knownStrong === undefined || field < knownStrong) strongTools.set(tool, field);
      // Typos are looked up among real words only, not among joined pairs.
      if (!joined && !fuzzyTerms.has(term)) {
        fuzzyTerms.add(term);
        const sameLength = fuzzyByLength.get(term.length);
        if (sameLength) sameLength.push(term);
        else fuzzyByLength.set(term.length, [term]);
      }
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
    const compacts = keywords.map((keyword) => ({ compact: compact(keyword), words: tokenize(keyword).length }));
    keywordCompacts.push(compacts);
    for (const { compact: keyword } of compacts) {
      const tools = keywordTools.get(keyword);
      if (!tools) keywordTools.set(keyword, [i]);
      else if (tools.at(-1) !== i) tools.push(i);
    }
    for (const token of tokenize(categoryName.get(tool.category) ?? tool.category)) add(token.term, i, Field.Category);
    for (const token of tokenize(tool.description)) add(token.term, i, Field.Description);
  };
  /** The rest of the index once every tool is in, a step at a time (each sort is one step). */
  function* finish(): Generator<undefined, Index> {
    const sorted = [...postings.keys()].sort();
    yield;
    const strongSorted = [...strongPostings.keys()].sort();
    yield;
    const names = nameCompact.map((name, tool) => [name, tool] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    yield;
    const size = catalogue.tools.length;
    const index: Index = {
      tools: catalogue.tools,
      postings,
      sorted,
      strongSorted,
      strongPostings,
      fuzzyByLength,
      shortWords: new Map(),
      nameTokens,
      nameCompact,
      keywordCompacts,
      namesSorted: names.map(([name]) => name),
      namesSortedTools: names.map(([, tool]) => tool),
      keywordTools,
      scratch: { points: new Float64Array(size), count: new Uint8Array(size), touched: new Int32Array(size), scores: new Float64Array(size), order: new Int32Array(size) },
      unavailable: Uint8Array.from(catalogue.tools, (tool) => (tool.isAvailable ? 0 : 1)),
    };
    indexes.set(catalogue, index);
    return index;
  }
  return { addTool, finish };
}
