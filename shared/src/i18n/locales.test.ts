import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bestLocale, LOCALE_SEGMENTS, LOCALES, localeInfo, localeOfPath, localizedPath, SOURCE_LOCALE, type Locale } from './locales';

describe('the shipped languages', () => {
  it('are English plus six, Arabic right to left', () => {
    expect(LOCALES).toEqual(['en', 'es', 'pt-BR', 'fr', 'de', 'ja', 'ar']);
    expect(SOURCE_LOCALE).toBe('en');
    expect(LOCALES.filter((locale) => localeInfo(locale).dir === 'rtl')).toEqual(['ar']);
    expect(LOCALE_SEGMENTS).toEqual(['es', 'pt-br', 'fr', 'de', 'ja', 'ar']);
  });

  it('each have their name in themselves', () => {
    expect(LOCALES.map((locale) => localeInfo(locale).name)).toEqual(['English', 'Español', 'Português (Brasil)', 'Français', 'Deutsch', '日本語', 'العربية']);
  });
});

describe('localeOfPath', () => {
  it.each<[string, Locale, string]>([
    ['/', 'en', '/'],
    ['/json-formatter', 'en', '/json-formatter'],
    ['/es', 'es', '/'],
    ['/es/', 'es', '/'],
    ['/es/json-formatter', 'es', '/json-formatter'],
    ['/pt-br/json-formatter', 'pt-BR', '/json-formatter'],
    ['/ar/dashboard', 'ar', '/dashboard'],
    ['/ja/es', 'ja', '/es'],
    ['/es/json-formatter/', 'es', '/json-formatter/'],
    ['/ES/json-formatter', 'en', '/ES/json-formatter'],
    ['/pt-BR/json-formatter', 'en', '/pt-BR/json-formatter'],
    ['/esx/json-formatter', 'en', '/esx/json-formatter'],
    ['/pt/json-formatter', 'en', '/pt/json-formatter'],
    ['/en/json-formatter', 'en', '/en/json-formatter'],
    ['//es', 'en', '//es'],
    ['', 'en', ''],
  ])('%j is %s, path %j', (pathname, locale, path) => {
    expect(localeOfPath(pathname)).toEqual({ locale, path });
  });
});

describe('localizedPath', () => {
  it.each<[string, Locale, string]>([
    ['/', 'en', '/'],
    ['/json-formatter', 'en', '/json-formatter'],
    ['/', 'es', '/es/'],
    ['/json-formatter', 'es', '/es/json-formatter'],
    ['/json-formatter', 'pt-BR', '/pt-br/json-formatter'],
    ['/dashboard', 'ar', '/ar/dashboard'],
  ])('%j in %s is %j', (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
  });

  it('is undone by localeOfPath for every English path and language', () => {
    const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/);
    const englishPath = fc
      .array(segment, { maxLength: 3 })
      .map((parts) => `/${parts.join('/')}`)
      .filter((path) => localeOfPath(path).locale === 'en');
    fc.assert(
      fc.property(englishPath, fc.constantFrom(...LOCALES), (path, locale) => {
        expect(localeOfPath(localizedPath(path, locale))).toEqual({ locale, path });
      }),
    );
  });
});

describe('bestLocale', () => {
  it.each<[string[], Locale | null]>([
    [['es-MX', 'en'], 'es'],
    [['pt-PT'], 'pt-BR'],
    [['pt-br'], 'pt-BR'],
    [['PT'], 'pt-BR'],
    [['de-CH', 'fr'], 'de'],
    [['nl', 'fr-CA'], 'fr'],
    [['en-GB', 'es'], 'en'],
    [['ar-EG'], 'ar'],
    [['ja-JP'], 'ja'],
    [['zh-CN', 'ko'], null],
    [[], null],
    [['', ' '], null],
  ])('%j → %s', (preferred, expected) => {
    expect(bestLocale(preferred)).toBe(expected);
  });

  it('answers a shipped language or null, whatever the browser says', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (preferred) => {
        const answer = bestLocale(preferred);
        expect(answer === null || (LOCALES as readonly string[]).includes(answer)).toBe(true);
      }),
    );
  });
});
