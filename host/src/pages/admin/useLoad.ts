import { useEffect, useState } from 'react';
import { describeError } from '../../errors/describe-error';

export type Loaded<T> = { status: 'loading' } | { status: 'error'; reason: string } | { status: 'ready'; data: T };

/**
 * Runs `load` when it or `key` changes (the Refresh button changes the key) and keeps only the
 * latest answer, so a slow earlier request cannot overwrite a newer one.
 */
export function useLoad<T>(load: () => Promise<T>, key: unknown): Loaded<T> {
  const [state, setState] = useState<{ load: () => Promise<T>; key: unknown; result: Loaded<T> } | null>(null);
  useEffect(() => {
    let current = true;
    const settle = (result: Loaded<T>) => {
      if (current) setState({ load, key, result });
    };
    // A load that throws before returning its promise is a failure like any other.
    Promise.resolve()
      .then(load)
      .then(
        (data) => settle({ status: 'ready', data }),
        (error: unknown) => settle({ status: 'error', reason: describeError(error) }),
      );
    return () => {
      current = false;
    };
  }, [load, key]);
  // A result belongs to the request that produced it: a new range shows loading at once.
  return state && state.load === load && state.key === key ? state.result : { status: 'loading' };
}
