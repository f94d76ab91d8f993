/**
 * The languages ToolHub ships (issue 43) and where each lives in an address: English at
 * `/<toolPath>` (so no existing link breaks), every other language at `/<segment>/<toolPath>` and
 * `/<segment>/` for home. Pure data and string work: no `Intl` here, so nothing of it costs the
 * click that opens a page.
 */
export const LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de', 'ja', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language the code is written in, and the one a page falls back to. */
export const SOURCE_LOCALE: Locale = 'en';

export interface LocaleInfo {
  /** The BCP 47 tag (`<html lang>`, `Intl`, hreflang). */
  tag: Locale;
  /** The first path segment of its pages, lower case; '' for English. */
  segment: string;
  dir: 'ltr' | 'rtl';
  /** Its name in itself, as a language switcher shows it. */
  name: string;
}

const INFO: Record<Locale, Omit<LocaleInfo, 'tag'>> = {
  en: { segment: '', dir: 'ltr', name: 'English' },
  es: { segment: 'es', dir: 'ltr', name: 'Español' },
  'pt-BR': { segment: 'pt-br', dir: 'ltr', name: 'Português (Brasil)' },
  fr: { segment: 'fr', dir: 'ltr', name: 'Français' },
  de: { segment: 'de', dir: 'ltr', name: 'Deutsch' },
  ja: { segment: 'ja', dir: 'ltr', name: '日本語' },
  ar: { segment: 'ar', dir: 'rtl', name: 'العربية' },
};

export const localeInfo = (locale: Locale): LocaleInfo => ({ tag: locale, ...INFO[locale] });

/** The path segments the languages take: no tool may use one as its path. */
export const LOCALE_SEGMENTS: readonly string[] = LOCALES.map((locale) => INFO[locale].segment).filter(Boolean);

const BY_SEGMENT = new Map(LOCALES.filter((locale) => INFO[locale].segment).map((locale) => [INFO[locale].segment, locale]));

/**
 * The language of a pathname and the path without its language: `/es/json-formatter` →
 * es, `/json-formatter`; `/es` and `/es/` → es, `/`; anything else is English as it is. Only the
 * exact lower-case segment counts (`/ES/…` is an English path, which the router answers 404).
 */
export function localeOfPath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z-]+)(\/.*)?$/.exec(pathname);
  const locale = match ? BY_SEGMENT.get(match[1]!) : undefined;
  if (!match || !locale) return { locale: SOURCE_LOCALE, path: pathname };
  return { locale, path: match[2] ?? '/' };
}

/** A path of the English site (`/`, `/json-formatter`) as the page of `locale`. */
export function localizedPath(path: string, locale: Locale): string {
  const { segment } = INFO[locale];
  if (!segment) return path;
  return path === '/' ? `/${segment}/` : `/${segment}${path}`;
}

/**
 * The shipped language that best serves a browser's preferences (`navigator.languages`, best
 * first): an exact tag, else the same language (`es-MX` → es, `pt-PT` → pt-BR), for the first
 * preference that has one; null when none does.
 */
export function bestLocale(preferred: readonly string[]): Locale | null {
  for (const wanted of preferred) {
    const tag = wanted.trim().toLowerCase();
    if (!tag) continue;
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    const language = tag.split('-')[0];
    const same = LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language);
    if (same) return same;
  }
  return null;
}
