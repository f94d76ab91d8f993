import type { WordSet } from './sorted-words';

/** A WordSet that also gives the words of one length, listed on first request. */
export interface WordsByLength extends WordSet {
  ofLength(length: number): readonly string[];
}

/** Distinct words, sorted and joined by single spaces: what joinedWords reads. */
export function joinWords(words: Iterable<string>): string {
  return [...new Set(words)].filter((word) => word !== '' && !word.includes(' ')).sort().join(' ');
}

/**
 * The words of a text of sorted words joined by single spaces (a `*.words?joined` import: the
 * build writes it, scripts/lib/word-lists.mjs), read where they lie: a lookup is a binary search
 * over the text itself, and nothing is split until a caller asks for one length's words.
 * Splitting 33,000 words into an array as Unscramble Word opened cost ~11 ms on a slow machine,
 * and checking their order as much again; the text itself gzips as well as the list did.
 */
export function joinedWords(text: string): WordsByLength {
  const lists = new Map<number, readonly string[]>();
  let size: number | undefined;

  /** The end of the word that starts at `start`. */
  const endOf = (start: number) => {
    const space = text.indexOf(' ', start);
    return space === -1 ? text.length : space;
  };

  function ofLength(length: number): readonly string[] {
    let list = lists.get(length);
    if (!list) {
      const words: string[] = [];
      for (let start = 0; start < text.length; ) {
        const end = endOf(start);
        if (end - start === length) words.push(text.slice(start, end));
        start = end + 1;
      }
      lists.set(length, (list = words));
    }
    return list;
  }

  return {
    get size() {
      if (size === undefined) {
        size = 0;
        for (let start = 0; start < text.length; start = endOf(start) + 1) size++;
      }
      return size;
    },
    has(word) {
      if (word === '' || word.includes(' ')) return false;
      // Binary search over character offsets: the word around the middle offset is compared.
      let low = 0;
      let high = text.length;
      while (low < high) {
        const start = text.lastIndexOf(' ', ((low + high) >>> 1) - 1) + 1;
        const end = endOf(start);
        const here = text.slice(start, end);
        if (here === word) return true;
        if (here < word) low = end + 1;
        else high = start;
      }
      return false;
    },
    ofLength,
    *[Symbol.iterator]() {
      for (let start = 0; start < text.length; ) {
        const end = endOf(start);
        yield text.slice(start, end);
        start = end + 1;
      }
    },
  };
}
