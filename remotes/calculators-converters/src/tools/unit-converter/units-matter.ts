import { FOOT, IMPERIAL, INCH, INTERNATIONAL, METRIC, OTHER, POUND, US, q, ten, unit, type CategoryDef } from './unit-basis';

/** Mass, temperature, pressure and energy: the pound and what is built on it (pound-force, psi, BTU), the temperature scales, the calories. */

const GRAIN = POUND.div(7000);
/** Standard gravity (CGPM 1901), for the pound-force and kilogram-force. */
const GRAVITY = q('9.80665');
const POUND_FORCE = POUND.mul(GRAVITY);
const MM_HG = q('133.322387415');
const IT_CALORIE = q('4.1868');

export const MASS: CategoryDef = {
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

export const TEMPERATURE: CategoryDef = {
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

export const PRESSURE: CategoryDef = {
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

export const ENERGY: CategoryDef = {
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
