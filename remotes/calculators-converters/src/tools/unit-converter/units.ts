import Fraction from 'fraction.js';

/**
 * Every unit the converter knows, as an exact rational factor to its category's base unit, taken
 * from the definition named in `source`. Factors are exact: a value is converted with rationals
 * (fraction.js) and rounded only when shown, so 1 in is 2.54 cm, never 2.5399999999999996.
 */

export type CategoryId =
  | 'length'
  | 'mass'
  | 'temperature'
  | 'volume'
  | 'area'
  | 'speed'
  | 'time'
  | 'data'
  | 'pressure'
  | 'energy';

export type SourceId = 'si' | 'yard-pound' | 'nist-811' | 'nist-hb44' | 'uk-1985' | 'iec' | 'iau' | 'gregorian';

export interface Source {
  title: string;
  says: string;
}

/** The documents the factors come from, shown under "Definitions and sources". */
export const SOURCES: Record<SourceId, Source> = {
  si: {
    title: 'BIPM, The International System of Units (SI Brochure), 9th edition, 2019',
    says: 'SI units and prefixes; minute, hour, day, litre, tonne, hectare and electronvolt',
  },
  'yard-pound': {
    title: 'International Yard and Pound Agreement, 1959',
    says: '1 yard = 0.9144 m and 1 pound = 0.45359237 kg exactly, so 1 inch = 2.54 cm',
  },
  'nist-811': {
    title: 'NIST Special Publication 811 (2008), Guide for the Use of the SI, Appendix B',
    says: 'definitions of bar, atmosphere, torr, mmHg, calorie, British thermal unit, therm, pound-force and more',
  },
  'nist-hb44': {
    title: 'NIST Handbook 44 (2024), Appendix C, General Tables of Units of Measurement',
    says: 'US customary units: 1 US gallon = 231 in³, cup, pint, quart, acre, ton, troy ounce',
  },
  'uk-1985': {
    title: 'UK Weights and Measures Act 1985, Schedule 1',
    says: '1 imperial gallon = 4.54609 litres exactly; stone = 14 pounds',
  },
  iec: {
    title: 'IEC 80000-13:2008, Quantities and units: information science and technology',
    says: '1 byte = 8 bits; binary prefixes Ki = 1024, Mi = 1024², Gi = 1024³ …',
  },
  iau: {
    title: 'International Astronomical Union, Resolution B2 (2012) and the IAU style manual',
    says: '1 au = 149,597,870,700 m; 1 light-year = c × 1 Julian year (365.25 days)',
  },
  gregorian: {
    title: 'The Gregorian calendar',
    says: '146,097 days in 400 years, so an average year is 365.2425 days and a month 1/12 of it',
  },
};

export interface UnitDef {
  /** Short and URL-safe: the value kept in the link (`from=mi`). */
  id: string;
  name: string;
  symbol: string;
  group: string;
  /** One of this unit in the base unit (for temperature, the size of one degree in kelvin). */
  factor: Fraction;
  /** Temperature only: the base value (kelvin) of this unit's zero. */
  offset?: Fraction;
  /** How it is defined, as shown to the user ("0.3048 m"). */
  definition: string;
  source: SourceId;
}

export interface CategoryDef {
  id: CategoryId;
  name: string;
  base: string;
  units: readonly UnitDef[];
  defaultFrom: string;
  defaultTo: string;
}

const q = (value: string | number | bigint) => new Fraction(value);
/** 10^n exactly (n may be negative). */
const ten = (n: number) => new Fraction(10).pow(n);

const METRIC = 'Metric (SI)';
const US = 'US customary';
const IMPERIAL = 'Imperial (UK)';
const INTERNATIONAL = 'Imperial and US customary';
const OTHER = 'Other';

function unit(
  id: string,
  name: string,
  symbol: string,
  group: string,
  factor: Fraction,
  definition: string,
  source: SourceId,
  offset?: Fraction,
): UnitDef {
  return { id, name, symbol, group, factor, definition, source, ...(offset ? { offset } : {}) };
}

// The international inch, foot, yard and pound (1959) and what follows from them.
const INCH = q('0.0254');
const FOOT = q('0.3048');
const YARD = q('0.9144');
const MILE = q('1609.344');
const POUND = q('0.45359237');
const GRAIN = POUND.div(7000);
const US_GALLON = INCH.pow(3).mul(231);
const UK_GALLON = q('0.00454609');
/** Standard gravity (CGPM 1901), for the pound-force and kilogram-force. */
const GRAVITY = q('9.80665');
const POUND_FORCE = POUND.mul(GRAVITY);
const MM_HG = q('133.322387415');
const IT_CALORIE = q('4.1868');
const JULIAN_YEAR = q(86400).mul(q('365.25'));
const GREGORIAN_YEAR = q(86400).mul(q('365.2425'));
const SPEED_OF_LIGHT = q(299792458);

const LENGTH: CategoryDef = {
  id: 'length',
  name: 'Length',
  base: 'm',
  defaultFrom: 'm',
  defaultTo: 'ft',
  units: [
    unit('nm', 'Nanometre', 'nm', METRIC, ten(-9), '10⁻⁹ m', 'si'),
    unit('um', 'Micrometre', 'µm', METRIC, ten(-6), '10⁻⁶ m', 'si'),
    unit('mm', 'Millimetre', 'mm', METRIC, ten(-3), '0.001 m', 'si'),
    unit('cm', 'Centimetre', 'cm', METRIC, ten(-2), '0.01 m', 'si'),
    unit('m', 'Metre', 'm', METRIC, q(1), 'SI base unit', 'si'),
    unit('km', 'Kilometre', 'km', METRIC, ten(3), '1000 m', 'si'),
    unit('thou', 'Thou (mil)', 'thou', INTERNATIONAL, INCH.div(1000), '0.001 in = 25.4 µm', 'yard-pound'),
    unit('in', 'Inch', 'in', INTERNATIONAL, INCH, '1/36 yd = 2.54 cm', 'yard-pound'),
    unit('ft', 'Foot', 'ft', INTERNATIONAL, FOOT, '12 in = 0.3048 m', 'yard-pound'),
    unit('yd', 'Yard', 'yd', INTERNATIONAL, YARD, '0.9144 m', 'yard-pound'),
    unit('fathom', 'Fathom', 'ftm', INTERNATIONAL, FOOT.mul(6), '6 ft = 1.8288 m', 'nist-hb44'),
    unit('furlong', 'Furlong', 'fur', INTERNATIONAL, YARD.mul(220), '220 yd = 201.168 m', 'nist-hb44'),
    unit('mi', 'Mile', 'mi', INTERNATIONAL, MILE, '1760 yd = 1609.344 m', 'yard-pound'),
    unit('nmi', 'Nautical mile', 'nmi', OTHER, q(1852), '1852 m', 'si'),
    unit('angstrom', 'Ångström', 'Å', OTHER, ten(-10), '10⁻¹⁰ m', 'nist-811'),
    unit('au', 'Astronomical unit', 'au', OTHER, q(149597870700), '149,597,870,700 m', 'iau'),
    unit('ly', 'Light-year', 'ly', OTHER, SPEED_OF_LIGHT.mul(JULIAN_YEAR), '9,460,730,472,580,800 m', 'iau'),
  ],
};

const MASS: CategoryDef = {
  id: 'mass',
  name: 'Mass',
  base: 'kg',
  defaultFrom: 'kg',
  defaultTo: 'lb',
  units: [
    unit('ug', 'Microgram', 'µg', METRIC, ten(-9), '10⁻⁶ g', 'si'),
    unit('mg', 'Milligram', 'mg', METRIC, ten(-6), '0.001 g', 'si'),
    unit('g', 'Gram', 'g', METRIC, ten(-3), '0.001 kg', 'si'),
    unit('kg', 'Kilogram', 'kg', METRIC, q(1), 'SI base unit', 'si'),
    unit('t', 'Tonne (metric ton)', 't', METRIC, ten(3), '1000 kg', 'si'),
    unit('gr', 'Grain', 'gr', INTERNATIONAL, GRAIN, '1/7000 lb = 64.79891 mg', 'yard-pound'),
    unit('oz', 'Ounce', 'oz', INTERNATIONAL, POUND.div(16), '1/16 lb = 28.349523125 g', 'yard-pound'),
    unit('lb', 'Pound', 'lb', INTERNATIONAL, POUND, '0.45359237 kg', 'yard-pound'),
    unit('st', 'Stone', 'st', IMPERIAL, POUND.mul(14), '14 lb = 6.35029318 kg', 'uk-1985'),
    unit('ton-us', 'Short ton (US)', 'ton (US)', US, POUND.mul(2000), '2000 lb = 907.18474 kg', 'nist-hb44'),
    unit('ton-uk', 'Long ton (UK)', 'ton (UK)', IMPERIAL, POUND.mul(2240), '2240 lb = 1016.0469088 kg', 'nist-hb44'),
    unit('ozt', 'Troy ounce', 'oz t', OTHER, GRAIN.mul(480), '480 gr = 31.1034768 g', 'nist-hb44'),
    unit('ct', 'Carat (metric)', 'ct', OTHER, q('0.0002'), '200 mg', 'nist-811'),
  ],
};

const TEMPERATURE: CategoryDef = {
  id: 'temperature',
  name: 'Temperature',
  base: 'K',
  defaultFrom: 'c',
  defaultTo: 'f',
  units: [
    unit('c', 'Degree Celsius', '°C', METRIC, q(1), 'K − 273.15', 'si', q('273.15')),
    unit('k', 'Kelvin', 'K', METRIC, q(1), 'SI base unit', 'si', q(0)),
    unit('f', 'Degree Fahrenheit', '°F', OTHER, q(5).div(9), '°C × 9/5 + 32', 'nist-811', q('459.67').mul(5).div(9)),
    unit('r', 'Rankine', '°R', OTHER, q(5).div(9), 'K × 9/5', 'nist-811', q(0)),
  ],
};

const VOLUME: CategoryDef = {
  id: 'volume',
  name: 'Volume',
  base: 'm³',
  defaultFrom: 'l',
  defaultTo: 'gal-us',
  units: [
    unit('ml', 'Millilitre', 'mL', METRIC, ten(-6), '0.001 L = 1 cm³', 'si'),
    unit('cl', 'Centilitre', 'cL', METRIC, ten(-5), '0.01 L', 'si'),
    unit('l', 'Litre', 'L', METRIC, ten(-3), '1 dm³', 'si'),
    unit('m3', 'Cubic metre', 'm³', METRIC, q(1), 'SI unit', 'si'),
    unit('tsp-us', 'Teaspoon (US)', 'tsp', US, US_GALLON.div(768), '1/3 tbsp = 4.92892159375 mL', 'nist-hb44'),
    unit('tbsp-us', 'Tablespoon (US)', 'tbsp', US, US_GALLON.div(256), '1/2 fl oz = 14.78676478125 mL', 'nist-hb44'),
    unit('floz-us', 'Fluid ounce (US)', 'fl oz (US)', US, US_GALLON.div(128), '1/128 gal = 29.5735295625 mL', 'nist-hb44'),
    unit('cup-us', 'Cup (US)', 'cup', US, US_GALLON.div(16), '8 fl oz = 236.5882365 mL', 'nist-hb44'),
    unit('pt-us', 'Pint (US liquid)', 'pt (US)', US, US_GALLON.div(8), '16 fl oz = 473.176473 mL', 'nist-hb44'),
    unit('qt-us', 'Quart (US liquid)', 'qt (US)', US, US_GALLON.div(4), '2 pt = 946.352946 mL', 'nist-hb44'),
    unit('gal-us', 'Gallon (US)', 'gal (US)', US, US_GALLON, '231 in³ = 3.785411784 L', 'nist-hb44'),
    unit('floz-uk', 'Fluid ounce (imperial)', 'fl oz (UK)', IMPERIAL, UK_GALLON.div(160), '1/160 gal = 28.4130625 mL', 'uk-1985'),
    unit('pt-uk', 'Pint (imperial)', 'pt (UK)', IMPERIAL, UK_GALLON.div(8), '20 fl oz = 568.26125 mL', 'uk-1985'),
    unit('qt-uk', 'Quart (imperial)', 'qt (UK)', IMPERIAL, UK_GALLON.div(4), '2 pt = 1.1365225 L', 'uk-1985'),
    unit('gal-uk', 'Gallon (imperial)', 'gal (UK)', IMPERIAL, UK_GALLON, '4.54609 L', 'uk-1985'),
    unit('in3', 'Cubic inch', 'in³', INTERNATIONAL, INCH.pow(3), '16.387064 cm³', 'yard-pound'),
    unit('ft3', 'Cubic foot', 'ft³', INTERNATIONAL, FOOT.pow(3), '28.316846592 L', 'yard-pound'),
    unit('yd3', 'Cubic yard', 'yd³', INTERNATIONAL, YARD.pow(3), '0.764554857984 m³', 'yard-pound'),
    unit('bbl', 'Barrel (oil)', 'bbl', OTHER, US_GALLON.mul(42), '42 US gal = 158.987294928 L', 'nist-hb44'),
  ],
};

const AREA: CategoryDef = {
  id: 'area',
  name: 'Area',
  base: 'm²',
  defaultFrom: 'm2',
  defaultTo: 'ft2',
  units: [
    unit('mm2', 'Square millimetre', 'mm²', METRIC, ten(-6), '10⁻⁶ m²', 'si'),
    unit('cm2', 'Square centimetre', 'cm²', METRIC, ten(-4), '10⁻⁴ m²', 'si'),
    unit('m2', 'Square metre', 'm²', METRIC, q(1), 'SI unit', 'si'),
    unit('ha', 'Hectare', 'ha', METRIC, ten(4), '10,000 m²', 'si'),
    unit('km2', 'Square kilometre', 'km²', METRIC, ten(6), '100 ha', 'si'),
    unit('in2', 'Square inch', 'in²', INTERNATIONAL, INCH.pow(2), '6.4516 cm²', 'yard-pound'),
    unit('ft2', 'Square foot', 'ft²', INTERNATIONAL, FOOT.pow(2), '0.09290304 m²', 'yard-pound'),
    unit('yd2', 'Square yard', 'yd²', INTERNATIONAL, YARD.pow(2), '0.83612736 m²', 'yard-pound'),
    unit('ac', 'Acre', 'ac', INTERNATIONAL, YARD.pow(2).mul(4840), '4840 yd² = 4046.8564224 m²', 'nist-hb44'),
    unit('mi2', 'Square mile', 'mi²', INTERNATIONAL, MILE.pow(2), '640 ac = 2.589988110336 km²', 'nist-hb44'),
  ],
};

const SPEED: CategoryDef = {
  id: 'speed',
  name: 'Speed',
  base: 'm/s',
  defaultFrom: 'kmh',
  defaultTo: 'mph',
  units: [
    unit('ms', 'Metre per second', 'm/s', METRIC, q(1), 'SI unit', 'si'),
    unit('kmh', 'Kilometre per hour', 'km/h', METRIC, q(1000).div(3600), '1000 m / 3600 s', 'si'),
    unit('mph', 'Mile per hour', 'mph', INTERNATIONAL, MILE.div(3600), '0.44704 m/s', 'yard-pound'),
    unit('fts', 'Foot per second', 'ft/s', INTERNATIONAL, FOOT, '0.3048 m/s', 'yard-pound'),
    unit('kn', 'Knot', 'kn', OTHER, q(1852).div(3600), '1 nmi per hour = 1852/3600 m/s', 'si'),
    unit('c', 'Speed of light', 'c', OTHER, SPEED_OF_LIGHT, '299,792,458 m/s', 'si'),
  ],
};

const TIME: CategoryDef = {
  id: 'time',
  name: 'Time',
  base: 's',
  defaultFrom: 'h',
  defaultTo: 'min',
  units: [
    unit('ns', 'Nanosecond', 'ns', METRIC, ten(-9), '10⁻⁹ s', 'si'),
    unit('us', 'Microsecond', 'µs', METRIC, ten(-6), '10⁻⁶ s', 'si'),
    unit('ms', 'Millisecond', 'ms', METRIC, ten(-3), '0.001 s', 'si'),
    unit('s', 'Second', 's', METRIC, q(1), 'SI base unit', 'si'),
    unit('min', 'Minute', 'min', OTHER, q(60), '60 s', 'si'),
    unit('h', 'Hour', 'h', OTHER, q(3600), '60 min', 'si'),
    unit('d', 'Day', 'd', OTHER, q(86400), '24 h', 'si'),
    unit('wk', 'Week', 'wk', OTHER, q(604800), '7 d', 'si'),
    unit('mo', 'Month (average)', 'mo', OTHER, GREGORIAN_YEAR.div(12), '30.436875 d', 'gregorian'),
    unit('yr', 'Year (average)', 'yr', OTHER, GREGORIAN_YEAR, '365.2425 d', 'gregorian'),
    unit('yr365', 'Year of 365 days', 'yr (365 d)', OTHER, q(86400 * 365), '365 d', 'gregorian'),
  ],
};

const BYTE = q(8);
const DATA: CategoryDef = {
  id: 'data',
  name: 'Data',
  base: 'bit',
  defaultFrom: 'gb',
  defaultTo: 'gib',
  units: [
    unit('bit', 'Bit', 'bit', 'Bits', q(1), 'one binary digit', 'iec'),
    unit('kbit', 'Kilobit', 'kbit', 'Bits', ten(3), '1000 bits', 'iec'),
    unit('mbit', 'Megabit', 'Mbit', 'Bits', ten(6), '1000² bits', 'iec'),
    unit('gbit', 'Gigabit', 'Gbit', 'Bits', ten(9), '1000³ bits', 'iec'),
    unit('tbit', 'Terabit', 'Tbit', 'Bits', ten(12), '1000⁴ bits', 'iec'),
    unit('b', 'Byte', 'B', 'Bytes, SI (1000)', BYTE, '8 bits', 'iec'),
    unit('kb', 'Kilobyte', 'kB', 'Bytes, SI (1000)', BYTE.mul(ten(3)), '1000 B', 'iec'),
    unit('mb', 'Megabyte', 'MB', 'Bytes, SI (1000)', BYTE.mul(ten(6)), '1000² B', 'iec'),
    unit('gb', 'Gigabyte', 'GB', 'Bytes, SI (1000)', BYTE.mul(ten(9)), '1000³ B', 'iec'),
    unit('tb', 'Terabyte', 'TB', 'Bytes, SI (1000)', BYTE.mul(ten(12)), '1000⁴ B', 'iec'),
    unit('pb', 'Petabyte', 'PB', 'Bytes, SI (1000)', BYTE.mul(ten(15)), '1000⁵ B', 'iec'),
    unit('kib', 'Kibibyte', 'KiB', 'Bytes, binary (1024)', BYTE.mul(1024), '1024 B', 'iec'),
    unit('mib', 'Mebibyte', 'MiB', 'Bytes, binary (1024)', BYTE.mul(q(1024).pow(2)), '1024² B', 'iec'),
    unit('gib', 'Gibibyte', 'GiB', 'Bytes, binary (1024)', BYTE.mul(q(1024).pow(3)), '1024³ B', 'iec'),
    unit('tib', 'Tebibyte', 'TiB', 'Bytes, binary (1024)', BYTE.mul(q(1024).pow(4)), '1024⁴ B', 'iec'),
    unit('pib', 'Pebibyte', 'PiB', 'Bytes, binary (1024)', BYTE.mul(q(1024).pow(5)), '1024⁵ B', 'iec'),
  ],
};

const PRESSURE: CategoryDef = {
  id: 'pressure',
  name: 'Pressure',
  base: 'Pa',
  defaultFrom: 'bar',
  defaultTo: 'psi',
  units: [
    unit('pa', 'Pascal', 'Pa', METRIC, q(1), 'SI unit (N/m²)', 'si'),
    unit('hpa', 'Hectopascal', 'hPa', METRIC, ten(2), '100 Pa', 'si'),
    unit('kpa', 'Kilopascal', 'kPa', METRIC, ten(3), '1000 Pa', 'si'),
    unit('mpa', 'Megapascal', 'MPa', METRIC, ten(6), '10⁶ Pa', 'si'),
    unit('mbar', 'Millibar', 'mbar', OTHER, ten(2), '100 Pa', 'nist-811'),
    unit('bar', 'Bar', 'bar', OTHER, ten(5), '100,000 Pa', 'nist-811'),
    unit('atm', 'Standard atmosphere', 'atm', OTHER, q(101325), '101,325 Pa', 'nist-811'),
    unit('at', 'Kilogram-force per cm²', 'kgf/cm²', OTHER, GRAVITY.mul(ten(4)), '98,066.5 Pa', 'nist-811'),
    unit('torr', 'Torr', 'Torr', OTHER, q(101325).div(760), '1/760 atm', 'nist-811'),
    unit('mmhg', 'Millimetre of mercury', 'mmHg', OTHER, MM_HG, '133.322387415 Pa (conventional)', 'nist-811'),
    unit('inhg', 'Inch of mercury', 'inHg', INTERNATIONAL, MM_HG.mul(q('25.4')), '25.4 mmHg = 3386.388640341 Pa', 'nist-811'),
    unit('psi', 'Pound-force per square inch', 'psi', INTERNATIONAL, POUND_FORCE.div(INCH.pow(2)), '1 lbf/in² ≈ 6894.757 Pa', 'nist-811'),
  ],
};

const ENERGY: CategoryDef = {
  id: 'energy',
  name: 'Energy',
  base: 'J',
  defaultFrom: 'kcal',
  defaultTo: 'kj',
  units: [
    unit('j', 'Joule', 'J', METRIC, q(1), 'SI unit (N·m)', 'si'),
    unit('kj', 'Kilojoule', 'kJ', METRIC, ten(3), '1000 J', 'si'),
    unit('mj', 'Megajoule', 'MJ', METRIC, ten(6), '10⁶ J', 'si'),
    unit('wh', 'Watt-hour', 'Wh', METRIC, q(3600), '3600 J', 'si'),
    unit('kwh', 'Kilowatt-hour', 'kWh', METRIC, q(3600000), '3.6 MJ', 'si'),
    unit('cal', 'Calorie (thermochemical)', 'cal', OTHER, q('4.184'), '4.184 J', 'nist-811'),
    unit('kcal', 'Kilocalorie (food Calorie)', 'kcal', OTHER, q(4184), '4184 J', 'nist-811'),
    unit('cal-it', 'Calorie (International Table)', 'cal (IT)', OTHER, IT_CALORIE, '4.1868 J', 'nist-811'),
    unit('btu', 'British thermal unit (IT)', 'BTU', INTERNATIONAL, IT_CALORIE.mul(POUND.mul(1000)).div(q('1.8')), '1055.05585262 J', 'nist-811'),
    unit('therm', 'Therm (US)', 'thm', US, q(105480400), '105,480,400 J', 'nist-811'),
    unit('ftlbf', 'Foot-pound force', 'ft·lbf', INTERNATIONAL, FOOT.mul(POUND_FORCE), '1.3558179483314004 J', 'nist-811'),
    unit('ev', 'Electronvolt', 'eV', OTHER, q('1.602176634').mul(ten(-19)), '1.602176634 × 10⁻¹⁹ J', 'si'),
    unit('erg', 'Erg', 'erg', OTHER, ten(-7), '10⁻⁷ J', 'nist-811'),
  ],
};

export const CATEGORIES: readonly CategoryDef[] = [LENGTH, MASS, TEMPERATURE, VOLUME, AREA, SPEED, TIME, DATA, PRESSURE, ENERGY];
export const CATEGORY_IDS: readonly CategoryId[] = CATEGORIES.map((category) => category.id);

export function categoryFor(id: string): CategoryDef {
  return CATEGORIES.find((category) => category.id === id) ?? LENGTH;
}

/** The unit with this id in the category, or undefined (a link from another category). */
export function findUnit(category: CategoryDef, id: string): UnitDef | undefined {
  return category.units.find((candidate) => candidate.id === id);
}

/** The category's units by group, in the order they are listed. */
export function unitGroups(category: CategoryDef): { group: string; units: UnitDef[] }[] {
  const groups: { group: string; units: UnitDef[] }[] = [];
  for (const item of category.units) {
    const last = groups.find((entry) => entry.group === item.group);
    if (last) last.units.push(item);
    else groups.push({ group: item.group, units: [item] });
  }
  return groups;
}
