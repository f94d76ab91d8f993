import { useEffect, useState } from 'react';

/**
 * How many of `total` sections to render: `first` at once, then one more per task (a timer after
 * each commit), so the page is usable after its first screen and no task renders more than one
 * further section. `first` may grow later (a link to a section further down); `total` may change
 * with the catalogue.
 */
export function useRenderedCount(total: number, first: number): number {
  const [rendered, setRendered] = useState(first);
  const count = Math.min(total, Math.max(rendered, first));
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setRendered(count + 1), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return count;
}
