// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useStoredState } from './stored-state';

const KEY = 'toolhub:test:stored-state';
/** Keeps a list of numbers; anything else is an empty list. */
const restore = (stored: unknown): number[] => (Array.isArray(stored) && stored.every((n) => typeof n === 'number') ? stored : []);

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('useStoredState', () => {
  it.each([
    ['nothing stored', null, []],
    ['a valid value', '[1,2,3]', [1, 2, 3]],
    ['JSON of the wrong shape', '{"a":1}', []],
    ['text that is not JSON', '[1,2', []],
    ['JSON null', 'null', []],
  ])('starts from %s through restore', (_label, raw, expected) => {
    if (raw !== null) localStorage.setItem(KEY, raw);
    const { result } = renderHook(() => useStoredState(KEY, restore));
    expect(result.current[0]).toEqual(expected);
  });

  it('passes restore exactly what is stored, or null', () => {
    const seen = vi.fn(restore);
    localStorage.setItem(KEY, '"text"');
    renderHook(() => useStoredState(KEY, seen));
    expect(seen).toHaveBeenCalledWith('text');
    localStorage.clear();
    renderHook(() => useStoredState(KEY, seen));
    expect(seen).toHaveBeenLastCalledWith(null);
  });

  it('writes every change back, and a new mount reads it', () => {
    const { result, unmount } = renderHook(() => useStoredState(KEY, restore));
    act(() => result.current[1]([4]));
    expect(localStorage.getItem(KEY)).toBe('[4]');
    act(() => result.current[1]((list) => [...list, 5]));
    expect(localStorage.getItem(KEY)).toBe('[4,5]');
    unmount();
    const again = renderHook(() => useStoredState(KEY, restore));
    expect(again.result.current[0]).toEqual([4, 5]);
  });

  it('applies functional updates in order, each to the last', () => {
    const { result } = renderHook(() => useStoredState(KEY, restore));
    act(() => {
      result.current[1]((list) => [...list, 1]);
      result.current[1]((list) => [...list, 2]);
    });
    expect(result.current[0]).toEqual([1, 2]);
    expect(localStorage.getItem(KEY)).toBe('[1,2]');
  });

  it('writes nothing until something changes', () => {
    localStorage.setItem(KEY, '[1,"x"]');
    renderHook(() => useStoredState(KEY, restore));
    expect(localStorage.getItem(KEY)).toBe('[1,"x"]');
  });

  it('keeps the state on the page when storage refuses it, says so, and says when it keeps it again', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useStoredState(KEY, restore));
    expect(result.current[2]).toBe(true);
    act(() => result.current[1]([7]));
    expect(result.current[0]).toEqual([7]);
    expect(result.current[2]).toBe(false);
    expect(localStorage.getItem(KEY)).toBeNull();
    setItem.mockRestore();
    act(() => result.current[1]((list) => [...list, 8]));
    expect(result.current).toEqual([[7, 8], expect.any(Function), true]);
    expect(localStorage.getItem(KEY)).toBe('[7,8]');
  });

  it('gives the same setter on every render', () => {
    const { result, rerender } = renderHook(() => useStoredState(KEY, restore));
    const first = result.current[1];
    act(() => first([1]));
    rerender();
    expect(result.current[1]).toBe(first);
  });

  it('keeps the state on the page when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { result } = renderHook(() => useStoredState(KEY, restore));
    expect(result.current[0]).toEqual([]);
    act(() => result.current[1]([8]));
    expect(result.current[0]).toEqual([8]);
  });
});
