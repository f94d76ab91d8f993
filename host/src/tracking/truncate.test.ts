import { describe, expect, it } from 'vitest';
import { MAX_REFERRER_LENGTH, truncateText } from './truncate';

describe('truncateText', () => {
  it('cuts a 10,000-character text to the cap', () => {
    expect(truncateText('x'.repeat(10_000), MAX_REFERRER_LENGTH)).toHaveLength(MAX_REFERRER_LENGTH);
  });

  it('leaves short text alone', () => {
    expect(truncateText('Mozilla/5.0', 500)).toBe('Mozilla/5.0');
  });

  it('never splits a surrogate pair', () => {
    const cut = truncateText(`${'a'.repeat(4)}😀😀`, 5);
    expect(cut).toBe('aaaa');
    expect(truncateText('😀😀😀', 4)).toBe('😀😀');
  });
});
