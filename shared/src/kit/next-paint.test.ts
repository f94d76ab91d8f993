// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, nextPaint, PAINT_WAIT_MS } from './next-paint';

const TIMERS = { toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] as const };

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

describe('afterNextPaint without frames', () => {
  it('calls back in a task of its own where there is no requestAnimationFrame, and can be cancelled', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    try {
      const callback = vi.fn();
      afterNextPaint(callback);
      const cancelled = vi.fn();
      afterNextPaint(cancelled)();
      expect(callback).not.toHaveBeenCalled();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(callback).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('nextPaint', () => {
  it('resolves after work asked for before it', async () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('work'));
    await nextPaint();
    order.push('after');
    expect(order).toEqual(['work', 'after']);
  });
});
