import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '@toolhub/shared/testing';
import {
  MIN_POINTS,
  errorLevel,
  fitCircle,
  judgeStroke,
  liveScore,
  mixHex,
  sanitizeBest,
  scoreFromDeviation,
  sweepAround,
  verdictMessage,
  type StrokePoint,
  type Verdict,
} from './logic';

/** Points along a closed path given by `at(fraction)`, drawn in `ms` milliseconds. */
function trace(at: (f: number) => { x: number; y: number }, n = 200, ms = 1500, turns = 1): StrokePoint[] {
  return Array.from({ length: n + 1 }, (_, i) => ({ ...at((i / n) * turns), t: (i / n) * ms }));
}

const circle = (cx: number, cy: number, r: number, n = 200, turns = 1, ms = 1500) =>
  trace((f) => ({ x: cx + r * Math.cos(2 * Math.PI * f), y: cy + r * Math.sin(2 * Math.PI * f) }), n, ms, turns);

const ellipse = (a: number, b: number) =>
  trace((f) => ({ x: 200 + a * Math.cos(2 * Math.PI * f), y: 200 + b * Math.sin(2 * Math.PI * f) }));

/** A square of half-side h walked at constant speed from its top-left corner. */
function square(h: number): StrokePoint[] {
  return trace((f) => {
    const side = Math.min(3, Math.floor(f * 4));
    const s = f * 4 - side;
    const corners = [
      [-h, -h],
      [h, -h],
      [h, h],
      [-h, h],
      [-h, -h],
    ];
    const [x0, y0] = corners[side]!;
    const [x1, y1] = corners[side + 1]!;
    return { x: 200 + x0! + (x1! - x0!) * s, y: 200 + y0! + (y1! - y0!) * s };
  }, 400);
}

function scoreOf(points: StrokePoint[]): number {
  const verdict = judgeStroke(points);
  if (verdict.kind !== 'scored') throw new Error(`not scored: ${verdict.kind}`);
  return verdict.score;
}

describe('fitCircle', () => {
  it.each([
    [{ cx: 0, cy: 0, r: 1 }],
    [{ cx: 150, cy: 220, r: 90 }],
    [{ cx: -40, cy: 1e4, r: 300 }],
  ])('recovers %o from points on it', (c) => {
    const fit = fitCircle(circle(c.cx, c.cy, c.r, 60));
    expect(fit?.cx).toBeCloseTo(c.cx, 6);
    expect(fit?.cy).toBeCloseTo(c.cy, 6);
    expect(fit?.r).toBeCloseTo(c.r, 6);
  });

  it('fits three points exactly (their circumcircle)', () => {
    const fit = fitCircle([
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 0, y: 4 },
    ]);
    expect(fit?.cx).toBeCloseTo(2);
    expect(fit?.cy).toBeCloseTo(2);
    expect(fit?.r).toBeCloseTo(Math.SQRT2 * 2);
  });

  it.each([
    ['no points', []],
    ['two points', [{ x: 0, y: 0 }, { x: 1, y: 1 }]],
    ['a line', [{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 2 }, { x: 5, y: 5 }]],
    ['one spot', [{ x: 3, y: 3 }, { x: 3, y: 3 }, { x: 3, y: 3 }]],
  ])('gives null for %s', (_, points) => {
    expect(fitCircle(points)).toBeNull();
  });

  it('finds any circle from an arc of it (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -500, max: 500, noNaN: true }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        fc.double({ min: 5, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (cx, cy, r, start) => {
          const points = Array.from({ length: 30 }, (_, i) => ({ x: cx + r * Math.cos(start + i * 0.1), y: cy + r * Math.sin(start + i * 0.1) }));
          const fit = fitCircle(points);
          expect(fit).not.toBeNull();
          expect(Math.abs(fit!.r - r) / r).toBeLessThan(1e-6);
          expect(Math.hypot(fit!.cx - cx, fit!.cy - cy) / r).toBeLessThan(1e-6);
        },
      ),
    );
  });
});

describe('judgeStroke scores', () => {
  it.each([
    ['clockwise', circle(200, 200, 150)],
    ['anticlockwise', circle(200, 200, 150).reverse().map((p, i) => ({ ...p, t: i * 7 }))],
    ['slightly overdrawn', circle(200, 200, 120, 220, 1.1)],
    ['sparse', circle(200, 200, 100, 30)],
  ])('a perfect circle drawn %s ≈ 100%%', (_, points) => {
    expect(scoreOf(points)).toBeGreaterThanOrEqual(99.5);
  });

  it('drops steadily as an ellipse gets flatter', () => {
    const scores = [1, 0.95, 0.9, 0.8, 0.7, 0.6].map((ratio) => scoreOf(ellipse(150, 150 * ratio)));
    for (let i = 1; i < scores.length; i++) expect(scores[i]!).toBeLessThan(scores[i - 1]!);
    expect(scores[0]!).toBeGreaterThan(99.5);
    expect(scores[1]!).toBeGreaterThan(85);
  });

  it('scores a square below mild ellipses', () => {
    const sq = scoreOf(square(120));
    expect(sq).toBeLessThan(scoreOf(ellipse(150, 135)));
    expect(sq).toBeLessThan(75);
    expect(sq).toBeGreaterThan(40);
  });

  it('scores a noisy circle lower, more noise lower still', () => {
    const noisy = (amount: number) => {
      const source = seededRandom(42);
      return circle(200, 200, 150).map((p) => ({ ...p, x: p.x + ((source.nextUint32() / 2 ** 32) - 0.5) * amount, y: p.y + ((source.nextUint32() / 2 ** 32) - 0.5) * amount }));
    };
    const clean = scoreOf(circle(200, 200, 150));
    const little = scoreOf(noisy(6));
    const lots = scoreOf(noisy(30));
    expect(little).toBeLessThan(clean);
    expect(lots).toBeLessThan(little);
    expect(little).toBeGreaterThan(90);
  });

  it('never leaves 0–100 and does not depend on where or how big the circle is (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.double({ min: 100, max: 800, noNaN: true }),
        fc.double({ min: 0.5, max: 1, noNaN: true }),
        (x, y, size, ratio) => {
          const points = trace((f) => ({ x: x + size * Math.cos(2 * Math.PI * f), y: y + size * ratio * Math.sin(2 * Math.PI * f) }));
          const verdict = judgeStroke(points);
          expect(verdict.kind).toBe('scored');
          if (verdict.kind !== 'scored') return;
          expect(verdict.score).toBeGreaterThanOrEqual(0);
          expect(verdict.score).toBeLessThanOrEqual(100);
          const reference = judgeStroke(trace((f) => ({ x: 100 * Math.cos(2 * Math.PI * f), y: 100 * ratio * Math.sin(2 * Math.PI * f) })));
          expect(reference.kind === 'scored' && reference.score).toBeCloseTo(verdict.score, 0);
        },
      ),
    );
  });
});

describe('judgeStroke refuses', () => {
  const halfCircle = trace((f) => ({ x: 200 + 150 * Math.cos(Math.PI * f), y: 200 + 150 * Math.sin(Math.PI * f) }));
  const threeQuarters = trace((f) => ({ x: 200 + 150 * Math.cos(1.5 * Math.PI * f), y: 200 + 150 * Math.sin(1.5 * Math.PI * f) }));
  // Out a quarter turn, back the same way, then round the whole circle.
  const backAndForth = trace((f) => {
    const angle = f < 0.2 ? f * 5 * (Math.PI / 2) : f < 0.4 ? (0.4 - f) * 5 * (Math.PI / 2) : ((f - 0.4) / 0.6) * 2 * Math.PI;
    return { x: 200 + 150 * Math.cos(angle), y: 200 + 150 * Math.sin(angle) };
  }, 300);

  it.each<[string, StrokePoint[], Verdict['kind']]>([
    ['no stroke', [], 'too-few-points'],
    ['a dot', circle(200, 200, 100, MIN_POINTS - 2), 'too-few-points'],
    ['a straight line', trace((f) => ({ x: f * 300, y: f * 300 })), 'too-few-points'],
    ['a tiny circle', circle(200, 200, 20), 'too-small'],
    ['a very slow circle', circle(200, 200, 150, 200, 1, 20_000), 'too-slow'],
    ['a half circle', halfCircle, 'not-closed'],
    ['three quarters', threeQuarters, 'not-closed'],
    ['going back and forth', backAndForth, 'direction-changes'],
  ])('%s → %s', (_, points, kind) => {
    expect(judgeStroke(points).kind).toBe(kind);
  });

  it('reports the size of the gap', () => {
    const verdict = judgeStroke(threeQuarters);
    expect(verdict).toMatchObject({ kind: 'not-closed', gapDegrees: 90 });
    expect(verdictMessage(verdict)).toMatch(/90°/);
  });
});

describe('sweepAround', () => {
  it.each([
    ['once round', circle(0, 0, 10, 100), 2 * Math.PI],
    ['twice round', circle(0, 0, 10, 200, 2), 4 * Math.PI],
    ['once the other way', circle(0, 0, 10, 100).reverse(), -2 * Math.PI],
  ])('%s', (_, points, net) => {
    const sweep = sweepAround(points, { cx: 0, cy: 0 });
    expect(sweep.net).toBeCloseTo(net, 6);
    expect(sweep.longestBacktrack).toBe(0);
  });
});

describe('helpers', () => {
  it.each([
    [0, 100],
    [0.01, 96],
    [0.05, 80],
    [0.25, 0],
    [1, 0],
  ])('deviation %f scores %f', (deviation, score) => {
    expect(scoreFromDeviation(deviation)).toBe(score);
  });

  it.each([
    ['#000000', '#ffffff', 0.5, 'rgb(128 128 128)'],
    ['#fff', '#000', 0, 'rgb(255 255 255)'],
    ['#137a3f', '#b42318', 1, 'rgb(180 35 24)'],
    ['red', '#000', 0.5, null],
    ['', '#000', 0.5, null],
  ])('mixHex(%s, %s, %f) = %s', (a, b, t, expected) => {
    expect(mixHex(a, b, t)).toBe(expected);
  });

  it.each([
    [87.25, 87.3],
    [100, 100],
    [-1, null],
    [101, null],
    ['90', null],
    [null, null],
    [Number.NaN, null],
  ])('sanitizeBest(%s) = %s', (stored, expected) => {
    expect(sanitizeBest(stored)).toBe(expected);
  });

  it('caps the error level at 1', () => {
    expect(errorLevel(0)).toBe(0);
    expect(errorLevel(-0.06)).toBeCloseTo(0.5);
    expect(errorLevel(2)).toBe(1);
  });

  it('has no live score for a short stroke and ~100 for a perfect arc', () => {
    expect(liveScore(circle(200, 200, 150, 5))).toBeNull();
    expect(liveScore(circle(200, 200, 150, 40, 0.5))).toBeGreaterThan(99);
  });
});
