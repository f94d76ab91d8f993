import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { readUrl } from './logic';

/** The WHATWG parser of Node (and jsdom): it fails on every forbidden host code point. */
const StandardURL = globalThis.URL;

/**
 * A parser that, like Chromium, accepts a host the standard rejects (Chromium turns
 * "https://ex ample.com/" into host "ex%20ample.com"). Valid URLs parse as the standard says.
 */
class LenientURL extends StandardURL {
  constructor(input: string | URL) {
    let text = String(input);
    try {
      new StandardURL(text);
    } catch {
      text = text.replace(/^([a-z][a-z\d+.-]*:[/\\]*(?:[^/\\?#]*@)?)[^/\\?#:]*/i, '$1lenient.test');
    }
    super(text);
  }
}

const PARSERS = [
  ['the standard parser', StandardURL],
  ['a lenient parser like Chromium', LenientURL],
] as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

function messageOf(text: string): string {
  const reading = readUrl(text);
  if (reading.kind !== 'error') throw new Error(`expected an error for ${JSON.stringify(text)}, got ${reading.kind}`);
  return reading.message;
}

describe.each(PARSERS)('host names, with %s', (_, parser) => {
  it.each([
    ['https://ex ample.com/', 'The host name contains a space, so this is not a valid URL.'],
    ['https:ex ample.com', 'The host name contains a space, so this is not a valid URL.'],
    ['file://ex ample/x', 'The host name contains a space, so this is not a valid URL.'],
    ['foo://ex ample/', 'The host name contains a space, so this is not a valid URL.'],
    ['https://ex%20ample.com/', 'The host name contains a space (written %20), so this is not a valid URL.'],
    ['https://a|b.com/', 'The host name contains “|”, so this is not a valid URL.'],
    ['https://a<b>.com/', 'The host name contains “<”, so this is not a valid URL.'],
    ['https://a^b.com/', 'The host name contains “^”, so this is not a valid URL.'],
    ['https://a%40b.com/', 'The host name contains “@” (written %40), so this is not a valid URL.'],
    ['https://a%2fb.com/', 'The host name contains “/” (written %2F), so this is not a valid URL.'],
    ['https://a%3Ab.com/', 'The host name contains “:” (written %3A), so this is not a valid URL.'],
    ['https://a\u0000b.com/', 'The host name contains control character U+0000, so this is not a valid URL.'],
    ['https://a\u0001b.com/', 'The host name contains control character U+0001, so this is not a valid URL.'],
    ['https://a\u007Fb.com/', 'The host name contains control character U+007F, so this is not a valid URL.'],
    ['https://a%00b.com/', 'The host name contains control character U+0000 (written %00), so this is not a valid URL.'],
    ['https://a%zz.com/', 'The host name contains a “%” that does not start an escape such as %20, so this is not a valid URL.'],
    ['https://a%.com/', 'The host name contains a “%” that does not start an escape such as %20, so this is not a valid URL.'],
    ['https://a%2525.com/', 'The host name contains “%” (written %25), so this is not a valid URL.'],
    [
      'https://a[b].com/',
      'The host name contains “[”, so this is not a valid URL. Brackets may only enclose a whole IPv6 address, as in http://[::1]/.',
    ],
    [
      'https://[::1/',
      'The host name starts with “[” but does not end with “]”, so this is not a valid URL. Brackets may only enclose a whole IPv6 address, as in http://[::1]/.',
    ],
    [
      'https://[::1]x/',
      'The host name starts with “[” but does not end with “]”, so this is not a valid URL. Brackets may only enclose a whole IPv6 address, as in http://[::1]/.',
    ],
    ['https://a／b.com/', 'The host name contains “／” (U+FF0F), which host names read as “/”, so this is not a valid URL.'],
    [
      'https://a%EF%BC%8Fb.com/',
      'The host name contains “／” (U+FF0F, written %EF%BC%8F), which host names read as “/”, so this is not a valid URL.',
    ],
    ['https://a\u00A0b.com/', 'The host name contains character U+00A0, which host names read as a space, so this is not a valid URL.'],
    ['https://a\u3000b.com/', 'The host name contains character U+3000, which host names read as a space, so this is not a valid URL.'],
    [
      'https://a%C2%A0b.com/',
      'The host name contains character U+00A0 (written %C2%A0), which host names read as a space, so this is not a valid URL.',
    ],
    ['https://a¨b.com/', 'The host name contains “¨” (U+00A8), which host names read as text containing a space, so this is not a valid URL.'],
    ['https://a℀b.com/', 'The host name contains “℀” (U+2100), which host names read as text containing “/”, so this is not a valid URL.'],
    ['foo://a\\b/', 'The host name contains “\\”, so this is not a valid URL.'],
    ['foo://a|b/', 'The host name contains “|”, so this is not a valid URL.'],
    ['foo://a\u0000b/', 'The host name contains control character U+0000, so this is not a valid URL.'],
  ])('explains %j', (text, message) => {
    vi.stubGlobal('URL', parser);
    expect(messageOf(text)).toBe(message);
  });

  it.each([
    ['https://ex%61mple.com/', 'example.com'],
    ['https://caf%C3%A9.example/', 'xn--caf-dma.example'],
    ['https://café.example/', 'xn--caf-dma.example'],
    ['https://a\u200Bb\u00ADc.com/', 'abc.com'],
    ['https://a\tb\n.com/', 'ab.com'],
    ['https://a b:c d@example.com/', 'example.com'],
    ['https://a@b@c.com/', 'c.com'],
    ['https://a~b*c.com/', 'a~b*c.com'],
    ['https://[::1]:8080/', '[::1]'],
    ['https://[2001:db8::ff00:42:8329]/', '[2001:db8::ff00:42:8329]'],
    ['foo://[::1]/', '[::1]'],
    ['foo://a%20b%zz/', 'a%20b%zz'],
    ['foo://a\u0001b/', 'a%01b'],
    ['file://C|/x', ''],
    ['file:///tmp/x', ''],
    ['mailto:a b@example.com', ''],
  ])('accepts %j with host %j', (text, hostname) => {
    vi.stubGlobal('URL', parser);
    const reading = readUrl(text);
    if (reading.kind !== 'url') throw new Error(reading.kind === 'error' ? reading.message : 'empty');
    expect(reading.parts.hostname).toBe(hostname);
  });
});

describe('agreement with the standard', () => {
  const domainPiece = fc.constantFrom(
    'a', 'b', '.', '-', 'é', ' ', '<', '>', '^', '|', '%', '[', ']', '\t', '\u0000', '\u0001', '\u007F',
    '%20', '%2F', '%61', '%zz', '%00', '%25', '%C3%A9', '%C2%A0', '／', '\u00A0', '\u3000', '¨', '\u200B',
  );
  const opaquePiece = fc.constantFrom('a', 'b', '.', 'é', ' ', '<', '^', '|', '%', '%20', '%zz', '[', ']', '\\', '\u0000', '\u0001', '\u007F', '／');
  const host = (piece: fc.Arbitrary<string>) => fc.array(piece, { maxLength: 8 }).map((pieces) => `a${pieces.join('')}`);
  const url = fc.oneof(
    fc.tuple(fc.constantFrom('https://', 'ws://', 'https:', 'file://'), host(domainPiece)),
    fc.tuple(fc.constant('foo://'), host(opaquePiece)),
  ).map(([scheme, text]) => `${scheme}${text}/path`);

  it('accepts a host exactly when the standard does, whichever parser runs', () => {
    fc.assert(
      fc.property(url, fc.constantFrom(...PARSERS), (text, [, parser]) => {
        let standard = true;
        try {
          new StandardURL(text);
        } catch {
          standard = false;
        }
        vi.stubGlobal('URL', parser);
        try {
          expect(readUrl(text).kind).toBe(standard ? 'url' : 'error');
        } finally {
          vi.unstubAllGlobals();
        }
      }),
      { numRuns: 2000 },
    );
  });
});
