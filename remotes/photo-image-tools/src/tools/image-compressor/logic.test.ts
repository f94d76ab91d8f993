import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { describeQuality, encodeSettings, outputFormat, parseColors, parseTarget, readOptions, verdict } from './logic';

describe('readOptions', () => {
  it('reads the defaults', () => {
    expect(readOptions({ to: 'auto', q: '75', colors: '', meta: '', larger: '' })).toEqual({ target: 'auto', quality: 75, colors: null, keepMetadata: false, keepSmaller: true });
  });

  it.each([
    [{ to: 'webp', q: '40', colors: '64', meta: 'keep', larger: 'allow' }, { target: 'webp', quality: 40, colors: 64, keepMetadata: true, keepSmaller: false }],
    [{ to: 'gif', q: '0', colors: '1', meta: 'x', larger: 'x' }, { target: 'auto', quality: 75, colors: null, keepMetadata: false, keepSmaller: true }],
  ])('reads %j', (raw, expected) => {
    expect(readOptions(raw)).toEqual(expected);
  });

  it.each([
    ['', null],
    ['2', 2],
    ['256', 256],
    ['257', null],
    ['1', null],
    ['12.5', null],
  ])('reads colours %j as %j', (text, expected) => {
    expect(parseColors(text)).toBe(expected);
  });

  it('always gives a known target and a quality in range (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (to, q, colors) => {
        const options = readOptions({ to, q, colors, meta: '', larger: '' });
        expect(['auto', 'jpeg', 'webp', 'png', 'avif']).toContain(parseTarget(to));
        expect(options.quality).toBeGreaterThanOrEqual(1);
        expect(options.quality).toBeLessThanOrEqual(100);
        if (options.colors !== null) expect(options.colors).toBeGreaterThanOrEqual(2);
      }),
    );
  });
});

describe('outputFormat', () => {
  it.each([
    ['image/jpeg', 'auto', 'jpeg'],
    ['image/png', 'auto', 'png'],
    ['image/gif', 'auto', 'png'],
    ['image/bmp', 'auto', 'png'],
    ['image/webp', 'auto', 'webp'],
    ['image/avif', 'auto', 'avif'],
    ['', 'auto', 'jpeg'],
    ['image/png', 'webp', 'webp'],
  ] as const)('%s with %s → %s', (type, target, expected) => {
    expect(outputFormat(type, target)).toBe(expected);
  });

  it('reduces colours for PNG only', () => {
    const options = readOptions({ to: 'auto', q: '75', colors: '64', meta: '', larger: '' });
    expect(encodeSettings(options, 'png').colors).toBe(64);
    expect(encodeSettings(options, 'jpeg').colors).toBeNull();
    expect(encodeSettings(options, 'png').png).toBe('optimised');
  });
});

describe('verdict', () => {
  it.each([
    [1000, 400, true, { use: 'compressed', note: null }],
    [1000, 1000, true, { use: 'original', note: 'Compressing made it no smaller, so the original is kept.' }],
    [1000, 1200, true, { use: 'original', note: 'Compressing made it no smaller, so the original is kept.' }],
    [1000, 1200, false, { use: 'compressed', note: 'The compressed file is larger than the original.' }],
    [1000, 1000, false, { use: 'compressed', note: 'Compressing made it no smaller.' }],
  ])('%d → %d, keep smaller %s', (before, after, keep, expected) => {
    expect(verdict(before, after, keep)).toEqual(expected);
  });

  it('never hands over a larger file without a note (property)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.boolean(), (before, after, keep) => {
        const result = verdict(before, after, keep);
        const given = result.use === 'original' ? before : after;
        if (given >= before && after >= before) expect(result.note).not.toBeNull();
        if (keep) expect(given).toBeLessThanOrEqual(before);
      }),
    );
  });

  it.each([
    [95, 'very high'],
    [75, 'high'],
    [50, 'medium'],
    [25, 'low'],
    [1, 'very low'],
  ])('calls quality %d %s', (quality, words) => {
    expect(describeQuality(quality)).toBe(words);
  });
});
