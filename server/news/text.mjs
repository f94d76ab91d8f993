// @ts-check
/** Plain text out of the HTML fragments feeds put in titles and summaries. */

import { decodeHTML, decodeXML } from 'entities';

/**
 * Decodes HTML character references (named, decimal, hex) the way a browser does, through the
 * `entities` package. Unknown names stay as written; NUL, surrogates and out-of-range code points
 * become U+FFFD.
 * @param {string} text
 */
export function decodeEntities(text) {
  return decodeHTML(text);
}

/**
 * Decodes what the XML parser leaves in attribute and element text: numeric references
 * (`&#x6A;avascript:` is `javascript:`) and the five XML names.
 * @param {string} text
 */
export function decodeXmlReferences(text) {
  return decodeXML(text);
}

/** Feeds are read up to this many characters per field; nothing shown needs more. */
export const MAX_FIELD_INPUT = 64_000;

/**
 * The first `MAX_FIELD_INPUT` characters of a raw field, without a tag cut in half at the end.
 * @param {string} raw
 */
export function clipRawField(raw) {
  if (raw.length <= MAX_FIELD_INPUT) return raw;
  return raw.slice(0, MAX_FIELD_INPUT).replace(/<[^<>]*$/, '');
}

// Tags are matched without crossing a '<', so a run of unclosed '<a<a<a' costs linear time.
const TAG = /<\/?[a-z!?][^<>]*>/gi;
const BLOCK = /<(script|style|noscript|iframe|template|object|embed)\b[\s\S]*?(<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(-->|$)/g;

/** @param {string} html */
function stripMarkup(html) {
  return html.replace(COMMENT, ' ').replace(BLOCK, ' ').replace(TAG, ' ');
}

/**
 * Plain text out of a feed field: strips tags (dropping script, style and comments with their
 * content), decodes entities and collapses whitespace. Tags become spaces so words do not run
 * together. The result never contains anything a browser would read as a tag.
 * @param {string} html
 */
export function htmlToText(html) {
  if (!html) return '';
  // Feeds escape their HTML once, twice (&amp;lt;b&amp;gt;) or not at all: decode until nothing
  // changes, stripping the tags each round, so no layer of encoding smuggles markup through.
  let text = clipRawField(html);
  for (let round = 0; round < 4; round += 1) {
    const next = decodeEntities(stripMarkup(text));
    if (next === text) break;
    text = next;
  }
  return stripMarkup(text)
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
