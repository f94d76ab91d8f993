// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, nextTask, PAINT_WAIT_MS } from './next-task';

const TIMERS = { toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] as const };

describe('nextTask', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves only once a later task has run, not in this one’s microtasks', async () => {
    let done = false;
    void nextTask().then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.runAllTimersAsync();
    expect(done).toBe(true);
  });
});

describe('afterNextPaint', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: [...TIMERS.toFake] }));
  afterEach(() => vi.useRealTimers());

  it('calls back in a task after the next frame, not in the frame itself', () => {
    const callback = vi.fn();
    afterNextPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(callback).not.toHaveBeenCalled();
    // (A zero timer queued during the fake frame runs a millisecond on.)
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PAINT_WAIT_MS * 2);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it(`calls back after ${PAINT_WAIT_MS} ms when no frame comes (a hidden tab), once`, () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 7);
    const callback = vi.fn();
    afterNextPaint(callback);
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });

  it('does nothing once cancelled, before or after the frame', () => {
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const cancel = afterNextPaint(late);
    vi.advanceTimersToNextFrame();
    cancel();
    vi.advanceTimersByTime(PAINT_WAIT_MS * 2);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
