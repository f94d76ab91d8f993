/**
 * What the counters need to know about a character, as bit flags, computed once per code point
 * with Unicode property regexes and then looked up from a table. One pass over a megabyte with
 * table look-ups is many times faster than several passes with Unicode regexes.
 */
export const SPACE = 1; // any whitespace
export const LINE_BREAK = 2;
export const LETTER_OR_DIGIT = 4;
export const MARK = 8; // combining mark: joins the character before it
export const IDEOGRAPH = 16; // written without spaces: each one is a word
export const DASH = 32; // en and em dashes separate words like spaces
export const SENTENCE_END = 64; // . ! ? ‽ … (need a following space to end a sentence)
export const CJK_SENTENCE_END = 128; // 。！？
export const CONTROL = 256; // a mark after one of these stands alone (grapheme rule GB4)
export const RICH_JOINER = 512; // joins by rules a mark count cannot follow (see graphemes.ts)
export const WORD_JOINER = 1024; // ' ’ - inside a keyword (don't, well-known)
export const PREPEND = 2048; // joins the character after it, even a space (grapheme rule GB9b)

const KNOWN = 0x8000;
const bmp = new Uint16Array(0x10000);
const astral = new Map<number, number>();

const RICH =
  // eslint-disable-next-line no-misleading-character-class -- these classes list joining characters one by one, on purpose
  /[\u200D\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u0D4E\u{110BD}\u{110CD}\u{111C2}\u{111C3}\u094D\u09CD\u0ACD\u0B4D\u0C4D\u0D4D]/u;

const PREPENDS = /[\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u0D4E\u{110BD}\u{110CD}\u{111C2}\u{111C3}]/u;

function compute(codePoint: number): number {
  const ch = String.fromCodePoint(codePoint);
  let flags = 0;
  if (/\s/u.test(ch)) flags |= SPACE;
  if (/[\n\r\u2028\u2029]/.test(ch)) flags |= LINE_BREAK;
  // The kana length mark lengthens the sound before it; it is not a word of its own.
  if (/[\p{L}\p{N}]/u.test(ch) && !/[\u30FC\uFF70]/.test(ch)) flags |= LETTER_OR_DIGIT;
  // Marks, ZWNJ and the Thai/Lao AM vowels all join the character before them (GB9, GB9a).
  // eslint-disable-next-line no-misleading-character-class -- these classes list joining characters one by one, on purpose
  if (/[\p{M}\p{Grapheme_Extend}\u0E33\u0EB3\u200D\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}]/u.test(ch)) flags |= MARK;
  if (/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u.test(ch) && !(flags & MARK)) flags |= IDEOGRAPH;
  if (/[\u2013\u2014]/.test(ch)) flags |= DASH;
  if (/[.!?‽…]/.test(ch)) flags |= SENTENCE_END;
  if (/[。！？]/.test(ch)) flags |= CJK_SENTENCE_END;
  if (/[\p{Cc}\p{Cf}\u2028\u2029]/u.test(ch) && !/[\u200C\u200D]/.test(ch) && !RICH.test(ch)) flags |= CONTROL;
  if (RICH.test(ch)) flags |= RICH_JOINER;
  if (/['’-]/.test(ch)) flags |= WORD_JOINER;
  if (PREPENDS.test(ch)) flags |= PREPEND;
  return flags;
}

/** Flags of every ASCII character, for the loops' fast path. */
export const ASCII_FLAGS: Uint16Array = Uint16Array.from({ length: 128 }, (_, unit) => compute(unit));

/** Flags of a code point (a lone surrogate gets none). */
export function classOf(codePoint: number): number {
  if (codePoint < 0x10000) {
    const known = bmp[codePoint] ?? 0;
    if (known !== 0) return known & ~KNOWN;
    const flags = codePoint >= 0xd800 && codePoint <= 0xdfff ? 0 : compute(codePoint);
    bmp[codePoint] = flags | KNOWN;
    return flags;
  }
  let flags = astral.get(codePoint);
  if (flags === undefined) {
    flags = compute(codePoint);
    astral.set(codePoint, flags);
  }
  return flags;
}

/** The code point at index, reading a surrogate pair as one. */
export function codePointAt(text: string, index: number): number {
  const unit = text.charCodeAt(index);
  if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length) {
    const low = text.charCodeAt(index + 1);
    if (low >= 0xdc00 && low <= 0xdfff) return (unit - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
  }
  return unit;
}
