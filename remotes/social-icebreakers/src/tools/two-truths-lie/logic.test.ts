import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom, sequenceRandom } from '@toolhub/shared/testing';
import { IDEAS } from './ideas';
import {
  MAX_HANDS,
  MAX_STATEMENT_LENGTH,
  NEW_GAME,
  addPoints,
  castVote,
  checkStatements,
  drawIdea,
  ideasLeft,
  lockRound,
  nextVoter,
  parseMode,
  restoreGame,
  scoreRound,
  setHands,
  standings,
  tellerAt,
  votersFor,
  type Round,
} from './logic';
import { MAX_NAME_LENGTH, MAX_PLAYERS, parsePlayers, possessive } from '../../players/players';

describe('parseMode', () => {
  it.each([
    ['each', 'each'],
    ['hands', 'hands'],
    ['', null],
    ['Each', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (raw, expected) => expect(parseMode(raw)).toBe(expected));
});

describe('parsePlayers', () => {
  it.each([
    ['', [], 0],
    ['Ana\nBo\n\n  Cy  ', ['Ana', 'Bo', 'Cy'], 0],
    ['Ana, Bo,Cy', ['Ana', 'Bo', 'Cy'], 0],
    ['Ana\r\nBo\rCy', ['Ana', 'Bo', 'Cy'], 0],
    ['Mary   Jane', ['Mary Jane'], 0],
    ['Ana\nana', ['Ana'], 1],
    ['x'.repeat(MAX_NAME_LENGTH + 1), [], 1],
    ['x'.repeat(MAX_NAME_LENGTH), ['x'.repeat(MAX_NAME_LENGTH)], 0],
  ])('%j → %j with %i problems', (text, names, problemCount) => {
    const result = parsePlayers(text);
    expect(result.names).toEqual(names);
    expect(result.problems).toHaveLength(problemCount);
  });

  it('says who was listed twice and caps the list', () => {
    expect(parsePlayers('Ana\nANA').problems).toEqual(['ANA is listed twice.']);
    const many = Array.from({ length: MAX_PLAYERS + 3 }, (_, i) => `P${i}`).join('\n');
    const result = parsePlayers(many);
    expect(result.names).toHaveLength(MAX_PLAYERS);
    expect(result.problems).toEqual([`Only ${MAX_PLAYERS} players can play; P${MAX_PLAYERS} and after are left out.`]);
  });

  it('never throws and returns unique, trimmed, short names for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const { names } = parsePlayers(text);
        expect(names.length).toBeLessThanOrEqual(MAX_PLAYERS);
        expect(new Set(names.map((n) => n.toLocaleLowerCase())).size).toBe(names.length);
        for (const name of names) {
          expect(name).toBe(name.trim());
          expect(name.length).toBeGreaterThan(0);
          expect(name.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
        }
      }),
    );
  });

  it('is stable: parsing the parsed list again gives the same names', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 40 }), { maxLength: 30 }), (parts) => {
        const once = parsePlayers(parts.join('\n')).names;
        expect(parsePlayers(once.join('\n')).names).toEqual(once);
      }),
    );
  });
});

describe('possessive', () => {
  it.each([
    ['Sam', "Sam's"],
    ['James', "James'"],
    ['CHRIS', "CHRIS'"],
  ])('%s → %s', (name, expected) => expect(possessive(name)).toBe(expected));
});

describe('checkStatements', () => {
  const good = ['I have met a queen', 'I can juggle', 'I have been to Peru'];
  it('accepts three different statements with a lie marked', () => {
    expect(checkStatements(good, 1)).toEqual({ fields: [null, null, null], lie: null, ok: true });
  });
  it.each([
    [['', 'b', 'c'], 0, ['Write this statement first.', null, null], null],
    [['a', '   ', 'c'], 0, [null, 'Write this statement first.', null], null],
    [['Same thing', 'b', ' same   THING '], 2, [null, null, 'This is the same as statement 1.'], null],
    [['a', 'b', 'x'.repeat(MAX_STATEMENT_LENGTH + 1)], 0, [null, null, `Keep it under ${MAX_STATEMENT_LENGTH} characters (now ${MAX_STATEMENT_LENGTH + 1}).`], null],
    [['a', 'b', 'c'], null, [null, null, null], 'Mark which statement is the lie.'],
    [['a', 'b', 'c'], 3, [null, null, null], 'Mark which statement is the lie.'],
    [['a', 'b', 'c'], -1, [null, null, null], 'Mark which statement is the lie.'],
    [['a', 'b', 'c'], Number.NaN, [null, null, null], 'Mark which statement is the lie.'],
  ] as const)('%j with lie %s', (statements, lie, fields, lieError) => {
    const check = checkStatements(statements, lie);
    expect(check.fields).toEqual(fields);
    expect(check.lie).toBe(lieError);
    expect(check.ok).toBe(false);
  });
});

describe('rounds', () => {
  const statements = ['truth A', 'the lie', 'truth B'];

  it('shuffles the statements and keeps track of the lie', () => {
    for (let seed = 0; seed < 50; seed++) {
      const round = lockRound('Ana', statements, 1, seededRandom(seed));
      expect([...round.statements].sort()).toEqual([...statements].sort());
      expect(round.statements[round.lie]).toBe('the lie');
    }
  });

  it('uses every order over many rounds', () => {
    const orders = new Set<string>();
    const source = seededRandom(7);
    for (let i = 0; i < 300; i++) orders.add(lockRound(null, statements, 0, source).statements.join('|'));
    expect(orders.size).toBe(6);
  });

  it('tidies spaces in locked statements', () => {
    const round = lockRound(null, ['  a   b ', 'c', 'd'], 0, sequenceRandom([0]));
    expect(round.statements).toContain('a b');
  });

  const base: Round = { teller: 'Ana', statements: ['x', 'y', 'z'], lie: 2, votes: {}, hands: [0, 0, 0] };
  const players = ['Ana', 'Bo', 'Cy', 'Di'];

  it('asks everyone but the teller to vote, in order', () => {
    expect(votersFor(players, 'Ana')).toEqual(['Bo', 'Cy', 'Di']);
    expect(votersFor(players, null)).toEqual(players);
    let round = base;
    expect(nextVoter(round, players)).toBe('Bo');
    round = castVote(round, 'Bo', 2);
    expect(nextVoter(round, players)).toBe('Cy');
    round = castVote(castVote(round, 'Cy', 0), 'Di', 2);
    expect(nextVoter(round, players)).toBeNull();
  });

  it('ignores votes by the teller and for statements that do not exist', () => {
    expect(castVote(base, 'Ana', 0)).toBe(base);
    expect(castVote(base, 'Bo', 3)).toBe(base);
    expect(castVote(base, 'Bo', -1)).toBe(base);
  });

  it('scores one-by-one votes: 1 per spotter, 1 per fooled voter to the teller', () => {
    const round = castVote(castVote(castVote(base, 'Bo', 2), 'Cy', 0), 'Di', 1);
    expect(scoreRound(round, 'each')).toEqual({
      counts: [1, 1, 1],
      spotted: ['Bo'],
      fooled: ['Cy', 'Di'],
      fooledCount: 2,
      points: { Bo: 1, Ana: 2 },
    });
  });

  it('scores nobody when nobody voted', () => {
    expect(scoreRound(base, 'each').points).toEqual({ Ana: 0 });
    expect(scoreRound({ ...base, teller: null }, 'each').points).toEqual({});
  });

  it('scores hands: the teller earns a point per hand on a truth', () => {
    let round = setHands(base, 0, 3);
    round = setHands(round, 1, 2);
    round = setHands(round, 2, 4);
    expect(scoreRound(round, 'hands')).toMatchObject({ counts: [3, 2, 4], fooledCount: 5, points: { Ana: 5 } });
  });

  it.each([
    [-5, 0],
    [2.7, 2],
    [MAX_HANDS + 10, MAX_HANDS],
    [Number.NaN, 0],
  ])('keeps a hand count of %s within range (%s)', (count, expected) => {
    expect(setHands(base, 0, count).hands[0]).toBe(expected);
  });

  it('adds points and ranks players, ties in list order', () => {
    const scores = addPoints(addPoints({}, { Ana: 2, Bo: 1 }), { Bo: 1, Cy: 0 });
    expect(scores).toEqual({ Ana: 2, Bo: 2, Cy: 0 });
    expect(standings(['Cy', 'Bo', 'Ana', 'Di'], scores).map((s) => s.name)).toEqual(['Bo', 'Ana', 'Cy', 'Di']);
  });

  it.each([
    [[], 0, null],
    [['Ana'], 5, 'Ana'],
    [['Ana', 'Bo'], 3, 'Bo'],
  ] as const)('teller of %j at turn %i is %s', (list, turn, expected) => {
    expect(tellerAt(list, turn)).toBe(expected);
  });
});

describe('restoreGame', () => {
  it.each([null, 1, 'x', [], { round: 'nope' }])('starts fresh from %j', (raw) => {
    expect(restoreGame(raw)).toEqual(raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? { ...NEW_GAME } : NEW_GAME);
  });

  it('keeps a valid game and drops bad parts', () => {
    const game = restoreGame({
      turn: 2,
      scores: { Ana: 3, Bo: -1, Cy: 1.5, Di: 'x' },
      round: { teller: 'Ana', statements: ['a', 'b', 'c'], lie: 1, votes: { Bo: 0, Cy: 7 }, hands: [1, 2, 300] },
      revealed: true,
      revealedMode: 'hands',
      rounds: 4,
    });
    expect(game).toEqual({
      turn: 2,
      scores: { Ana: 3 },
      round: { teller: 'Ana', statements: ['a', 'b', 'c'], lie: 1, votes: { Bo: 0 }, hands: [1, 2, MAX_HANDS] },
      revealed: true,
      revealedMode: 'hands',
      rounds: 4,
    });
  });

  it('drops a round with the wrong number of statements or a bad lie', () => {
    expect(restoreGame({ round: { statements: ['a', 'b'], lie: 0 } }).round).toBeNull();
    expect(restoreGame({ round: { statements: ['a', 'b', 'c'], lie: 3 } }).round).toBeNull();
    expect(restoreGame({ round: null, revealed: true }).revealed).toBe(false);
  });

  it('never throws on anything JSON can hold', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const game = restoreGame(raw);
        expect(Number.isInteger(game.turn)).toBe(true);
        expect(game.round === null || game.round.statements.length === 3).toBe(true);
      }),
    );
  });

  it('round-trips a game through JSON', () => {
    fc.assert(
      fc.property(
        fc.record({
          turn: fc.nat(50),
          scores: fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.nat(100)),
          lie: fc.nat(2),
          statements: fc.tuple(fc.string(), fc.string(), fc.string()),
          revealed: fc.boolean(),
        }),
        ({ turn, scores, lie, statements, revealed }) => {
          const game = { turn, scores, round: { teller: null, statements, lie, votes: {}, hands: [0, 0, 0] }, revealed, revealedMode: 'each' as const, rounds: 1 };
          expect(restoreGame(JSON.parse(JSON.stringify(game)))).toEqual(game);
        },
      ),
    );
  });
});

describe('ideas', () => {
  it('has many distinct ideas', () => {
    expect(IDEAS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(IDEAS).size).toBe(IDEAS.length);
  });

  it('deals every idea once before repeating', () => {
    let deck = { seen: [] as string[] };
    const dealt = new Set<string>();
    const source = seededRandom(3);
    for (let i = 0; i < IDEAS.length; i++) {
      const draw = drawIdea(deck, source)!;
      expect(draw.reshuffled).toBe(false);
      dealt.add(draw.idea);
      deck = draw.deck;
    }
    expect(dealt.size).toBe(IDEAS.length);
    expect(ideasLeft(deck)).toBe(0);
    expect(drawIdea(deck, source)!.reshuffled).toBe(true);
  });
});
