// @ts-check
/** Plain text out of the HTML fragments feeds put in titles and summaries. */

/** @type {Record<string, string>} */
const NAMED_ENTITIES = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  times: '×',
  divide: '÷',
  eacute: 'é',
  egrave: 'è',
  aacute: 'á',
  agrave: 'à',
  ouml: 'ö',
  uuml: 'ü',
  auml: 'ä',
  szlig: 'ß',
  ccedil: 'ç',
  ntilde: 'ñ',
};

/**
 * @param {number} code
 * @returns {string}
 */
function fromCodePoint(code) {
  // Surrogates, NUL and out-of-range code points cannot be shown; U+FFFD says so.
  if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(code);
}

/**
 * Decodes numeric and common named character references. Unknown names stay as written.
 * @param {string} text
 */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,31});/gi, (whole, ref) => {
    const name = /** @type {string} */ (ref);
    if (name[0] === '#') {
      const hex = name[1] === 'x' || name[1] === 'X';
      return fromCodePoint(Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    return NAMED_ENTITIES[name] ?? NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Strips tags (dropping script, style and comments with their content), decodes entities and
 * collapses whitespace. Block-level tags become spaces so words do not run together.
 * @param {string} html
 */
export function htmlToText(html) {
  if (!html) return '';
  const withoutBlocks = html
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<(script|style|noscript|iframe|template)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ');
  const withoutTags = withoutBlocks.replace(/<\/?[a-z!][^>]*>/gi, ' ');
  return decodeEntities(withoutTags)
    // Feeds do carry stray control characters, which would show as boxes.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Cuts text to at most `max` characters, at a word boundary where one is near, ending in '…'.
 * @param {string} text
 * @param {number} max
 */
export function truncateText(text, max) {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  if (max <= 1) return max === 1 ? '…' : '';
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  const atWord = space >= cut.length * 0.6 ? cut.slice(0, space) : cut;
  return `${atWord.replace(/[\s,;:.\-–—]+$/, '')}…`;
}
