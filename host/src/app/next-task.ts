/** Resolves in a later task (a zero timer), so the browser may paint and handle input in between. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** A hidden tab paints no frames: the longest afterNextPaint waits for one. */
export const PAINT_WAIT_MS = 200;

/**
 * Calls `callback` in a task after the browser has painted its next frame (a timer queued from a
 * frame callback runs after that frame), or after PAINT_WAIT_MS when no frame comes. Returns a
 * function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    clearTimeout(fallback);
    timer = setTimeout(callback, 0);
  });
  const fallback = setTimeout(() => {
    cancelAnimationFrame(frame);
    callback();
  }, PAINT_WAIT_MS);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    clearTimeout(timer);
  };
}
