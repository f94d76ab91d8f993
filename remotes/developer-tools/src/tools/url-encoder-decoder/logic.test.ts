import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildQuery,
  buildUrl,
  decode,
  decodeLayers,
  encode,
  encodeForm,
  looksEncoded,
  parseMode,
  parseQuery,
  readUrl,
  repeatedKeys,
  withQuery,
  wellFormed,
  type CodingResult,
  type Mode,
  type QueryRow,
} from './logic';

function textOf(result: CodingResult): string {
  if (!result.ok) throw new Error(result.error.message);
  return result.text;
}

function errorOf(result: CodingResult) {
  if (result.ok) throw new Error(`expected an error, got ${result.text}`);
  return result.error;
}

/** Strings of escapes, hex digits and a few reserved characters, where decoding gets interesting. */
const escapeSoup = fc
  .array(fc.constantFrom('%', '%2', '%20', '%2F', '%3A', '%C3', '%A9', '%E0', '%A4', '%F0', '%9F', '%98', '%80', '%ED', '%A0', '%C0', 'a', 'F', '+', '/', ' ', 'é'), { maxLength: 12 })
  .map((parts) => parts.join(''));

describe('parseMode', () => {
  it.each([
    ['component', 'component'],
    ['uri', 'uri'],
    ['form', 'form'],
    ['', 'component'],
    ['other', 'component'],
  ])('%j → %s', (value, mode) => {
    expect(parseMode(value)).toBe(mode);
  });
});

describe('encode', () => {
  it.each<[string, Mode, string]>([
    ['', 'component', ''],
    ['a b&c=d/é', 'component', 'a%20b%26c%3Dd%2F%C3%A9'],
    ['a b&c=d/é', 'uri', 'a%20b&c=d/%C3%A9'],
    ['a b&c=d/é', 'form', 'a+b%26c%3Dd%2F%C3%A9'],
    ["!'()*~-._", 'component', "!'()*~-._"],
    ["!'()*~-._", 'form', '%21%27%28%29*%7E-._'],
    ['https://example.com/a b?q=1#top', 'uri', 'https://example.com/a%20b?q=1#top'],
    ['😀', 'component', '%F0%9F%98%80'],
    ['100%', 'uri', '100%25'],
  ])('%j in %s mode → %j', (text, mode, encoded) => {
    expect(textOf(encode(text, mode))).toBe(encoded);
  });

  it('explains a lone surrogate instead of throwing', () => {
    expect(errorOf(encode('ab\uD83D', 'component'))).toMatchObject({ position: 3, sequence: 'U+D83D' });
    expect(errorOf(encode('\uDE00x', 'uri')).message).toContain('Character 1 is half of a character pair');
  });

  it('matches URLSearchParams in form mode', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(encodeForm(text)).toBe(new URLSearchParams([[text, '']]).toString().slice(0, -1));
      }),
    );
  });

  it.each(['component', 'uri', 'form'] as Mode[])('round-trips any text in %s mode', (mode) => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(textOf(decode(textOf(encode(text, mode)), mode))).toBe(text);
      }),
    );
  });

  it('turns lone surrogates into U+FFFD for forms', () => {
    expect(wellFormed('a\uD800b\uD83D\uDE00')).toBe('a\uFFFDb😀');
  });
});

describe('decode', () => {
  it.each<[string, Mode, string]>([
    ['', 'component', ''],
    ['a%20b%26c%3Dd%2F%C3%A9', 'component', 'a b&c=d/é'],
    ['a+b', 'component', 'a+b'],
    ['a+b%2B', 'form', 'a b+'],
    ['%f0%9f%98%80', 'component', '😀'],
    ['https://x.test/a%20b%2Fc?q=%3D%26', 'uri', 'https://x.test/a b%2Fc?q=%3D%26'],
    ['%41%42', 'uri', 'AB'],
    ['plain text', 'form', 'plain text'],
  ])('%j in %s mode → %j', (text, mode, decoded) => {
    expect(textOf(decode(text, mode))).toBe(decoded);
  });

  it.each([
    ['%E0%A4%A', 7, '%A', 'Malformed escape “%A” at position 7'],
    ['abc%', 4, '%', 'Malformed escape “%” at position 4'],
    ['%G1', 1, '%G1', 'two hex digits'],
    ['%A%20', 1, '%A', 'Malformed escape “%A” at position 1'],
    ['x%E0%A4', 2, '%E0%A4', 'Incomplete UTF-8 at position 2: “%E0%A4” needs 3 escaped bytes but has 2.'],
    ['%C3', 1, '%C3', 'needs 2 escaped bytes but has 1'],
    ['%A9', 1, '%A9', 'can only continue a character'],
    ['%C0%80', 1, '%C0', 'no UTF-8 character starts with it'],
    ['%E0%80%80', 1, '%E0%80', 'not a valid byte sequence'],
    ['%ED%A0%80', 1, '%ED%A0', 'not a valid byte sequence'],
    ['%F4%90%80%80', 1, '%F4%90', 'not a valid byte sequence'],
    ['%C3%28', 1, '%C3%28', 'not a valid byte sequence'],
  ])('explains %j', (text, position, sequence, message) => {
    const error = errorOf(decode(text, 'component'));
    expect(error.position).toBe(position);
    expect(error.sequence).toBe(sequence);
    expect(error.message).toContain(message);
  });

  it('agrees with decodeURIComponent on what is valid and what it means', () => {
    fc.assert(
      fc.property(escapeSoup, (text) => {
        let expected: string | null;
        try {
          expected = decodeURIComponent(text);
        } catch {
          expected = null;
        }
        const result = decode(text, 'component');
        expect(result.ok ? result.text : null).toBe(expected);
      }),
    );
  });

  it('agrees with decodeURI in full-URL mode', () => {
    fc.assert(
      fc.property(escapeSoup, fc.constantFrom('%23', '%3F', '%26', '%24', '%2C', '%40', '%3B', '%3d', '%2b'), (text, reserved) => {
        const input = text + reserved;
        let expected: string | null;
        try {
          expected = decodeURI(input);
        } catch {
          expected = null;
        }
        const result = decode(input, 'uri');
        expect(result.ok ? result.text : null).toBe(expected);
      }),
    );
  });
});

describe('double encoding', () => {
  it.each<[string, Mode, boolean]>([
    ['a%20b', 'component', true],
    ['a b', 'component', false],
    ['100%', 'component', false],
    ['%2F', 'uri', false],
    ['%E0%A4', 'component', false],
  ])('%j still looks encoded in %s mode: %s', (text, mode, expected) => {
    expect(looksEncoded(text, mode)).toBe(expected);
  });

  it('decodes several layers', () => {
    expect(textOf(decodeLayers('a%252520b', 'component', 1))).toBe('a%2520b');
    expect(textOf(decodeLayers('a%252520b', 'component', 3))).toBe('a b');
    expect(errorOf(decodeLayers('%2525E0', 'component', 3)).message).toContain('Incomplete UTF-8');
  });
});

describe('readUrl', () => {
  it('splits a URL into its parts', () => {
    const reading = readUrl('  https://ann:s3cret@Example.com:8080/a%20b/c?q=caf%C3%A9&tag=a&tag=b#top ');
    expect(reading).toEqual({
      kind: 'url',
      parts: {
        protocol: 'https:',
        username: 'ann',
        password: 's3cret',
        hostname: 'example.com',
        port: '8080',
        pathname: '/a%20b/c',
        search: '?q=caf%C3%A9&tag=a&tag=b',
        hash: '#top',
        hierarchical: true,
        href: 'https://ann:s3cret@example.com:8080/a%20b/c?q=caf%C3%A9&tag=a&tag=b#top',
      },
    });
  });

  it.each([
    ['mailto:ann@example.com?subject=Hi', false],
    ['file:///tmp/x.txt', true],
    ['http://[::1]:3000/', true],
  ])('keeps %j intact', (text, hierarchical) => {
    const reading = readUrl(text);
    if (reading.kind !== 'url') throw new Error('not a URL');
    expect(reading.parts.hierarchical).toBe(hierarchical);
    expect(buildUrl(reading.parts)).toBe(reading.parts.href);
  });

  it.each([
    ['', 'empty', ''],
    ['example.com/path', 'error', 'Try https://example.com/path'],
    ['just words', 'error', 'no scheme'],
    ['https://example.com:99999/', 'error', 'Port 99999 is not valid'],
    ['https://exa mple.com/', 'error', 'contains a space'],
    ['http://', 'error', 'not a valid URL'],
  ])('explains %j', (text, kind, message) => {
    const reading = readUrl(text);
    expect(reading.kind).toBe(kind);
    if (reading.kind === 'error') expect(reading.message).toContain(message);
  });

  it('rebuilds an equivalent URL from its parts', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true, authoritySettings: { withUserInfo: true, withPort: true } }), (text) => {
        const reading = readUrl(text);
        if (reading.kind !== 'url') throw new Error(`could not read ${text}`);
        expect(buildUrl(reading.parts)).toBe(new URL(text).href);
      }),
    );
  });
});

describe('query table', () => {
  it('reads keys and values like URLSearchParams, keeping repeats', () => {
    const { rows, problems } = parseQuery('?q=caf%C3%A9+au+lait&tag=a&tag=b&flag&=empty&&x=1=2');
    expect(rows.map(({ key, value }) => [key, value])).toEqual([
      ['q', 'café au lait'],
      ['tag', 'a'],
      ['tag', 'b'],
      ['flag', ''],
      ['', 'empty'],
      ['x', '1=2'],
    ]);
    expect(problems).toEqual([]);
    expect([...repeatedKeys(rows)]).toEqual(['tag']);
  });

  it('keeps a parameter with a bad escape as written and says why', () => {
    const { rows, problems } = parseQuery('a=%E0%A4%A&b=2');
    expect(rows[0]).toMatchObject({ key: 'a', value: '%E0%A4%A' });
    expect(problems[0]).toContain('Parameter 1');
    expect(problems[0]).toContain('“%A”');
  });

  it('rebuilds an unedited query exactly', () => {
    const search = 'q=a%20b&tag=a&tag=b&flag&x=%7E';
    expect(buildQuery(parseQuery(search).rows)).toBe(search);
  });

  it('encodes edited rows as form data', () => {
    const rows: QueryRow[] = [
      { key: 'q', value: 'a b&c', raw: null },
      { key: 'emoji', value: '😀', raw: null },
    ];
    expect(buildQuery(rows)).toBe('q=a+b%26c&emoji=%F0%9F%98%80');
  });

  it('round-trips any table', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ key: fc.string({ unit: 'binary', minLength: 1 }), value: fc.string({ unit: 'binary' }) })),
        (pairs) => {
          const rows = pairs.map((pair) => ({ ...pair, raw: null }));
          const parsed = parseQuery(buildQuery(rows));
          expect(parsed.rows.map(({ key, value }) => ({ key, value }))).toEqual(pairs);
          expect(parsed.problems).toEqual([]);
          expect(new URLSearchParams(buildQuery(rows)).toString()).toBe(buildQuery(rows));
        },
      ),
    );
  });

  it('rebuilds the URL with an edited query', () => {
    const reading = readUrl('https://example.com/search?q=old&page=2#results');
    if (reading.kind !== 'url') throw new Error('not a URL');
    const rows = parseQuery(reading.parts.search).rows;
    expect(withQuery(reading.parts, rows)).toBe(reading.parts.href);
    const edited = [{ key: 'q', value: 'new value', raw: null }, rows[1]!];
    expect(withQuery(reading.parts, edited)).toBe('https://example.com/search?q=new+value&page=2#results');
    expect(withQuery(reading.parts, [])).toBe('https://example.com/search#results');
  });
});
