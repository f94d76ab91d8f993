import { drawFromDeck, formatNumber, sample, secureRandom, type DeckState, type RandomSource } from '@toolhub/shared';
import { parseWholeInRange } from '../../forms/whole-number';

export const COUNT_MIN = 1;
export const COUNT_MAX = 20;

export const REGIONS = ['any', 'Africa', 'Americas', 'Asia', 'Europe', 'Oceania', 'Antarctic'] as const;
export type Region = (typeof REGIONS)[number];
export const REGION_LABELS: Record<Region, string> = {
  any: 'Any',
  Africa: 'Africa',
  Americas: 'Americas',
  Asia: 'Asia',
  Europe: 'Europe',
  Oceania: 'Oceania',
  Antarctic: 'Antarctic',
};

export const POPULATIONS = ['any', '1m', '10m', '100m'] as const;
export type PopulationFloor = (typeof POPULATIONS)[number];
export const POPULATION_LABELS: Record<PopulationFloor, string> = {
  any: 'Any, territories included',
  '1m': '1 million or more',
  '10m': '10 million or more',
  '100m': '100 million or more',
};
const POPULATION_MIN: Record<PopulationFloor, number> = { any: 0, '1m': 1e6, '10m': 1e7, '100m': 1e8 };

export interface Currency {
  code: string;
  name: string;
  symbol: string;
}

export interface Country {
  /** ISO 3166-1 alpha-2, the id used in the deck. */
  code: string;
  code3: string;
  name: string;
  native: string;
  capital: string;
  region: Exclude<Region, 'any'>;
  subregion: string;
  population: number | null;
  currency: Currency | null;
  flag: string;
  demonym: string;
  phone: string;
  tld: string;
  lat: number | null;
  lng: number | null;
}

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function coordinate(value: unknown, limit: number): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** The flag emoji of an alpha-2 code: two regional indicator symbols. */
export function flagOf(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

function regionOf(value: string): Exclude<Region, 'any'> {
  return (REGIONS as readonly string[]).includes(value) && value !== 'any' ? (value as Exclude<Region, 'any'>) : 'Antarctic';
}

/**
 * Countries from the Countries States Cities database's countries.json, checked field by field:
 * a record without a two-letter code or a name is dropped, anything else missing is left empty
 * rather than trusted. Antarctica ("Polar") and the uninhabited sub-Antarctic islands (no region)
 * make up the "Antarctic" region.
 */
export function normalizeCountries(raw: unknown): Country[] {
  if (!Array.isArray(raw)) return [];
  const countries: Country[] = [];
  const seen = new Set<string>();
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const record = item as Record<string, unknown>;
    const code = str(record.iso2).toUpperCase();
    const name = str(record.name);
    if (!/^[A-Z]{2}$/.test(code) || name === '' || seen.has(code)) continue;
    seen.add(code);
    const population = typeof record.population === 'number' && Number.isFinite(record.population) && record.population > 0 ? Math.round(record.population) : null;
    const currencyCode = str(record.currency);
    const phone = str(record.phonecode).replace(/^\+/, '');
    countries.push({
      code,
      code3: str(record.iso3),
      name,
      native: str(record.native),
      capital: str(record.capital),
      region: regionOf(str(record.region)),
      subregion: str(record.subregion),
      population,
      currency: currencyCode ? { code: currencyCode, name: str(record.currency_name), symbol: str(record.currency_symbol) } : null,
      flag: str(record.emoji) || flagOf(code),
      demonym: str(record.nationality),
      phone: phone ? `+${phone}` : '',
      tld: str(record.tld),
      lat: coordinate(record.latitude, 90),
      lng: coordinate(record.longitude, 180),
    });
  }
  return countries.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Subregions of a region, sorted; every subregion for "any". */
export function subregionsOf(countries: readonly Country[], region: Region): string[] {
  const found = new Set<string>();
  for (const country of countries) {
    if (country.subregion && (region === 'any' || country.region === region)) found.add(country.subregion);
  }
  return [...found].sort((a, b) => a.localeCompare(b, 'en'));
}

export interface CountryFilter {
  region: Region;
  /** 'any' or one of the region's subregions; a subregion of another region is ignored. */
  subregion: string;
  population: PopulationFloor;
}

export function filterCountries(countries: readonly Country[], filter: CountryFilter): Country[] {
  const min = POPULATION_MIN[filter.population];
  const subregions = subregionsOf(countries, filter.region);
  const subregion = subregions.includes(filter.subregion) ? filter.subregion : 'any';
  return countries.filter(
    (country) =>
      (filter.region === 'any' || country.region === filter.region) &&
      (subregion === 'any' || country.subregion === subregion) &&
      (min === 0 || (country.population ?? 0) >= min),
  );
}

export type CountResult = { ok: true; count: number } | { ok: false; message: string };

export function parseCount(text: string): CountResult {
  const parsed = parseWholeInRange(text, COUNT_MIN, COUNT_MAX, 'how many');
  return parsed.ok ? { ok: true, count: parsed.value } : { ok: false, message: parsed.message };
}

export interface Deal {
  codes: string[];
  deck: DeckState;
  /** Every country of the selection had been shown, so a new round began. */
  reshuffled: boolean;
}

/**
 * Deals `count` different countries from the pool (never more than it holds). With `noRepeat` the
 * deck remembers what was shown, so no country comes back until the whole selection has been seen.
 */
export function dealCountries(pool: readonly string[], count: number, deck: DeckState, noRepeat: boolean, source: RandomSource = secureRandom): Deal {
  const wanted = Math.min(count, pool.length);
  if (!noRepeat) return { codes: sample(pool, wanted, source), deck, reshuffled: false };
  const codes: string[] = [];
  let state = deck;
  let reshuffled = false;
  for (let i = 0; i < wanted; i += 1) {
    const taken = new Set(codes);
    const draw = drawFromDeck(state, pool.filter((code) => !taken.has(code)), source);
    if (!draw) break;
    codes.push(draw.id);
    state = draw.state;
    reshuffled ||= draw.reshuffled;
  }
  return { codes, deck: state, reshuffled };
}

// Made on first use: the first Intl object loads the browser's locale data (tens of milliseconds).
let compact: Intl.NumberFormat | undefined;

/** "68,373,433 (68.4M)"; small numbers without the compact part; "Uninhabited" for none. */
export function formatPopulation(population: number | null): string {
  if (population === null) return 'No permanent population';
  if (population < 10_000) return formatNumber(population);
  compact ??= new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
  return `${formatNumber(population)} (${compact.format(population)})`;
}

export function formatCurrency(currency: Currency | null): string {
  if (!currency) return '—';
  const name = currency.name || currency.code;
  const symbol = currency.symbol && currency.symbol !== currency.code ? `, ${currency.symbol}` : '';
  return `${name} (${currency.code}${symbol})`;
}

export function formatCoordinates(lat: number | null, lng: number | null): string {
  if (lat === null || lng === null) return '—';
  const part = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(2)}° ${value >= 0 ? positive : negative}`;
  return `${part(lat, 'N', 'S')}, ${part(lng, 'E', 'W')}`;
}

export function placeLine(country: Country): string {
  return country.subregion ? `${country.subregion}, ${country.region}` : country.region;
}

/** A country as plain text, as Copy gives it. */
export function countryAsText(country: Country): string {
  return [
    `${country.flag} ${country.name}`.trim(),
    `Capital: ${country.capital || '—'}`,
    `Region: ${placeLine(country)}`,
    `Population: ${formatPopulation(country.population)}`,
    `Currency: ${formatCurrency(country.currency)}`,
  ].join('\n');
}

export function describePool(size: number): string {
  return `${formatNumber(size)} countr${size === 1 ? 'y matches' : 'ies match'} these filters.`;
}

export function shortfall(poolSize: number, count: number): string | null {
  if (poolSize === 0) return 'No country matches these filters. Pick another region or a lower population.';
  if (count > poolSize) return `Only ${poolSize} countr${poolSize === 1 ? 'y matches' : 'ies match'} these filters, so ${poolSize === 1 ? 'it is' : `all ${poolSize} are`} shown.`;
  return null;
}
