import { describe, expect, it } from 'vitest';
import { parseDateText, readInput, resolveWall, utcMs } from './logic';

const NY = 'America/New_York';

describe('local times that do not exist or happen twice', () => {
  it.each([
    // zone, wall time, kind, instant(s) in UTC
    [NY, [2026, 2, 8, 2, 30], 'gap', ['2026-03-08T07:30:00.000Z']],
    [NY, [2026, 10, 1, 1, 30], 'ambiguous', ['2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z']],
    [NY, [2026, 2, 8, 1, 59], 'unique', ['2026-03-08T06:59:00.000Z']],
    [NY, [2026, 2, 8, 3, 0], 'unique', ['2026-03-08T07:00:00.000Z']],
    ['Europe/Berlin', [2026, 2, 29, 2, 15], 'gap', ['2026-03-29T01:15:00.000Z']],
    ['Europe/Berlin', [2026, 9, 25, 2, 15], 'ambiguous', ['2026-10-25T00:15:00.000Z', '2026-10-25T01:15:00.000Z']],
    ['Australia/Lord_Howe', [2026, 3, 5, 1, 45], 'ambiguous', ['2026-04-04T14:45:00.000Z', '2026-04-04T15:15:00.000Z']],
    ['UTC', [2026, 2, 8, 2, 30], 'unique', ['2026-03-08T02:30:00.000Z']],
  ] as const)('%s %j is %s', (zone, [y, mo, d, h, mi], kind, instants) => {
    const reading = resolveWall(utcMs(y, mo, d, h, mi, 0), zone);
    expect(reading.kind).toBe(kind);
    const shown = reading.kind === 'ambiguous' ? [reading.earlier, reading.later] : [reading.ms];
    expect(shown.map((ms) => new Date(ms).toISOString())).toEqual(instants);
  });

  it('says a time in the spring-forward gap does not exist and which time is shown', () => {
    const parsed = parseDateText('2026-03-08T02:30', NY);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok || parsed.reading.kind !== 'instant') return;
    expect(new Date(parsed.reading.instant.ms).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(parsed.reading.warnings).toEqual([
      '02:30 does not exist on 8 March 2026 in America/New_York: clocks jumped from 02:00 to 03:00. Showing 03:30 EDT (UTC−4).',
    ]);
    expect(parsed.reading.choice).toBeNull();
  });

  it('says an autumn time happens twice, shows the first and offers the second', () => {
    const reading = readInput('2026-11-01 01:30', 'auto', NY);
    expect(reading.kind).toBe('instant');
    if (reading.kind !== 'instant') return;
    expect(new Date(reading.instant.ms).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(reading.warnings).toEqual([
      '01:30 happens twice on 1 November 2026 in America/New_York: clocks went back from 02:00 to 01:00. Showing the first (EDT, UTC−4); the second is EST (UTC−5).',
    ]);
    expect(reading.choice).toEqual({ label: 'Use the second (EST, UTC−5)', text: '2026-11-01T01:30-05:00' });
    const second = readInput(reading.choice!.text, 'auto', NY);
    expect(second.kind === 'instant' && new Date(second.instant.ms).toISOString()).toBe('2026-11-01T06:30:00.000Z');
  });

  it('names offsets without an abbreviation where the zone has none', () => {
    const reading = readInput('2026-10-25T02:15:30', 'auto', 'Europe/Berlin');
    expect(reading.kind === 'instant' && reading.warnings).toEqual([
      '02:15:30 happens twice on 25 October 2026 in Europe/Berlin: clocks went back from 03:00 to 02:00. Showing the first (UTC+2); the second is UTC+1.',
    ]);
  });

  it('adds nothing for ordinary times, times with an offset, or UTC', () => {
    for (const [text, zone] of [['2026-07-01T12:00', NY], ['2026-03-08T02:30-05:00', NY], ['2026-03-08T02:30', 'UTC']] as const) {
      const reading = readInput(text, 'auto', zone);
      expect(reading.kind === 'instant' && [reading.warnings, reading.choice]).toEqual([[], null]);
    }
  });
});
