/** The output format and file names (output.ts). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { namePatternProblem, outputFormatFor, outputName } from './output';

describe('output format and names', () => {
  it.each([
    ['jpeg', 'same', 'jpeg'],
    ['png', 'same', 'png'],
    ['webp', 'same', 'webp'],
    ['avif', 'same', 'avif'],
    ['gif', 'same', 'png'],
    ['bmp', 'same', 'png'],
    ['ico', 'same', 'png'],
    [null, 'same', 'png'],
    ['png', 'jpeg', 'jpeg'],
    ['jpeg', 'avif', 'avif'],
  ] as const)('%s with %s → %s', (sniffed, choice, expected) => {
    expect(outputFormatFor(sniffed, choice)).toBe(expected);
  });

  it.each([
    ['{name}-{w}x{h}', 'beach.JPG', 'jpeg', 'beach-1080x720.jpg'],
    ['{name}', 'beach.png', 'webp', 'beach.webp'],
    ['{n}-{name}', 'folder/a.b.png', 'png', '3-a.b.png'],
    ['', 'beach.png', 'png', 'beach.png'],
    ['{bad}', 'beach.png', 'png', 'beach-1080x720.png'],
    ['a:b?', 'x.png', 'png', 'a_b_.png'],
    ['{name}', '.png', 'png', 'image.png'],
  ] as const)('pattern %j for %s as %s → %s', (pattern, original, format, expected) => {
    expect(outputName(pattern, original, { width: 1080, height: 720 }, 2, format)).toBe(expected);
  });

  it.each([
    ['{name}-{w}x{h}', null],
    ['plain', null],
    ['{width}', '“{width}” is not a name token; use {name}, {w}, {h} or {n}.'],
    ['a/b', 'A file name cannot hold / or \\.'],
    ['x'.repeat(121), 'Keep the pattern under 120 characters.'],
  ])('pattern %j problem', (pattern, expected) => {
    expect(namePatternProblem(pattern)).toBe(expected);
  });

  it('always gives a name with the format’s extension and no folder', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (pattern, original) => {
        const name = outputName(pattern, original, { width: 1, height: 1 }, 0, 'png');
        expect(name.endsWith('.png')).toBe(true);
        expect(name).not.toMatch(/[\\/]/);
      }),
    );
  });
});
