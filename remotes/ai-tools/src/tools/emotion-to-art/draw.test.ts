import { describe, expect, it } from 'vitest';
import { drawArt } from './draw';
import { EMOTION_IDS } from './emotions';
import { emotionMix } from './logic';
import { planArt } from './plan';

/** A stand-in 2D context that records calls and checks every coordinate is a finite number. */
function fakeContext() {
  const calls: string[] = [];
  const gradient = { addColorStop: () => undefined };
  const ctx = new Proxy(
    {},
    {
      get(_target, prop: string) {
        if (prop === 'createLinearGradient' || prop === 'createRadialGradient') return () => gradient;
        if (prop === 'lineWidth') return 2;
        return (...args: unknown[]) => {
          for (const arg of args) if (typeof arg === 'number' && !Number.isFinite(arg)) throw new Error(`${prop} got ${arg}`);
          calls.push(prop);
        };
      },
      set: () => true,
    },
  );
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

describe('drawArt', () => {
  it.each(EMOTION_IDS.map((id) => [id]))('paints %s at any moment without bad coordinates', (id) => {
    const plan = planArt(emotionMix([id], {}), 'draw');
    for (const t of [0, 0.5, 13.7, 600]) {
      const { ctx, calls } = fakeContext();
      drawArt(ctx, plan, 512, t);
      expect(calls[0]).toBe('fillRect');
      expect(calls.filter((name) => name === 'save')).toHaveLength(plan.shapes.length);
    }
  });
});

describe('motion', () => {
  it('keeps falling and rising shapes on the canvas however long it runs', () => {
    for (const id of ['sadness', 'hope', 'love'] as const) {
      const plan = planArt(emotionMix([id], {}), 'wrap');
      const ys: number[] = [];
      const ctx = new Proxy(
        {},
        {
          get(_t, prop: string) {
            if (prop === 'createLinearGradient' || prop === 'createRadialGradient') return () => ({ addColorStop: () => undefined });
            if (prop === 'translate') return (_x: number, y: number) => ys.push(y / 100);
            return () => undefined;
          },
          set: () => true,
        },
      ) as unknown as CanvasRenderingContext2D;
      drawArt(ctx, plan, 100, 12345.6);
      for (const y of ys) {
        expect(y).toBeGreaterThanOrEqual(-0.2);
        expect(y).toBeLessThanOrEqual(1.2);
      }
    }
  });
});
