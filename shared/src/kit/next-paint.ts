/** A hidden tab paints no frames: the longest afterNextPaint waits for one. */
export const PAINT_WAIT_MS = 200;

/**
 * Calls `run` in a task after the browser has painted its next frame (a timer queued from a
 * frame callback runs after that frame), or after PAINT_WAIT_MS when no frame comes (a hidden
 * tab), or in a task of its own where there are no frames at all (tests without them). Returns a
 * function that cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    clearTimeout(fallback);
    timer = setTimeout(run, 0);
  });
  const fallback = setTimeout(() => {
    cancelAnimationFrame(frame);
    run();
  }, PAINT_WAIT_MS);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    clearTimeout(timer);
  };
}

/** For tests: resolves after the next paint, after any afterNextPaint work asked for before it. */
export const nextPaint = (): Promise<void> => new Promise((resolve) => afterNextPaint(resolve));
