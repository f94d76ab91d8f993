import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chiSquareUniform, seededRandom, sequenceRandom } from '@toolhub/shared/testing';
import { createUuidV7Generator, formatUuid, generateBatch, inspectUuid, parseCount, parseVersion, timestampText, uuidV4 } from './logic';

const CANONICAL = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Random 32-bit words for a scripted source: tests control every "random" bit. */
const words = (options: { minLength?: number; maxLength?: number } = {}) =>
  fc.array(fc.nat({ max: 0xffffffff }), { minLength: 1, ...options });

describe('uuidV4', () => {
  it.each([
    [[0], '00000000-0000-4000-8000-000000000000'],
    [[0xffffffff], 'ffffffff-ffff-4fff-bfff-ffffffffffff'],
    [[0x12345678], '12345678-1234-4678-9234-567812345678'],
    [[0x01234567, 0x89abcdef, 0xfedcba98, 0x76543210], '01234567-89ab-4def-bedc-ba9876543210'],
  ])('sets version and variant bits over the words %j', (pool, expected) => {
    expect(uuidV4(sequenceRandom(pool))).toBe(expected);
  });

  it('always validates as version 4, RFC variant', () => {
    fc.assert(
      fc.property(words({ minLength: 4, maxLength: 4 }), (pool) => {
        const uuid = uuidV4(sequenceRandom(pool));
        expect(uuid).toMatch(CANONICAL);
        expect(inspectUuid(uuid)).toMatchObject({ ok: true, info: { version: 4, variant: 'rfc' } });
      }),
    );
  });

  it('spreads the 122 random bits evenly: every hex digit of the random part equally often', () => {
    const source = seededRandom(16);
    const counts = Array.from({ length: 16 }, () => 0);
    for (let i = 0; i < 2000; i++) {
      const hex = uuidV4(source).replace(/-/g, '');
      // Digits 12 (version) and 16 (variant) are fixed or half fixed.
      for (let d = 0; d < 32; d++) if (d !== 12 && d !== 16) counts[parseInt(hex[d]!, 16)]! += 1;
    }
    // 15 degrees of freedom: 37.7 is the 0.1% critical value.
    expect(chiSquareUniform(counts)).toBeLessThan(37.7);
  });

  it('uses the secure source by default', () => {
    expect(inspectUuid(uuidV4())).toMatchObject({ ok: true, info: { version: 4 } });
    expect(new Set(generateBatch(200, () => uuidV4())).size).toBe(200);
  });
});

describe('createUuidV7Generator', () => {
  it('lays out timestamp, version, counter and variant', () => {
    const next = createUuidV7Generator(() => 0x0123456789ab, sequenceRandom([0]));
    expect(next()).toBe('01234567-89ab-7000-8000-000000000000');
    expect(next()).toBe('01234567-89ab-7001-8000-000000000000');
  });

  it.each([
    [[0x00000000], 0x000],
    [[0x000007ff], 0x7ff],
    [[0xffffffff], 0x7ff],
    [[0x12345678], 0x678],
  ])("starts each millisecond's counter below 0x800 from the word %j", (pool, counter) => {
    const uuid = createUuidV7Generator(() => 1, sequenceRandom(pool))();
    expect(parseInt(uuid.slice(15, 18), 16)).toBe(counter);
  });

  it('embeds the millisecond timestamp', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 48 - 1 }), words(), (ms, pool) => {
        const uuid = createUuidV7Generator(() => ms, sequenceRandom(pool))();
        expect(uuid).toMatch(CANONICAL);
        expect(inspectUuid(uuid)).toMatchObject({ ok: true, info: { version: 7, variant: 'rfc', timestamp: ms } });
      }),
    );
  });

  it('sorts by time across generators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 48 - 2 }), fc.integer({ min: 1, max: 10_000 }), words(), (early, gap, pool) => {
        const later = Math.min(early + gap, 2 ** 48 - 1);
        const a = createUuidV7Generator(() => early, sequenceRandom(pool))();
        const b = createUuidV7Generator(() => later, sequenceRandom(pool.slice().reverse()))();
        expect(a < b).toBe(true);
      }),
    );
  });

  it('stays strictly increasing within a millisecond and when the clock steps back', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1_700_000_000_000, max: 1_700_000_000_005 }), { minLength: 2, maxLength: 300 }),
        words(),
        (times, pool) => {
          let t = 0;
          const next = createUuidV7Generator(() => times[t++ % times.length]!, sequenceRandom(pool));
          const batch = generateBatch(times.length, next);
          for (let i = 1; i < batch.length; i++) expect(batch[i - 1]! < batch[i]!).toBe(true);
        },
      ),
    );
  });

  it('moves to the next millisecond when the counter runs out', () => {
    const next = createUuidV7Generator(() => 5, sequenceRandom([0xffffffff]));
    const batch = generateBatch(2100, next);
    expect(batch.every((uuid, i) => i === 0 || batch[i - 1]! < uuid)).toBe(true);
    const last = inspectUuid(batch[batch.length - 1]!);
    expect(last).toMatchObject({ ok: true, info: { timestamp: 6 } });
  });

  it('uses the real clock and the secure source by default', () => {
    const before = Date.now();
    const info = inspectUuid(createUuidV7Generator()());
    expect(info.ok && info.info.timestamp! >= before && info.info.timestamp! <= Date.now()).toBe(true);
  });
});

describe('formatUuid', () => {
  const uuid = '0190b6a2-7c3e-7abc-8def-0123456789ab';
  it.each([
    [{ upper: false, hyphens: true }, uuid],
    [{ upper: true, hyphens: true }, '0190B6A2-7C3E-7ABC-8DEF-0123456789AB'],
    [{ upper: false, hyphens: false }, '0190b6a27c3e7abc8def0123456789ab'],
    [{ upper: true, hyphens: false }, '0190B6A27C3E7ABC8DEF0123456789AB'],
  ])('%o', (options, expected) => {
    expect(formatUuid(uuid, options)).toBe(expected);
  });

  it('formatted UUIDs still validate with the same version', () => {
    fc.assert(
      fc.property(fc.uuid({ version: [4, 7] }), fc.boolean(), fc.boolean(), (id, upper, hyphens) => {
        const result = inspectUuid(formatUuid(id, { upper, hyphens }));
        expect(result).toMatchObject({ ok: true, info: { canonical: id, version: Number(id[14]) } });
      }),
    );
  });
});

describe('parseCount', () => {
  it.each([
    ['1', 1],
    ['1000', 1000],
    [' 25 ', 25],
    ['007', 7],
  ])('accepts %j', (raw, count) => {
    expect(parseCount(raw)).toEqual({ ok: true, count });
  });

  it.each(['', '0', '1001', '-3', '2.5', 'abc', '1e3', '99999999999999999999'])('rejects %j', (raw) => {
    expect(parseCount(raw)).toEqual({ ok: false, message: 'Enter a whole number from 1 to 1,000.' });
  });

  it.each([
    ['7', '7'],
    ['4', '4'],
    ['1', '4'],
  ])('parseVersion(%j) = %j', (raw, version) => {
    expect(parseVersion(raw)).toBe(version);
  });
});

describe('inspectUuid', () => {
  it.each([
    ['f47ac10b-58cc-4372-a567-0e02b2c3d479', 4, 'rfc', undefined],
    ['F47AC10B58CC4372A5670E02B2C3D479', 4, 'rfc', undefined],
    ['{f47ac10b-58cc-4372-a567-0e02b2c3d479}', 4, 'rfc', undefined],
    ['urn:uuid:f47ac10b-58cc-4372-a567-0e02b2c3d479', 4, 'rfc', undefined],
    ['017f22e2-79b0-7cc3-98c4-dc0c0c07398f', 7, 'rfc', 1645557742000],
    ['c232ab00-9414-11ec-b3c8-9f6bdeced846', 1, 'rfc', 1645557742000],
    ['1ec9414c-232a-6b00-b3c8-9f6bdeced846', 6, 'rfc', 1645557742000],
    ['6ba7b810-9dad-11d1-80b4-00c04fd430c8', 1, 'rfc', 886630433151],
    ['886313e1-3b8a-5372-9b90-0c9aee199e5d', 5, 'rfc', undefined],
    ['f47ac10b-58cc-4372-c567-0e02b2c3d479', 4, 'microsoft', undefined],
    ['f47ac10b-58cc-4372-0567-0e02b2c3d479', 4, 'ncs', undefined],
  ])('%s is version %i, %s variant, time %s', (uuid, version, variant, timestamp) => {
    const result = inspectUuid(uuid);
    expect(result.ok).toBe(true);
    if (result.ok) expect([result.info.version, result.info.variant, result.info.timestamp]).toEqual([version, variant, timestamp]);
  });

  it.each([
    ['00000000-0000-0000-0000-000000000000', 'nil'],
    ['FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF', 'max'],
  ])('recognises the special %s', (uuid, special) => {
    expect(inspectUuid(uuid)).toMatchObject({ ok: true, info: { special } });
  });

  it.each([
    ['', 'Paste a UUID to check it.'],
    ['   ', 'Paste a UUID to check it.'],
    ['f47ac10b-58cc-4372-a567-0e02b2c3d47', 'A UUID has 32 hex digits; this has 31.'],
    ['f47ac10b-58cc-4372-a567-0e02b2c3d4791', 'A UUID has 32 hex digits; this has 33.'],
    ['f47ac10b-58cc-4372-a567-0e02b2c3d47g', "'g' at position 36 is not a hex digit (0-9, a-f)."],
    ['urn:uuid:n47ac10b-58cc-4372-a567-0e02b2c3d479', "'n' at position 10 is not a hex digit (0-9, a-f)."],
    ['f47ac10b 58cc-4372-a567-0e02b2c3d479', 'A space at position 9 is not a hex digit (0-9, a-f).'],
    ['f47ac10b5-8cc-4372-a567-0e02b2c3d479', 'Hyphens must split the digits into groups of 8-4-4-4-12.'],
    ['😀47ac10b-58cc-4372-a567-0e02b2c3d479', "'😀' at position 1 is not a hex digit (0-9, a-f)."],
  ])('rejects %j', (input, message) => {
    expect(inspectUuid(input)).toEqual({ ok: false, message });
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(() => inspectUuid(input)).not.toThrow();
      }),
    );
  });
});

describe('timestampText', () => {
  it.each([
    [0, '1970-01-01T00:00:00.000Z'],
    [1645557742000, '2022-02-22T19:22:22.000Z'],
    [2 ** 48 - 1, '+010889-08-02T05:31:50.655Z'],
    [9e15, null],
  ])('%i → %s', (ms, text) => {
    expect(timestampText(ms)).toBe(text);
  });
});
