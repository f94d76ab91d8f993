import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatOffset, wallToInstant, zoneOffsetMs } from './logic';

describe('zones', () => {
  it.each([
    [0, '+00:00'],
    [3_600_000, '+01:00'],
    [-16_200_000, '-04:30'],
    [20_700_000, '+05:45'],
  ])('formats an offset of %d ms as %s', (ms, text) => {
    expect(formatOffset(ms)).toBe(text);
  });

  it('finds the offset in force', () => {
    expect(zoneOffsetMs(1_700_000_000_000, 'UTC')).toBe(0);
    expect(zoneOffsetMs(1_700_000_000_000, 'Asia/Kathmandu')).toBe(20_700_000);
    expect(zoneOffsetMs(1_700_000_000_000, 'America/New_York')).toBe(-18_000_000);
  });

  it('turns wall time into the right instant in any zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.constantFrom('UTC', 'Europe/London', 'Asia/Tokyo', 'America/Los_Angeles', 'Australia/Lord_Howe'),
        (ms, zone) => {
          const whole = Math.floor(ms / 1000) * 1000;
          const wall = whole + zoneOffsetMs(whole, zone);
          // A wall time repeated when clocks go back may map to its other occurrence.
          const back = wallToInstant(wall, zone);
          expect(back + zoneOffsetMs(back, zone)).toBe(wall);
        },
      ),
    );
  });
});
