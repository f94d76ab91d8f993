import { fitsInLink } from '@toolhub/shared';
import { MAX_TEXT_LENGTH } from './logic';

/** Why typed words stay out of a share link: too long for one, or holding a broken character. */
export type WordsLeftOut = 'too-long' | 'broken';

/** Half of a character pair with no other half next to it, as a broken paste leaves it: no URL can carry it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The words a share link carries: what the tool reads of them (cut between characters, never
 * inside a pair), when that fits in a link; otherwise why not (null when there are no words).
 */
export function linkWords(text: string): { words: string } | { words: null; leftOut: WordsLeftOut | null } {
  const end = /[\uD800-\uDBFF]/.test(text.charAt(MAX_TEXT_LENGTH - 1)) ? MAX_TEXT_LENGTH - 1 : MAX_TEXT_LENGTH;
  const read = text.slice(0, end);
  if (read.trim() === '') return { words: null, leftOut: null };
  if (LONE_SURROGATE.test(read)) return { words: null, leftOut: 'broken' };
  return fitsInLink(read) ? { words: read } : { words: null, leftOut: 'too-long' };
}
