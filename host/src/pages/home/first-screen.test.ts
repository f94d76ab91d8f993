import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryHeadingId, FIRST_SCREEN_CARDS, firstScreenSections } from './first-screen';

describe('firstScreenSections', () => {
  it.each([
    { counts: [], target: -1, expected: 0, why: 'no sections' },
    { counts: [6], target: -1, expected: 1, why: 'one section' },
    { counts: [0, 0, 0], target: -1, expected: 3, why: 'empty sections fill nothing' },
    { counts: [6, 12, 6, 12], target: -1, expected: 3, why: 'the section that reaches the budget is included' },
    { counts: [6, 12, 5, 12], target: -1, expected: 4, why: 'one card short of the budget: the next section too' },
    { counts: [6, 12, 12, 12, 12], target: -1, expected: 3, why: 'crossing the budget' },
    { counts: [40, 12], target: -1, expected: 1, why: 'one section over the budget is still rendered' },
    { counts: [6, 12, 12, 12, 12], target: 4, expected: 5, why: 'up to a linked section below the first screen' },
    { counts: [6, 12, 12, 12, 12], target: 1, expected: 3, why: 'a linked section on the first screen changes nothing' },
    { counts: [6, 12], target: 9, expected: 2, why: 'a target past the end' },
  ])('$why: $counts, target $target → $expected', ({ counts, target, expected }) => {
    expect(firstScreenSections(counts, target)).toBe(expected);
  });

  it('uses the given budget', () => {
    expect(firstScreenSections([6, 12, 12], -1, 6)).toBe(1);
    expect(firstScreenSections([6, 12, 12], -1, 7)).toBe(2);
    expect(FIRST_SCREEN_CARDS).toBe(24);
  });

  it('renders at least one section and the target, never more than there are, and no section past the budget but one', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 40 }), { maxLength: 60 }), fc.integer({ min: -1, max: 70 }), (counts, target) => {
        const shown = firstScreenSections(counts, target);
        expect(shown).toBeLessThanOrEqual(counts.length);
        if (counts.length > 0) expect(shown).toBeGreaterThanOrEqual(1);
        expect(shown).toBeGreaterThanOrEqual(Math.min(counts.length, target + 1));
        const before = counts.slice(0, Math.max(0, shown - 1)).reduce((sum, count) => sum + count, 0);
        if (shown > target + 1 && shown > 1) expect(before).toBeLessThan(FIRST_SCREEN_CARDS);
      }),
    );
  });

  it('names a category heading as the home page links to it', () => {
    expect(categoryHeadingId('text')).toBe('category-text');
  });
});
