/** The other reading ("this looks like hexadecimal") to offer when the input does not decode as chosen. */
import { decodeText } from './decode';
import { UNITS, type Format, type Units } from './formats';

/** Decimal before octal: "72 105" is far more likely decimal bytes than octal. */
const SUGGESTION_ORDER: readonly Format[] = ['binary', 'hex', 'decimal', 'octal', 'base32'];
/** A reading that gives control characters (other than tab and line breaks) is not a likely one. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export interface Reading {
  format: Format;
  units: Units;
}

/**
 * When the input does not decode as chosen, the first other reading that does (without a
 * warning): "this looks like hexadecimal". Formats first, then code points.
 */
export function suggestReading(input: string, current: Reading): Reading | null {
  if (input.length > 100_000) return null;
  // The same format read the other way first ("256" as a code point), then other formats.
  const otherUnits = UNITS.filter((other) => other !== current.units);
  const readings: Reading[] = [
    ...otherUnits.map((units) => ({ format: current.format, units })),
    ...[current.units, ...otherUnits].flatMap((units) => SUGGESTION_ORDER.filter((format) => format !== current.format).map((format) => ({ format, units }))),
  ].filter((reading) => !(reading.format === 'base32' && reading.units === 'codepoint'));
  return (
    readings.find((reading) => {
      const result = decodeText(input, reading.format, reading.units);
      // Base32 letters are also words: suggest it only for input that has no spaces.
      if (reading.format === 'base32' && /\s/.test(input.trim())) return false;
      return result.ok && !result.warning && !CONTROL.test(result.text);
    }) ?? null
  );
}
