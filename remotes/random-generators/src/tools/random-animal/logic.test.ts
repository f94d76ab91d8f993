import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '@toolhub/shared/testing';
import {
  ALL_IDS,
  ANIMALS,
  COUNT_MAX,
  GROUPS,
  HABITATS,
  animalById,
  animalsFor,
  animalsFromParam,
  animalsParam,
  describeFilter,
  drawAnimals,
  formatAnimal,
  maskName,
  MASK,
  readCount,
  shareLink,
  statusLabel,
} from './logic';
import { STATUSES } from './animals';

describe('the animal collection', () => {
  it('holds at least 60 animals with unique, link-safe ids', () => {
    expect(ANIMALS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(ALL_IDS).size).toBe(ALL_IDS.length);
    for (const id of ALL_IDS) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('has no animal twice, by common or scientific name', () => {
    expect(new Set(ANIMALS.map((a) => a.name.toLowerCase())).size).toBe(ANIMALS.length);
    expect(new Set(ANIMALS.map((a) => a.scientific)).size).toBe(ANIMALS.length);
  });

  it('gives every animal a binomial name, class, habitat, range, diet, description, fact and source', () => {
    for (const animal of ANIMALS) {
      expect(animal.scientific, animal.id).toMatch(/^[A-Z][a-z]+ [a-z]+$/);
      expect(GROUPS, animal.id).toContain(animal.group);
      expect(animal.taxonClass, animal.id).toMatch(/^[A-Z][a-z]+/);
      expect(animal.habitats.length, animal.id).toBeGreaterThan(0);
      expect(new Set(animal.habitats).size, animal.id).toBe(animal.habitats.length);
      for (const habitat of animal.habitats) expect(HABITATS).toContain(habitat);
      if (animal.status !== undefined) expect(STATUSES).toContain(animal.status);
      for (const text of [animal.name, animal.range, animal.diet, animal.about, animal.fact, animal.source]) {
        expect(text.trim(), animal.id).toBe(text);
        expect(text.length, animal.id).toBeGreaterThan(2);
      }
      // Sentences end properly: the card and the copied text read as prose.
      expect(animal.about, animal.id).toMatch(/[.!]$/);
      expect(animal.fact, animal.id).toMatch(/[.!]$/);
    }
  });

  it('gives the guessing game clues without the name', () => {
    for (const animal of ANIMALS) {
      const key = new RegExp(`(?<!\\p{L})${animal.name.split(' ').at(-1)!}(?:e?s)?(?!\\p{L})`, 'iu');
      for (const clue of [animal.about, animal.range, animal.diet]) expect(maskName(clue, animal), animal.id).not.toMatch(key);
    }
  });

  it('offers several animals in every group and every habitat', () => {
    for (const group of GROUPS) expect(animalsFor(group, 'any').length, group).toBeGreaterThanOrEqual(5);
    for (const habitat of HABITATS) expect(animalsFor('all', habitat).length, habitat).toBeGreaterThanOrEqual(5);
  });
});

describe('filters', () => {
  it.each([
    ['all', 'any', ANIMALS.length],
    ['amphibian', 'polar', 0],
  ] as const)('animalsFor(%s, %s) has %i animals', (group, habitat, count) => {
    expect(animalsFor(group, habitat)).toHaveLength(count);
  });

  it('keeps only animals of the group and habitat', () => {
    const birds = animalsFor('bird', 'ocean');
    expect(birds.length).toBeGreaterThan(0);
    for (const bird of birds) {
      expect(bird.group).toBe('bird');
      expect(bird.habitats).toContain('ocean');
    }
  });

  it.each([
    ['all', 'any', 'animals'],
    ['bird', 'any', 'birds'],
    ['all', 'desert', 'animals of deserts'],
    ['amphibian', 'polar', 'amphibians of polar regions and tundra'],
  ] as const)('describes %s / %s as %j', (group, habitat, words) => {
    expect(describeFilter(group, habitat)).toBe(words);
  });
});

describe('how many', () => {
  it.each([
    ['1', 1],
    [' 3 ', 3],
    ['10', 10],
    ['+4', 4],
  ])('reads %j as %i', (text, value) => {
    expect(readCount(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'Enter a whole number.'],
    ['0', `Enter a number from 1 to ${COUNT_MAX}.`],
    ['11', `Enter a number from 1 to ${COUNT_MAX}.`],
    ['-1', `Enter a number from 1 to ${COUNT_MAX}.`],
    ['2.5', 'Enter a whole number.'],
    ['two', 'Enter a whole number, digits only.'],
    ['1e400', 'That number is too large.'],
  ])('rejects %j with %j', (text, message) => {
    expect(readCount(text)).toEqual({ ok: false, message });
  });

  it('never accepts a count outside 1 to COUNT_MAX', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const reading = readCount(text);
        if (reading.ok) {
          expect(Number.isInteger(reading.value)).toBe(true);
          expect(reading.value).toBeGreaterThanOrEqual(1);
          expect(reading.value).toBeLessThanOrEqual(COUNT_MAX);
        } else {
          expect(reading.message.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('links', () => {
  it('round-trips any batch of distinct animals through ?a=', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...ANIMALS), { minLength: 1, maxLength: COUNT_MAX }), (animals) => {
        const link = shareLink('https://toolhub.example/random-animal?group=bird#x', animals);
        const param = new URL(link).searchParams.get('a') ?? '';
        expect(new URL(link).search).toBe(`?a=${animalsParam(animals)}`);
        expect(animalsFromParam(param)).toEqual({ animals, broken: false });
      }),
    );
  });

  it.each([
    ['', [], false],
    ['lion', ['lion'], false],
    ['lion, tiger', ['lion', 'tiger'], false],
    ['lion,unicorn', ['lion'], true],
    ['lion,lion', ['lion'], true],
    ['unicorn', [], true],
    [',,', [], true],
    ['LION', [], true],
  ])('reads %j', (param, ids, broken) => {
    const linked = animalsFromParam(param);
    expect(linked.animals.map((a) => a.id)).toEqual(ids);
    expect(linked.broken).toBe(broken);
  });

  it('takes at most COUNT_MAX animals from a link', () => {
    const linked = animalsFromParam(ALL_IDS.slice(0, COUNT_MAX + 3).join(','));
    expect(linked.animals).toHaveLength(COUNT_MAX);
    expect(linked.broken).toBe(true);
  });

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      expect(animalsFromParam(text).animals.length).toBeLessThanOrEqual(COUNT_MAX);
    }));
  });
});

describe('drawing animals', () => {
  it('draws distinct animals of the pool and meets every one before any repeats', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GROUPS), fc.integer({ min: 1, max: COUNT_MAX }), fc.integer(), (group, count, seed) => {
        const pool = animalsFor(group, 'any');
        const source = seededRandom(seed);
        let deck = { seen: [] as string[] };
        const met: string[] = [];
        while (met.length < pool.length) {
          const draw = drawAnimals(deck, pool, count, source);
          const ids = draw.animals.map((a) => a.id);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids.length).toBe(Math.min(count, pool.length));
          for (const animal of draw.animals) expect(pool).toContain(animal);
          met.push(...ids);
          deck = draw.deck;
        }
        // The first pool.length animals met are all different: no repeats within a round.
        expect(new Set(met.slice(0, pool.length)).size).toBe(pool.length);
      }),
      { seed: 18, numRuns: 60 },
    );
  });

  it('gives the whole pool when asked for more than it holds', () => {
    const pool = animalsFor('amphibian', 'any');
    const draw = drawAnimals({ seen: [] }, pool, COUNT_MAX, seededRandom(1));
    expect(new Set(draw.animals)).toEqual(new Set(pool));
  });

  it('says when a new round starts', () => {
    const pool = animalsFor('reptile', 'any');
    const seen = pool.map((a) => a.id);
    const draw = drawAnimals({ seen, last: seen.at(-1)! }, pool, 1, seededRandom(2));
    expect(draw.reshuffled).toBe(true);
    expect(draw.animals[0]!.id).not.toBe(seen.at(-1));
    expect(draw.deck.seen).toEqual([draw.animals[0]!.id]);
  });

  it('draws nothing from an empty pool', () => {
    expect(drawAnimals({ seen: [] }, [], 3).animals).toEqual([]);
  });
});

describe('the guessing game', () => {
  it.each([
    ['toco-toucan', 'The largest toucan, with a huge orange bill.', `The largest ${MASK}, with a huge orange bill.`],
    ['emperor-scorpion', 'One of the largest scorpions.', `One of the largest ${MASK}.`],
    ['leafcutter-ant', 'An ant among plants and ants.', `An ${MASK} among plants and ${MASK}.`],
    ['komodo-dragon', 'A few Indonesian islands, including Komodo', `A few Indonesian islands, including ${MASK}`],
    ['kakapo', 'Every KĀKĀPŌ counts.', `Every ${MASK} counts.`],
    ['lion', 'Lionesses and a million stars.', 'Lionesses and a million stars.'],
  ])('masks the name of %s', (id, text, masked) => {
    expect(maskName(text, animalById(id)!)).toBe(masked);
  });

  it('leaves text without the name as it was', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ANIMALS), fc.stringMatching(/^[0-9 .,]*$/), (animal, text) => {
        expect(maskName(text, animal)).toBe(text);
      }),
    );
  });
});

describe('copied text', () => {
  it('formats a card', () => {
    expect(formatAnimal(animalById('lion')!)).toBe(
      [
        'Lion (Panthera leo)',
        'Mammal · class Mammalia',
        'The only cat that lives in family groups, called prides: related females, their cubs and a few males.',
        "Lives in: Sub-Saharan Africa, plus one population in India's Gir Forest",
        'Habitat: Grasslands and savannas',
        'Diet: Meat, mostly large grazing animals such as zebra and wildebeest',
        'Conservation status: Vulnerable (IUCN Red List)',
        "Did you know? A lion's roar can be heard up to about 8 km (5 miles) away.",
        "Source: Smithsonian's National Zoo",
      ].join('\n'),
    );
  });

  it('leaves out a status the collection does not give', () => {
    expect(formatAnimal(animalById('axolotl')!)).toContain('Critically Endangered');
    expect(formatAnimal(animalById('giant-squid')!)).not.toContain('Conservation status');
    expect(statusLabel(undefined)).toBe('Not assessed here');
  });
});
