/**
 * Finds the host of a URL as the text the visitor typed, following the WHATWG URL parser's states
 * (https://url.spec.whatwg.org/#concept-basic-url-parser) up to the host, so the host can be
 * checked before a browser's parser rewrites it. Pure: no React, no DOM.
 */

export interface HostText {
  /** The host as typed: before percent-decoding, with its userinfo and port left off. */
  text: string;
  /** Special schemes (http, https, ws, wss, ftp, file) hold domains; other schemes hold opaque hosts. */
  special: boolean;
}

const SPECIAL = new Set(['http', 'https', 'ws', 'wss', 'ftp', 'file']);

/** Where a host's text ends: at the path, the query or the fragment, and for special schemes at "\" too. */
function authorityEnd(text: string, special: boolean): number {
  const end = text.search(special ? /[/\\?#]/ : /[/?#]/);
  return end === -1 ? text.length : end;
}

/** The host of `url`, or null when it has none (mailto:, a path-only URL, a Windows drive letter in file:). */
export function hostText(url: string): HostText | null {
  // The parser first drops leading and trailing C0 controls and spaces, then every tab and newline.
  const input = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(input);
  if (!scheme) return null;
  const name = scheme[1]!.toLowerCase();
  const rest = input.slice(scheme[0].length);
  const special = SPECIAL.has(name);

  if (name === 'file') {
    // A file: URL has a host only after two slashes, and it has no userinfo or port.
    if (!/^[/\\]{2}/.test(rest)) return null;
    const after = rest.slice(2);
    const host = after.slice(0, authorityEnd(after, true));
    return /^[a-z][:|]$/i.test(host) ? null : { text: host, special };
  }

  let authority: string;
  if (special) {
    // Special schemes skip any run of slashes and backslashes, even none: "https:example.com".
    const after = rest.replace(/^[/\\]+/, '');
    authority = after.slice(0, authorityEnd(after, true));
  } else {
    if (!rest.startsWith('//')) return null;
    const after = rest.slice(2);
    authority = after.slice(0, authorityEnd(after, false));
  }

  // The userinfo runs to the last "@"; the port starts at the first ":" outside brackets.
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1);
  let insideBrackets = false;
  let end = 0;
  for (; end < hostAndPort.length; end++) {
    const char = hostAndPort[end];
    if (char === '[') insideBrackets = true;
    else if (char === ']') insideBrackets = false;
    else if (char === ':' && !insideBrackets) break;
  }
  return { text: hostAndPort.slice(0, end), special };
}
