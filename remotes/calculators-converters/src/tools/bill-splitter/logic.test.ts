import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hostileText } from '@toolhub/shared/testing/hostile-text';
import {
  allocate,
  billSummary,
  blankPercentShare,
  percentProgress,
  currencyFor,
  decodePeople,
  encodePeople,
  evaluateBill,
  extraNote,
  formatBasisPoints,
  formatMoney,
  tipFor,
  type BillInput,
  type PersonEntry,
} from './logic';

const person = (name = '', weight = '', percent = ''): PersonEntry => ({ name, weight, percent });

describe('tipFor', () => {
  it.each<[number, number, number]>([
    [10000, 1500, 1500],
    [12345, 1500, 1852], // 1851.75 rounds up
    [10, 1250, 1], // 1.25 rounds down
    [2, 2500, 1], // 0.5 rounds half up
    [9999, 0, 0],
    [100_000_000_000, 10000, 100_000_000_000],
  ])('%i at %i bp → %i', (total, bp, tip) => {
    expect(tipFor(total, bp)).toBe(tip);
  });
});

describe('allocate', () => {
  it.each<[number, number[], number[], boolean[]]>([
    [100, [1, 1, 1], [34, 33, 33], [true, false, false]],
    [101, [1, 1, 1], [34, 34, 33], [true, true, false]],
    [99, [1, 1, 1], [33, 33, 33], [false, false, false]],
    [100, [1, 2], [33, 67], [false, true]],
    [1, [1, 1, 1], [1, 0, 0], [true, false, false]],
    [1000, [0, 1], [0, 1000], [false, false]],
    [1001, [2500, 2500, 5000], [250, 250, 501], [false, false, true]],
  ])('%i over %j → %j', (amount, weights, shares, extra) => {
    expect(allocate(amount, weights)).toEqual({ shares, extra });
  });

  it('refuses all-zero weights', () => {
    expect(() => allocate(100, [0, 0])).toThrow(RangeError);
  });

  const amountArb = fc.integer({ min: 0, max: 2_000_000_000_000 });
  const weightsArb = fc
    .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 100 })
    .filter((weights) => weights.some((weight) => weight > 0));

  it('shares always add up exactly, each within one unit of the exact share', () => {
    fc.assert(
      fc.property(amountArb, weightsArb, (amount, weights) => {
        const { shares, extra } = allocate(amount, weights);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
        const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
        shares.forEach((share, index) => {
          const exact = (amount * (weights[index] ?? 0)) / weightSum;
          expect(Math.abs(share - exact)).toBeLessThan(1 + 1e-6 * Math.max(1, exact));
          expect(share).toBeGreaterThanOrEqual(0);
        });
        // Exactly as many people carry an extra unit as there were leftover units.
        const floors = weights.map((weight) => Number((BigInt(amount) * BigInt(weight)) / BigInt(weightSum)));
        expect(extra.filter(Boolean).length).toBe(amount - floors.reduce((sum, floor) => sum + floor, 0));
      }),
    );
  });

  it('equal weights give shares that differ by at most one unit, larger ones first', () => {
    fc.assert(
      fc.property(amountArb, fc.integer({ min: 1, max: 100 }), (amount, people) => {
        const { shares } = allocate(amount, Array.from({ length: people }, () => 1));
        const fair = amount / people;
        shares.forEach((share) => expect(Math.abs(share - fair)).toBeLessThan(1));
        expect([...shares].sort((a, b) => b - a)).toEqual(shares);
      }),
    );
  });
});

describe('people in the URL', () => {
  it.each<[PersonEntry[], string]>([
    [[], ''],
    [[person(), person()], ''],
    [[person('Alice', '2')], 'Alice:2:'],
    [[person(), person('Bob', '', '50')], ',Bob::50'],
    [[person('A, B: "C"', '1.5', '')], 'A%2C%20B%3A%20%22C%22:1.5:'],
    // Half of a character pair has no percent-encoding: it stays as it is, and the kit then keeps
    // the list out of the link (in this browser instead).
    [[person('\uD800', '1')], '\uD800:1:'],
    [[person('Ana \uDC00!', '', '5\uDBFF')], 'Ana%20\uDC00!::5\uDBFF'],
    [[person('😀 \uDFFF\uD800', '')], '%F0%9F%98%80%20\uDFFF\uD800::'],
  ])('encodes %j as %j', (people, text) => {
    expect(encodePeople(people)).toBe(text);
  });

  it('decodes malformed text without throwing', () => {
    expect(decodePeople('%E0%A4%A:1')).toEqual([person('%E0%A4%A', '1', '')]);
    expect(decodePeople('a:b:c:d')).toEqual([person('a', 'b', 'c')]);
    expect(decodePeople(',,,', 2)).toHaveLength(2);
  });

  it('round-trips any list, broken characters included (trailing blank people are dropped)', () => {
    const entryArb = fc.record({ name: hostileText(), weight: hostileText({ maxLength: 6 }), percent: hostileText({ maxLength: 6 }) });
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 30 }), (people) => {
        const trimmed = [...people];
        while (trimmed.length > 0 && Object.values(trimmed[trimmed.length - 1]!).every((field) => field === '')) trimmed.pop();
        expect(decodePeople(encodePeople(people))).toEqual(trimmed);
      }),
    );
  });
});

const bill = (overrides: Partial<BillInput>): BillInput => ({
  total: '100',
  currency: 'USD',
  tip: '0',
  people: '3',
  mode: 'equal',
  entries: [],
  ...overrides,
});

describe('evaluateBill', () => {
  it('splits equally with the leftover cent shown by name', () => {
    const result = evaluateBill(bill({ entries: [person('Alice'), person('Bob')] }));
    if (result.status !== 'ok') throw new Error(JSON.stringify(result));
    expect(result.split.shares.map((share) => [share.name, share.minor])).toEqual([
      ['Alice', 3334],
      ['Bob', 3333],
      ['Person 3', 3333],
    ]);
    expect(extraNote(result.split, 'en-US')).toBe('+$0.01 to Alice');
  });

  it('adds the tip before splitting', () => {
    const result = evaluateBill(bill({ total: '1,234.56', tip: '18', people: '4' }));
    if (result.status !== 'ok') throw new Error('expected a split');
    expect([result.split.tipMinor, result.split.grandMinor]).toEqual([22222, 145678]);
    expect(result.split.shares.map((share) => share.minor)).toEqual([36420, 36420, 36419, 36419]);
    expect(result.split.extraNames).toEqual(['Person 1', 'Person 2']);
  });

  it('uses whole yen for JPY', () => {
    const result = evaluateBill(bill({ total: '10,000', currency: 'jpy', tip: '10', people: '3' }));
    if (result.status !== 'ok') throw new Error('expected a split');
    expect(result.split.shares.map((share) => share.minor)).toEqual([3667, 3667, 3666]);
    expect(formatMoney(3667, result.split.currency, 'en-US')).toBe('¥3,667');
    expect(extraNote(result.split, 'en-US')).toBe('+¥1 to Person 1, Person 2');
  });

  it('splits by weight, blank meaning 1', () => {
    const result = evaluateBill(bill({ mode: 'weight', people: '3', entries: [person('Ann', '2'), person('Ben', ''), person('Cy', '0')] }));
    if (result.status !== 'ok') throw new Error('expected a split');
    expect(result.split.shares.map((share) => share.minor)).toEqual([6667, 3333, 0]);
  });

  it('splits by percentage, blanks sharing the rest', () => {
    const result = evaluateBill(bill({ mode: 'percent', people: '3', entries: [person('Ann', '', '50')] }));
    if (result.status !== 'ok') throw new Error('expected a split');
    expect(result.split.shares.map((share) => share.minor)).toEqual([5000, 2500, 2500]);
    expect(blankPercentShare([person('Ann', '', '50')], 3)).toBe(2500);
    expect(percentProgress([person('Ann', '', '50'), person('', '', 'x')], 3)).toEqual({ assigned: 5000, blanks: 1 });
  });

  it.each<[Partial<BillInput>, { field: string; message: string }[]]>([
    [{ total: '-1' }, [{ field: 'total', message: 'The total can’t be negative.' }]],
    [{ total: '12.5', currency: 'JPY' }, [{ field: 'total', message: 'This currency has no decimals: type a whole amount.' }]],
    [{ tip: '' }, [{ field: 'tip', message: 'Enter a tip percentage (0 for no tip).' }]],
    [{ people: '0', tip: '500' }, [
      { field: 'tip', message: 'Tips above 100% aren’t supported: check the percentage.' },
      { field: 'people', message: 'Enter a whole number of people from 1 to 100.' },
    ]],
    [{ mode: 'weight', people: '2', entries: [person('Ann', 'lots'), person('', '-1')] }, [
      { field: 'share-0', message: 'Ann’s share isn’t a number.' },
      { field: 'share-1', message: 'Person 2’s share can’t be negative.' },
    ]],
    [{ mode: 'weight', people: '2', entries: [person('', '0'), person('', '0')] }, [
      { field: 'shares', message: 'At least one person needs a share above 0.' },
    ]],
    [{ mode: 'percent', people: '2', entries: [person('', '', '50'), person('', '', '40')] }, [
      { field: 'shares', message: 'The percentages add up to 90%; they must make 100% (10% unassigned). Leave someone’s blank to give them the rest.' },
    ]],
    [{ mode: 'percent', people: '3', entries: [person('', '', '60'), person('', '', '60')] }, [
      { field: 'shares', message: 'The percentages add up to 120%, more than 100%.' },
    ]],
  ])('refuses %j', (overrides, errors) => {
    expect(evaluateBill(bill(overrides))).toEqual({ status: 'error', errors });
  });

  it('waits for a total without calling it an error', () => {
    expect(evaluateBill(bill({ total: '' }))).toEqual({ status: 'empty', errors: [] });
  });

  const modeArb = fc.constantFrom<BillInput['mode']>('equal', 'weight', 'percent');
  it('every valid split adds up exactly to the total plus tip', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000_00 }),
        fc.integer({ min: 0, max: 10000 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.boolean()), { minLength: 1, maxLength: 100 }),
        modeArb,
        (minor, tipBp, shares, mode) => {
          const entries = shares.map(([value, blank]) =>
            person('', blank ? '' : String(value / 1000), blank ? '' : String(Math.min(value, 10000) / 100)),
          );
          const result = evaluateBill({
            total: (minor / 100).toFixed(2),
            currency: 'USD',
            tip: String(tipBp / 100),
            people: String(shares.length),
            mode,
            entries,
          });
          if (result.status !== 'ok') return; // all-zero weights or percentages not making 100
          const sum = result.split.shares.reduce((total, share) => total + share.minor, 0);
          expect(sum).toBe(result.split.grandMinor);
          expect(result.split.grandMinor).toBe(minor + tipFor(minor, tipBp));
          expect(result.split.shares).toHaveLength(shares.length);
          if (mode === 'equal') {
            const fair = result.split.grandMinor / shares.length;
            result.split.shares.forEach((share) => expect(Math.abs(share.minor - fair)).toBeLessThan(1));
          }
        },
      ),
    );
  });
});

describe('formatting', () => {
  it.each<[number, string, string, string]>([
    [123456, 'USD', 'en-US', '$1,234.56'],
    [123456, 'EUR', 'de-DE', '1.234,56 €'],
    [500, 'GBP', 'en-GB', '£5.00'],
    [1234, 'KWD', 'en-US', 'KWD 1.234'],
    [1234567, 'INR', 'en-IN', '₹12,345.67'],
  ])('%i %s in %s → %s', (minor, code, locale, expected) => {
    expect(formatMoney(minor, currencyFor(code), locale).replace(/\u00a0/g, ' ')).toBe(expected);
  });

  it('falls back to the default currency for unknown codes', () => {
    expect(currencyFor('XYZ').code).toBe('USD');
  });

  it('shows basis points as a short percentage', () => {
    expect([formatBasisPoints(1500), formatBasisPoints(1250), formatBasisPoints(3333)]).toEqual(['15', '12.5', '33.33']);
  });

  it('summarises for copying', () => {
    const result = evaluateBill(bill({ total: '50', tip: '10', people: '2', entries: [person('Ann')] }));
    if (result.status !== 'ok') throw new Error('expected a split');
    expect(billSummary(result.split, 'en-US')).toBe(
      ['Bill: $50.00', 'Tip (10%): $5.00', 'Total: $55.00', '', 'Ann: $27.50', 'Person 2: $27.50'].join('\n'),
    );
  });
});
