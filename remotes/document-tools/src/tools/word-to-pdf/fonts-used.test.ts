import { describe, expect, it } from 'vitest';
import { fontsUsed } from './fonts-used';

describe('fontsUsed', () => {
  it('lists the font styles a document needs', () => {
    expect([...fontsUsed([{ type: 'paragraph', runs: [{ text: 'x' }] }])]).toEqual(['regular']);
    expect(
      [
        ...fontsUsed([
          { type: 'heading', level: 2, runs: [{ text: 'x', italic: true }] },
          { type: 'paragraph', runs: [{ text: 'y', italic: true }] },
        ]),
      ].sort(),
    ).toEqual(['boldItalic', 'italic', 'regular']);
  });
});
