/**
 * The option highlighted after an arrow key, wrapping at both ends. -1 means none; from none,
 * Down goes to the first option and Up to the last, as users of native selects expect.
 */
export function nextActiveIndex(current: number, count: number, direction: 'next' | 'previous'): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return direction === 'next' ? 0 : count - 1;
  return direction === 'next' ? (current + 1) % count : (current - 1 + count) % count;
}
