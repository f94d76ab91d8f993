import * as charClass from './charClass';

// Read once: test runners turn named imports into getter calls, too slow for a per-character loop.
const { ASCII_FLAGS, CONTROL, MARK, PREPEND, RICH_JOINER, SPACE, classOf, codePointAt } = charClass;

/**
 * Counting user-perceived characters (grapheme clusters): "é", "👍🏽" and "🇫🇷" are one each.
 *
 * Intl.Segmenter is exact but costs about a microsecond per cluster, and V8's segmenter gets
 * quadratic on one long string, so a megabyte through it alone takes seconds. Almost every
 * character can only join with following combining marks, which a single pass counts with
 * arithmetic; only the whitespace-separated runs holding a character with richer joining rules
 * (emoji sequences, flags, Hangul jamo, Indic conjuncts, prepended marks) go to the segmenter.
 */

export interface GraphemeSegmenter {
  segment(input: string): Iterable<unknown>;
}

/** The platform's grapheme segmenter, or undefined on engines without Intl.Segmenter. */
export function platformSegmenter(): GraphemeSegmenter | undefined {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (typeof Segmenter !== 'function') return undefined;
  try {
    return new Segmenter(undefined, { granularity: 'grapheme' });
  } catch {
    return undefined;
  }
}

// Where Intl.Segmenter is missing: right for marks, ZWJ emoji, skin tones, tags and flags.
const APPROXIMATE_CLUSTER =
  // eslint-disable-next-line no-misleading-character-class -- these classes list joining characters one by one, on purpose
  /\r\n|\p{RI}\p{RI}|[^\p{M}\u200D][\p{M}\u200C\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}]*(?:\u200D[^\p{M}\u200D]?[\p{M}\u{1F3FB}-\u{1F3FF}]*)*|[\s\S]/gu;

function countRun(segmenter: GraphemeSegmenter | null, run: string): number {
  let count = 0;
  if (segmenter === null) {
    APPROXIMATE_CLUSTER.lastIndex = 0;
    while (APPROXIMATE_CLUSTER.exec(run) !== null) count++;
    return count;
  }
  for (const _ of segmenter.segment(run)) count++;
  return count;
}

let cachedSegmenter: GraphemeSegmenter | null | undefined;
function defaultSegmenter(): GraphemeSegmenter | null {
  if (cachedSegmenter === undefined) cachedSegmenter = platformSegmenter() ?? null;
  return cachedSegmenter;
}

/**
 * The number of grapheme clusters in text. Pass `null` as segmenter to use the fallback for
 * engines without Intl.Segmenter. Without one, the platform's is made when a run first needs it:
 * making it loads locale data (milliseconds, in the render that opens the tool), which text of
 * letters and marks alone never needs.
 */
export function countGraphemes(text: string, segmenter?: GraphemeSegmenter | null): number {
  let count = 0;
  let runStart = 0; // just after the last whitespace
  let countAtRunStart = 0;
  let previous = CONTROL; // a mark at the very start stands alone
  let previousUnit = -1;
  for (let i = 0; i < text.length; ) {
    const unit = text.charCodeAt(i);
    const codePoint = unit >= 0xd800 && unit <= 0xdbff ? codePointAt(text, i) : unit;
    const size = codePoint > 0xffff ? 2 : 1;
    const flags = unit < 128 ? (ASCII_FLAGS[unit] ?? 0) : classOf(codePoint);
    if (flags & RICH_JOINER) {
      let start = runStart;
      let base = countAtRunStart;
      // A space followed by a mark is one cluster: give the segmenter that space too.
      if (start > 0 && classOf(codePointAt(text, start)) & MARK && !(classOf(text.charCodeAt(start - 1)) & CONTROL)) {
        start -= 1;
        base -= 1;
      }
      let end = i + size;
      let before = flags;
      while (end < text.length) {
        const next = codePointAt(text, end);
        const nextFlags = classOf(next);
        if (nextFlags & SPACE && !(before & PREPEND && !(nextFlags & CONTROL))) break;
        end += next > 0xffff ? 2 : 1;
        before = nextFlags;
      }
      count = base + countRun(segmenter === undefined ? defaultSegmenter() : segmenter, text.slice(start, end));
      previous = 0;
      previousUnit = -1;
      i = end;
      continue;
    }
    if (flags & SPACE) {
      if (!(codePoint === 10 && previousUnit === 13)) count++;
      runStart = i + size;
      countAtRunStart = count;
    } else if (!(flags & MARK) || previous & CONTROL) {
      count++;
    }
    previous = flags;
    previousUnit = codePoint;
    i += size;
  }
  return count;
}
