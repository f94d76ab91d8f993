/**
 * Runs `run` after the browser's next paint (a task after the next animation frame), or in a
 * task of its own where there are no frames (tests). Returns a cancel function.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** For tests: resolves after the next paint, after any afterNextPaint work asked for before it. */
export const nextPaint = (): Promise<void> => new Promise((resolve) => afterNextPaint(resolve));
