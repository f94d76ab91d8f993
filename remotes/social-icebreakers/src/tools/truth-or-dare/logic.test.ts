import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chiSquareUniform, seededRandom, sequenceRandom } from '@toolhub/shared/testing';
import { FAMILY_DARES, FAMILY_TRUTHS } from './data/family';
import { PARTY_DARES, PARTY_TRUTHS } from './data/party';
import {
  MAX_PLAYERS,
  addPlayer,
  advanceTurn,
  currentPlayer,
  drawPrompt,
  parseLevel,
  pickKind,
  playerNameError,
  possessive,
  promptsLeft,
  removePlayer,
  restoreDecks,
  restorePlayers,
  type Decks,
  type Players,
  type Prompt,
  type PromptPools,
} from './logic';

const POOLS: PromptPools = {
  family: { truth: FAMILY_TRUTHS, dare: FAMILY_DARES },
  party: { truth: PARTY_TRUTHS, dare: PARTY_DARES },
};

const LISTS: [string, readonly Prompt[], RegExp][] = [
  ['family truths', FAMILY_TRUTHS, /^ft-\d{3}$/],
  ['family dares', FAMILY_DARES, /^fd-\d{3}$/],
  ['party truths', PARTY_TRUTHS, /^pt-\d{3}$/],
  ['party dares', PARTY_DARES, /^pd-\d{3}$/],
];

describe('bundled prompts', () => {
  it.each(LISTS)('has at least 100 %s with well-formed, unique ids', (_name, list, idPattern) => {
    expect(list.length).toBeGreaterThanOrEqual(100);
    for (const p of list) {
      expect(p.id).toMatch(idPattern);
      expect(p.text.trim()).toBe(p.text);
      expect(p.text.length).toBeGreaterThan(10);
    }
    expect(new Set(list.map((p) => p.id)).size).toBe(list.length);
  });

  it('has no duplicate prompt text anywhere', () => {
    const all = LISTS.flatMap(([, list]) => list.map((p) => p.text.toLowerCase()));
    expect(new Set(all).size).toBe(all.length);
  });

  it('has unique ids across all lists', () => {
    const all = LISTS.flatMap(([, list]) => list.map((p) => p.id));
    expect(new Set(all).size).toBe(all.length);
  });

  // Stored "already seen" lists refer to these ids; they must never move to other prompts.
  it.each([
    [FAMILY_TRUTHS, 'ft-001', 'What is the silliest thing you have ever cried about?'],
    [FAMILY_DARES, 'fd-003', 'Balance a spoon on your nose for ten seconds.'],
    [PARTY_TRUTHS, 'pt-002', 'What is the worst date you have ever been on?'],
    [PARTY_DARES, 'pd-004', 'Give a dramatic break-up speech to a household object.'],
  ])('keeps id %#: %s stable', (list, id, text) => {
    expect(list.find((p) => p.id === id)?.text).toBe(text);
  });
});

describe('parseLevel', () => {
  it.each([
    ['family', 'family'],
    ['party', 'party'],
    ['Party', null],
    ['', null],
    [null, null],
    ['adults', null],
  ])('%s → %s', (raw, expected) => {
    expect(parseLevel(raw)).toBe(expected);
  });
});

/** Always draws the first candidate: randomBelow maps the word 0 to 0 for any bound. */
const FIRST = sequenceRandom([0]);

describe('pickKind', () => {
  it.each([
    [0, 'truth'],
    [1, 'dare'],
    [0xffff_fffe, 'truth'],
    [0xffff_ffff, 'dare'],
  ] as const)('the word %i gives %s', (word, kind) => {
    expect(pickKind(sequenceRandom([word]))).toBe(kind);
  });

  it('is a fair coin (chi-square, seeded)', () => {
    const source = seededRandom(7);
    const counts = { truth: 0, dare: 0 };
    for (let i = 0; i < 4000; i++) counts[pickKind(source)] += 1;
    // One degree of freedom: 10.83 is p = 0.001.
    expect(chiSquareUniform([counts.truth, counts.dare])).toBeLessThan(10.83);
  });
});

describe('drawPrompt', () => {
  it('goes through every family truth once before reshuffling, leaving other decks alone', () => {
    let decks: Decks = restoreDecks(null, POOLS);
    const source = seededRandom(3);
    const ids = new Set<string>();
    for (let i = 0; i < FAMILY_TRUTHS.length; i++) {
      const draw = drawPrompt(decks, POOLS, 'family', 'truth', source);
      expect(draw?.reshuffled).toBe(false);
      ids.add(draw!.prompt.id);
      decks = draw!.decks;
    }
    expect(ids.size).toBe(FAMILY_TRUTHS.length);
    expect(promptsLeft(decks, POOLS, 'family', 'truth')).toBe(0);
    expect(promptsLeft(decks, POOLS, 'family', 'dare')).toBe(FAMILY_DARES.length);
    expect(promptsLeft(decks, POOLS, 'party', 'truth')).toBe(PARTY_TRUTHS.length);
    const again = drawPrompt(decks, POOLS, 'family', 'truth', FIRST);
    expect(again?.reshuffled).toBe(true);
    expect(promptsLeft(again!.decks, POOLS, 'family', 'truth')).toBe(FAMILY_TRUTHS.length - 1);
  });

  it('deals from the level and kind asked for', () => {
    const draw = drawPrompt({}, POOLS, 'party', 'dare', FIRST);
    expect(PARTY_DARES.map((p) => p.id)).toContain(draw?.prompt.id);
  });
});

describe('restoreDecks', () => {
  it('survives corrupted storage', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const decks = restoreDecks(raw, POOLS);
        expect(drawPrompt(decks, POOLS, 'family', 'dare', FIRST)).not.toBeNull();
      }),
    );
  });

  it('keeps seen prompts across a reload', () => {
    const first = drawPrompt({}, POOLS, 'party', 'truth', FIRST)!;
    const restored = restoreDecks(JSON.parse(JSON.stringify(first.decks)), POOLS);
    expect(promptsLeft(restored, POOLS, 'party', 'truth')).toBe(PARTY_TRUTHS.length - 1);
  });
});

describe('players and turns', () => {
  const abc: Players = { names: ['Ana', 'Ben', 'Cy'], turn: 0 };

  it.each<[string, string[], string | null]>([
    ['Dee', ['Ana'], null],
    ['  Dee   Lee ', [], null],
    ['', [], 'Type a name first.'],
    ['   ', [], 'Type a name first.'],
    ['x'.repeat(31), [], 'Names can be at most 30 characters.'],
    ['ana', ['Ana'], 'ana is already playing.'],
    ['Zed', Array.from({ length: MAX_PLAYERS }, (_, i) => `P${i}`), `That's the maximum of ${MAX_PLAYERS} players.`],
  ])('name %j with %j → %s', (raw, existing, expected) => {
    expect(playerNameError(raw, existing)).toBe(expected);
  });

  it('adds tidied names and ignores invalid ones', () => {
    expect(addPlayer({ names: [], turn: 0 }, '  Dee  Lee ')).toEqual({ names: ['Dee Lee'], turn: 0 });
    expect(addPlayer(abc, 'ben')).toBe(abc);
  });

  it('rotates turns in order and wraps around', () => {
    let p = abc;
    const order: (string | null)[] = [];
    for (let i = 0; i < 7; i++) {
      order.push(currentPlayer(p));
      p = advanceTurn(p);
    }
    expect(order).toEqual(['Ana', 'Ben', 'Cy', 'Ana', 'Ben', 'Cy', 'Ana']);
  });

  it('has nobody up with no players', () => {
    expect(currentPlayer({ names: [], turn: 0 })).toBeNull();
    expect(advanceTurn({ names: [], turn: 0 })).toEqual({ names: [], turn: 0 });
  });

  it.each<[string, Players, number, Players]>([
    ['someone before the next player', { names: ['Ana', 'Ben', 'Cy'], turn: 2 }, 0, { names: ['Ben', 'Cy'], turn: 1 }],
    ['someone after the next player', { names: ['Ana', 'Ben', 'Cy'], turn: 0 }, 2, { names: ['Ana', 'Ben'], turn: 0 }],
    ['the next player (middle)', { names: ['Ana', 'Ben', 'Cy'], turn: 1 }, 1, { names: ['Ana', 'Cy'], turn: 1 }],
    ['the next player (last)', { names: ['Ana', 'Ben', 'Cy'], turn: 2 }, 2, { names: ['Ana', 'Ben'], turn: 0 }],
    ['the only player', { names: ['Ana'], turn: 0 }, 0, { names: [], turn: 0 }],
    ['an index out of range', { names: ['Ana'], turn: 0 }, 5, { names: ['Ana'], turn: 0 }],
  ])('removing %s', (_name, before, index, after) => {
    expect(removePlayer(before, index)).toEqual(after);
  });

  it('keeps the turn pointing at a real player through any adds, removes and turns', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), name: fc.string({ maxLength: 8 }) }),
      fc.record({ kind: fc.constant('remove' as const), index: fc.nat({ max: 25 }) }),
      fc.record({ kind: fc.constant('turn' as const) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let p: Players = { names: [], turn: 0 };
        for (const o of ops) {
          if (o.kind === 'add') p = addPlayer(p, o.name);
          else if (o.kind === 'remove') p = removePlayer(p, o.index);
          else p = advanceTurn(p);
          expect(p.names.length).toBeLessThanOrEqual(MAX_PLAYERS);
          expect(p.turn).toBeGreaterThanOrEqual(0);
          expect(p.turn).toBeLessThan(Math.max(1, p.names.length));
        }
      }),
    );
  });

  it.each<[string, unknown, Players]>([
    ['saved players', { names: ['Ana', 'Ben'], turn: 1 }, { names: ['Ana', 'Ben'], turn: 1 }],
    ['nothing', null, { names: [], turn: 0 }],
    ['a string', 'Ana,Ben', { names: [], turn: 0 }],
    ['a turn out of range', { names: ['Ana'], turn: 4 }, { names: ['Ana'], turn: 0 }],
    ['a fractional turn', { names: ['Ana', 'Ben'], turn: 0.5 }, { names: ['Ana', 'Ben'], turn: 0 }],
    ['bad and duplicate names', { names: ['Ana', 3, '', 'ana', 'Ben'], turn: 1 }, { names: ['Ana', 'Ben'], turn: 1 }],
  ])('restores %s', (_name, raw, expected) => {
    expect(restorePlayers(raw)).toEqual(expected);
  });

  it.each([
    ['Sam', "Sam's"],
    ['James', "James'"],
  ])('possessive of %s is %s', (name, expected) => {
    expect(possessive(name)).toBe(expected);
  });
});
