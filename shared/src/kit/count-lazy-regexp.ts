/**
 * Component tests that a tool builds none of its lazy patterns (kit lazyRegExp) in the click that
 * opens it. Use with vi.mock, whose factory may only reach hoisted values:
 *
 *   const patterns = vi.hoisted(() => ({ built: 0 }));
 *   vi.mock('@toolhub/shared/worker', async (importOriginal) =>
 *     (await import('@toolhub/shared/testing')).countingLazyRegExp(await importOriginal(), patterns));
 */
type LazyRegExp = (source: string, flags?: string) => () => RegExp;

/** `worker` (the kit's worker module) with lazyRegExp counting in `counter.built` each pattern built. */
export function countingLazyRegExp<Worker extends { lazyRegExp: LazyRegExp }>(worker: Worker, counter: { built: number }): Worker {
  return {
    ...worker,
    lazyRegExp: (source: string, flags?: string) => {
      const get = worker.lazyRegExp(source, flags);
      let counted = false;
      return () => {
        if (!counted) counter.built += 1;
        counted = true;
        return get();
      };
    },
  };
}
