/**
 * The moment the service worker may start: once the page has loaded and then fetched nothing for
 * QUIET_MS. Installing it downloads the shell again and the browser compiles every script it
 * stores; measured in Chromium here (Lighthouse, /json-formatter), that ran while the tool was
 * still loading: 59 ms of compiling on the worker's thread, the shell's bytes on the network,
 * and the page's own tasks slowed with it (total blocking time 300–430 ms simulated, 73–213
 * without). A page that keeps fetching registers after LONGEST_WAIT_MS all the same.
 */
export const QUIET_MS = 2_000;
export const LONGEST_WAIT_MS = 20_000;

type Timer = unknown;

/** The parts of `window` this needs (tests pass their own). */
export interface SettleHost {
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  PerformanceObserver?: {
    new (callback: () => void): { observe(options: { type: string }): void; disconnect(): void };
    readonly supportedEntryTypes?: readonly string[];
  };
  setTimeout(callback: () => void, delay: number): Timer;
  clearTimeout(timer: Timer): void;
}

/** Resolves once the page has loaded and fetched nothing for QUIET_MS, or LONGEST_WAIT_MS after the call at the latest. */
export function whenPageSettled(host: SettleHost = window as unknown as SettleHost): Promise<void> {
  return new Promise((resolve) => {
    let quiet: Timer;
    let loaded = false;
    const Observer = host.PerformanceObserver;
    // Each resource the page finishes fetching restarts the quiet time.
    const observer = Observer?.supportedEntryTypes?.includes('resource') ? new Observer(() => loaded && restartQuiet()) : null;
    const done = () => {
      observer?.disconnect();
      host.clearTimeout(quiet);
      host.clearTimeout(longest);
      resolve();
    };
    const longest = host.setTimeout(done, LONGEST_WAIT_MS);
    const restartQuiet = () => {
      host.clearTimeout(quiet);
      quiet = host.setTimeout(done, QUIET_MS);
    };
    const onLoad = () => {
      loaded = true;
      restartQuiet();
    };
    observer?.observe({ type: 'resource' });
    if (host.document.readyState === 'complete') onLoad();
    else host.addEventListener('load', onLoad, { once: true });
  });
}
