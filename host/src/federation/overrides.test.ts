// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { RemoteOverrideSettings } from '../config/remote-overrides';
import {
  captureRemoteOverrides,
  checkOverrideUrl,
  clearOverrides,
  MAX_OVERRIDES_PER_LINK,
  MAX_OVERRIDE_URL_LENGTH,
  parseOverrideParams,
  readOverrides,
} from './overrides';
import { LEGACY_OVERRIDES_KEY, OVERRIDE_LIFETIME_MS, SESSION_OVERRIDES_KEY, storeOverrides } from './override-storage';
import { useOverrideStore } from './override-store';

const ON: RemoteOverrideSettings = { enabled: true, origins: ['https://staging.example.com'] };
const OFF: RemoteOverrideSettings = { enabled: false, origins: ['https://staging.example.com'] };
const NOW = Date.UTC(2025, 0, 1, 12);
const NOT_ALLOWED = (origin: string) => `is on ${origin}, which is not on this site's list of allowed override origins`;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useOverrideStore.setState({ pending: {}, rejected: [] });
});
afterEach(() => vi.restoreAllMocks());

describe('checkOverrideUrl', () => {
  it.each<[string, string | null]>([
    ['http://localhost:4007/mf-manifest.json', null],
    ['http://127.0.0.1:5180/mf-manifest.json', null],
    ['http://[::1]:5180/mf-manifest.json', NOT_ALLOWED('http://[::1]:5180')],
    ['http://tools.localhost:5180/mf-manifest.json', null],
    ['https://staging.example.com/developer-tools/mf-manifest.json', null],
    ['https://cdn.example.com/dev/mf-manifest.json', NOT_ALLOWED('https://cdn.example.com')],
    ['http://staging.example.com/mf-manifest.json', NOT_ALLOWED('http://staging.example.com')],
    ['http://evil.test:5181/mf-manifest.json', NOT_ALLOWED('http://evil.test:5181')],
    ['http://127.0.0.2:5181/mf-manifest.json', NOT_ALLOWED('http://127.0.0.2:5181')],
    ['http://128.0.0.1:5181/mf-manifest.json', NOT_ALLOWED('http://128.0.0.1:5181')],
    ['http://localhost.evil.example/mf-manifest.json', NOT_ALLOWED('http://localhost.evil.example')],
    ['http://user:pw@localhost:4007/mf-manifest.json', 'must not contain a user name or password'],
    ['javascript:alert(1)', 'uses javascript: but only http(s) URLs are allowed'],
    ['data:text/javascript,alert(1)', 'uses data: but only http(s) URLs are allowed'],
    ['ftp://localhost/mf-manifest.json', 'uses ftp: but only http(s) URLs are allowed'],
    ['/relative/mf-manifest.json', 'is not a valid absolute URL'],
    ['', 'is not a valid absolute URL'],
    [`http://localhost:4007/${'a'.repeat(MAX_OVERRIDE_URL_LENGTH)}`, `is longer than ${MAX_OVERRIDE_URL_LENGTH} characters`],
  ])('%j → %j', (url, expected) => {
    expect(checkOverrideUrl(url, ON)).toBe(expected);
  });

  it('refuses everything when overrides are off, even loopback', () => {
    expect(checkOverrideUrl('http://localhost:4007/mf-manifest.json', OFF)).toBe('is ignored: remote overrides are turned off in this build');
  });

  it('accepts no URL outside loopback and the configured origins (property)', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const { hostname, protocol } = new URL(url);
        const allowed = checkOverrideUrl(url, ON) === null;
        const trusted = ['localhost', '127.0.0.1'].includes(hostname) || (protocol === 'https:' && hostname === 'staging.example.com');
        if (allowed) expect(trusted).toBe(true);
      }),
    );
  });
});

describe('parseOverrideParams', () => {
  it('reads remote.<id> parameters, ignores the rest and explains each refusal', () => {
    const search =
      '?q=json&remote.developer-tools=http%3A%2F%2Flocalhost%3A4007%2Fmf-manifest.json&remote.=x&remote.ai-tools=javascript:1&remote.Bad_Id=http://localhost:1/m.json&remote.fun-games=https://evil.example/m.json';
    expect(parseOverrideParams(search, ON)).toEqual({
      requested: { 'developer-tools': 'http://localhost:4007/mf-manifest.json' },
      rejected: [
        { id: '', value: 'x', reason: 'names no remote' },
        { id: 'ai-tools', value: 'javascript:1', reason: 'uses javascript: but only http(s) URLs are allowed' },
        { id: 'Bad_Id', value: 'http://localhost:1/m.json', reason: 'does not name a remote (ids are lower-case slugs such as developer-tools)' },
        { id: 'fun-games', value: 'https://evil.example/m.json', reason: NOT_ALLOWED('https://evil.example') },
      ],
    });
  });

  it('refuses a remote given twice, both times', () => {
    expect(parseOverrideParams('?remote.a=http://localhost:1/m.json&remote.a=http://localhost:2/m.json', ON)).toEqual({
      requested: {},
      rejected: [
        { id: 'a', value: 'http://localhost:1/m.json', reason: 'is given more than once' },
        { id: 'a', value: 'http://localhost:2/m.json', reason: 'is given more than once' },
      ],
    });
  });

  it(`takes at most ${MAX_OVERRIDES_PER_LINK} overrides from one link`, () => {
    const search = Array.from({ length: MAX_OVERRIDES_PER_LINK + 2 }, (_, i) => `remote.r${i}=http://localhost:${4000 + i}/m.json`).join('&');
    const { requested, rejected } = parseOverrideParams(search, ON);
    expect(Object.keys(requested)).toHaveLength(MAX_OVERRIDES_PER_LINK);
    expect(rejected.map((entry) => [entry.id, entry.reason])).toEqual([
      [`r${MAX_OVERRIDES_PER_LINK}`, `is more than the ${MAX_OVERRIDES_PER_LINK} overrides one link may ask for`],
      [`r${MAX_OVERRIDES_PER_LINK + 1}`, `is more than the ${MAX_OVERRIDES_PER_LINK} overrides one link may ask for`],
    ]);
  });

  it('requests nothing when overrides are off', () => {
    expect(parseOverrideParams('?remote.developer-tools=http://localhost:4007/mf-manifest.json', OFF)).toEqual({
      requested: {},
      rejected: [{ id: 'developer-tools', value: 'http://localhost:4007/mf-manifest.json', reason: 'is ignored: remote overrides are turned off in this build' }],
    });
  });

  it('never requests a URL that checkOverrideUrl refuses (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ maxLength: 12 }), fc.oneof(fc.webUrl(), fc.string())), { maxLength: 8 }), (pairs) => {
        const search = new URLSearchParams(pairs.map(([id, url]) => [`remote.${id}`, url])).toString();
        const { requested, rejected } = parseOverrideParams(search, ON);
        for (const url of Object.values(requested)) expect(checkOverrideUrl(url, ON)).toBeNull();
        expect(Object.keys(requested).length + rejected.length).toBe(pairs.length);
      }),
    );
  });
});

describe('stored overrides (this browser tab only, with an expiry)', () => {
  it('keeps an accepted override for the session until it expires', () => {
    storeOverrides({ 'developer-tools': 'http://localhost:4007/mf-manifest.json' }, NOW);
    expect(localStorage.length).toBe(0);
    expect(readOverrides(ON, NOW)).toEqual({ 'developer-tools': 'http://localhost:4007/mf-manifest.json' });
    expect(readOverrides(ON, NOW + OVERRIDE_LIFETIME_MS - 1)).toEqual({ 'developer-tools': 'http://localhost:4007/mf-manifest.json' });
    expect(readOverrides(ON, NOW + OVERRIDE_LIFETIME_MS)).toEqual({});
    expect(readOverrides(OFF, NOW)).toEqual({});
    clearOverrides();
    expect(readOverrides(ON, NOW)).toEqual({});
  });

  it.each<[string, unknown]>([
    ['a URL the allowlist refuses', { a: { url: 'https://evil.example/m.json', expiresAt: NOW + 1000 } }],
    ['a non-http URL', { a: { url: 'javascript:1', expiresAt: NOW + 1000 } }],
    ['a far-future expiry', { a: { url: 'http://localhost:1/m.json', expiresAt: NOW + OVERRIDE_LIFETIME_MS + 60_000 } }],
    ['no expiry', { a: { url: 'http://localhost:1/m.json' } }],
    ['the old format (a bare URL)', { a: 'http://localhost:1/m.json' }],
    ['a bad remote id', { 'A B': { url: 'http://localhost:1/m.json', expiresAt: NOW + 1000 } }],
    ['not an object', 42],
    ['an array', [{ url: 'http://localhost:1/m.json', expiresAt: NOW + 1000 }]],
  ])('ignores tampered session storage: %s', (_, stored) => {
    sessionStorage.setItem(SESSION_OVERRIDES_KEY, JSON.stringify(stored));
    expect(readOverrides(ON, NOW)).toEqual({});
  });

  it('ignores unparseable session storage', () => {
    sessionStorage.setItem(SESSION_OVERRIDES_KEY, '{not json');
    expect(readOverrides(ON, NOW)).toEqual({});
  });

  it('never honours the old localStorage entries', () => {
    localStorage.setItem(LEGACY_OVERRIDES_KEY, JSON.stringify({ 'developer-tools': 'http://localhost:4007/mf-manifest.json' }));
    expect(readOverrides(ON, NOW)).toEqual({});
  });
});

describe('captureRemoteOverrides', () => {
  function visit(url: string, settings: RemoteOverrideSettings) {
    window.history.replaceState({ keep: 1 }, '', url);
    captureRemoteOverrides({ settings });
    return window.location.pathname + window.location.search + window.location.hash;
  }

  it('asks before storing: an allowed override waits for an answer, and the address bar is cleaned', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const at = visit('/json-formatter?indent=4&remote.developer-tools=http://localhost:4007/mf-manifest.json#x', ON);
    expect(at).toBe('/json-formatter?indent=4#x');
    expect(window.history.state).toEqual({ keep: 1 });
    expect(useOverrideStore.getState().pending).toEqual({ 'developer-tools': 'http://localhost:4007/mf-manifest.json' });
    expect(readOverrides(ON)).toEqual({});
    expect(sessionStorage.length + localStorage.length).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses an origin off the allowlist with a warning: nothing is pending or stored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    expect(visit('/json-formatter?remote.developer-tools=http://evil.test:5181/mf-manifest.json', ON)).toBe('/json-formatter');
    expect(useOverrideStore.getState()).toMatchObject({
      pending: {},
      rejected: [{ id: 'developer-tools', value: 'http://evil.test:5181/mf-manifest.json', reason: NOT_ALLOWED('http://evil.test:5181') }],
    });
    expect(sessionStorage.length + localStorage.length).toBe(0);
    expect(warn).toHaveBeenCalledWith(
      `Remote override for "developer-tools" refused: "http://evil.test:5181/mf-manifest.json" ${NOT_ALLOWED('http://evil.test:5181')}.`,
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('deletes the old localStorage overrides on every visit', () => {
    localStorage.setItem(LEGACY_OVERRIDES_KEY, JSON.stringify({ 'developer-tools': 'http://evil.test:5181/mf-manifest.json' }));
    localStorage.setItem('unrelated', '1');
    expect(visit('/json-formatter', ON)).toBe('/json-formatter');
    expect(localStorage.getItem(LEGACY_OVERRIDES_KEY)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('1');
    expect(useOverrideStore.getState()).toMatchObject({ pending: {}, rejected: [] });
  });

  it('leaves a URL without overrides untouched', () => {
    const replace = vi.spyOn(window.history, 'replaceState');
    window.history.pushState(null, '', '/json-formatter?indent=4');
    captureRemoteOverrides({ settings: ON });
    expect(replace).not.toHaveBeenCalled();
  });
});
