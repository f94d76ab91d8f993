/**
 * Reset for settings kept in the URL: takes them all out in one navigation (several useQueryState
 * setters in one event would each start from the same old query and only the last would stick).
 */
import { useSearchParams } from 'react-router-dom';

export function useResetQuery(queryKeys: readonly string[]): () => void {
  const [, setParams] = useSearchParams();
  return () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        queryKeys.forEach((key) => next.delete(key));
        return next;
      },
      { replace: true },
    );
}
