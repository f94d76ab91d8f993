/**
 * Checks a URL's host for the code points the WHATWG URL standard forbids
 * (https://url.spec.whatwg.org/#host-parsing) and says which one is there and how it was written.
 * Browsers are not all strict here (Chromium turns "ex ample.com" into "ex%20ample.com" instead of
 * failing), so the tool checks the typed text itself and answers the same in every browser.
 * Pure: no React, no DOM.
 */
import { hostText, type HostText } from './hostText';

/** The standard's forbidden host code points. Tabs and newlines never get here: hostText drops them, as the parser does. */
const FORBIDDEN_HOST = new Set(['\0', '\t', '\n', '\r', ' ', '#', '/', ':', '<', '>', '?', '@', '[', '\\', ']', '^', '|']);

const NOT_VALID = 'so this is not a valid URL.';
const BRACKETS = 'Brackets may only enclose a whole IPv6 address, as in http://[::1]/.';

function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code <= 0x1f || code === 0x7f;
}

/** The standard's forbidden domain code points: those of any host, plus C0 controls, DELETE and "%". */
function forbiddenInDomain(char: string): boolean {
  return FORBIDDEN_HOST.has(char) || isControl(char) || char === '%';
}

function codePoint(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** How a message names a character: a space or control by what it is, look-alikes with their code point. */
function named(char: string, escape: string | null = null): string {
  const notes: string[] = [];
  let name: string;
  if (char === ' ') name = 'a space';
  else if (isControl(char)) name = `control character ${codePoint(char)}`;
  // Other spaces (U+00A0, U+3000…) would be invisible between quotes.
  else if (char.normalize('NFKC') === ' ') name = `character ${codePoint(char)}`;
  else {
    name = `“${char}”`;
    if (char.charCodeAt(0) >= 0x80) notes.push(codePoint(char));
  }
  if (escape !== null) notes.push(`written ${escape}`);
  return notes.length === 0 ? name : `${name} (${notes.join(', ')})`;
}

interface Piece {
  char: string;
  /** The escapes the character was written as, or null when it was typed as itself. */
  escape: string | null;
}

const ESCAPES = /(?:%[\da-fA-F]{2})+/y;

/**
 * A domain's characters as the standard reads them: escapes are decoded as UTF-8 (a bad sequence
 * becomes U+FFFD), and a "%" that starts no escape stays a "%".
 */
function* domainPieces(text: string): Generator<Piece> {
  const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
  let at = 0;
  while (at < text.length) {
    ESCAPES.lastIndex = at;
    const run = ESCAPES.exec(text);
    if (run) {
      const bytes = Uint8Array.from(run[0].slice(1).split('%'), (pair) => parseInt(pair, 16));
      for (const char of utf8.decode(bytes)) yield { char, escape: encodeURIComponent(char) };
      at += run[0].length;
    } else {
      const char = String.fromCodePoint(text.codePointAt(at) ?? 0);
      yield { char, escape: null };
      at += char.length;
    }
  }
}

function forbiddenMessage(char: string, escape: string | null): string {
  if (char === '%' && escape === null) return `The host name contains a “%” that does not start an escape such as %20, ${NOT_VALID}`;
  const hint = char === '[' || char === ']' ? ` ${BRACKETS}` : '';
  return `The host name contains ${named(char, escape)}, ${NOT_VALID}${hint}`;
}

function domainProblem(text: string): string | null {
  for (const { char, escape } of domainPieces(text)) {
    if (forbiddenInDomain(char)) return forbiddenMessage(char, escape);
    // Domains are mapped (UTS #46, close to NFKC) before the check, so "／" fails as "/" would.
    const mapped = char.normalize('NFKC');
    const hidden = [...mapped].find(forbiddenInDomain);
    if (hidden !== undefined) {
      const reading = mapped === hidden ? named(hidden) : `text containing ${named(hidden)}`;
      return `The host name contains ${named(char, escape)}, which host names read as ${reading}, ${NOT_VALID}`;
    }
  }
  return null;
}

function problemOf({ text, special }: HostText): string | null {
  // Whatever is in the brackets is left to the URL parser, whose IPv6 reading is strict in every browser.
  if (text.startsWith('[')) {
    return text.endsWith(']') ? null : `The host name starts with “[” but does not end with “]”, ${NOT_VALID} ${BRACKETS}`;
  }
  if (special) return domainProblem(text);
  // Opaque hosts (other schemes) keep "%" and controls, percent-encoded; only the host code points fail.
  for (const char of text) if (FORBIDDEN_HOST.has(char)) return forbiddenMessage(char, null);
  return null;
}

/** Why the host of `url` is not valid, or null when it is valid or the URL has no host. */
export function hostProblem(url: string): string | null {
  const host = hostText(url);
  return host ? problemOf(host) : null;
}
