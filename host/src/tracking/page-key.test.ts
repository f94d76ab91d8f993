import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_KEY_LENGTH, PAGE_KEY_PATTERN, fromPageKey, isPageKey, toPageKey } from './page-key';

const SAFE_KEY = /^[A-Za-z0-9_-]+$/;
// Short enough that no key is cut (a grapheme may take several code points of 12 key characters).
const routePath = fc.string({ unit: 'grapheme', maxLength: 4 }).map((rest) => `/${rest}`);
const anyUnitPath = fc.string({ unit: 'binary', maxLength: 10 }).map((rest) => `/${rest}`);

describe('toPageKey', () => {
  it('keeps letters, digits and hyphens readable and escapes the slash', () => {
    expect(toPageKey('/tools/json-formatter')).toBe('_2Ftools_2Fjson-formatter');
    expect(toPageKey('/')).toBe('_2F');
  });

  it('treats the empty path as the home page', () => {
    expect(toPageKey('')).toBe(toPageKey('/'));
  });

  it.each([
    ['/a.b', '_2Fa_2Eb'],
    ['/a/b', '_2Fa_2Fb'],
    ['/~', '_2F_7E'],
    ['/*', '_2F_2A'],
    ['/_', '_2F_5F'],
    ['/é', '_2F_C3_A9'],
    ['/😀', '_2F_F0_9F_98_80'],
  ])('stores the unsafe path %s under the safe key %s', (path, key) => {
    expect(toPageKey(path)).toBe(key);
    expect(fromPageKey(key)).toBe(path);
  });

  it('never yields a reserved id', () => {
    for (const path of ['.', '..', '__x__', '/__x__', '//', '____']) {
      const key = toPageKey(path);
      expect(key).not.toBe('.');
      expect(key).not.toBe('..');
      expect(key).not.toMatch(/^__.*__$/);
      expect(fromPageKey(key)).toBe(path);
    }
  });

  it('keeps lone surrogates distinct and round-trips them', () => {
    expect(fromPageKey(toPageKey('/\uD800'))).toBe('/\uD800');
    expect(toPageKey('/\uD800')).not.toBe(toPageKey('/\uDC00'));
  });

  it('bounds the key and cuts at a whole character, so the key decodes to the cut path', () => {
    const long = `/${'é'.repeat(500)}`;
    const key = toPageKey(long);
    expect(key.length).toBeLessThanOrEqual(MAX_PAGE_KEY_LENGTH);
    const decoded = fromPageKey(key);
    expect(long.startsWith(decoded)).toBe(true);
    expect(decoded.length).toBeGreaterThan(15);
    expect(toPageKey(decoded)).toBe(key);
    const emoji = toPageKey(`/${'😀'.repeat(200)}`);
    expect(fromPageKey(emoji)).not.toContain('\uFFFD');
    expect(`/${'😀'.repeat(200)}`.startsWith(fromPageKey(emoji))).toBe(true);
  });

  it('property: keys are safe and bounded', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (path) => {
        const key = toPageKey(path);
        expect(key).toMatch(SAFE_KEY);
        expect(key).not.toContain('/');
        expect(key).not.toContain('.');
        expect(key).not.toContain('__');
        expect(key.length).toBeLessThanOrEqual(MAX_PAGE_KEY_LENGTH);
      }),
    );
  });

  it('property: round trip', () => {
    fc.assert(fc.property(routePath, (path) => fromPageKey(toPageKey(path)) === path));
    fc.assert(fc.property(anyUnitPath, (path) => fromPageKey(toPageKey(path)) === path));
  });

  it('property: distinct paths give distinct keys below the length cap', () => {
    fc.assert(
      fc.property(anyUnitPath, anyUnitPath, (a, b) => {
        fc.pre(a !== b);
        expect(toPageKey(a)).not.toBe(toPageKey(b));
      }),
    );
  });

  it('property: a truncated key decodes to a prefix of its path', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 100, maxLength: 400 }), (rest) => {
        const path = `/${rest}`;
        const shown = fromPageKey(toPageKey(path));
        expect(path.startsWith(shown)).toBe(true);
      }),
    );
  });
});

describe('fromPageKey', () => {
  it('shows text that is not a well-formed escape as it is', () => {
    expect(fromPageKey('home')).toBe('home');
    expect(fromPageKey('_ZZ')).toBe('_ZZ');
    expect(fromPageKey('_C3')).toBe('_C3');
    expect(fromPageKey('_2')).toBe('_2');
  });
});

describe('isPageKey', () => {
  it.each([
    ['_2F', true],
    ['_2Fjson-formatter', true],
    ['_2F404', true],
    ['_2Ffr_2Fjson-formatter', true],
    [`_2F${'a'.repeat(125)}`, true],
    [`_2F${'a'.repeat(126)}`, false],
    ['', false],
    ['home', false],
    ['_2FJSON', false],
    ['_2Fa--b', false],
    ['_2F-a', false],
    ['_2Fa_2Fb_2Fc', false],
    ['_2Fa_2E', false],
    ['_2F_2F', false],
  ])('%s → %s', (key, expected) => {
    expect(isPageKey(key)).toBe(expected);
  });

  it('is the pattern firestore.rules checks, with the same length cap', () => {
    const rules = readFileSync(fileURLToPath(new URL('../../../firestore.rules', import.meta.url)), 'utf8');
    const isPageKeyRule = rules.slice(rules.indexOf('function isPageKey('), rules.indexOf('function pageCountWithin('));
    expect(isPageKeyRule).toContain(`key.matches('${PAGE_KEY_PATTERN}')`);
    expect(isPageKeyRule).toContain(`key.size() <= ${MAX_PAGE_KEY_LENGTH}`);
  });
});
