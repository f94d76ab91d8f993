import { METRIC, OTHER, q, ten, unit, type CategoryDef } from './unit-basis';

/** Time and data (bits and bytes, with SI and binary prefixes). */

const GREGORIAN_YEAR = q(86400).mul(q('365.2425'));

export const TIME: CategoryDef = {
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
export const DATA: CategoryDef = {
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
