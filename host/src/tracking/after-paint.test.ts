import { describe, expect, it, vi } from 'vitest';
import { IDLE_DEADLINE_MS, afterPaint } from './after-paint';

describe('afterPaint', () => {
  it('uses requestIdleCallback with a deadline where there is one', () => {
    const requestIdleCallback = vi.fn(() => 1);
    const setTimeout = vi.fn();
    const work = () => undefined;
    afterPaint(work, { requestIdleCallback, setTimeout });
    expect(requestIdleCallback).toHaveBeenCalledWith(work, { timeout: IDLE_DEADLINE_MS });
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('falls back to a timeout', () => {
    const setTimeout = vi.fn();
    const work = () => undefined;
    afterPaint(work, { setTimeout });
    expect(setTimeout).toHaveBeenCalledWith(work, 0);
  });
});
