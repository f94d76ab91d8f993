/**
 * Route paths as page keys: the id of visits/{page} and the key of the `pages` maps in
 * daily-analytics and daily-visitors. A raw path is unsafe in both places: `/` splits a document
 * path, `.` splits a field path into nested maps, `.`/`..`/`__x__` are reserved ids, and the
 * Firebase SDK rejects `~ * / [ ]` in string field paths.
 *
 * The encoding keeps `A–Z a–z 0–9 -` as they are and writes every other UTF-8 byte as `_` plus two
 * upper-case hex digits (`/` → `_2F`, `_` → `_5F`, `é` → `_C3_A9`). So a key contains only
 * `[A-Za-z0-9_-]`, never `.`, `/` or `__` (an `_` is always followed by a hex digit, which rules
 * out the reserved `__x__` ids), and the encoding is injective: distinct paths give distinct keys.
 * Keys are bounded by {@link MAX_PAGE_KEY_LENGTH}; a longer path is cut at a whole character, so its
 * key decodes to the cut path.
 */

/**
 * Enough for any page the site has (a tool path is at most 100 characters), and short enough that
 * the rules engine compares a full day's map of them in one write (firestore.rules' isPageKey).
 */
export const MAX_PAGE_KEY_LENGTH = 128;

/**
 * The keys of the pages the tracker counts (trackedPath: `/`, a host page, a tool, later a
 * language's tool): '/' and one or two segments of lower-case letters, digits and single hyphens.
 * firestore.rules' isPageKey accepts exactly these, so a script cannot add keys for pages the site
 * does not have.
 */
export const PAGE_KEY_PATTERN = '^_2F([a-z0-9]+(-[a-z0-9]+)*(_2F[a-z0-9]+(-[a-z0-9]+)*)?)?$';
const PAGE_KEY = new RegExp(PAGE_KEY_PATTERN);

/** Whether `key` is the key of a page the site can have (and the rules accept). */
export const isPageKey = (key: string): boolean => key.length <= MAX_PAGE_KEY_LENGTH && PAGE_KEY.test(key);

const PLAIN = /^[A-Za-z0-9-]$/;
const HEX = '0123456789ABCDEF';

/** UTF-8 bytes of one code point. Lone surrogates get their 3-byte form so every JS string round-trips. */
function utf8Bytes(codePoint: number): number[] {
  if (codePoint < 0x80) return [codePoint];
  if (codePoint < 0x800) return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f)];
  if (codePoint < 0x10000) return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
  return [
    0xf0 | (codePoint >> 18),
    0x80 | ((codePoint >> 12) & 0x3f),
    0x80 | ((codePoint >> 6) & 0x3f),
    0x80 | (codePoint & 0x3f),
  ];
}

function encodeCharacter(character: string): string {
  if (PLAIN.test(character)) return character;
  return utf8Bytes(character.codePointAt(0) ?? 0)
    .map((byte) => `_${HEX[byte >> 4] ?? '0'}${HEX[byte & 0xf] ?? '0'}`)
    .join('');
}

/** The page key of a route path. The empty path is the home page, `/`. */
export function toPageKey(path: string): string {
  let key = '';
  // for…of walks code points, so a cut never splits a surrogate pair or a UTF-8 sequence.
  for (const character of path === '' ? '/' : path) {
    const encoded = encodeCharacter(character);
    if (key.length + encoded.length > MAX_PAGE_KEY_LENGTH) break;
    key += encoded;
  }
  return key;
}

function hexByte(key: string, at: number): number | null {
  if (key[at] !== '_') return null;
  const digits = key.slice(at + 1, at + 3);
  // Upper case only, as written: a second spelling of the same byte would make keys ambiguous.
  return /^[0-9A-F]{2}$/.test(digits) ? Number.parseInt(digits, 16) : null;
}

/** How many bytes a UTF-8 sequence starting with `lead` has, or 0 when `lead` cannot start one. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc0 && lead < 0xe0) return 2;
  if (lead >= 0xe0 && lead < 0xf0) return 3;
  if (lead >= 0xf0 && lead < 0xf8) return 4;
  return 0;
}

/**
 * Decodes one escaped character at `at`: the character and how many key characters it used, or
 * null when the text there is not a well-formed escape (then the caller keeps it literally).
 */
function decodeEscape(key: string, at: number): { character: string; used: number } | null {
  const lead = hexByte(key, at);
  if (lead === null) return null;
  const length = sequenceLength(lead);
  if (length === 0) return null;
  let codePoint = length === 1 ? lead : lead & (0xff >> (length + 1));
  for (let index = 1; index < length; index += 1) {
    const next = hexByte(key, at + index * 3);
    if (next === null || (next & 0xc0) !== 0x80) return null;
    codePoint = (codePoint << 6) | (next & 0x3f);
  }
  if (codePoint > 0x10ffff) return null;
  return { character: String.fromCodePoint(codePoint), used: length * 3 };
}

/**
 * The route path a page key stands for, for display. Text that is not a well-formed escape (a key
 * written by something else) is shown as it is rather than dropped.
 */
export function fromPageKey(key: string): string {
  let path = '';
  let at = 0;
  while (at < key.length) {
    const decoded = decodeEscape(key, at);
    if (decoded) {
      path += decoded.character;
      at += decoded.used;
    } else {
      path += key[at] ?? '';
      at += 1;
    }
  }
  return path;
}
