/** Reading the size fields and the options (settings.ts). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_SIDE, parseAnchor, parseFilter, parseFit, parseFormat, parseMode, parsePercent, parseSide, settingsProblem, type SizeSettings } from './settings';

const base: SizeSettings = { mode: 'pixels', width: null, height: null, percent: 100, fit: 'fit', anchor: 'center', noEnlarge: false };

describe('reading the size fields', () => {
  it.each<[string, ReturnType<typeof parseSide>]>([
    ['', { value: null }],
    ['   ', { value: null }],
    ['1080', { value: 1080 }],
    [' 1080px ', { value: 1080 }],
    ['1080 PX', { value: 1080 }],
    ['1', { value: 1 }],
    [String(MAX_SIDE), { value: MAX_SIDE }],
    ['0', { error: 'Enter at least 1 pixel.' }],
    [String(MAX_SIDE + 1), { error: 'Enter at most 16384 pixels.' }],
    ['99999999999999999999', { error: 'Enter at most 16384 pixels.' }],
    ['10.5', { error: 'Enter whole pixels, like 1080, or leave it empty for automatic.' }],
    ['-5', { error: 'Enter whole pixels, like 1080, or leave it empty for automatic.' }],
    ['abc', { error: 'Enter whole pixels, like 1080, or leave it empty for automatic.' }],
    ['1e3', { error: 'Enter whole pixels, like 1080, or leave it empty for automatic.' }],
  ])('side %j', (text, expected) => {
    expect(parseSide(text)).toEqual(expected);
  });

  it.each<[string, ReturnType<typeof parsePercent>]>([
    ['50', { value: 50 }],
    ['50%', { value: 50 }],
    [' 12.5 % ', { value: 12.5 }],
    ['12,5', { value: 12.5 }],
    ['.5', { error: 'Enter a percentage from 1 to 1000.' }],
    ['1', { value: 1 }],
    ['1000', { value: 1000 }],
    ['1001', { error: 'Enter a percentage from 1 to 1000.' }],
    ['0', { error: 'Enter a percentage from 1 to 1000.' }],
    ['', { error: 'Enter a percentage, like 50.' }],
    ['half', { error: 'Enter a percentage as a number, like 50 or 12.5.' }],
    ['-50', { error: 'Enter a percentage as a number, like 50 or 12.5.' }],
  ])('percent %j', (text, expected) => {
    expect(parsePercent(text)).toEqual(expected);
  });

  it('reads every whole number in range back as itself, and never throws', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_SIDE }), (n) => {
        expect(parseSide(`${n}`)).toEqual({ value: n });
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const side = parseSide(text);
        if ('value' in side && side.value !== null) expect(Number.isInteger(side.value) && side.value >= 1 && side.value <= MAX_SIDE).toBe(true);
        const percent = parsePercent(text);
        if ('value' in percent) expect(percent.value >= 1 && percent.value <= 1000).toBe(true);
      }),
    );
  });

  it('falls back to the defaults for unknown option values', () => {
    expect([parseMode('x'), parseFit('zoom'), parseAnchor(''), parseFilter('nearest'), parseFormat('tiff')]).toEqual(['pixels', 'fit', 'center', 'mks2013', 'same']);
    expect([parseMode('percent'), parseFit('pad'), parseAnchor('top-left'), parseFilter('box'), parseFormat('avif')]).toEqual(['percent', 'pad', 'top-left', 'box', 'avif']);
  });

  it('asks for a width or a height in pixel mode', () => {
    expect(settingsProblem(base)).toBe('Enter a width, a height or both.');
    expect(settingsProblem({ ...base, width: 10 })).toBeNull();
    expect(settingsProblem({ ...base, mode: 'percent' })).toBeNull();
  });
});
