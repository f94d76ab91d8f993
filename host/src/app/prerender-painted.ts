/**
 * The moment the app may replace the pre-rendered page (scripts/lib/pages/): once the browser has
 * painted it and recorded that paint as the page's largest contentful paint. The app's first
 * render replaces #root; when it lands between the pre-rendered page's paint and the moment that
 * paint is presented, the browser drops the pre-rendered text as an LCP candidate and reports the
 * app's identical text, painted later, instead (seen in Chromium traces: the first candidate came
 * with the app's render, 400 ms after the first contentful paint under a 4× slower CPU).
 */

/** The longest the app waits for the browser to report the paint. */
export const PRERENDER_PAINT_WAIT_MS = 250;

type Timer = unknown;

/** The parts of `window` this needs (tests pass their own). */
export interface PaintHost {
  document: { visibilityState: DocumentVisibilityState };
  PerformanceObserver?: {
    new (callback: () => void): { observe(options: { type: string; buffered: boolean }): void; disconnect(): void };
    readonly supportedEntryTypes?: readonly string[];
  };
  setTimeout(callback: () => void, delay: number): Timer;
  clearTimeout(timer: Timer): void;
  requestAnimationFrame(callback: () => void): unknown;
}

/**
 * Resolves once the pre-rendered markup has been painted (at once when there is none, or in a
 * hidden tab, which paints nothing). Where the browser reports largest contentful paints, that is
 * when the first one is reported, or after PRERENDER_PAINT_WAIT_MS; elsewhere after the next frame.
 */
export function prerenderPainted(prerendered: boolean, host: PaintHost = window as unknown as PaintHost): Promise<void> {
  if (!prerendered || host.document.visibilityState === 'hidden') return Promise.resolve();
  const Observer = host.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    // A timeout queued from a frame callback runs after that frame has been painted.
    return new Promise((resolve) => host.requestAnimationFrame(() => host.setTimeout(resolve, 0)));
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      host.clearTimeout(timer);
      resolve();
    };
    const observer = new Observer(done);
    const timer = host.setTimeout(done, PRERENDER_PAINT_WAIT_MS);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
