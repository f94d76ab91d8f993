import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Fuse from 'fuse.js';
import { mayBeTypoOf } from './typo-filter';

/** The options term-match.ts gives Fuse for typos. */
const FUSE_OPTIONS = { includeScore: true, threshold: 0.3, location: 0, distance: 10 };
const maxEdits = (word: string) => Math.floor(0.3 * word.length);

describe('mayBeTypoOf', () => {
  it.each([
    ['pasword', 'password', true],
    ['jsno', 'json', true],
    ['convere', 'convert', true],
    ['mqrkdown', 'markdown', true],
    ['jsno', 'xml', false],
    ['pasword', 'calendar', false],
    ['aaaa', 'abcd', false],
    ['abcd', 'dcba', true],
    ['kilojouo', 'kilojoule', true],
  ])('%j could be a typo of %j: %j', (word, term, expected) => {
    expect(mayBeTypoOf(word, term, maxEdits(word))).toBe(expected);
  });

  it('leaves no state behind between calls', () => {
    expect(mayBeTypoOf('aaaa', 'aaaa', 0)).toBe(true);
    expect(mayBeTypoOf('aaaa', 'bbbb', 1)).toBe(false);
    expect(mayBeTypoOf('aaaa', 'aaaa', 0)).toBe(true);
  });

  it('never rules out a word Fuse would take for a typo (so results are the same with it)', () => {
    const letters = 'abcdeilnorst';
    const letter = fc.constantFrom(...letters.split(''));
    const typed = fc.array(letter, { minLength: 4, maxLength: 14 }).map((chars) => chars.join(''));
    // A term near the typed word: a few edits of it, sometimes with letters before or after.
    const edit = fc.tuple(fc.constantFrom('replace', 'insert', 'delete', 'swap'), fc.nat(), letter);
    const near = (word: string) =>
      fc.tuple(fc.array(edit, { maxLength: 4 }), fc.array(letter, { maxLength: 2 }), fc.array(letter, { maxLength: 2 })).map(([edits, before, after]) => {
        let chars = word.split('');
        for (const [kind, at, char] of edits) {
          const i = at % Math.max(1, chars.length);
          if (kind === 'replace') chars[i] = char;
          else if (kind === 'insert') chars.splice(i, 0, char);
          else if (kind === 'delete' && chars.length > 1) chars.splice(i, 1);
          else if (kind === 'swap' && i + 1 < chars.length) [chars[i], chars[i + 1]] = [chars[i + 1]!, chars[i]!];
        }
        chars = [...before, ...chars, ...after];
        return chars.join('');
      });
    let typos = 0;
    let ruledOut = 0;
    fc.assert(
      fc.property(
        typed.chain((word) => fc.tuple(fc.constant(word), near(word))),
        ([word, term]) => {
          const [found] = new Fuse([term], FUSE_OPTIONS).search(word);
          const kept = mayBeTypoOf(word, term, maxEdits(word));
          if (found) typos += 1;
          if (!kept) ruledOut += 1;
          if (found) expect(kept).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
    // The cases were not all of one kind: Fuse took many, the filter ruled many out.
    expect(typos).toBeGreaterThan(300);
    expect(ruledOut).toBeGreaterThan(100);
  });
});
