/** The documents the unit factors are taken from, named by each unit's `source`. */

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
