import { describe, expect, it } from 'vitest';
import fontkit, { type Font } from '@cantoo/fontkit';
import { MONO_WIDTH, SANS_ASCII_WIDTHS, SANS_BOLD_ASCII_WIDTHS, UNITS_PER_EM } from './data';
import { coverageRanges } from './estimate';
import { readFontFile } from './fontFiles.testutil';

function expand(ranges: Uint32Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < ranges.length; i += 2) for (let cp = ranges[i] ?? 0; cp <= (ranges[i + 1] ?? -1); cp++) out.push(cp);
  return out;
}

describe('bundled font facts match the shipped TTF files', () => {
  it.each([
    ['sans', 'DejaVuSans.ttf'],
    ['mono', 'DejaVuSansMono.ttf'],
  ] as const)('%s coverage equals the cmap of %s', (font, file) => {
    const face = fontkit.create(readFontFile(file)) as Font;
    const cmap = [...new Set(face.characterSet)].filter((cp) => (face.glyphForCodePoint(cp)?.id ?? 0) !== 0).sort((a, b) => a - b);
    expect(expand(coverageRanges(font))).toEqual(cmap);
  });

  it.each([
    ['DejaVuSans.ttf', SANS_ASCII_WIDTHS],
    ['DejaVuSans-Bold.ttf', SANS_BOLD_ASCII_WIDTHS],
  ])('ASCII advance widths of %s', (file, widths) => {
    const face = fontkit.create(readFontFile(file)) as Font;
    expect(face.unitsPerEm).toBe(UNITS_PER_EM);
    const actual = Array.from({ length: 95 }, (_, i) => face.glyphForCodePoint(0x20 + i)?.advanceWidth);
    expect(actual).toEqual(widths);
  });

  it('every DejaVu Sans Mono glyph has the same advance', () => {
    const face = fontkit.create(readFontFile('DejaVuSansMono.ttf')) as Font;
    for (const cp of [0x41, 0x69, 0x416, 0x3c9, 0x25a1]) expect(face.glyphForCodePoint(cp)?.advanceWidth).toBe(MONO_WIDTH);
  });
});
