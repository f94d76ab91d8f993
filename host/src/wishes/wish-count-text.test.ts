import { describe, expect, it } from 'vitest';
import { wishCountText } from './wish-count-text';

describe('wishCountText', () => {
  it.each([
    [0, 'Nobody has asked for this yet. Be the first!'],
    [1, '1 person wants this.'],
    [2, '2 people want this.'],
    [12, '12 people want this.'],
    [1234, '1,234 people want this.'],
    // A count can only be a whole number of at least 0; anything else reads as none yet.
    [-1, 'Nobody has asked for this yet. Be the first!'],
    [Number.NaN, 'Nobody has asked for this yet. Be the first!'],
  ])('%d → %j', (count, text) => {
    expect(wishCountText(count)).toBe(text);
  });
});
