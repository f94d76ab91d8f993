import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A string setting kept in the page's query string so a tool's state can be shared by link.
 * The default value is left out of the URL; updates replace the history entry.
 */
export function useQueryState(key: string, defaultValue: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(key) ?? defaultValue;
  const setValue = useCallback(
    (next: string) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === defaultValue || next === '') updated.delete(key);
          else updated.set(key, next);
          return updated;
        },
        { replace: true },
      );
    },
    [key, defaultValue, setParams],
  );
  return [value, setValue];
}
