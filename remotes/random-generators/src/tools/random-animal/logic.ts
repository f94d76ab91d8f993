import { drawFromDeck, readNumber, secureRandom, type DeckState, type RandomSource } from '@toolhub/shared';
import { ANIMALS, GROUPS, HABITATS, type Animal, type Group, type Status } from './animals';

export { ANIMALS, GROUPS, HABITATS, type Animal, type Group, type Status };

export const GROUP_CHOICES = ['all', ...GROUPS] as const;
export type GroupChoice = (typeof GROUP_CHOICES)[number];
export const HABITAT_CHOICES = ['any', ...HABITATS] as const;
export type HabitatChoice = (typeof HABITAT_CHOICES)[number];

export const COUNT_MAX = 10;
export const DECK_KEY = 'toolhub.random-animal.deck';

export const GROUP_NAMES: Record<GroupChoice, string> = {
  all: 'All animals',
  mammal: 'Mammals',
  bird: 'Birds',
  reptile: 'Reptiles',
  amphibian: 'Amphibians',
  fish: 'Fish',
  invertebrate: 'Invertebrates',
};

export const GROUP_SINGULAR: Record<Group, string> = {
  mammal: 'Mammal',
  bird: 'Bird',
  reptile: 'Reptile',
  amphibian: 'Amphibian',
  fish: 'Fish',
  invertebrate: 'Invertebrate',
};

/** Shown for an animal without an emoji of its own. */
export const GROUP_EMOJI: Record<Group, string> = {
  mammal: '🐾',
  bird: '🪶',
  reptile: '🦎',
  amphibian: '🐸',
  fish: '🐟',
  invertebrate: '🐛',
};

export const HABITAT_NAMES: Record<HabitatChoice, string> = {
  any: 'Any habitat',
  forest: 'Forests',
  grassland: 'Grasslands and savannas',
  desert: 'Deserts',
  mountain: 'Mountains',
  polar: 'Polar regions and tundra',
  ocean: 'Oceans and coasts',
  freshwater: 'Rivers, lakes and wetlands',
  towns: 'Farms, parks and gardens',
};

export const STATUS_NAMES: Record<Status, string> = {
  EX: 'Extinct',
  CR: 'Critically Endangered',
  EN: 'Endangered',
  VU: 'Vulnerable',
  NT: 'Near Threatened',
  LC: 'Least Concern',
};

const BY_ID = new Map(ANIMALS.map((animal) => [animal.id, animal]));
export const ALL_IDS: readonly string[] = ANIMALS.map((animal) => animal.id);

export function animalById(id: string): Animal | undefined {
  return BY_ID.get(id);
}

export function animalsFor(group: GroupChoice, habitat: HabitatChoice, animals: readonly Animal[] = ANIMALS): Animal[] {
  return animals.filter((animal) => (group === 'all' || animal.group === group) && (habitat === 'any' || animal.habitats.includes(habitat)));
}

/** What the filters describe, in words: "amphibians in deserts", "animals". */
export function describeFilter(group: GroupChoice, habitat: HabitatChoice): string {
  const who = group === 'all' ? 'animals' : GROUP_NAMES[group].toLowerCase();
  return habitat === 'any' ? who : `${who} of ${HABITAT_NAMES[habitat].toLowerCase()}`;
}

export type CountReading = { ok: true; value: number } | { ok: false; message: string };

/** "How many": a whole number from 1 to COUNT_MAX. */
export function readCount(text: string): CountReading {
  const reading = readNumber(text, { min: 1, max: COUNT_MAX, integer: true });
  return 'value' in reading ? { ok: true, value: reading.value } : { ok: false, message: reading.error };
}

export interface LinkedAnimals {
  animals: Animal[];
  /** True when the link named something that is not (or no longer) in the collection. */
  broken: boolean;
}

/** The animals a link's ?a= names: known ids, once each, at most COUNT_MAX. */
export function animalsFromParam(param: string): LinkedAnimals {
  if (param.trim() === '') return { animals: [], broken: false };
  const parts = param.split(',').map((part) => part.trim());
  const animals: Animal[] = [];
  let broken = false;
  for (const part of parts) {
    const animal = BY_ID.get(part);
    if (!animal || animals.includes(animal)) broken = true;
    else if (animals.length < COUNT_MAX) animals.push(animal);
    else broken = true;
  }
  return { animals, broken };
}

export function animalsParam(animals: readonly Animal[]): string {
  return animals.map((animal) => animal.id).join(',');
}

/** The tool's address with only ?a=…, so a shared link opens exactly these animals. */
export function shareLink(pageUrl: string, animals: readonly Animal[]): string {
  const url = new URL(pageUrl);
  url.search = `?a=${animalsParam(animals)}`;
  url.hash = '';
  return url.toString();
}

export interface AnimalDraw {
  animals: Animal[];
  deck: DeckState;
  /** True when the pool ran out during this draw and a new round began. */
  reshuffled: boolean;
}

/**
 * Draws up to `count` different animals from the pool through the no-repeat deck: nobody comes
 * back until every animal of the pool has been shown. A batch never holds one animal twice, even
 * when a new round starts in the middle of it.
 */
export function drawAnimals(deck: DeckState, pool: readonly Animal[], count: number, source: RandomSource = secureRandom): AnimalDraw {
  const drawn: Animal[] = [];
  let state = deck;
  let reshuffled = false;
  const want = Math.min(count, pool.length);
  for (let i = 0; i < want; i++) {
    const taken = new Set(drawn.map((animal) => animal.id));
    const ids = pool.filter((animal) => !taken.has(animal.id)).map((animal) => animal.id);
    const draw = drawFromDeck(state, ids, source);
    if (!draw) break;
    state = draw.state;
    reshuffled ||= draw.reshuffled;
    drawn.push(BY_ID.get(draw.id)!);
  }
  return { animals: drawn, deck: state, reshuffled };
}

export function statusLabel(status: Status | undefined): string {
  return status ? `${STATUS_NAMES[status]} (IUCN Red List)` : 'Not assessed here';
}

/** A plain-text card for copying. */
export function formatAnimal(animal: Animal): string {
  return [
    `${animal.name} (${animal.scientific})`,
    `${GROUP_SINGULAR[animal.group]} · class ${animal.taxonClass}`,
    animal.about,
    `Lives in: ${animal.range}`,
    `Habitat: ${animal.habitats.map((h) => HABITAT_NAMES[h]).join(', ')}`,
    `Diet: ${animal.diet}`,
    ...(animal.status ? [`Conservation status: ${statusLabel(animal.status)}`] : []),
    `Did you know? ${animal.fact}`,
    `Source: ${animal.source}`,
  ].join('\n');
}

export function formatAnimals(animals: readonly Animal[]): string {
  return animals.map(formatAnimal).join('\n\n');
}

/** What stands in for the animal's name in the guessing game's clues. */
export const MASK = '▢▢▢';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A clue with the animal's name blanked out, for the guessing game: each word of the common name
 * (three letters or more, plurals too) becomes MASK, case ignored.
 */
export function maskName(text: string, animal: Animal): string {
  const words = animal.name
    .split(/[\s-]+/)
    .map((word) => word.replace(/[^\p{L}]/gu, ''))
    .filter((word) => word.length >= 3);
  if (words.length === 0) return text;
  const pattern = new RegExp(`(?<![\\p{L}])(?:${words.map(escapeRegExp).join('|')})(?:e?s)?(?![\\p{L}])`, 'giu');
  return text.replace(pattern, MASK);
}
