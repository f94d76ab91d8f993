/**
 * Words in capitals that Title and Sentence case keep as written: NASA, USA, HTML5, 2FA, and
 * the NASA of "NASA's". A word counts when it has two or more letters, all of them capitals
 * (digits may join in). Capitals that read as shouting are converted like any other word:
 * three or more such words in a row (single capitals such as "I" count towards the run, words
 * without letters neither count nor break it), or a text with no small letter anywhere.
 */

import { lazyRegExp } from '@toolhub/shared/worker';

// Built on first use (kit lazyRegExp): Unicode classes are slow to set up in the click that opens the tool.
const WORD = lazyRegExp(String.raw`[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}\p{M}\p{N}]+)*`, 'gu');
const HAS_SMALL = lazyRegExp(String.raw`\p{Ll}`, 'u');
const HAS_LETTER = lazyRegExp(String.raw`\p{L}`, 'u');
const CAPITALS = lazyRegExp(String.raw`^[\p{Lu}\p{Lt}\p{M}\p{N}'’]*$`, 'u');
const CAPITAL = lazyRegExp(String.raw`[\p{Lu}\p{Lt}]`, 'gu');
const HAS_CAPITAL = lazyRegExp(String.raw`[\p{Lu}\p{Lt}]`, 'u');
/** Three capital words in a row are shouting, not acronyms. */
export const SHOUTING_RUN = 3;

type Kind = 'caps' | 'capital' | 'neutral' | 'other';

function capitalCount(text: string): number {
  return text.match(CAPITAL())?.length ?? 0;
}

/** What a word is, and for a word in capitals the part to keep ("NASA" of "NASA's"). */
function classify(word: string): { kind: Kind; keep: string } {
  if (!HAS_LETTER().test(word)) return { kind: 'neutral', keep: '' };
  if (CAPITALS().test(word)) return { kind: capitalCount(word) >= 2 ? 'caps' : 'capital', keep: word };
  // "NASA's": capitals, then an apostrophe and small letters only.
  const apostrophe = word.search(/['’]/);
  if (apostrophe > 0) {
    const head = word.slice(0, apostrophe);
    if (CAPITALS().test(head) && capitalCount(head) >= 2 && !HAS_CAPITAL().test(word.slice(apostrophe))) return { kind: 'caps', keep: head };
  }
  return { kind: 'other', keep: '' };
}

/**
 * The words in capitals to keep, by their index in `text`, with the part kept as written; the
 * rest of such a word ("'s") is left to the conversion.
 */
export function keptCapitals(text: string): Map<number, string> {
  const kept = new Map<number, string>();
  if (!HAS_SMALL().test(text)) return kept;
  let run: Array<[number, string]> = [];
  let runLength = 0;
  const endRun = () => {
    if (runLength < SHOUTING_RUN) for (const [at, keep] of run) kept.set(at, keep);
    run = [];
    runLength = 0;
  };
  for (const match of text.matchAll(WORD())) {
    const { kind, keep } = classify(match[0]);
    if (kind === 'other') endRun();
    else if (kind === 'caps') {
      run.push([match.index, keep]);
      runLength++;
    } else if (kind === 'capital') runLength++;
  }
  endRun();
  return kept;
}
