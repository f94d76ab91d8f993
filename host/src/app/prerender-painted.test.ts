import { describe, expect, it } from 'vitest';
import { PRERENDER_PAINT_WAIT_MS, prerenderPainted, type PaintHost } from './prerender-painted';

/** A host whose largest-contentful-paint observer is driven by the test. */
function fakeHost(options: { lcp?: boolean; hidden?: boolean } = {}) {
  const observers: { callback: () => void; disconnected: boolean; options: unknown }[] = [];
  const timers: { callback: () => void; delay: number; cleared: boolean }[] = [];
  const frames: (() => void)[] = [];
  const host: PaintHost = {
    document: { visibilityState: options.hidden ? 'hidden' : 'visible' },
    PerformanceObserver:
      options.lcp === false
        ? undefined
        : Object.assign(
            class {
              private readonly entry: (typeof observers)[number];
              constructor(callback: () => void) {
                this.entry = { callback, disconnected: false, options: null };
                observers.push(this.entry);
              }
              observe(observeOptions: unknown) {
                this.entry.options = observeOptions;
              }
              disconnect() {
                this.entry.disconnected = true;
              }
            },
            { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
          ),
    setTimeout: (callback, delay) => timers.push({ callback, delay, cleared: false }),
    clearTimeout: (id) => {
      const timer = timers[Number(id) - 1];
      if (timer) timer.cleared = true;
    },
    requestAnimationFrame: (callback) => frames.push(callback),
  };
  return { host, observers, timers, frames };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('prerenderPainted', () => {
  it('resolves at once when #root holds no pre-rendered markup', async () => {
    const { host, observers } = fakeHost();
    expect(await settled(prerenderPainted(false, host))).toBe(true);
    expect(observers).toHaveLength(0);
  });

  it('resolves at once in a hidden tab, which paints nothing', async () => {
    const { host, observers } = fakeHost({ hidden: true });
    expect(await settled(prerenderPainted(true, host))).toBe(true);
    expect(observers).toHaveLength(0);
  });

  it('waits for the browser to record the pre-rendered largest paint, then stops observing', async () => {
    const { host, observers, timers } = fakeHost();
    const painted = prerenderPainted(true, host);
    expect(await settled(painted)).toBe(false);
    expect(observers[0]?.options).toEqual({ type: 'largest-contentful-paint', buffered: true });
    observers[0]?.callback();
    expect(await settled(painted)).toBe(true);
    expect(observers[0]?.disconnected).toBe(true);
    expect(timers[0]?.cleared).toBe(true);
  });

  it('gives up waiting after a short while (a page whose paint is never reported)', async () => {
    const { host, observers, timers } = fakeHost();
    const painted = prerenderPainted(true, host);
    expect(timers[0]?.delay).toBe(PRERENDER_PAINT_WAIT_MS);
    timers[0]?.callback();
    expect(await settled(painted)).toBe(true);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('without the largest-contentful-paint API, waits for the next frame to be painted', async () => {
    const { host, timers, frames } = fakeHost({ lcp: false });
    const painted = prerenderPainted(true, host);
    expect(await settled(painted)).toBe(false);
    frames.shift()?.();
    expect(await settled(painted)).toBe(false);
    expect(timers.at(-1)?.delay).toBe(0);
    timers.at(-1)?.callback();
    expect(await settled(painted)).toBe(true);
  });
});
