/**
 * A set of words held as one sorted array. Building it from a list that is already sorted (as
 * the build writes a tool's `*.words` lists) only checks the order: no hashing of tens of
 * thousands of strings as the tool opens, which a Set costs (~20 ms for 33,000 words). Lookups
 * are a binary search.
 */
export interface WordSet extends Iterable<string> {
  readonly size: number;
  has(word: string): boolean;
}

function isStrictlyAscending(words: readonly string[]): boolean {
  for (let i = 1; i < words.length; i++) if (!((words[i - 1] as string) < (words[i] as string))) return false;
  return true;
}

/** The words as a set: taken as they are when sorted and distinct, sorted and deduplicated otherwise. */
export function sortedWords(words: readonly string[]): WordSet {
  const sorted = isStrictlyAscending(words) ? words : [...new Set(words)].sort();
  return {
    size: sorted.length,
    has(word) {
      let low = 0;
      let high = sorted.length - 1;
      while (low <= high) {
        const middle = (low + high) >>> 1;
        const here = sorted[middle] as string;
        if (here === word) return true;
        if (here < word) low = middle + 1;
        else high = middle - 1;
      }
      return false;
    },
    [Symbol.iterator]: () => sorted[Symbol.iterator](),
  };
}
