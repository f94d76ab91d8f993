// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRenderedCount } from './useRenderedCount';

describe('useRenderedCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const nextTask = () => act(() => vi.advanceTimersToNextTimer());

  it('renders the first sections at once, then one more per task, up to the total', () => {
    const { result } = renderHook(() => useRenderedCount(4, 2));
    expect(result.current).toBe(2);
    nextTask();
    expect(result.current).toBe(3);
    nextTask();
    expect(result.current).toBe(4);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never exceeds the total, and schedules nothing when all are there', () => {
    const { result } = renderHook(() => useRenderedCount(2, 5));
    expect(result.current).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
    expect(renderHook(() => useRenderedCount(0, 0)).result.current).toBe(0);
  });

  it('jumps ahead when the first count grows (a link further down), and goes on from there', () => {
    const { result, rerender } = renderHook(({ first }) => useRenderedCount(10, first), { initialProps: { first: 1 } });
    rerender({ first: 7 });
    expect(result.current).toBe(7);
    nextTask();
    expect(result.current).toBe(8);
  });

  it('follows a catalogue that grows or shrinks', () => {
    const { result, rerender } = renderHook(({ total }) => useRenderedCount(total, 1), { initialProps: { total: 2 } });
    nextTask();
    expect(result.current).toBe(2);
    rerender({ total: 4 });
    nextTask();
    expect(result.current).toBe(3);
    rerender({ total: 1 });
    expect(result.current).toBe(1);
  });

  it('stops when unmounted', () => {
    const { unmount } = renderHook(() => useRenderedCount(5, 1));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
