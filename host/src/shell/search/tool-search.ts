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
import type { Catalogue } from '@toolhub/shared';
import { MAX_SUGGESTIONS, normalizeQuery, type ToolMatch } from './search-query';
import { indexOf, type Index } from './search-index';
import { matchWord } from './term-match';
import { best, bonus, nameRanges, wholeQueryBonuses } from './ranking';
import { tokenize } from './search-terms';

/** Beyond this a query is not a search any more; it only costs time. */
const MAX_PATTERN_LENGTH = 64;
const MAX_QUERY_TERMS = 8;

/** Small words that say nothing about the tool ("how old am i", "pick a number"). */
const STOP_WORDS = new Set(['a', 'an', 'the', 'to', 'of', 'for', 'my', 'i', 'am', 'is', 'in', 'on', 'and', 'or', 'me', 'how', 'what', 'with', 'online', 'free']);

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

/** The search over a built index, from the normalized query text (prepare-index.ts warms it up too). */
export function searchIndex(index: Index, pattern: string, limit: number, availableOnly: boolean): ToolMatch[] {
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

/** Up to six available tools for the suggestions list. */
export function suggestTools(catalogue: Catalogue, text: string): ToolMatch[] {
  return searchTools(catalogue, text, { limit: MAX_SUGGESTIONS, availableOnly: true });
}
