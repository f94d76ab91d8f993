/**
 * The words search compares (tool-search.ts): lower-cased, stripped of accents, in American
 * spelling ("colour" → "color") and singular ("pdfs" → "pdf"). The same rules run on the
 * catalogue and on the query.
 */

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

export interface Token {
  term: string;
  start: number;
  /** Exclusive. */
  end: number;
}

/** The words of `text` with where they stand in it (for highlighting names). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const term = stem(match[0].normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    if (term) tokens.push({ term, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** Every two neighbouring tokens joined, spanning both. */
export function joinedPairs(tokens: readonly Token[]): Token[] {
  return tokens.slice(1).map((token, i) => ({ term: tokens[i]!.term + token.term, start: tokens[i]!.start, end: token.end }));
}

/** The words of `text` as terms, run together: comparable whatever the spacing or hyphens. */
export function compact(text: string): string {
  return tokenize(text)
    .map((token) => token.term)
    .join('');
}
