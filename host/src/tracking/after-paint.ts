/**
 * Runs work once the page has painted and the browser is idle, so tracking never delays rendering:
 * requestIdleCallback (with a deadline, so a busy page still records its view), or a timeout where
 * the browser has no idle callbacks (Safari).
 */
export const IDLE_DEADLINE_MS = 3_000;

export interface IdleHost {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  setTimeout: (callback: () => void, delay: number) => unknown;
}

export function afterPaint(work: () => void, host: IdleHost = globalThis as unknown as IdleHost): void {
  if (typeof host.requestIdleCallback === 'function') host.requestIdleCallback(work, { timeout: IDLE_DEADLINE_MS });
  else host.setTimeout(work, 0);
}
