/**
 * A cheap test run before Fuse.js on each word of the vocabulary when looking up a typo: it rules
 * out words that cannot be a typo of the query word, so Fuse's far dearer match runs on a few.
 */

/** Per character code, how many of it the typed word still has unmatched (zeros between calls). */
const letterNeeds = new Int16Array(0x10000);

/**
 * Whether `term` could be within Fuse's reach of `word`: Fuse counts a typo as an edit of `word`
 * against part of the term, and allows at most `threshold × length` edits; each edit accounts for
 * at most one of the word's letters the term lacks. A few array steps per term, where Fuse's
 * bit-parallel match costs far more: most of the vocabulary is ruled out before Fuse looks.
 */
export function mayBeTypoOf(word: string, term: string, maxEdits: number): boolean {
  for (let i = 0; i < word.length; i++) letterNeeds[word.charCodeAt(i)]! += 1;
  let lacking = word.length;
  for (let i = 0; i < term.length; i++) {
    const code = term.charCodeAt(i);
    if (letterNeeds[code]! > 0) {
      letterNeeds[code]! -= 1;
      lacking -= 1;
    }
  }
  for (let i = 0; i < word.length; i++) letterNeeds[word.charCodeAt(i)] = 0;
  return lacking <= maxEdits;
}
