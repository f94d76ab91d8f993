import type { Feedback } from '../../backend/backend';

const time = (item: Feedback): number => {
  // A null createdAt is a server time not yet written back: the newest there is.
  if (!item.createdAt) return Number.POSITIVE_INFINITY;
  const value = item.createdAt.getTime();
  return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
};

/**
 * Newest first, whatever order the backend answered in; equal times keep the backend's order.
 */
export function newestFirst(items: readonly Feedback[]): Feedback[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => time(b.item) - time(a.item) || a.index - b.index)
    .map(({ item }) => item);
}
