import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom, sequenceRandom } from '@toolhub/shared/testing';
import {
  MAX_CAPTION_LENGTH,
  captionError,
  captionLabel,
  castVote,
  finishRound,
  newGame,
  newRound,
  nextVoter,
  nextWriter,
  normaliseCaption,
  parsePicture,
  restoreGame,
  startVoting,
  submitCaption,
  tally,
  type Round,
} from './logic';
import { CHARACTERS, MAX_SEED, MOODS, PROPS, SCENE_COUNT, SETTINGS, newSeed, parseSeed, sceneFromSeed } from './scene';

describe('parsePicture', () => {
  it.each([
    ['scene', 'scene'],
    ['photo', 'photo'],
    ['Photo', null],
    ['', null],
    [null, null],
  ])('%s → %s', (raw, expected) => expect(parsePicture(raw)).toBe(expected));
});

describe('parseSeed', () => {
  it.each([
    ['0', 0],
    ['42', 42],
    [' 7 ', 7],
    ['999999999', MAX_SEED],
    ['1000000000', null],
    ['-1', null],
    ['1.5', null],
    ['1e3', null],
    ['abc', null],
    ['', null],
    [null, null],
  ])('%j → %s', (raw, expected) => expect(parseSeed(raw)).toBe(expected));

  it('reads back every seed it could write', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_SEED }), (seed) => {
      expect(parseSeed(String(seed))).toBe(seed);
    }));
  });

  it('never throws and only returns seeds in range', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const seed = parseSeed(raw);
        expect(seed === null || (Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED)).toBe(true);
      }),
    );
  });
});

describe('sceneFromSeed', () => {
  it('draws the same scene for the same seed', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_SEED }), (seed) => {
      expect(sceneFromSeed(seed)).toEqual(sceneFromSeed(seed));
    }));
  });

  it('describes the scene in a sentence', () => {
    const scene = sceneFromSeed(12345);
    expect(scene.description).toMatch(/^A (happy|grumpy|surprised|sleepy) \w+ .+\.$/);
    expect(scene.description).toContain(scene.character);
  });

  it('reaches every setting, character, prop and mood', () => {
    const seen = { setting: new Set(), character: new Set(), prop: new Set(), mood: new Set() };
    for (let seed = 0; seed < 2000; seed++) {
      const scene = sceneFromSeed(seed);
      seen.setting.add(scene.setting);
      seen.character.add(scene.character);
      seen.prop.add(scene.prop);
      seen.mood.add(scene.mood);
      expect(scene.hue).toBeGreaterThanOrEqual(0);
      expect(scene.hue).toBeLessThan(360);
      expect(scene.place).toBeGreaterThanOrEqual(0.25);
      expect(scene.place).toBeLessThanOrEqual(0.75);
    }
    expect(seen.setting.size).toBe(SETTINGS.length);
    expect(seen.character.size).toBe(CHARACTERS.length);
    expect(seen.prop.size).toBe(PROPS.length);
    expect(seen.mood.size).toBe(MOODS.length);
    expect(SCENE_COUNT).toBe(SETTINGS.length * CHARACTERS.length * PROPS.length * MOODS.length);
  });

  it('takes new seeds from the given random source, in range', () => {
    expect(newSeed(sequenceRandom([5]))).toBe(5);
    const source = seededRandom(1);
    for (let i = 0; i < 100; i++) {
      const seed = newSeed(source);
      expect(seed).toBeGreaterThanOrEqual(0);
      expect(seed).toBeLessThanOrEqual(MAX_SEED);
    }
  });
});

describe('captions', () => {
  it.each([
    ['When the Wi-Fi drops', [], null],
    ['  spaced   out  ', [], null],
    ['', [], 'Write a caption first.'],
    ['   ', [], 'Write a caption first.'],
    ['x'.repeat(MAX_CAPTION_LENGTH), [], null],
    ['x'.repeat(MAX_CAPTION_LENGTH + 1), [], `Keep it to ${MAX_CAPTION_LENGTH} characters (now ${MAX_CAPTION_LENGTH + 1}).`],
    ['Same joke', ['same JOKE'], 'Someone already wrote exactly that: make it your own.'],
  ] as const)('%j (others %j) → %s', (raw, others, expected) => expect(captionError(raw, others)).toBe(expected));

  it('normalises spaces', () => {
    expect(normaliseCaption('  a \n b  ')).toBe('a b');
  });

  it.each([
    [0, 'A'],
    [1, 'B'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('label %i → %s', (index, label) => expect(captionLabel(index)).toBe(label));

  it('gives every index its own label', () => {
    const labels = new Set(Array.from({ length: 1000 }, (_, i) => captionLabel(i)));
    expect(labels.size).toBe(1000);
  });
});

describe('a round', () => {
  const players = ['Ana', 'Bo', 'Cy'];

  function written(): Round {
    let round = newRound(1);
    round = submitCaption(round, 'Ana', 'caption A');
    round = submitCaption(round, 'Bo', 'caption B');
    round = submitCaption(round, 'Cy', 'caption C');
    return round;
  }

  it('takes captions in player order and rejects bad ones', () => {
    let round = newRound(1);
    expect(nextWriter(round, players)).toBe('Ana');
    round = submitCaption(round, 'Ana', '  Hello   there ');
    expect(round.captions).toEqual({ Ana: 'Hello there' });
    expect(nextWriter(round, players)).toBe('Bo');
    expect(submitCaption(round, 'Bo', '')).toBe(round);
    expect(submitCaption(round, 'Bo', 'hello THERE')).toBe(round);
    expect(nextWriter(written(), players)).toBeNull();
  });

  it('shuffles captions for the vote and keeps every author', () => {
    const orders = new Set<string>();
    const source = seededRandom(9);
    for (let i = 0; i < 200; i++) {
      const round = startVoting(written(), source);
      expect([...round.order].sort()).toEqual(players);
      orders.add(round.order.join());
    }
    expect(orders.size).toBe(6);
  });

  it('collects one vote each, never for yourself', () => {
    let round = startVoting(written(), sequenceRandom([0]));
    expect(castVote(round, 'Ana', 'Ana')).toBe(round);
    expect(castVote(round, 'Ana', 'Nobody')).toBe(round);
    expect(nextVoter(round, players)).toBe('Ana');
    round = castVote(round, 'Ana', 'Cy');
    round = castVote(round, 'Bo', 'Cy');
    expect(nextVoter(round, players)).toBe('Cy');
    round = castVote(round, 'Cy', 'Bo');
    expect(nextVoter(round, players)).toBeNull();
    const result = tally(round);
    expect(result.winners).toEqual(['Cy']);
    expect(Object.fromEntries(result.counts.map((c) => [c.author, c.votes]))).toEqual({ Ana: 0, Bo: 1, Cy: 2 });
  });

  it('shares a tied win and gives no winner without votes', () => {
    let round = startVoting(written(), sequenceRandom([0]));
    expect(tally(round).winners).toEqual([]);
    round = castVote(castVote(round, 'Ana', 'Bo'), 'Bo', 'Ana');
    expect([...tally(round).winners].sort()).toEqual(['Ana', 'Bo']);
  });

  it('turns votes into points, wins and a history line', () => {
    let round = startVoting(written(), sequenceRandom([0]));
    round = castVote(castVote(castVote(round, 'Ana', 'Cy'), 'Bo', 'Cy'), 'Cy', 'Bo');
    const game = finishRound({ ...newGame(1), round }, 'a cat');
    expect(game.round.revealed).toBe(true);
    expect(game.points).toEqual({ Ana: 0, Bo: 1, Cy: 2 });
    expect(game.wins).toEqual({ Cy: 1 });
    expect(game.history).toEqual([{ round: 1, names: ['Cy'], caption: 'caption C', picture: 'a cat' }]);
  });
});

describe('restoreGame', () => {
  it.each([null, 3, 'x', [], {}, { round: [] }])('starts fresh from %j', (raw) => {
    expect(restoreGame(raw, 5)).toEqual(newGame(5));
  });

  it('drops bad parts of a stored game', () => {
    const game = restoreGame(
      {
        round: { seed: 9, captions: { Ana: 'a', Bo: 2 }, order: ['Ana', 'Bo', 3], votes: { Ana: 'Ana', Cy: 'Ana', Di: 'Zed' }, revealed: 'yes' },
        points: { Ana: 1, Bo: -2 },
        wins: { Ana: 1.5 },
        history: [{ round: 1, names: ['Ana'], caption: 'a', picture: 'p' }, { round: 'x' }],
      },
      null,
    );
    expect(game).toEqual({
      round: { seed: 9, captions: { Ana: 'a' }, order: ['Ana'], votes: { Cy: 'Ana' }, revealed: false },
      points: { Ana: 1 },
      wins: {},
      history: [{ round: 1, names: ['Ana'], caption: 'a', picture: 'p' }],
    });
  });

  it('never throws on anything JSON can hold', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const game = restoreGame(raw, null);
        for (const author of game.round.order) expect(author in game.round.captions).toBe(true);
      }),
    );
  });
});
