import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '@toolhub/shared/testing';
import { PROMPTS } from './data/prompts';
import {
  MAX_CUSTOM,
  NEW_GAME,
  THEMES,
  addCustom,
  addPlayer,
  changeOthers,
  cleanCustom,
  customError,
  dealPrompt,
  fingersLeft,
  joinNames,
  leftInDeck,
  parseFingers,
  parseRating,
  parseScoring,
  parseTheme,
  promptPool,
  removePlayer,
  resetScores,
  restoreCustom,
  restoreGame,
  restorePromptDeck,
  sentence,
  showCard,
  standings,
  tally,
  toggleHave,
  type CustomPrompt,
  type Game,
} from './logic';

const game = (...names: string[]): Game => names.reduce(addPlayer, NEW_GAME);

describe('bundled prompts', () => {
  it('has unique ids and texts, well formed', () => {
    expect(new Set(PROMPTS.map((p) => p.id)).size).toBe(PROMPTS.length);
    expect(new Set(PROMPTS.map((p) => p.text.toLowerCase())).size).toBe(PROMPTS.length);
    for (const p of PROMPTS) {
      expect(p.id).toMatch(/^nh-\d{3}$/);
      expect(p.text).toBe(cleanCustom(p.text));
      expect(p.text).toMatch(/^[a-z]/);
    }
  });

  it.each(THEMES.map((t) => [t.id]))('theme %s has at least 18 prompts', (theme) => {
    expect(PROMPTS.filter((p) => p.theme === theme).length).toBeGreaterThanOrEqual(18);
  });

  it('has plenty for every age rating', () => {
    expect(promptPool(PROMPTS, [], 'all', 'all').length).toBeGreaterThanOrEqual(80);
    expect(promptPool(PROMPTS, [], 'all', 'teen').length).toBeGreaterThan(promptPool(PROMPTS, [], 'all', 'all').length);
    expect(promptPool(PROMPTS, [], 'all', 'adult').length).toBe(PROMPTS.length);
  });

  it('keeps ids stable', () => {
    expect(PROMPTS.find((p) => p.id === 'nh-101')?.text).toBe('been on a plane');
    expect(PROMPTS.find((p) => p.id === 'nh-409')?.text).toBe('ghosted someone');
  });
});

describe('option parsing', () => {
  it.each([
    ['all', 'all'],
    ['mine', 'mine'],
    ['travel', 'travel'],
    ['school-work', 'school-work'],
    ['Travel', null],
    ['', null],
    [null, null],
  ])('theme %s → %s', (raw, expected) => expect(parseTheme(raw)).toBe(expected));
  it.each([
    ['all', 'all'],
    ['teen', 'teen'],
    ['adult', 'adult'],
    ['18', null],
  ])('rating %s → %s', (raw, expected) => expect(parseRating(raw)).toBe(expected));
  it.each([
    ['points', 'points'],
    ['fingers', 'fingers'],
    ['lives', null],
  ])('scoring %s → %s', (raw, expected) => expect(parseScoring(raw)).toBe(expected));
  it.each([
    ['3', '3'],
    ['5', '5'],
    ['10', '10'],
    ['4', null],
    [undefined, null],
  ])('fingers %s → %s', (raw, expected) => expect(parseFingers(raw)).toBe(expected));
});

describe('promptPool', () => {
  const mine: CustomPrompt[] = [{ id: 'c-1', text: 'been to Japan' }];
  it('filters by theme and includes lower ratings', () => {
    const pool = promptPool(PROMPTS, mine, 'love', 'teen');
    expect(pool.length).toBeGreaterThan(0);
    for (const p of pool) {
      const full = PROMPTS.find((x) => x.id === p.id)!;
      expect(full.theme).toBe('love');
      expect(full.rating).toBe('teen');
    }
    expect(promptPool(PROMPTS, mine, 'love', 'all')).toEqual([]);
  });
  it('mixes my prompts into all themes, and plays them alone as mine', () => {
    expect(promptPool(PROMPTS, mine, 'all', 'all').at(-1)).toEqual(mine[0]);
    expect(promptPool(PROMPTS, mine, 'mine', 'all')).toEqual(mine);
    expect(promptPool(PROMPTS, mine, 'food', 'adult').some((p) => p.id === 'c-1')).toBe(false);
  });
});

describe('sentence', () => {
  it.each([
    ['been on a plane', 'Never have I ever been on a plane.'],
    ['said what?', 'Never have I ever said what?'],
    ['won!', 'Never have I ever won!'],
  ])('%s', (text, expected) => expect(sentence(text)).toBe(expected));
});

describe('custom prompts', () => {
  it.each([
    ['been to Japan', 'been to Japan'],
    ['  Never have I ever   been to Japan.  ', 'been to Japan'],
    ['never have i ever… eaten snow', 'eaten snow'],
    ['NEVER HAVE I EVER, sung', 'sung'],
    ['eaten snow...', 'eaten snow'],
    ['won?', 'won?'],
    ['', ''],
  ])('cleanCustom(%j) = %j', (raw, expected) => expect(cleanCustom(raw)).toBe(expected));

  const mine: CustomPrompt[] = [{ id: 'c-1', text: 'been to Japan' }];
  it.each([
    ['', 'Type what someone may never have done, e.g. “been to Japan”.'],
    ['Never have I ever', 'Type what someone may never have done, e.g. “been to Japan”.'],
    ['ab', 'That is too short: write at least 3 characters.'],
    ['x'.repeat(141), 'Keep it under 140 characters (this is 141).'],
    ['Been to JAPAN', 'You have added that one already.'],
    ['been on a plane', 'That one is already in the deck.'],
    ['eaten snow', null],
  ])('customError(%j)', (raw, expected) => expect(customError(raw, mine, PROMPTS)).toBe(expected));

  it('caps the number of own prompts', () => {
    const many = Array.from({ length: MAX_CUSTOM }, (_, i) => ({ id: `c-${i + 1}`, text: `thing ${i}` }));
    expect(customError('something new', many, PROMPTS)).toMatch(/maximum of 200/);
  });

  it('gives new prompts fresh ids even after deletions', () => {
    let list = addCustom([], 'eaten snow', PROMPTS);
    list = addCustom(list, 'seen a whale', PROMPTS);
    list = list.filter((c) => c.id !== 'c-1');
    list = addCustom(list, 'flown a kite', PROMPTS);
    expect(list.map((c) => c.id)).toEqual(['c-2', 'c-3']);
    expect(addCustom(list, '', PROMPTS)).toEqual(list);
  });

  it.each([
    [null, []],
    ['x', []],
    [[{ id: 'c-1', text: 'eaten snow' }, { id: 'c-1', text: 'dup id' }, { id: 'x', text: 'bad id' }, { id: 'c-2', text: '' }, 5], [{ id: 'c-1', text: 'eaten snow' }]],
  ])('restoreCustom %#', (raw, expected) => expect(restoreCustom(raw)).toEqual(expected));

  it('restores whatever it stored', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 160 }), { maxLength: 20 }), (raws) => {
        const list = raws.reduce<CustomPrompt[]>((l, r) => addCustom(l, r, PROMPTS), []);
        expect(restoreCustom(JSON.parse(JSON.stringify(list)))).toEqual(list);
        for (const c of list) expect(cleanCustom(c.text)).toBe(c.text);
      }),
    );
  });
});

describe('the game', () => {
  it('tallies "I have"s and scores at once, and takes them back', () => {
    let g = showCard(game('Ana', 'Ben'), { id: 'nh-101', text: 'been on a plane' });
    g = toggleHave(g, 'Ana');
    g = toggleHave(g, 'Ben');
    g = changeOthers(g, 1);
    expect(tally(g.card!)).toBe(3);
    expect(g.players.map((p) => p.score)).toEqual([1, 1]);
    g = toggleHave(g, 'Ben');
    g = changeOthers(g, -1);
    g = changeOthers(g, -1);
    expect(tally(g.card!)).toBe(1);
    expect(g.players.map((p) => p.score)).toEqual([1, 0]);
    expect(toggleHave(g, 'Nobody')).toBe(g);
  });

  it('moves the old card to the history with its count', () => {
    let g = showCard(game('Ana'), { id: 'a', text: 'x1' });
    g = toggleHave(g, 'Ana');
    g = showCard(g, { id: 'b', text: 'x2' });
    expect(g.history).toEqual([{ text: 'x1', count: 1 }]);
    expect(g.round).toBe(2);
    expect(g.card?.haves).toEqual([]);
  });

  it('does nothing to tallies without a card', () => {
    expect(toggleHave(game('Ana'), 'Ana')).toEqual(game('Ana'));
    expect(changeOthers(NEW_GAME, 1)).toBe(NEW_GAME);
  });

  it('removes a player and their "I have" on the current card', () => {
    let g = showCard(game('Ana', 'Ben'), { id: 'a', text: 'x' });
    g = toggleHave(g, 'Ana');
    g = removePlayer(g, 'Ana');
    expect(g.players.map((p) => p.name)).toEqual(['Ben']);
    expect(g.card?.haves).toEqual([]);
  });

  it('resets scores for a new game', () => {
    let g = showCard(game('Ana'), { id: 'a', text: 'x' });
    g = toggleHave(g, 'Ana');
    g = resetScores(g);
    expect(g.players[0]!.score).toBe(0);
    expect(g.history).toEqual([]);
    expect(g.round).toBe(1);
  });

  it.each([
    [0, 10, 10],
    [3, 5, 2],
    [7, 5, 0],
  ])('score %d with %d fingers leaves %d', (score, start, left) => expect(fingersLeft({ name: 'A', score }, start)).toBe(left));

  it.each([
    [[], 'points', ''],
    [[['Ana', 0]], 'points', 'No “I have”s yet.'],
    [[['Ana', 2], ['Ben', 2], ['Cy', 1]], 'points', 'Most experienced: Ana and Ben (2).'],
    [[['Ana', 3], ['Ben', 1]], 'fingers', 'Ben wins with fingers still up!'],
    [[['Ana', 1], ['Ben', 1]], 'fingers', 'Still in: Ana and Ben.'],
    [[['Ana', 3], ['Ben', 3]], 'fingers', 'Everyone is out of fingers!'],
  ] as const)('standings %#', (players, scoring, text) => {
    const g: Game = { ...NEW_GAME, players: players.map(([name, score]) => ({ name, score })) };
    expect(standings(g, scoring, 3)).toBe(text);
  });

  it.each([
    [[], ''],
    [['A'], 'A'],
    [['A', 'B', 'C'], 'A, B and C'],
  ])('joinNames %j', (names, text) => expect(joinNames(names)).toBe(text));

  it.each([
    [null, NEW_GAME],
    [[], NEW_GAME],
    [{ players: 'x', card: 5, history: {}, round: -1 }, NEW_GAME],
    [
      { players: [{ name: 'Ana', score: 2 }, { name: 'ana', score: 1 }, { name: 'Ben', score: -4 }], card: { id: 'a', text: 'x', haves: ['Ana', 'Zed', 'Ana'], others: 2000 }, history: [{ text: 'y', count: 2.7 }, 'z'], round: 3 },
      { players: [{ name: 'Ana', score: 2 }, { name: 'Ben', score: 0 }], card: { id: 'a', text: 'x', haves: ['Ana'], others: 999 }, history: [{ text: 'y', count: 2 }], round: 3 },
    ],
  ])('restoreGame %#', (raw, expected) => expect(restoreGame(raw)).toEqual(expected));

  it('restores whatever it stored', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 8 }), fc.array(fc.nat(20), { maxLength: 20 }), (names, taps) => {
        let g = showCard(game(...names), { id: 'a', text: 'x' });
        for (const t of taps) g = g.players.length ? toggleHave(g, g.players[t % g.players.length]!.name) : changeOthers(g, 1);
        expect(restoreGame(JSON.parse(JSON.stringify(g)))).toEqual(g);
        expect(g.players.reduce((n, p) => n + p.score, 0)).toBe(g.card!.haves.length);
      }),
    );
  });
});

describe('the no-repeat deck', () => {
  it('deals every prompt of the pool once before any repeat, then reshuffles', () => {
    const pool = promptPool(PROMPTS, [], 'travel', 'all');
    let deck = restorePromptDeck(null, PROMPTS, []);
    const source = seededRandom(7);
    const dealt = new Set<string>();
    for (let i = 0; i < pool.length; i += 1) {
      const deal = dealPrompt(deck, pool, source)!;
      expect(deal.reshuffled).toBe(false);
      dealt.add(deal.prompt.id);
      deck = deal.deck;
    }
    expect(dealt.size).toBe(pool.length);
    expect(leftInDeck(deck, pool)).toBe(0);
    const again = dealPrompt(deck, pool, source)!;
    expect(again.reshuffled).toBe(true);
    expect(leftInDeck(again.deck, pool)).toBe(pool.length - 1);
  });

  it('deals nothing from an empty pool', () => {
    expect(dealPrompt({ seen: [] }, [])).toBeNull();
  });

  it('drops unknown ids from storage', () => {
    expect(restorePromptDeck({ seen: ['nh-101', 'zz', 'c-9', 'c-1'] }, PROMPTS, [{ id: 'c-1', text: 'abc' }])).toEqual({ seen: ['nh-101', 'c-1'] });
  });
});
