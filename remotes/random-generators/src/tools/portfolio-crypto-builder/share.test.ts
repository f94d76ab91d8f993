import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COINS } from '../random-crypto/data/coins';
import { decodeMix, encodeMix } from './share';

describe('share encoding', () => {
  it('writes a readable, unescaped query value', () => {
    const mix = encodeMix([
      { id: 'bitcoin', bp: 6000, locked: true },
      { id: 'shiba-inu', bp: 4000, locked: false },
    ]);
    expect(mix).toBe('bitcoin_6000*.shiba-inu_4000');
    expect(new URLSearchParams({ mix }).toString()).toBe('mix=bitcoin_6000*.shiba-inu_4000');
  });

  it.each([
    ['', 'empty'],
    ['bitcoin_10000', 'one coin'],
    ['bitcoin_5000.ethereum_4000', 'sum below 100%'],
    ['bitcoin_5000.ethereum_6000', 'sum above 100%'],
    ['bitcoin_5000.bitcoin_5000', 'duplicate coin'],
    ['bitcoin_5000.notacoin_5000', 'unknown coin'],
    ['bitcoin_0.ethereum_10000', 'zero weight'],
    ['bitcoin_50.00.ethereum_5000', 'decimal weight'],
    ['bitcoin-5000.ethereum_5000', 'wrong separator'],
    ['Bitcoin_5000.ethereum_5000', 'capitals'],
    ['bitcoin_5000**.ethereum_5000', 'double star'],
    [Array.from({ length: 21 }, (_, i) => `${COINS[i]!.id}_${i === 0 ? 8000 : 100}`).join('.'), 'too many coins'],
  ])('rejects %j (%s)', (text) => {
    expect(decodeMix(text)).toBeNull();
  });

  it('round-trips any valid portfolio', () => {
    const portfolio = fc
      .integer({ min: 2, max: 20 })
      .chain((n) =>
        fc.tuple(
          fc.shuffledSubarray([...COINS.map((c) => c.id)], { minLength: n, maxLength: n }),
          fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: n - 1, maxLength: n - 1 }),
          fc.array(fc.boolean(), { minLength: n, maxLength: n }),
        ),
      )
      .map(([ids, cuts, locks]) => {
        // Cut points on 1..9999 make n positive parts that sum to 10,000.
        const points = [...new Set(cuts.map((c) => Math.min(9_999, c)))].sort((a, b) => a - b);
        const usable = ids.slice(0, points.length + 1);
        const edges = [0, ...points, 10_000];
        return usable.map((id, i) => ({ id, bp: edges[i + 1]! - edges[i]!, locked: locks[i]! }));
      })
      .filter((h) => h.length >= 2);
    fc.assert(
      fc.property(portfolio, (holdings) => {
        expect(decodeMix(encodeMix(holdings))).toEqual(holdings);
      }),
    );
  });
});
