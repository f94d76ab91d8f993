import { useCallback, useEffect, useState } from 'react';
import { afterNextPaint } from './next-paint';

/**
 * A library a tool loads after it opens (a parser, a sanitiser, hash functions, a word list), so
 * the click that opens the tool never waits for it. Written once per tool at module level:
 * `const engine = lazyModule(() => import('./engine'))`.
 */
export interface LazyModule<T> {
  /** Starts the import (once; again after a failure) and resolves with the module. */
  load: () => Promise<T>;
  /** The module once an import has succeeded, else null. */
  current: () => T | null;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: { module: T } | null = null;
  let pending: Promise<T> | null = null;
  return {
    load() {
      pending ??= importer().then(
        (module) => {
          loaded = { module };
          return module;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    current: () => (loaded ? loaded.module : null),
  };
}

export interface LazyModuleState<T> {
  /** The module, from the first render when this page has loaded it already; null until then. */
  module: T | null;
  /** The import failed (offline, or a deploy replaced the file): say so and offer retry. */
  failed: boolean;
  /** Clears `failed` and imports again. */
  retry: () => void;
}

/**
 * The module for a component: loaded after the component's first paint (or once `wanted` turns
 * true), re-rendering when it arrives, so neither the import's script tag nor the module's
 * evaluation lands in the frame that shows the tool. A result that comes after the component is
 * gone is dropped.
 */
export function useLazyModule<T>(lazy: LazyModule<T>, wanted = true): LazyModuleState<T> {
  const [module, setModule] = useState<{ module: T } | null>(() => {
    const current = lazy.current();
    return current === null ? null : { module: current };
  });
  const [failed, setFailed] = useState(false);
  const missing = module === null;

  useEffect(() => {
    if (!wanted || !missing || failed) return;
    let live = true;
    const cancel = afterNextPaint(() => {
      lazy.load().then(
        (loaded) => live && setModule({ module: loaded }),
        () => live && setFailed(true),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [lazy, wanted, missing, failed]);

  // Clearing `failed` runs the effect again.
  const retry = useCallback(() => setFailed(false), []);

  return { module: module ? module.module : null, failed, retry };
}
