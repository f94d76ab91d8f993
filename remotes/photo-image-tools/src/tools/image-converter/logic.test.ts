import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { encodeSettings, formatIcoSizes, formatNotes, parseIcoSizes, progressLabel, readOptions, settingsKey, usesQuality, type ConverterParams } from './logic';
import { OUTPUT_FORMATS } from '../../codecs/formats';

const params = (over: Partial<ConverterParams> = {}): ConverterParams => ({ to: 'jpeg', q: '85', lossless: '', bg: 'ffffff', meta: '', sizes: '16,32,48,256', opt: '', ...over });

describe('readOptions', () => {
  it('reads the defaults', () => {
    expect(readOptions(params())).toEqual({
      format: 'jpeg',
      quality: 85,
      lossless: false,
      backgroundText: 'ffffff',
      background: [255, 255, 255],
      backgroundError: null,
      keepMetadata: false,
      icoSizes: [16, 32, 48, 256],
      optimisePng: false,
    });
  });

  it.each([
    [{ to: 'webp', q: '60', lossless: '1' }, { format: 'webp', quality: 60, lossless: true }],
    [{ to: 'bogus', q: '500' }, { format: 'jpeg', quality: 85 }],
    [{ to: 'ico', sizes: '256,16,16,999' }, { format: 'ico', icoSizes: [16, 256] }],
    [{ meta: 'keep', opt: '1' }, { keepMetadata: true, optimisePng: true }],
    [{ bg: '000' }, { background: [0, 0, 0], backgroundError: null }],
  ])('reads %j', (over, expected) => {
    expect(readOptions(params(over))).toMatchObject(expected);
  });

  it('keeps a bad background as typed, with a message, and falls back to white', () => {
    expect(readOptions(params({ bg: '12' }))).toMatchObject({ backgroundText: '12', background: [255, 255, 255], backgroundError: 'Enter a colour as #rrggbb, like #ffffff for white.' });
  });

  it('reads the default when the background is empty', () => {
    expect(readOptions(params({ bg: '' })).backgroundError).toBeNull();
  });
});

describe('encodeSettings', () => {
  it('only asks for lossless where the format has it', () => {
    expect(encodeSettings(readOptions(params({ to: 'jpeg', lossless: '1' }))).lossless).toBe(false);
    expect(encodeSettings(readOptions(params({ to: 'avif', lossless: '1' }))).lossless).toBe(true);
  });

  it('changes its key whenever an option that changes the output does', () => {
    const a = settingsKey(encodeSettings(readOptions(params())));
    expect(settingsKey(encodeSettings(readOptions(params({ q: '84' }))))).not.toBe(a);
    expect(settingsKey(encodeSettings(readOptions(params({ bg: '000000' }))))).not.toBe(a);
    expect(settingsKey(encodeSettings(readOptions(params())))).toBe(a);
  });

  it('never produces settings out of range, whatever the link says (property)', () => {
    fc.assert(
      fc.property(fc.record({ to: fc.string(), q: fc.string(), lossless: fc.string(), bg: fc.string(), meta: fc.string(), sizes: fc.string(), opt: fc.string() }), (raw) => {
        const settings = encodeSettings(readOptions(raw));
        expect(OUTPUT_FORMATS).toContain(settings.format);
        expect(settings.quality).toBeGreaterThanOrEqual(1);
        expect(settings.quality).toBeLessThanOrEqual(100);
        expect(settings.icoSizes.length).toBeGreaterThan(0);
        expect(settings.background.every((v) => Number.isInteger(v) && v >= 0 && v <= 255)).toBe(true);
      }),
    );
  });
});

describe('helpers', () => {
  it('round-trips icon sizes (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(16, 24, 32, 48, 64, 128, 256), { minLength: 1 }), (sizes) => {
        expect(parseIcoSizes(formatIcoSizes(sizes))).toEqual([...sizes].sort((a, b) => a - b));
      }),
    );
  });

  it('shows quality only for lossy encoding', () => {
    expect(usesQuality({ format: 'jpeg', lossless: false })).toBe(true);
    expect(usesQuality({ format: 'webp', lossless: true })).toBe(false);
    expect(usesQuality({ format: 'png', lossless: false })).toBe(false);
  });

  it('has a note for every format', () => {
    for (const format of OUTPUT_FORMATS) expect(formatNotes(format).length).toBeGreaterThan(20);
  });

  it.each([
    [0, 3, 0.1, 'Converting 1 of 3… 10%'],
    [2, 3, 0.9, 'Converting 3 of 3… 90%'],
    [3, 3, 1, 'Finishing… 100%'],
  ])('progress %d of %d', (done, total, fraction, expected) => {
    expect(progressLabel(done, total, fraction)).toBe(expected);
  });
});
