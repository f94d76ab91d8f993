import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONGEST_WAIT_MS, QUIET_MS, whenPageSettled, type SettleHost } from './page-settled';

/** A page: its load state, a load event to fire, and resources it finishes fetching. */
function fakePage({ readyState = 'loading' as DocumentReadyState, observes = true } = {}) {
  let onLoad: (() => void) | undefined;
  const observers: (() => void)[] = [];
  let disconnected = 0;
  class Observer {
    static readonly supportedEntryTypes = observes ? ['resource', 'paint'] : ['paint'];
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      disconnected++;
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  const host: SettleHost = {
    document: { readyState },
    addEventListener: (_type, listener) => (onLoad = listener),
    PerformanceObserver: Observer,
    setTimeout: (callback, delay) => setTimeout(callback, delay),
    clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  };
  return {
    host,
    load: () => onLoad?.(),
    fetched: () => observers.forEach((callback) => callback()),
    disconnected: () => disconnected,
  };
}

function track(promise: Promise<void>) {
  const state = { settled: false };
  void promise.then(() => (state.settled = true));
  return state;
}

describe('whenPageSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the load event, then for QUIET_MS without a fetch', async () => {
    const page = fakePage();
    const state = track(whenPageSettled(page.host));
    await vi.advanceTimersByTimeAsync(QUIET_MS * 3);
    expect(state.settled).toBe(false);
    page.load();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
    expect(page.disconnected()).toBe(1);
  });

  it('starts the quiet time at once on a page that has loaded already', async () => {
    const page = fakePage({ readyState: 'complete' });
    const state = track(whenPageSettled(page.host));
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(state.settled).toBe(true);
  });

  it('starts the quiet time again with every resource fetched after the load', async () => {
    const page = fakePage({ readyState: 'complete' });
    const state = track(whenPageSettled(page.host));
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
      page.fetched();
    }
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
  });

  it('ignores resources fetched before the load event (the load waits for them anyway)', async () => {
    const page = fakePage();
    const state = track(whenPageSettled(page.host));
    page.fetched();
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(state.settled).toBe(false);
    page.load();
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(state.settled).toBe(true);
  });

  it('settles after LONGEST_WAIT_MS on a page that never stops fetching', async () => {
    const page = fakePage({ readyState: 'complete' });
    const state = track(whenPageSettled(page.host));
    for (let elapsed = 0; elapsed < LONGEST_WAIT_MS - 500; elapsed += 500) {
      await vi.advanceTimersByTimeAsync(500);
      page.fetched();
    }
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(state.settled).toBe(true);
  });

  it('settles after LONGEST_WAIT_MS when the load event never comes', async () => {
    const page = fakePage();
    const state = track(whenPageSettled(page.host));
    await vi.advanceTimersByTimeAsync(LONGEST_WAIT_MS - 1);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
  });

  it('where the browser reports no resources, waits QUIET_MS after the load', async () => {
    const page = fakePage({ observes: false });
    const state = track(whenPageSettled(page.host));
    page.load();
    page.fetched();
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(state.settled).toBe(true);
  });
});
