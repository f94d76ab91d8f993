import { describe, expect, it } from 'vitest';
import { formatRelative } from './logic';

describe('formatRelative', () => {
  const now = 1_700_000_000_000;
  it.each([
    [now, 'now'],
    [now - 999, 'now'],
    [now - 5_000, '5 seconds ago'],
    [now + 5_000, 'in 5 seconds'],
    [now - 59_999, '59 seconds ago'],
    [now - 60_000, '1 minute ago'],
    [now - 3 * 3_600_000 - 59 * 60_000, '3 hours ago'],
    [now + 86_400_000, 'tomorrow'],
    [now - 86_400_000, 'yesterday'],
    [now - 3 * 86_400_000, '3 days ago'],
    [now - 8 * 86_400_000, 'last week'],
    [now + 15 * 86_400_000, 'in 2 weeks'],
    [now - 65 * 86_400_000, '2 months ago'],
    [now - 400 * 86_400_000, 'last year'],
    [0, '53 years ago'],
  ])('%d → %s', (ms, text) => {
    expect(formatRelative(ms, now)).toBe(text);
  });
});
