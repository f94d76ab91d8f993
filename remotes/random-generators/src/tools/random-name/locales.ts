import type { LocaleDefinition } from '@faker-js/faker';

/**
 * The name locales on offer: faker's locales with their own person data (a few regional ones
 * borrow from their parent, as faker itself chains them). Each loader asks only for its own
 * locale's definitions (a re-export per locale in faker-locales/, so the bundler links each
 * straight to faker's chunk for that locale): choosing German fetches German names and the Faker
 * class, never the other 70 locales. Sorted by label for the drop-down.
 */
export interface NameLocale {
  id: string;
  label: string;
  /** BCP 47 tag for the list's lang attribute, so screen readers pronounce the names right. */
  lang: string;
  dir?: 'rtl';
}

export interface LoadedLocale {
  Faker: typeof import('@faker-js/faker').Faker;
  /** Most specific first, as faker resolves definitions. */
  chain: LocaleDefinition[];
}

type Loader = () => Promise<LoadedLocale>;

export const NAME_LOCALES: readonly NameLocale[] = [
  { id: 'af_ZA', label: 'Afrikaans (South Africa)', lang: 'af-ZA' },
  { id: 'ar', label: 'Arabic', lang: 'ar', dir: 'rtl' },
  { id: 'hy', label: 'Armenian', lang: 'hy' },
  { id: 'az', label: 'Azerbaijani', lang: 'az' },
  { id: 'zh_CN', label: 'Chinese (Simplified)', lang: 'zh-CN' },
  { id: 'zh_TW', label: 'Chinese (Traditional)', lang: 'zh-TW' },
  { id: 'hr', label: 'Croatian', lang: 'hr' },
  { id: 'cs_CZ', label: 'Czech', lang: 'cs-CZ' },
  { id: 'da', label: 'Danish', lang: 'da' },
  { id: 'nl_BE', label: 'Dutch (Belgium)', lang: 'nl-BE' },
  { id: 'nl', label: 'Dutch (Netherlands)', lang: 'nl-NL' },
  { id: 'en_AU', label: 'English (Australia)', lang: 'en-AU' },
  { id: 'en_GH', label: 'English (Ghana)', lang: 'en-GH' },
  { id: 'en_IN', label: 'English (India)', lang: 'en-IN' },
  { id: 'en_NG', label: 'English (Nigeria)', lang: 'en-NG' },
  { id: 'en_ZA', label: 'English (South Africa)', lang: 'en-ZA' },
  { id: 'en_GB', label: 'English (United Kingdom)', lang: 'en-GB' },
  { id: 'en_US', label: 'English (United States)', lang: 'en-US' },
  { id: 'fi', label: 'Finnish', lang: 'fi' },
  { id: 'fr_BE', label: 'French (Belgium)', lang: 'fr-BE' },
  { id: 'fr', label: 'French (France)', lang: 'fr-FR' },
  { id: 'fr_SN', label: 'French (Senegal)', lang: 'fr-SN' },
  { id: 'fr_CH', label: 'French (Switzerland)', lang: 'fr-CH' },
  { id: 'ka_GE', label: 'Georgian', lang: 'ka' },
  { id: 'de_AT', label: 'German (Austria)', lang: 'de-AT' },
  { id: 'de', label: 'German (Germany)', lang: 'de-DE' },
  { id: 'de_CH', label: 'German (Switzerland)', lang: 'de-CH' },
  { id: 'el', label: 'Greek', lang: 'el' },
  { id: 'he', label: 'Hebrew', lang: 'he', dir: 'rtl' },
  { id: 'hu', label: 'Hungarian', lang: 'hu' },
  { id: 'id_ID', label: 'Indonesian', lang: 'id' },
  { id: 'it', label: 'Italian', lang: 'it' },
  { id: 'ja', label: 'Japanese', lang: 'ja' },
  { id: 'ko', label: 'Korean', lang: 'ko' },
  { id: 'lv', label: 'Latvian', lang: 'lv' },
  { id: 'mk', label: 'Macedonian', lang: 'mk' },
  { id: 'nb_NO', label: 'Norwegian', lang: 'nb' },
  { id: 'fa', label: 'Persian', lang: 'fa', dir: 'rtl' },
  { id: 'pl', label: 'Polish', lang: 'pl' },
  { id: 'pt_BR', label: 'Portuguese (Brazil)', lang: 'pt-BR' },
  { id: 'pt_PT', label: 'Portuguese (Portugal)', lang: 'pt-PT' },
  { id: 'ro', label: 'Romanian', lang: 'ro' },
  { id: 'ru', label: 'Russian', lang: 'ru' },
  { id: 'sr_RS_latin', label: 'Serbian (Latin)', lang: 'sr-Latn' },
  { id: 'sk', label: 'Slovak', lang: 'sk' },
  { id: 'sl_SI', label: 'Slovenian', lang: 'sl' },
  { id: 'es_MX', label: 'Spanish (Mexico)', lang: 'es-MX' },
  { id: 'es', label: 'Spanish (Spain)', lang: 'es-ES' },
  { id: 'sv', label: 'Swedish', lang: 'sv' },
  { id: 'th', label: 'Thai', lang: 'th' },
  { id: 'tr', label: 'Turkish', lang: 'tr' },
  { id: 'uk', label: 'Ukrainian', lang: 'uk' },
  { id: 'ur', label: 'Urdu', lang: 'ur', dir: 'rtl' },
  { id: 'uz_UZ_latin', label: 'Uzbek (Latin)', lang: 'uz-Latn' },
  { id: 'vi', label: 'Vietnamese', lang: 'vi' },
  { id: 'yo_NG', label: 'Yoruba (Nigeria)', lang: 'yo' },
  { id: 'zu_ZA', label: 'Zulu (South Africa)', lang: 'zu' },
];

export const DEFAULT_LOCALE = 'en_US';
export const LOCALE_IDS = NAME_LOCALES.map((locale) => locale.id);

const LOADERS: Record<string, Loader> = {
  af_ZA: () => import('./faker-locales/af_ZA').then((m) => ({ Faker: m.Faker, chain: [m.af_ZA] })),
  ar: () => import('./faker-locales/ar').then((m) => ({ Faker: m.Faker, chain: [m.ar] })),
  az: () => import('./faker-locales/az').then((m) => ({ Faker: m.Faker, chain: [m.az] })),
  cs_CZ: () => import('./faker-locales/cs_CZ').then((m) => ({ Faker: m.Faker, chain: [m.cs_CZ] })),
  da: () => import('./faker-locales/da').then((m) => ({ Faker: m.Faker, chain: [m.da] })),
  de: () => import('./faker-locales/de').then((m) => ({ Faker: m.Faker, chain: [m.de] })),
  de_AT: () => import('./faker-locales/de_AT').then((m) => ({ Faker: m.Faker, chain: [m.de_AT, m.de] })),
  de_CH: () => import('./faker-locales/de_CH').then((m) => ({ Faker: m.Faker, chain: [m.de_CH, m.de] })),
  el: () => import('./faker-locales/el').then((m) => ({ Faker: m.Faker, chain: [m.el] })),
  en_AU: () => import('./faker-locales/en_AU').then((m) => ({ Faker: m.Faker, chain: [m.en_AU, m.en] })),
  en_GB: () => import('./faker-locales/en_GB').then((m) => ({ Faker: m.Faker, chain: [m.en_GB, m.en] })),
  en_GH: () => import('./faker-locales/en_GH').then((m) => ({ Faker: m.Faker, chain: [m.en_GH, m.en] })),
  en_IN: () => import('./faker-locales/en_IN').then((m) => ({ Faker: m.Faker, chain: [m.en_IN, m.en] })),
  en_NG: () => import('./faker-locales/en_NG').then((m) => ({ Faker: m.Faker, chain: [m.en_NG, m.en] })),
  en_US: () => import('./faker-locales/en_US').then((m) => ({ Faker: m.Faker, chain: [m.en_US, m.en] })),
  en_ZA: () => import('./faker-locales/en_ZA').then((m) => ({ Faker: m.Faker, chain: [m.en_ZA, m.en] })),
  es: () => import('./faker-locales/es').then((m) => ({ Faker: m.Faker, chain: [m.es] })),
  es_MX: () => import('./faker-locales/es_MX').then((m) => ({ Faker: m.Faker, chain: [m.es_MX, m.es] })),
  fa: () => import('./faker-locales/fa').then((m) => ({ Faker: m.Faker, chain: [m.fa] })),
  fi: () => import('./faker-locales/fi').then((m) => ({ Faker: m.Faker, chain: [m.fi] })),
  fr: () => import('./faker-locales/fr').then((m) => ({ Faker: m.Faker, chain: [m.fr] })),
  fr_BE: () => import('./faker-locales/fr_BE').then((m) => ({ Faker: m.Faker, chain: [m.fr_BE, m.fr] })),
  fr_CH: () => import('./faker-locales/fr_CH').then((m) => ({ Faker: m.Faker, chain: [m.fr_CH, m.fr] })),
  fr_SN: () => import('./faker-locales/fr_SN').then((m) => ({ Faker: m.Faker, chain: [m.fr_SN, m.fr] })),
  he: () => import('./faker-locales/he').then((m) => ({ Faker: m.Faker, chain: [m.he] })),
  hr: () => import('./faker-locales/hr').then((m) => ({ Faker: m.Faker, chain: [m.hr] })),
  hu: () => import('./faker-locales/hu').then((m) => ({ Faker: m.Faker, chain: [m.hu] })),
  hy: () => import('./faker-locales/hy').then((m) => ({ Faker: m.Faker, chain: [m.hy] })),
  id_ID: () => import('./faker-locales/id_ID').then((m) => ({ Faker: m.Faker, chain: [m.id_ID] })),
  it: () => import('./faker-locales/it').then((m) => ({ Faker: m.Faker, chain: [m.it] })),
  ja: () => import('./faker-locales/ja').then((m) => ({ Faker: m.Faker, chain: [m.ja] })),
  ka_GE: () => import('./faker-locales/ka_GE').then((m) => ({ Faker: m.Faker, chain: [m.ka_GE] })),
  ko: () => import('./faker-locales/ko').then((m) => ({ Faker: m.Faker, chain: [m.ko] })),
  lv: () => import('./faker-locales/lv').then((m) => ({ Faker: m.Faker, chain: [m.lv] })),
  mk: () => import('./faker-locales/mk').then((m) => ({ Faker: m.Faker, chain: [m.mk] })),
  nb_NO: () => import('./faker-locales/nb_NO').then((m) => ({ Faker: m.Faker, chain: [m.nb_NO] })),
  nl: () => import('./faker-locales/nl').then((m) => ({ Faker: m.Faker, chain: [m.nl] })),
  nl_BE: () => import('./faker-locales/nl_BE').then((m) => ({ Faker: m.Faker, chain: [m.nl_BE, m.nl] })),
  pl: () => import('./faker-locales/pl').then((m) => ({ Faker: m.Faker, chain: [m.pl] })),
  pt_BR: () => import('./faker-locales/pt_BR').then((m) => ({ Faker: m.Faker, chain: [m.pt_BR] })),
  pt_PT: () => import('./faker-locales/pt_PT').then((m) => ({ Faker: m.Faker, chain: [m.pt_PT] })),
  ro: () => import('./faker-locales/ro').then((m) => ({ Faker: m.Faker, chain: [m.ro] })),
  ru: () => import('./faker-locales/ru').then((m) => ({ Faker: m.Faker, chain: [m.ru] })),
  sk: () => import('./faker-locales/sk').then((m) => ({ Faker: m.Faker, chain: [m.sk] })),
  sl_SI: () => import('./faker-locales/sl_SI').then((m) => ({ Faker: m.Faker, chain: [m.sl_SI] })),
  sr_RS_latin: () => import('./faker-locales/sr_RS_latin').then((m) => ({ Faker: m.Faker, chain: [m.sr_RS_latin] })),
  sv: () => import('./faker-locales/sv').then((m) => ({ Faker: m.Faker, chain: [m.sv] })),
  th: () => import('./faker-locales/th').then((m) => ({ Faker: m.Faker, chain: [m.th] })),
  tr: () => import('./faker-locales/tr').then((m) => ({ Faker: m.Faker, chain: [m.tr] })),
  uk: () => import('./faker-locales/uk').then((m) => ({ Faker: m.Faker, chain: [m.uk] })),
  ur: () => import('./faker-locales/ur').then((m) => ({ Faker: m.Faker, chain: [m.ur] })),
  uz_UZ_latin: () => import('./faker-locales/uz_UZ_latin').then((m) => ({ Faker: m.Faker, chain: [m.uz_UZ_latin] })),
  vi: () => import('./faker-locales/vi').then((m) => ({ Faker: m.Faker, chain: [m.vi] })),
  yo_NG: () => import('./faker-locales/yo_NG').then((m) => ({ Faker: m.Faker, chain: [m.yo_NG] })),
  zh_CN: () => import('./faker-locales/zh_CN').then((m) => ({ Faker: m.Faker, chain: [m.zh_CN] })),
  zh_TW: () => import('./faker-locales/zh_TW').then((m) => ({ Faker: m.Faker, chain: [m.zh_TW] })),
  zu_ZA: () => import('./faker-locales/zu_ZA').then((m) => ({ Faker: m.Faker, chain: [m.zu_ZA] })),
};

const loaded = new Map<string, Promise<LoadedLocale>>();

/** The locale's definitions, fetched once; a failed fetch (offline, a deploy) may be retried. */
export function loadLocale(id: string): Promise<LoadedLocale> {
  let pending = loaded.get(id);
  if (!pending) {
    const loader = LOADERS[id];
    if (!loader) return Promise.reject(new Error(`Unknown name locale ${id}`));
    pending = loader().catch((error: unknown) => {
      loaded.delete(id);
      throw error;
    });
    loaded.set(id, pending);
  }
  return pending;
}

export function localeById(id: string): NameLocale | undefined {
  return NAME_LOCALES.find((locale) => locale.id === id);
}
