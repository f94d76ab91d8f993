import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '@toolhub/shared/testing';
import {
  countryAsText,
  dealCountries,
  describePool,
  filterCountries,
  flagOf,
  formatCoordinates,
  formatCurrency,
  formatPopulation,
  normalizeCountries,
  parseCount,
  shortfall,
  subregionsOf,
  type Country,
} from './logic';
import { loadCountries } from './data';

const RAW = [
  { iso2: 'FR', iso3: 'FRA', name: 'France', native: 'France', capital: 'Paris', region: 'Europe', subregion: 'Western Europe', population: 68373433, currency: 'EUR', currency_name: 'Euro', currency_symbol: '€', emoji: '🇫🇷', nationality: 'French', phonecode: '33', tld: '.fr', latitude: '46.00000000', longitude: '2.00000000' },
  { iso2: 'JP', iso3: 'JPN', name: 'Japan', native: '日本', capital: 'Tokyo', region: 'Asia', subregion: 'Eastern Asia', population: 123_970_000, currency: 'JPY', currency_name: 'Japanese yen', currency_symbol: '¥', emoji: '🇯🇵', nationality: 'Japanese', phonecode: '+81', tld: '.jp', latitude: '36', longitude: '138' },
  { iso2: 'AQ', iso3: 'ATA', name: 'Antarctica', capital: '', region: 'Polar', subregion: '', population: null, currency: 'AAD', currency_name: 'Antarctican dollar', currency_symbol: '$', emoji: '', latitude: '-74.65', longitude: '4.48' },
  { iso2: 'BV', iso3: 'BVT', name: 'Bouvet Island', region: '', population: 0, currency: 'NOK', latitude: 'x', longitude: '999' },
  { iso2: 'MC', name: 'Monaco', region: 'Europe', subregion: 'Western Europe', population: 38_423 },
  { iso2: 'fr', name: 'France again' },
  { iso2: 'XYZ', name: 'Bad code' },
  { iso2: 'ZZ', name: '' },
  null,
  'France',
];

const COUNTRIES = normalizeCountries(RAW);
const byCode = (code: string) => COUNTRIES.find((c) => c.code === code)!;

describe('normalizeCountries', () => {
  it('keeps valid records once, sorted by name, Polar and regionless as Antarctic', () => {
    expect(COUNTRIES.map((c) => c.code)).toEqual(['AQ', 'BV', 'FR', 'JP', 'MC']);
    expect(byCode('AQ')).toMatchObject({ region: 'Antarctic', population: null, flag: '🇦🇶', lat: -74.65, lng: 4.48, capital: '' });
    expect(byCode('BV')).toMatchObject({ region: 'Antarctic', population: null, lat: null, lng: null, currency: { code: 'NOK', name: '', symbol: '' } });
    expect(byCode('JP')).toMatchObject({ phone: '+81', native: '日本', currency: { code: 'JPY', name: 'Japanese yen', symbol: '¥' } });
    expect(byCode('MC')).toMatchObject({ currency: null, capital: '', phone: '', flag: '🇲🇨' });
  });
  it.each([[null], [{}], ['[]'], [42]])('gives nothing for %j', (raw) => {
    expect(normalizeCountries(raw)).toEqual([]);
  });
  it('never throws and only keeps two-letter codes, whatever the input', () => {
    fc.assert(
      fc.property(fc.array(fc.anything()), (raw) => {
        for (const c of normalizeCountries(raw)) expect(c.code).toMatch(/^[A-Z]{2}$/);
      }),
      { seed: 1 },
    );
  });
});

describe('flagOf', () => {
  it.each([
    ['FR', '🇫🇷'],
    ['GB', '🇬🇧'],
    ['fr', ''],
    ['F', ''],
    ['', ''],
  ])('%j → %j', (code, flag) => {
    expect(flagOf(code)).toBe(flag);
  });
});

describe('filters', () => {
  it('lists subregions per region', () => {
    expect(subregionsOf(COUNTRIES, 'any')).toEqual(['Eastern Asia', 'Western Europe']);
    expect(subregionsOf(COUNTRIES, 'Europe')).toEqual(['Western Europe']);
    expect(subregionsOf(COUNTRIES, 'Africa')).toEqual([]);
  });
  it.each<[Parameters<typeof filterCountries>[1], string[]]>([
    [{ region: 'any', subregion: 'any', population: 'any' }, ['AQ', 'BV', 'FR', 'JP', 'MC']],
    [{ region: 'Europe', subregion: 'any', population: 'any' }, ['FR', 'MC']],
    [{ region: 'Europe', subregion: 'Western Europe', population: '1m' }, ['FR']],
    [{ region: 'Europe', subregion: 'Eastern Asia', population: 'any' }, ['FR', 'MC']],
    [{ region: 'any', subregion: 'any', population: '100m' }, ['JP']],
    [{ region: 'Antarctic', subregion: 'any', population: 'any' }, ['AQ', 'BV']],
    [{ region: 'Africa', subregion: 'any', population: 'any' }, []],
  ])('%j', (filter, codes) => {
    expect(filterCountries(COUNTRIES, filter).map((c) => c.code)).toEqual(codes);
  });
});

describe('parseCount', () => {
  it.each([
    ['1', { ok: true, count: 1 }],
    ['20', { ok: true, count: 20 }],
    ['', { ok: false, message: 'Enter how many from 1 to 20.' }],
    ['21', { ok: false, message: 'How many must be from 1 to 20.' }],
    ['-1', { ok: false, message: 'How many must be from 1 to 20.' }],
    ['two', { ok: false, message: 'How many must be a whole number from 1 to 20.' }],
  ])('%j', (text, expected) => {
    expect(parseCount(text)).toEqual(expected);
  });
});

describe('dealCountries', () => {
  const pool = ['AA', 'BB', 'CC', 'DD', 'EE'];
  it('deals different countries, no more than the pool holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.boolean(), fc.integer(), (count, noRepeat, seed) => {
        const deal = dealCountries(pool, count, { seen: [] }, noRepeat, seededRandom(seed));
        expect(deal.codes).toHaveLength(Math.min(count, pool.length));
        expect(new Set(deal.codes).size).toBe(deal.codes.length);
        for (const code of deal.codes) expect(pool).toContain(code);
      }),
      { seed: 4 },
    );
  });
  it('shows every country once per round with no-repeat, then starts a new round', () => {
    let deck = { seen: [] as string[] };
    const dealt: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const deal = dealCountries(pool, 1, deck, true, seededRandom(i));
      expect(deal.reshuffled).toBe(false);
      dealt.push(...deal.codes);
      deck = deal.deck;
    }
    expect([...dealt].sort()).toEqual(pool);
    const next = dealCountries(pool, 2, deck, true, seededRandom(9));
    expect(next.reshuffled).toBe(true);
    expect(next.codes[0]).not.toBe(dealt[4]);
  });
  it('gives nothing from an empty pool and leaves the deck alone without no-repeat', () => {
    expect(dealCountries([], 3, { seen: [] }, true).codes).toEqual([]);
    const deck = { seen: ['AA'] };
    expect(dealCountries(pool, 2, deck, false).deck).toBe(deck);
  });
});

describe('formatting', () => {
  it.each<[number | null, string]>([
    [null, 'No permanent population'],
    [0, '0'],
    [9_999, '9,999'],
    [38_423, '38,423 (38.4K)'],
    [68_373_433, '68,373,433 (68.4M)'],
    [1_417_492_000, '1,417,492,000 (1.4B)'],
  ])('population %j', (n, text) => {
    expect(formatPopulation(n)).toBe(text);
  });
  it('formats currency, coordinates and the copied text', () => {
    expect(formatCurrency(null)).toBe('—');
    expect(formatCurrency({ code: 'EUR', name: 'Euro', symbol: '€' })).toBe('Euro (EUR, €)');
    expect(formatCurrency({ code: 'CHF', name: 'Swiss franc', symbol: 'CHF' })).toBe('Swiss franc (CHF)');
    expect(formatCurrency({ code: 'NOK', name: '', symbol: '' })).toBe('NOK (NOK)');
    expect(formatCoordinates(-74.65, 4.48)).toBe('74.65° S, 4.48° E');
    expect(formatCoordinates(null, 3)).toBe('—');
    expect(countryAsText(byCode('FR'))).toBe('🇫🇷 France\nCapital: Paris\nRegion: Western Europe, Europe\nPopulation: 68,373,433 (68.4M)\nCurrency: Euro (EUR, €)');
    expect(describePool(1)).toBe('1 country matches these filters.');
    expect(describePool(250)).toBe('250 countries match these filters.');
    expect(shortfall(0, 1)).toBe('No country matches these filters. Pick another region or a lower population.');
    expect(shortfall(3, 5)).toBe('Only 3 countries match these filters, so all 3 are shown.');
    expect(shortfall(5, 5)).toBeNull();
  });
});

describe('bundled country data', () => {
  it('has every country with flag, capital, region, population and currency', async () => {
    const all: Country[] = await loadCountries();
    expect(all.length).toBeGreaterThanOrEqual(245);
    const fr = all.find((c) => c.code === 'FR')!;
    expect(fr).toMatchObject({ name: 'France', capital: 'Paris', region: 'Europe', flag: '🇫🇷', currency: { code: 'EUR' } });
    expect(fr.population).toBeGreaterThan(60_000_000);
    const named = all.filter((c) => c.population !== null && c.capital && c.currency);
    expect(named.length).toBeGreaterThan(235);
    for (const region of ['Africa', 'Americas', 'Asia', 'Europe', 'Oceania', 'Antarctic'] as const) {
      expect(all.some((c) => c.region === region), region).toBe(true);
    }
    expect(all.every((c) => c.flag === flagOf(c.code))).toBe(true);
  });
});
