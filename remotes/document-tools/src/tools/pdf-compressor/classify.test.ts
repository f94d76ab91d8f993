import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classifyImage, colourComponents, MAX_PIXELS, type FilterStep, type ImageDescriptor } from './classify';

const step = (name: string, parms: Partial<FilterStep> = {}): FilterStep => ({
  name,
  predictor: 1,
  colors: 1,
  bitsPerComponent: 8,
  columns: 1,
  colorTransform: null,
  earlyChange: 1,
  ...parms,
});

const image = (over: Partial<ImageDescriptor> = {}): ImageDescriptor => ({
  width: 100,
  height: 50,
  bitsPerComponent: 8,
  filters: [step('FlateDecode')],
  colourSpace: { family: 'DeviceRGB', components: null },
  imageMask: false,
  colourKeyMask: false,
  matte: false,
  decode: null,
  usedAsMask: false,
  ...over,
});

const grey = { family: 'DeviceGray', components: null };

describe('colourComponents', () => {
  it.each([
    [{ family: 'DeviceGray', components: null }, 1],
    [{ family: 'CalGray', components: null }, 1],
    [{ family: 'DeviceRGB', components: null }, 3],
    [{ family: 'CalRGB', components: null }, 3],
    [{ family: 'ICCBased', components: 3 }, 3],
    [{ family: 'ICCBased', components: 1 }, 1],
    [{ family: 'ICCBased', components: 4 }, null],
    [{ family: 'ICCBased', components: null }, null],
    [{ family: 'DeviceCMYK', components: null }, null],
    [{ family: 'Indexed', components: null }, null],
    [{ family: 'Separation', components: null }, null],
    [{ family: 'DeviceN', components: null }, null],
    [{ family: 'Lab', components: null }, null],
    [{ family: '', components: null }, null],
  ])('%j → %s', (space, expected) => {
    expect(colourComponents(space)).toBe(expected);
  });
});

describe('classifyImage', () => {
  it.each<[string, Partial<ImageDescriptor>, ReturnType<typeof classifyImage>]>([
    ['a JPEG', { filters: [step('DCTDecode')] }, { kind: 'jpeg', layers: [] }],
    ['a JPEG without /BitsPerComponent', { filters: [step('DCTDecode')], bitsPerComponent: null }, { kind: 'jpeg', layers: [] }],
    ['a grey JPEG', { filters: [step('DCTDecode')], colourSpace: grey }, { kind: 'jpeg', layers: [] }],
    ['a JPEG with an RGB ICC profile', { filters: [step('DCTDecode')], colourSpace: { family: 'ICCBased', components: 3 } }, { kind: 'jpeg', layers: [] }],
    ['a JPEG in ASCII85', { filters: [step('ASCII85Decode'), step('DCTDecode')] }, { kind: 'jpeg', layers: [step('ASCII85Decode')] }],
    ['a CMYK JPEG', { filters: [step('DCTDecode')], colourSpace: { family: 'DeviceCMYK', components: null } }, { kind: 'skip', reason: 'colour-space' }],
    ['a JPEG with /ColorTransform', { filters: [step('DCTDecode', { colorTransform: 0 })] }, { kind: 'skip', reason: 'settings' }],
    ['DCT before another filter', { filters: [step('DCTDecode'), step('FlateDecode')] }, { kind: 'skip', reason: 'format' }],
    ['raw RGB (Flate)', {}, { kind: 'raw', channels: 3, bits: 8, layers: [step('FlateDecode')], predictor: { kind: 'none' } }],
    ['raw grey, no filter', { filters: [], colourSpace: grey }, { kind: 'raw', channels: 1, bits: 8, layers: [], predictor: { kind: 'none' } }],
    ['raw 16-bit', { bitsPerComponent: 16 }, { kind: 'raw', channels: 3, bits: 16, layers: [step('FlateDecode')], predictor: { kind: 'none' } }],
    ['LZW', { filters: [step('LZWDecode')] }, { kind: 'raw', channels: 3, bits: 8, layers: [step('LZWDecode')], predictor: { kind: 'none' } }],
    [
      'PNG predictors',
      { filters: [step('FlateDecode', { predictor: 15, colors: 3, columns: 100 })] },
      { kind: 'raw', channels: 3, bits: 8, layers: [step('FlateDecode', { predictor: 15, colors: 3, columns: 100 })], predictor: { kind: 'png', colors: 3, bitsPerComponent: 8, columns: 100 } },
    ],
    [
      'TIFF predictor on grey',
      { colourSpace: grey, filters: [step('FlateDecode', { predictor: 2, colors: 1, columns: 100 })] },
      { kind: 'raw', channels: 1, bits: 8, layers: [step('FlateDecode', { predictor: 2, colors: 1, columns: 100 })], predictor: { kind: 'tiff', colors: 1, bitsPerComponent: 8, columns: 100 } },
    ],
    ['a predictor whose columns do not match', { filters: [step('FlateDecode', { predictor: 12, colors: 3, columns: 99 })] }, { kind: 'skip', reason: 'settings' }],
    ['an unknown predictor', { filters: [step('FlateDecode', { predictor: 7, colors: 3, columns: 100 })] }, { kind: 'skip', reason: 'settings' }],
    ['a predictor before another filter', { filters: [step('FlateDecode', { predictor: 12, colors: 3, columns: 100 }), step('ASCIIHexDecode')] }, { kind: 'skip', reason: 'settings' }],
    ['a predictor on RunLength', { filters: [step('RunLengthDecode', { predictor: 12, colors: 3, columns: 100 })] }, { kind: 'skip', reason: 'settings' }],
    ['1-bit', { bitsPerComponent: 1, colourSpace: grey }, { kind: 'skip', reason: 'bits' }],
    ['4-bit', { bitsPerComponent: 4 }, { kind: 'skip', reason: 'bits' }],
    ['raw without /BitsPerComponent', { bitsPerComponent: null }, { kind: 'skip', reason: 'bits' }],
    ['a 16-bit JPEG claim', { filters: [step('DCTDecode')], bitsPerComponent: 16 }, { kind: 'skip', reason: 'bits' }],
    ['JBIG2', { filters: [step('JBIG2Decode')], colourSpace: grey, bitsPerComponent: 1 }, { kind: 'skip', reason: 'format' }],
    ['JPEG 2000', { filters: [step('JPXDecode')] }, { kind: 'skip', reason: 'format' }],
    ['CCITT fax', { filters: [step('CCITTFaxDecode')], colourSpace: grey, bitsPerComponent: 1 }, { kind: 'skip', reason: 'format' }],
    ['an unknown filter', { filters: [step('Crypt')] }, { kind: 'skip', reason: 'format' }],
    ['CMYK', { colourSpace: { family: 'DeviceCMYK', components: null } }, { kind: 'skip', reason: 'colour-space' }],
    ['Indexed', { colourSpace: { family: 'Indexed', components: null } }, { kind: 'skip', reason: 'colour-space' }],
    ['ICC with four components', { colourSpace: { family: 'ICCBased', components: 4 } }, { kind: 'skip', reason: 'colour-space' }],
    ['no colour space', { colourSpace: { family: '', components: null } }, { kind: 'skip', reason: 'colour-space' }],
    ['an inverting /Decode', { decode: [1, 0, 1, 0, 1, 0] }, { kind: 'skip', reason: 'colour-space' }],
    ['the default /Decode', { decode: [0, 1, 0, 1, 0, 1] }, { kind: 'raw', channels: 3, bits: 8, layers: [step('FlateDecode')], predictor: { kind: 'none' } }],
    ['a /Decode of the wrong length', { decode: [0, 1] }, { kind: 'skip', reason: 'colour-space' }],
    ['a stencil mask', { imageMask: true, colourSpace: { family: '', components: null }, bitsPerComponent: 1 }, { kind: 'mask' }],
    ['a soft mask of another image', { usedAsMask: true, colourSpace: grey }, { kind: 'mask' }],
    ['a colour-key mask', { colourKeyMask: true }, { kind: 'skip', reason: 'transparency' }],
    ['a soft mask with /Matte', { matte: true }, { kind: 'skip', reason: 'transparency' }],
    ['no width', { width: 0 }, { kind: 'skip', reason: 'unreadable' }],
    ['a fractional height', { height: 2.5 }, { kind: 'skip', reason: 'unreadable' }],
    ['too many pixels', { width: 10_000, height: MAX_PIXELS / 10_000 + 1 }, { kind: 'skip', reason: 'too-large' }],
  ])('%s', (_name, over, expected) => {
    expect(classifyImage(image(over))).toEqual(expected);
  });

  it('only ever plans what it can reproduce (property)', () => {
    const families = fc.constantFrom('DeviceRGB', 'DeviceGray', 'DeviceCMYK', 'ICCBased', 'Indexed', 'CalRGB', 'Lab', '');
    const filters = fc.array(fc.constantFrom('FlateDecode', 'DCTDecode', 'LZWDecode', 'ASCII85Decode', 'JPXDecode', 'RunLengthDecode'), { maxLength: 3 });
    fc.assert(
      fc.property(families, fc.option(fc.integer({ min: 1, max: 4 })), fc.constantFrom(1, 2, 4, 8, 16), filters, fc.integer({ min: 0, max: 15 }), (family, n, bits, names, predictor) => {
        const descriptor = image({
          colourSpace: { family, components: n },
          bitsPerComponent: bits,
          filters: names.map((name, i) => step(name, i === names.length - 1 ? { predictor, colors: 3, columns: 100 } : {})),
        });
        const plan = classifyImage(descriptor);
        if (plan.kind === 'jpeg') {
          expect(names.at(-1)).toBe('DCTDecode');
          expect(bits).toBe(8);
        }
        if (plan.kind === 'raw') {
          expect([8, 16]).toContain(bits);
          expect(names).not.toContain('DCTDecode');
          expect(names).not.toContain('JPXDecode');
          expect(plan.channels).toBe(colourComponents(descriptor.colourSpace));
        }
        if (plan.kind === 'jpeg' || plan.kind === 'raw') expect(colourComponents(descriptor.colourSpace)).not.toBeNull();
      }),
    );
  });
});
