import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RandomSource } from './random';
import { chiSquareUniform, seededRandom, sequenceRandom } from './seeded';
import { drawFromDeck, markDealt, remainingInDeck, restoreDeck, type DeckState } from './deck';

const POOL = ['a', 'b', 'c', 'd', 'e'];

/** Always draws the first candidate: randomBelow maps the word 0 to 0 for any bound. */
const FIRST = sequenceRandom([0]);

/** Any stream of 32-bit words as a source, so properties hold for every source, not one seed. */
function streamSource(stream: Iterable<number>): RandomSource {
  const it = stream[Symbol.iterator]();
  return { nextUint32: () => it.next().value as number };
}

const words = () => fc.infiniteStream(fc.nat({ max: 0xffff_ffff }));

function dealMany(pool: string[], times: number, random: RandomSource, start: DeckState = { seen: [] }) {
  let state = start;
  const ids: string[] = [];
  const reshuffles: number[] = [];
  for (let i = 0; i < times; i++) {
    const draw = drawFromDeck(state, pool, random);
    if (!draw) throw new Error('empty pool');
    ids.push(draw.id);
    if (draw.reshuffled) reshuffles.push(i);
    state = draw.state;
  }
  return { ids, reshuffles, state };
}

describe('drawFromDeck', () => {
  it('deals every item exactly once per cycle, whatever the random source', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 30 }), words(), (pool, stream) => {
        const { ids, reshuffles } = dealMany(pool, pool.length * 3, streamSource(stream));
        for (let cycle = 0; cycle < 3; cycle++) {
          const dealt = ids.slice(cycle * pool.length, (cycle + 1) * pool.length);
          expect(new Set(dealt).size).toBe(pool.length);
        }
        expect(reshuffles).toEqual([pool.length, pool.length * 2]);
      }),
    );
  });

  it('never deals the same item twice in a row across a reshuffle', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 2, maxLength: 12 }), words(), (pool, stream) => {
        const { ids } = dealMany(pool, pool.length * 4, streamSource(stream));
        for (let i = 1; i < ids.length; i++) expect(ids[i]).not.toBe(ids[i - 1]);
      }),
    );
  });

  it('reports the reshuffle on the first deal of a new cycle', () => {
    const first = dealMany(POOL, POOL.length, FIRST);
    expect(first.reshuffles).toEqual([]);
    expect(remainingInDeck(first.state, POOL)).toBe(0);
    const next = drawFromDeck(first.state, POOL, FIRST);
    expect(next?.reshuffled).toBe(true);
    expect(next?.state.seen).toEqual([next?.id]);
    expect(remainingInDeck(next!.state, POOL)).toBe(POOL.length - 1);
  });

  it('deals the one item of a single-item pool every time', () => {
    const { ids, reshuffles } = dealMany(['only'], 3, FIRST);
    expect(ids).toEqual(['only', 'only', 'only']);
    expect(reshuffles).toEqual([1, 2]);
  });

  it('returns null for an empty pool', () => {
    expect(drawFromDeck({ seen: [] }, [], FIRST)).toBeNull();
  });

  it('only resets the part of the history inside the pool (a theme filter)', () => {
    const state: DeckState = { seen: ['x', 'a', 'b'], last: 'b' };
    const draw = drawFromDeck(state, ['a', 'b'], FIRST);
    expect(draw?.reshuffled).toBe(true);
    expect(draw?.id).toBe('a');
    expect(draw?.state.seen).toEqual(['x', 'a']);
  });

  it('spreads first deals and fresh-cycle deals evenly (chi-square, seeded)', () => {
    const source = seededRandom(16);
    const first = new Map<string, number>();
    const fresh = new Map<string, number>();
    const used: DeckState = { seen: POOL.slice(), last: 'e' };
    for (let i = 0; i < 5000; i++) {
      const a = drawFromDeck({ seen: [] }, POOL, source)!.id;
      first.set(a, (first.get(a) ?? 0) + 1);
      const b = drawFromDeck(used, POOL, source)!.id;
      fresh.set(b, (fresh.get(b) ?? 0) + 1);
    }
    // 4 degrees of freedom (5 ids) and 3 (4 ids: never the last one dealt); 18.47 and 16.27 are p = 0.001.
    expect(chiSquareUniform(POOL.map((id) => first.get(id) ?? 0))).toBeLessThan(18.47);
    expect(fresh.has('e')).toBe(false);
    expect(chiSquareUniform(['a', 'b', 'c', 'd'].map((id) => fresh.get(id) ?? 0))).toBeLessThan(16.27);
  });
});

describe('restoreDeck', () => {
  it.each<{ name: string; raw: unknown; expected: DeckState }>([
    { name: 'a saved deck', raw: { seen: ['a', 'c'], last: 'c' }, expected: { seen: ['a', 'c'], last: 'c' } },
    { name: 'nothing saved', raw: null, expected: { seen: [] } },
    { name: 'a string', raw: 'garbage', expected: { seen: [] } },
    { name: 'a number', raw: 42, expected: { seen: [] } },
    { name: 'an array', raw: ['a', 'b'], expected: { seen: [] } },
    { name: 'seen is not a list', raw: { seen: 'a,b' }, expected: { seen: [] } },
    { name: 'unknown and duplicate ids', raw: { seen: ['a', 'zzz', 'a', 7, null, 'b'] }, expected: { seen: ['a', 'b'] } },
    { name: 'an unknown last id', raw: { seen: ['a'], last: 'zzz' }, expected: { seen: ['a'] } },
    { name: 'a non-string last', raw: { seen: [], last: 3 }, expected: { seen: [] } },
  ])('restores $name', ({ raw, expected }) => {
    expect(restoreDeck(raw, POOL)).toEqual(expected);
  });

  it('round-trips through JSON, so a reload carries on where it left off', () => {
    fc.assert(
      fc.property(fc.nat({ max: POOL.length - 1 }), words(), (dealt, stream) => {
        const { ids, state } = dealMany(POOL, dealt, streamSource(stream));
        const restored = restoreDeck(JSON.parse(JSON.stringify(state)), POOL);
        expect(restored).toEqual(state);
        const rest = dealMany(POOL, POOL.length - dealt, streamSource(stream), restored);
        expect(new Set([...ids, ...rest.ids]).size).toBe(POOL.length);
        expect(rest.reshuffles).toEqual([]);
      }),
    );
  });

  it('never throws on arbitrary stored JSON and always yields a usable deck', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const deck = restoreDeck(raw, POOL);
        expect(deck.seen.every((id) => POOL.includes(id))).toBe(true);
        expect(drawFromDeck(deck, POOL, FIRST)).not.toBeNull();
      }),
    );
  });
});

describe('markDealt', () => {
  it.each<{ state: DeckState; id: string; expected: DeckState }>([
    { state: { seen: [] }, id: 'a', expected: { seen: ['a'], last: 'a' } },
    { state: { seen: ['a'], last: 'a' }, id: 'a', expected: { seen: ['a'], last: 'a' } },
    { state: { seen: ['a', 'b'], last: 'b' }, id: 'a', expected: { seen: ['a', 'b'], last: 'a' } },
  ])('marks $id in $state', ({ state, id, expected }) => {
    expect(markDealt(state, id)).toEqual(expected);
  });
});
