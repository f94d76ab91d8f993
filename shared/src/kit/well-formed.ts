/**
 * Half of a character pair with no other half next to it (a lone surrogate), as a broken copy or
 * a string cut mid-pair leaves it. It has no UTF-8 form: encodeURIComponent throws on it, and
 * URLSearchParams, fetch and TextEncoder silently write U+FFFD instead.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const EVERY_LONE_SURROGATE = new RegExp(LONE_SURROGATE.source, 'g');

/** Whether `text` holds no lone surrogate (String.prototype.isWellFormed, which ES2023 lacks). */
export function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** `text` with its lone surrogates left out: every whole character stays. */
export function withoutLoneSurrogates(text: string): string {
  return text.replace(EVERY_LONE_SURROGATE, '');
}
