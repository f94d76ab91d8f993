import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chiSquareUniform, seededRandom, sequenceRandom } from '@toolhub/shared/testing';
import { MAX_BET, MIN_BET, PAYTABLE, REEL_STRIPS, START_CREDITS, SYMBOLS, type PayRule, type SymbolId } from './data';
import {
  NEW_WALLET,
  canSpin,
  evaluateLine,
  lineAt,
  machineOdds,
  oneIn,
  outcomeText,
  parseBet,
  refill,
  sanitizeWallet,
  settleSpin,
  spinStops,
  type Line,
} from './logic';

const symbolIds = Object.keys(SYMBOLS) as SymbolId[];
const symbol = fc.constantFrom(...symbolIds);

describe('evaluateLine with the machine’s paytable', () => {
  it.each<[Line, number, number[]]>([
    [['seven', 'seven', 'seven'], 250, [0, 1, 2]],
    [['star', 'star', 'star'], 75, [0, 1, 2]],
    [['bell', 'bell', 'bell'], 30, [0, 1, 2]],
    [['cherry', 'cherry', 'cherry'], 20, [0, 1, 2]],
    [['grapes', 'grapes', 'grapes'], 15, [0, 1, 2]],
    [['orange', 'orange', 'orange'], 10, [0, 1, 2]],
    [['lemon', 'lemon', 'lemon'], 8, [0, 1, 2]],
    [['cherry', 'lemon', 'cherry'], 5, [0, 2]],
    [['bell', 'seven', 'star'], 4, [0, 1, 2]],
    [['star', 'star', 'seven'], 4, [0, 1, 2]],
    [['lemon', 'orange', 'cherry'], 1, [2]],
    [['cherry', 'bell', 'bell'], 1, [0]],
    [['lemon', 'orange', 'grapes'], 0, []],
    [['bell', 'bell', 'lemon'], 0, []],
    [['seven', 'seven', 'lemon'], 0, []],
  ])('%j pays %d× on reels %j', (line, multiplier, reels) => {
    const result = evaluateLine(line, PAYTABLE);
    expect(result.multiplier).toBe(multiplier);
    expect(result.reels).toEqual(reels);
    expect(result.rule === null).toBe(multiplier === 0);
  });

  it('pays nothing with an empty paytable', () => {
    expect(evaluateLine(['seven', 'seven', 'seven'], []).multiplier).toBe(0);
  });

  it('always pays exactly the best matching rule (property)', () => {
    fc.assert(
      fc.property(fc.tuple(symbol, symbol, symbol), (line) => {
        const result = evaluateLine(line, PAYTABLE);
        const matching = PAYTABLE.filter((rule) => evaluateLine(line, [rule]).multiplier > 0).map((r) => r.pays);
        expect(result.multiplier).toBe(Math.max(0, ...matching));
      }),
    );
  });
});

describe('machineOdds', () => {
  it('computes RTP exactly on a tiny machine', () => {
    const strips: SymbolId[][] = [
      ['seven', 'cherry'],
      ['seven', 'lemon'],
      ['seven', 'lemon'],
    ];
    const rules: PayRule[] = [
      { kind: 'three', symbol: 'seven', pays: 10 },
      { kind: 'count', symbol: 'cherry', count: 1, pays: 2 },
    ];
    const odds = machineOdds(strips, rules);
    // sevens on all: 1 combination × 10; cherry on reel 1: 4 combinations × 2.
    expect(odds.combinations).toBe(8);
    expect(odds.rtp).toBeCloseTo((10 + 4 * 2) / 8, 12);
    expect(odds.hitRate).toBeCloseTo(5 / 8, 12);
    expect(odds.ruleChances.get(rules[0]!)).toBeCloseTo(1 / 8, 12);
  });

  it('gives the real machine a return just under 100 %', () => {
    const odds = machineOdds(REEL_STRIPS, PAYTABLE);
    expect(odds.combinations).toBe(26 ** 3);
    // 3 cherries, 7 lemons, 6 oranges, 4 grapes, 3 bells, 2 stars and 1 seven on every reel.
    expect(odds.rtp).toBeCloseTo(0.94729, 4);
    expect(odds.hitRate).toBeCloseTo(0.3552, 3);
    expect(odds.ruleChances.get(PAYTABLE[0]!)).toBeCloseTo(1 / 26 ** 3, 12);
    const total = [...odds.ruleChances.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(odds.hitRate, 12);
  });

  it('equals counting every reel stop one by one, for any strips and paytable', () => {
    const symbol = fc.constantFrom(...symbolIds);
    const strip = fc.array(symbol, { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(fc.tuple(strip, strip, strip), fc.shuffledSubarray([...PAYTABLE]), (strips, rules) => {
        let paid = 0;
        let hits = 0;
        for (const x of strips[0]) for (const y of strips[1]) for (const z of strips[2]) {
          const result = evaluateLine([x, y, z], rules);
          if (!result.rule) continue;
          paid += result.multiplier;
          hits++;
        }
        const combinations = strips[0].length * strips[1].length * strips[2].length;
        const odds = machineOdds(strips, rules);
        expect(odds.combinations).toBe(combinations);
        expect(odds.rtp).toBeCloseTo(paid / combinations, 12);
        expect(odds.hitRate).toBeCloseTo(hits / combinations, 12);
      }),
    );
  });

  it.each(REEL_STRIPS.map((strip, i) => [i, strip] as const))('reel %d holds the advertised symbol counts', (_, strip) => {
    const counts = Object.fromEntries(symbolIds.map((id) => [id, strip.filter((s) => s === id).length]));
    expect(counts).toEqual({ cherry: 3, lemon: 7, orange: 6, grapes: 4, bell: 3, star: 2, seven: 1 });
  });

  it('matches a simulation of 200,000 spins', () => {
    const source = seededRandom(2024);
    let paid = 0;
    const spins = 200_000;
    for (let i = 0; i < spins; i++) paid += evaluateLine(lineAt(REEL_STRIPS, spinStops(REEL_STRIPS, source)), PAYTABLE).multiplier;
    expect(Math.abs(paid / spins - machineOdds(REEL_STRIPS, PAYTABLE).rtp)).toBeLessThan(0.05);
  });
});

describe('spinStops', () => {
  it('lands every stop of a reel equally often (chi-square, 25 df, p = 0.001)', () => {
    const source = seededRandom(9);
    const counts = new Array<number>(26).fill(0);
    for (let i = 0; i < 52_000; i++) counts[spinStops(REEL_STRIPS, source)[0]!]! += 1;
    expect(chiSquareUniform(counts)).toBeLessThan(52.62);
  });

  it('always stays on the strips (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 0xffffffff }), { minLength: 3, maxLength: 3 }), (words) => {
        // A trailing 0 is always usable: words from the rejected top block (≥ 2^32 − 2^32 mod 26)
        // are redrawn, and a source repeating only such words would never settle.
        const stops = spinStops(REEL_STRIPS, sequenceRandom([...words, 0]));
        stops.forEach((stop, reel) => {
          expect(stop).toBeGreaterThanOrEqual(0);
          expect(stop).toBeLessThan(REEL_STRIPS[reel]!.length);
        });
      }),
    );
  });

  it('reads the payline from the stops, wrapping round', () => {
    expect(lineAt(REEL_STRIPS, [0, 0, 0])).toEqual(['seven', 'lemon', 'orange']);
    expect(lineAt(REEL_STRIPS, [26, -26, 52])).toEqual(['seven', 'lemon', 'orange']);
  });
});

describe('bets and credits', () => {
  it.each([
    ['', true, 1],
    ['1', true, 1],
    ['10', true, 10],
    [' 7 ', true, 7],
    ['0', false, MIN_BET],
    ['11', false, MAX_BET],
    ['500', false, MAX_BET],
    ['-3', false, MIN_BET],
    ['2.5', false, MIN_BET],
    ['abc', false, MIN_BET],
    ['99999999999999999999', false, MIN_BET],
  ])('bet %j → ok %s, bets %d', (text, ok, bet) => {
    const check = parseBet(text);
    expect(check.ok).toBe(ok);
    expect(check.bet).toBe(bet);
    if (!check.ok) expect(check.message).toMatch(/1 to 10/);
  });

  it.each([
    [100, 5, true],
    [5, 5, true],
    [4, 5, false],
    [0, 1, false],
    [100, 0, false],
    [100, 11, false],
  ])('%d credits can bet %d: %s', (credits, bet, ok) => {
    expect(canSpin({ ...NEW_WALLET, credits }, bet)).toBe(ok);
  });

  it('settles a losing and a winning spin', () => {
    const lost = settleSpin(NEW_WALLET, 10, 0);
    expect(lost).toEqual({ credits: 90, spins: 1, biggestWin: 0, peak: 100 });
    const won = settleSpin(lost, 2, 75);
    expect(won).toEqual({ credits: 238, spins: 2, biggestWin: 150, peak: 238 });
  });

  it('keeps credits whole and never negative over any run of affordable spins (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: MIN_BET, max: MAX_BET }), fc.constantFrom(0, 1, 4, 5, 8, 250))), (spins) => {
        let wallet = NEW_WALLET;
        for (const [bet, multiplier] of spins) {
          if (!canSpin(wallet, bet)) wallet = refill(wallet);
          wallet = settleSpin(wallet, bet, multiplier);
          expect(Number.isSafeInteger(wallet.credits)).toBe(true);
          expect(wallet.credits).toBeGreaterThanOrEqual(0);
          expect(wallet.peak).toBeGreaterThanOrEqual(wallet.credits);
        }
      }),
    );
  });

  it('refills to the starting stack and keeps the records', () => {
    expect(refill({ credits: 0, spins: 40, biggestWin: 80, peak: 300 })).toEqual({ credits: START_CREDITS, spins: 40, biggestWin: 80, peak: 300 });
  });

  it.each([
    [null, NEW_WALLET],
    ['junk', NEW_WALLET],
    [{ credits: 55, spins: 3, biggestWin: 20, peak: 140 }, { credits: 55, spins: 3, biggestWin: 20, peak: 140 }],
    [{ credits: -5, spins: 1.5, biggestWin: 'x' }, { credits: START_CREDITS, spins: 0, biggestWin: 0, peak: START_CREDITS }],
    [{ credits: 500, peak: 10 }, { credits: 500, spins: 0, biggestWin: 0, peak: 500 }],
  ])('sanitizeWallet(%j)', (stored, expected) => {
    expect(sanitizeWallet(stored)).toEqual(expected);
  });
});

describe('texts', () => {
  it.each([
    [1 / 17576, '1 in 17,576'],
    [0.25, '1 in 4.0'],
    [0, 'never'],
  ])('oneIn(%f) = %s', (chance, text) => {
    expect(oneIn(chance)).toBe(text);
  });

  it('describes wins and losses', () => {
    expect(outcomeText(['seven', 'seven', 'seven'], evaluateLine(['seven', 'seven', 'seven'], PAYTABLE), 2)).toBe(
      'Seven, Seven, Seven. JACKPOT! Three sevens! You win 500 credits (250× your bet).',
    );
    expect(outcomeText(['lemon', 'cherry', 'grapes'], evaluateLine(['lemon', 'cherry', 'grapes'], PAYTABLE), 1)).toBe(
      'Lemon, Cherry, Grapes. A cherry! You win 1 credit (1× your bet).',
    );
    expect(outcomeText(['lemon', 'orange', 'grapes'], evaluateLine(['lemon', 'orange', 'grapes'], PAYTABLE), 1)).toMatch(/No win/);
  });
});
