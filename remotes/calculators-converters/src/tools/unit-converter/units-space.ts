import { FOOT, IMPERIAL, INCH, INTERNATIONAL, METRIC, MILE, OTHER, US, YARD, q, ten, unit, type CategoryDef } from './unit-basis';

/** Length, area, volume and speed: lengths, their squares and cubes, and length per unit of time. */

// The US gallon (231 in³) and the imperial gallon (1985).
const US_GALLON = INCH.pow(3).mul(231);
const UK_GALLON = q('0.00454609');
// For the light-year and the speed of light.
const JULIAN_YEAR = q(86400).mul(q('365.25'));
const SPEED_OF_LIGHT = q(299792458);

export const LENGTH: CategoryDef = {
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

export const AREA: CategoryDef = {
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

export const VOLUME: CategoryDef = {
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

export const SPEED: CategoryDef = {
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
