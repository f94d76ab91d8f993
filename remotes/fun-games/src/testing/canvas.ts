import { vi } from 'vitest';

/** For component tests: jsdom has no canvas, so give games a 2D context that records calls. */
export function fakeContext(): CanvasRenderingContext2D & { calls: string[] } {
  const calls: string[] = [];
  const fields: Record<string | symbol, unknown> = { calls };
  return new Proxy(fields, {
    get(target, key) {
      if (key in target) return target[key];
      if (key === 'measureText') return () => ({ width: 10 });
      if (typeof key === 'string' && /^create(Linear|Radial|Conic)Gradient$|^createPattern$/.test(key)) return () => ({ addColorStop: () => {}, setTransform: () => {} });
      return (...args: unknown[]) => {
        calls.push(`${String(key)}(${args.map((a) => (typeof a === 'number' ? Math.round(a) : typeof a)).join(',')})`);
      };
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D & { calls: string[] };
}

/** Makes every canvas hand out `context` (or none, as with canvas turned off). */
export function stubCanvas(context: CanvasRenderingContext2D | null) {
  return vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => context) as never);
}
