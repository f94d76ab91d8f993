// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { failingOnce } from './failing-import';
import { lazyModule, useLazyModule } from './lazy-module';
import { nextPaint } from './next-paint';

/** An import the test settles by hand, counting how often it was started. */
function controlledImport<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const importer = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { importer, calls };
}

/** Waits past the next paint (a frame, then a task), when the hook starts its import. */
const flush = () => act(() => nextPaint());

describe('lazyModule', () => {
  it('starts the import on the first load only, and shares it', async () => {
    const { importer, calls } = controlledImport<{ answer: number }>();
    const lazy = lazyModule(importer);
    expect(importer).not.toHaveBeenCalled();
    expect(lazy.current()).toBeNull();
    const first = lazy.load();
    const second = lazy.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(lazy.current()).toBeNull();
    calls[0]!.resolve({ answer: 42 });
    await expect(first).resolves.toEqual({ answer: 42 });
    await expect(second).resolves.toEqual({ answer: 42 });
    expect(lazy.current()).toEqual({ answer: 42 });
    await lazy.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import, so the next load tries again', async () => {
    const { importer, calls } = controlledImport<string>();
    const lazy = lazyModule(importer);
    const failed = lazy.load();
    calls[0]!.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(lazy.current()).toBeNull();
    const again = lazy.load();
    expect(importer).toHaveBeenCalledTimes(2);
    calls[1]!.resolve('engine');
    await expect(again).resolves.toBe('engine');
    expect(lazy.current()).toBe('engine');
  });

  it('keeps a module that is itself a function', async () => {
    const fn = () => 'called';
    const lazy = lazyModule(() => Promise.resolve(fn));
    await lazy.load();
    expect(lazy.current()).toBe(fn);
  });
});

const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useLazyModule', () => {
  it('has the module in its first render when it is already loaded', async () => {
    const lazy = lazyModule(() => Promise.resolve({ ready: true }));
    await lazy.load();
    const { result } = renderHook(() => useLazyModule(lazy));
    expect(result.current.module).toEqual({ ready: true });
    expect(result.current.failed).toBe(false);
  });

  it('loads the module after the first paint, then renders with it', async () => {
    const { importer, calls } = controlledImport<{ ready: boolean }>();
    const lazy = lazyModule(importer);
    const { result } = renderHook(() => useLazyModule(lazy));
    expect(result.current.module).toBeNull();
    expect(importer).not.toHaveBeenCalled();
    await flush();
    expect(importer).toHaveBeenCalledTimes(1);
    calls[0]!.resolve({ ready: true });
    await flush();
    expect(result.current.module).toEqual({ ready: true });
  });

  it('loads nothing while not wanted, and starts when it is', async () => {
    const { importer, calls } = controlledImport<string>();
    const lazy = lazyModule(importer);
    const { result, rerender } = renderHook(({ wanted }) => useLazyModule(lazy, wanted), { initialProps: { wanted: false } });
    expect(importer).not.toHaveBeenCalled();
    rerender({ wanted: true });
    await flush();
    expect(importer).toHaveBeenCalledTimes(1);
    calls[0]!.resolve('words');
    await flush();
    expect(result.current.module).toBe('words');
  });

  it('says when loading failed, and retry loads again', async () => {
    const { importer, calls } = controlledImport<string>();
    const lazy = lazyModule(importer);
    const { result } = renderHook(() => useLazyModule(lazy));
    await flush();
    calls[0]!.reject(new Error('offline'));
    await flush();
    expect(result.current).toMatchObject({ module: null, failed: true });
    act(() => result.current.retry());
    expect(result.current.failed).toBe(false);
    await flush();
    expect(importer).toHaveBeenCalledTimes(2);
    calls[1]!.resolve('engine');
    await flush();
    expect(result.current).toMatchObject({ module: 'engine', failed: false });
  });

  it('ignores an import that settles after the component is gone', async () => {
    const { importer, calls } = controlledImport<string>();
    const lazy = lazyModule(importer);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = renderHook(() => useLazyModule(lazy));
    await flush();
    unmount();
    calls[0]!.reject(new Error('offline'));
    await flush();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('starts no import when the component is gone before its first paint', async () => {
    const { importer } = controlledImport<string>();
    const lazy = lazyModule(importer);
    const { unmount } = renderHook(() => useLazyModule(lazy));
    unmount();
    await flush();
    expect(importer).not.toHaveBeenCalled();
  });

  it('waits for an animation frame where the browser has them', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    try {
      const { importer } = controlledImport<string>();
      const lazy = lazyModule(importer);
      renderHook(() => useLazyModule(lazy));
      await nextTask();
      expect(importer).not.toHaveBeenCalled();
      expect(frames).toHaveLength(1);
      frames[0]!(0);
      await nextTask();
      expect(importer).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('failingOnce fails the first import only', async () => {
    const factory = failingOnce<string>();
    const original = vi.fn(() => Promise.resolve('module'));
    await expect(factory(original)).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(factory(original)).resolves.toBe('module');
    expect(original).toHaveBeenCalledTimes(1);
  });
});
