/** The other reading offered when the input does not decode as chosen (suggest.ts). */
import { describe, expect, it } from 'vitest';
import type { Format, Units } from './formats';
import { suggestReading } from './suggest';

describe('suggestReading', () => {
  it.each<[string, Format, Units, { format: Format; units: Units } | null]>([
    ['48 69', 'binary', 'utf8', { format: 'hex', units: 'utf8' }],
    ['72 105', 'binary', 'utf8', { format: 'decimal', units: 'utf8' }],
    ['256 257', 'decimal', 'utf8', { format: 'decimal', units: 'codepoint' }],
    ['01001000 01101001', 'base32', 'utf8', { format: 'binary', units: 'utf8' }],
    ['JBUQ====', 'hex', 'utf8', { format: 'base32', units: 'utf8' }],
    ['hello there', 'binary', 'utf8', null],
  ])('%j read as %s/%s → %j', (input, format, units, expected) => {
    expect(suggestReading(input, { format, units })).toEqual(expected);
  });

  it('gives up on very long input', () => {
    expect(suggestReading('4'.repeat(100_001), { format: 'binary', units: 'utf8' })).toBeNull();
  });
});
