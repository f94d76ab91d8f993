/**
 * The visitor id (SPEC section 7): a SHA-256 of browser traits, so the same browser gets the same id
 * all day without any identifier being stored. Traits a browser lacks are recorded as empty; reading
 * them never throws.
 */
import { sha256Hex } from './sha256';

export interface BrowserTraits {
  userAgent: string;
  language: string;
  languages: string;
  platform: string;
  screenWidth: number;
  screenHeight: number;
  colorDepth: number;
  pixelRatio: number;
  timeZone: string;
  hardwareConcurrency: number;
}

/** The parts of `window` the traits come from (tests pass plain objects). */
export interface TraitSource {
  navigator?: Partial<Pick<Navigator, 'userAgent' | 'language' | 'languages' | 'platform' | 'hardwareConcurrency'>>;
  screen?: Partial<Pick<Screen, 'width' | 'height' | 'colorDepth'>>;
  devicePixelRatio?: number;
  /** When the traits are read (the offsets are those of its year). */
  now?: Date;
  /** Minutes behind UTC at a date, as Date#getTimezoneOffset counts them. */
  offsetOf?: (date: Date) => number;
}

const number = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The visitor's time zone as its UTC offsets in January and July, in minutes east of UTC
 * ("+60/+120" in Berlin, "-300/-240" in New York): the same all year, daylight saving or not.
 * Not the zone's name (Intl.DateTimeFormat().resolvedOptions().timeZone): asking Intl anything
 * loads the browser's locale data, 20–35 ms on a desktop in every page's first track.
 */
export function utcOffsets(year: number, offsetOf: (date: Date) => number = (date) => date.getTimezoneOffset()): string {
  const east = (month: number) => {
    const minutes = -offsetOf(new Date(year, month, 1));
    return Number.isFinite(minutes) ? `${minutes < 0 ? '-' : '+'}${Math.abs(minutes)}` : '';
  };
  return `${east(0)}/${east(6)}`;
}

// The offsets of January and July, not today's: today's changes at daylight-saving switches, which
// would split a visitor in two on those days.
export function collectTraits(source: TraitSource): BrowserTraits {
  const nav = source.navigator ?? {};
  return {
    userAgent: text(nav.userAgent),
    language: text(nav.language),
    languages: Array.isArray(nav.languages) ? nav.languages.join(',') : '',
    platform: text(nav.platform),
    screenWidth: number(source.screen?.width),
    screenHeight: number(source.screen?.height),
    colorDepth: number(source.screen?.colorDepth),
    pixelRatio: number(source.devicePixelRatio),
    timeZone: utcOffsets((source.now ?? new Date()).getFullYear(), source.offsetOf),
    hardwareConcurrency: number(nav.hardwareConcurrency),
  };
}

/** 64 hex characters; the traits in a fixed order, so the id does not depend on key order. */
export function visitorIdOf(traits: BrowserTraits, subtle?: SubtleCrypto): Promise<string> {
  const ordered = (Object.keys(traits) as (keyof BrowserTraits)[]).sort().map((key) => `${key}=${String(traits[key])}`);
  return sha256Hex(ordered.join('\n'), subtle);
}
