import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { drawFromDeck, markDealt, remainingInDeck, restoreDeck, type DeckState } from './noRepeatDeck';
import type { RandomInt } from '../random/secure';

const POOL = ['a', 'b', 'c', 'd', 'e'];

/** A deterministic source replaying a stream of naturals. */
function sourceFrom(stream: Iterable<number>): RandomInt {
  const it = stream[Symbol.iterator]();
  return (bound) => (it.next().value as number) % bound;
}

function dealMany(pool: string[], times: number, random: RandomInt, start: DeckState = { seen: [] }) {
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
      fc.property(fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 30 }), fc.infiniteStream(fc.nat()), (pool, stream) => {
        const { ids, reshuffles } = dealMany(pool, pool.length * 3, sourceFrom(stream));
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
      fc.property(fc.uniqueArray(fc.string(), { minLength: 2, maxLength: 12 }), fc.infiniteStream(fc.nat()), (pool, stream) => {
        const { ids } = dealMany(pool, pool.length * 4, sourceFrom(stream));
        for (let i = 1; i < ids.length; i++) expect(ids[i]).not.toBe(ids[i - 1]);
      }),
    );
  });

  it('reports the reshuffle on the first deal of a new cycle', () => {
    const first = dealMany(POOL, POOL.length, () => 0);
    expect(first.reshuffles).toEqual([]);
    expect(remainingInDeck(first.state, POOL)).toBe(0);
    const next = drawFromDeck(first.state, POOL, () => 0);
    expect(next?.reshuffled).toBe(true);
    expect(next?.state.seen).toEqual([next?.id]);
    expect(remainingInDeck(next!.state, POOL)).toBe(POOL.length - 1);
  });

  it('deals the one item of a single-item pool every time', () => {
    const { ids, reshuffles } = dealMany(['only'], 3, () => 0);
    expect(ids).toEqual(['only', 'only', 'only']);
    expect(reshuffles).toEqual([1, 2]);
  });

  it('returns null for an empty pool', () => {
    expect(drawFromDeck({ seen: [] }, [], () => 0)).toBeNull();
  });

  it('only resets the part of the history inside the pool (a theme filter)', () => {
    const state: DeckState = { seen: ['x', 'a', 'b'], last: 'b' };
    const draw = drawFromDeck(state, ['a', 'b'], () => 0);
    expect(draw?.reshuffled).toBe(true);
    expect(draw?.id).toBe('a');
    expect(draw?.state.seen).toEqual(['x', 'a']);
  });

  it('spreads first deals evenly with the secure source (within chance)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 5000; i++) {
      const id = drawFromDeck({ seen: [] }, POOL)!.id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    // Expected 1000 each, sd ≈ 28: a 200 margin is about 7 sd.
    for (const id of POOL) expect(Math.abs((counts.get(id) ?? 0) - 1000)).toBeLessThan(200);
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
      fc.property(fc.nat({ max: POOL.length - 1 }), fc.infiniteStream(fc.nat()), (dealt, stream) => {
        const { ids, state } = dealMany(POOL, dealt, sourceFrom(stream));
        const restored = restoreDeck(JSON.parse(JSON.stringify(state)), POOL);
        expect(restored).toEqual(state);
        const rest = dealMany(POOL, POOL.length - dealt, sourceFrom(stream), restored);
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
        expect(drawFromDeck(deck, POOL, () => 0)).not.toBeNull();
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
