import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '@toolhub/shared/testing';
import { KINDS, LEVELS, differences, formatNumber, type Kind, type Level, type Puzzle } from './logic';
import { nextPuzzle } from './patterns';

const levels = LEVELS.map((l) => l.id);
const kinds = KINDS.map((k) => k.id);
const full = (p: Puzzle) => [...p.terms, p.answer];

/** Checks, independently of the generator, that the answer follows the stated kind of rule. */
function followsRule(kind: Kind, all: number[]): boolean {
  const d = differences(all);
  const d2 = differences(d);
  const d3 = differences(d2);
  const constant = (xs: number[]) => xs.every((x) => x === xs[0]);
  switch (kind) {
    case 'arithmetic':
      return constant(d) && d[0] !== 0;
    case 'geometric': {
      const ratios = all.slice(1).map((t, i) => t / (all[i] ?? 1));
      return constant(ratios);
    }
    case 'squares': {
      // n², n² + c, n³ and n(n+1) are all polynomials of degree 2 or 3.
      return constant(d3);
    }
    case 'fibonacci':
      return all.slice(2).every((t, i) => t === (all[i] ?? 0) + (all[i + 1] ?? 0)) || all.slice(3).every((t, i) => t === (all[i] ?? 0) + (all[i + 1] ?? 0) + (all[i + 2] ?? 0));
    case 'alternating': {
      const evens = all.filter((_, i) => i % 2 === 0);
      const odds = all.filter((_, i) => i % 2 === 1);
      const woven = constant(differences(evens)) && constant(differences(odds));
      const stepsTakeTurns = constant(d.filter((_, i) => i % 2 === 0)) && constant(d.filter((_, i) => i % 2 === 1));
      const opsTakeTurns = all.slice(1).every((t, i) => (i % 2 === 0 ? t / (all[i] ?? 1) === all[1]! / all[0]! : t - (all[i] ?? 0) === all[2]! - all[1]!));
      return woven || stepsTakeTurns || opsTakeTurns;
    }
    case 'differences':
      return (constant(d2) && d2[0] !== 0) || (constant(d3) && d3[0] !== 0);
  }
}

describe('nextPuzzle', () => {
  it.each(levels.flatMap((level) => kinds.map((kind) => [level, kind] as [Level, Kind])))('%s %s: whole numbers that follow the rule', (level, kind) => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const p = nextPuzzle(level, kind, null, seededRandom(seed));
        expect(p.level).toBe(level);
        expect(p.kind).toBe(kind);
        expect(p.terms.length).toBeGreaterThanOrEqual(5);
        for (const n of full(p)) {
          expect(Number.isSafeInteger(n)).toBe(true);
          expect(Math.abs(n)).toBeLessThan(100_000);
        }
        expect(new Set(full(p)).size).toBeGreaterThanOrEqual(3);
        expect(followsRule(kind, full(p))).toBe(true);
        // The explanation ends on the answer it explains.
        expect(p.explanation.endsWith(`${formatNumber(p.answer)}.`)).toBe(true);
        expect(p.hint.length).toBeGreaterThan(10);
      }),
      { numRuns: 200 },
    );
  });

  it('"any" deals every kind, and never the same numbers twice in a row', () => {
    const source = seededRandom(7);
    const seen = new Set<string>();
    let previous: Puzzle | null = null;
    for (let i = 0; i < 300; i++) {
      const p = nextPuzzle('medium', 'any', previous, source);
      if (previous) expect(p.terms.join()).not.toBe(previous.terms.join());
      seen.add(p.kind);
      previous = p;
    }
    expect(seen.size).toBe(KINDS.length);
  });

  it('easy stays small and positive for adding, multiplying and squares', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom<Kind>('arithmetic', 'geometric', 'squares'), (seed, kind) => {
        const p = nextPuzzle('easy', kind, null, seededRandom(seed));
        expect(full(p).every((n) => n > 0 && n <= 1500)).toBe(true);
      }),
    );
  });

  it('explains with the working, e.g. an arithmetic step', () => {
    const p = nextPuzzle('easy', 'arithmetic', null, seededRandom(1));
    const step = (p.terms[1] ?? 0) - (p.terms[0] ?? 0);
    expect(p.explanation).toBe(`Add ${step} each time: ${p.terms[p.terms.length - 1]} + ${step} = ${p.answer}.`);
  });
});
