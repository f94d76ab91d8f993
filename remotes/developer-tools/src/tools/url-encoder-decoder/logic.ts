/**
 * Percent-encoding (RFC 3986 / WHATWG URL) in three flavours, a decoder that says exactly where
 * and why input is malformed, and URL / query-string splitting and rebuilding. Pure: no React, no DOM.
 */

import { hostProblem } from './hostProblem';

export type Mode = 'component' | 'uri' | 'form';

export const MODES: Mode[] = ['component', 'uri', 'form'];

export function parseMode(value: string): Mode {
  return value === 'uri' || value === 'form' ? value : 'component';
}

export interface CodingError {
  /** 1-based position in the input, counted in UTF-16 code units as the text box counts them. */
  position: number;
  /** The offending part of the input, e.g. "%A" or "%E0%A4". */
  sequence: string;
  message: string;
}

export type CodingResult = { ok: true; text: string } | { ok: false; error: CodingError };

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Replaces halves of broken surrogate pairs with U+FFFD, as browsers do when sending forms. */
export function wellFormed(text: string): string {
  return text.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
}

function hex2(code: number): string {
  return code.toString(16).toUpperCase().padStart(2, '0');
}

/** application/x-www-form-urlencoded: only A–Z a–z 0–9 * - . _ stay, spaces become '+'. */
export function encodeForm(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()~]/g, (char) => `%${hex2(char.charCodeAt(0))}`)
    .replace(/%20/g, '+');
}

export function encode(text: string, mode: Mode): CodingResult {
  const lone = LONE_SURROGATE.exec(text);
  if (lone) {
    const code = lone[0].charCodeAt(0).toString(16).toUpperCase();
    return {
      ok: false,
      error: {
        position: lone.index + 1,
        sequence: `U+${code}`,
        message: `Character ${lone.index + 1} is half of a character pair (U+${code}) and cannot be written as UTF-8. Re-paste the text or remove it.`,
      },
    };
  }
  if (mode === 'uri') return { ok: true, text: encodeURI(text) };
  if (mode === 'form') return { ok: true, text: encodeForm(text) };
  return { ok: true, text: encodeURIComponent(text) };
}

/** Characters decodeURI leaves escaped, because decoding them would change what the URL means. */
const KEPT_BY_FULL_URL = new Set([';', '/', '?', ':', '@', '&', '=', '+', '$', ',', '#']);

function hexValue(text: string, at: number): number | null {
  const pair = text.slice(at + 1, at + 3);
  return /^[0-9A-Fa-f]{2}$/.test(pair) ? parseInt(pair, 16) : null;
}

function malformed(source: string, at: number): CodingError {
  // Stop at the next '%' so "%A%20" names just "%A".
  const sequence = source.slice(at, at + 3).replace(/(?<=.)%.*$/s, '');
  return {
    position: at + 1,
    sequence,
    message: `Malformed escape “${sequence}” at position ${at + 1}: % must be followed by two hex digits (write %25 for a literal %).`,
  };
}

/** Allowed range of the second byte, which is where overlong forms and surrogates are ruled out. */
function secondByteRange(lead: number): [number, number] {
  if (lead === 0xe0) return [0xa0, 0xbf];
  if (lead === 0xed) return [0x80, 0x9f];
  if (lead === 0xf0) return [0x90, 0xbf];
  if (lead === 0xf4) return [0x80, 0x8f];
  return [0x80, 0xbf];
}

/**
 * Decodes percent-escapes as UTF-8. Unlike decodeURIComponent, a problem comes back as a
 * message naming the position and the bad sequence instead of a bare URIError.
 * "uri" keeps escapes of reserved characters as decodeURI does; "form" also turns '+' into a space.
 */
export function decode(input: string, mode: Mode): CodingResult {
  const source = mode === 'form' ? input.replace(/\+/g, ' ') : input;
  const out: string[] = [];
  let i = 0;
  while (i < source.length) {
    const next = source.indexOf('%', i);
    if (next === -1) {
      out.push(source.slice(i));
      break;
    }
    out.push(source.slice(i, next));
    const start = next;
    const lead = hexValue(source, start);
    if (lead === null) return { ok: false, error: malformed(source, start) };
    i = start + 3;
    const needed = lead < 0x80 ? 0 : lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : lead >= 0xf0 && lead <= 0xf4 ? 3 : -1;
    if (needed === -1) {
      const sequence = source.slice(start, i);
      const why = lead >= 0x80 && lead <= 0xbf ? 'it can only continue a character, not start one' : 'no UTF-8 character starts with it';
      return {
        ok: false,
        error: { position: start + 1, sequence, message: `Invalid UTF-8 at position ${start + 1}: “${sequence}” is not a valid first byte (${why}).` },
      };
    }
    let code = needed === 0 ? lead : lead & (0x3f >> needed);
    for (let k = 0; k < needed; k++) {
      if (source[i] !== '%') {
        const sequence = source.slice(start, i);
        return {
          ok: false,
          error: {
            position: start + 1,
            sequence,
            message: `Incomplete UTF-8 at position ${start + 1}: “${sequence}” needs ${needed + 1} escaped bytes but has ${k + 1}.`,
          },
        };
      }
      const byte = hexValue(source, i);
      if (byte === null) return { ok: false, error: malformed(source, i) };
      const [low, high] = k === 0 ? secondByteRange(lead) : [0x80, 0xbf];
      if (byte < low || byte > high) {
        const sequence = source.slice(start, i + 3);
        return {
          ok: false,
          error: {
            position: start + 1,
            sequence,
            message: `Invalid UTF-8 at position ${start + 1}: “${sequence}” is not a valid byte sequence.`,
          },
        };
      }
      code = (code << 6) | (byte & 0x3f);
      i += 3;
    }
    const char = String.fromCodePoint(code);
    out.push(mode === 'uri' && KEPT_BY_FULL_URL.has(char) ? source.slice(start, i) : char);
  }
  return { ok: true, text: out.join('') };
}

const ESCAPE = /%[0-9A-Fa-f]{2}/;

/** True when decoded text still holds escapes that decode to something else: a sign of double encoding. */
export function looksEncoded(text: string, mode: Mode): boolean {
  if (!ESCAPE.test(text)) return false;
  const again = decode(text, mode);
  return again.ok && again.text !== text;
}

/** Decodes `layers` times, stopping at the first layer that fails. */
export function decodeLayers(input: string, mode: Mode, layers: number): CodingResult {
  let result: CodingResult = decode(input, mode);
  for (let n = 1; n < layers && result.ok; n++) result = decode(result.text, mode);
  return result;
}

export interface UrlParts {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
  /** False for URLs like mailto: and data: that have no "//" authority. */
  hierarchical: boolean;
  href: string;
}

export type UrlReading = { kind: 'empty' } | { kind: 'error'; message: string } | { kind: 'url'; parts: UrlParts };

export function readUrl(text: string): UrlReading {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (!/^[a-z][a-z\d+.-]*:/i.test(trimmed)) {
    const hint = /^[\w-]+(\.[\w-]+)+([/:?#]|$)/.test(trimmed) ? ` Try https://${trimmed}` : '';
    return { kind: 'error', message: `This URL has no scheme such as https:, so it cannot be split into parts.${hint}` };
  }
  // Checked before parsing: Chromium's parser accepts some hosts the standard forbids.
  const problem = hostProblem(trimmed);
  if (problem) return { kind: 'error', message: problem };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    const port = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*:(\d+)(?:[/?#]|$)/i.exec(trimmed);
    if (port && Number(port[1]) > 65535) {
      return { kind: 'error', message: `Port ${port[1]} is not valid: ports run from 0 to 65535.` };
    }
    return { kind: 'error', message: 'This is not a valid URL: check the host name and the characters after the scheme.' };
  }
  // url.search and url.hash are '' for a bare "?" or "#", which would silently drop them.
  const hashAt = url.href.indexOf('#');
  const beforeHash = hashAt === -1 ? url.href : url.href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  return {
    kind: 'url',
    parts: {
      protocol: url.protocol,
      username: url.username,
      password: url.password,
      hostname: url.hostname,
      port: url.port,
      pathname: url.pathname,
      search: queryAt === -1 ? '' : beforeHash.slice(queryAt),
      hash: hashAt === -1 ? '' : url.href.slice(hashAt),
      hierarchical: url.href.startsWith(`${url.protocol}//`),
      href: url.href,
    },
  };
}

/** Puts the parts back together; for parts from readUrl this is the normalised href. */
export function buildUrl(parts: Omit<UrlParts, 'href'>): string {
  const userinfo = parts.username || parts.password ? `${parts.username}${parts.password ? `:${parts.password}` : ''}@` : '';
  const authority = parts.hierarchical ? `//${userinfo}${parts.hostname}${parts.port ? `:${parts.port}` : ''}` : '';
  return `${parts.protocol}${authority}${parts.pathname}${parts.search}${parts.hash}`;
}

export interface QueryRow {
  key: string;
  value: string;
  /** The original "key=value" text while the row is unedited, so rebuilding changes nothing. */
  raw: string | null;
}

export interface QueryReading {
  rows: QueryRow[];
  /** Parameters whose escapes could not be decoded; they are shown as written. */
  problems: string[];
}

function decodeQueryPart(text: string): { text: string; error: CodingError | null } {
  const result = decode(text, 'form');
  return result.ok ? { text: result.text, error: null } : { text, error: result.error };
}

/** Splits "?a=1&b=x+y" into rows the way URLSearchParams does, but keeps going past bad escapes. */
export function parseQuery(search: string): QueryReading {
  const body = search.startsWith('?') ? search.slice(1) : search;
  const rows: QueryRow[] = [];
  const problems: string[] = [];
  for (const raw of body.split('&')) {
    if (raw === '') continue;
    const equals = raw.indexOf('=');
    const key = decodeQueryPart(equals === -1 ? raw : raw.slice(0, equals));
    const value = decodeQueryPart(equals === -1 ? '' : raw.slice(equals + 1));
    const error = key.error ?? value.error;
    if (error) problems.push(`Parameter ${rows.length + 1} (“${raw}”): ${error.message}`);
    rows.push({ key: key.text, value: value.text, raw });
  }
  return { rows, problems };
}

export function buildQuery(rows: QueryRow[]): string {
  return rows
    .map((row) => row.raw ?? `${encodeForm(wellFormed(row.key))}=${encodeForm(wellFormed(row.value))}`)
    .join('&');
}

/** The URL with its query replaced by the table's rows. */
export function withQuery(parts: UrlParts, rows: QueryRow[]): string {
  const query = buildQuery(rows);
  return buildUrl({ ...parts, search: query === '' ? '' : `?${query}` });
}

/** Keys that appear more than once (e.g. tag=a&tag=b), which servers may read as a list. */
export function repeatedKeys(rows: QueryRow[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.key)) repeated.add(row.key);
    seen.add(row.key);
  }
  return repeated;
}

export const MODE_HINTS: Record<Mode, string> = {
  component:
    'For one query value or path segment (encodeURIComponent): everything except A–Z a–z 0–9 - _ . ! ~ * \' ( ) is escaped.',
  uri: 'For a whole URL (encodeURI): characters with meaning in URLs such as : / ? # & = stay as they are.',
  form: 'For HTML form data (application/x-www-form-urlencoded): spaces become +, only A–Z a–z 0–9 * - . _ stay.',
};
