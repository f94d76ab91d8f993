import { drawFromDeck, markDealt, secureRandom, type DeckState, type RandomSource } from '@toolhub/shared';
import { CATEGORIES, FACTS, type Category, type Fact } from './facts';

export { CATEGORIES, FACTS, type Category, type Fact };

export const CATEGORY_CHOICES = ['all', ...CATEGORIES] as const;
export type CategoryChoice = (typeof CATEGORY_CHOICES)[number];

export const DECK_KEY = 'toolhub.random-fact.deck';
/** How far "Previous" can step back in one visit. */
export const HISTORY_MAX = 50;

export const CATEGORY_NAMES: Record<CategoryChoice, string> = {
  all: 'All',
  space: 'Space',
  earth: 'Earth and weather',
  animals: 'Animals',
  body: 'Human body',
  science: 'Science',
  history: 'History',
  places: 'Places',
  food: 'Food and plants',
  technology: 'Technology',
};

export const CATEGORY_EMOJI: Record<Category, string> = {
  space: '🪐',
  earth: '🌍',
  animals: '🐾',
  body: '🫀',
  science: '🔬',
  history: '🏛️',
  places: '🗺️',
  food: '🍌',
  technology: '💻',
};

const BY_ID = new Map(FACTS.map((fact) => [fact.id, fact]));
export const ALL_KEYS: readonly string[] = FACTS.map((fact) => String(fact.id));

export function factsFor(category: CategoryChoice, facts: readonly Fact[] = FACTS): Fact[] {
  return category === 'all' ? [...facts] : facts.filter((fact) => fact.category === category);
}

/** The fact a share link names, or null for anything that is not exactly a known id. */
export function factFromParam(param: string): Fact | null {
  if (!/^[1-9]\d{0,5}$/.test(param)) return null;
  return BY_ID.get(Number(param)) ?? null;
}

export function factParam(fact: Fact): string {
  return String(fact.id);
}

/** The tool's own address with only ?f=<id>, so a shared link opens exactly this fact. */
export function shareLink(pageUrl: string, fact: Fact): string {
  const url = new URL(pageUrl);
  url.search = `?f=${factParam(fact)}`;
  url.hash = '';
  return url.toString();
}

export function formatFact(fact: Fact): string {
  return `${fact.text} (Source: ${fact.source})`;
}

export interface FactDraw {
  fact: Fact;
  deck: DeckState;
  reshuffled: boolean;
}

/** The next fact of a category through the no-repeat deck; a new round starts once all were shown. */
export function drawFact(deck: DeckState, pool: readonly Fact[], source: RandomSource = secureRandom): FactDraw {
  const draw = drawFromDeck(deck, pool.map(factParam), source);
  if (!draw) throw new RangeError('no facts to draw from');
  return { fact: BY_ID.get(Number(draw.id))!, deck: draw.state, reshuffled: draw.reshuffled };
}

/** Records a fact opened from a link, so the deck does not deal it again this round. */
export function markFactSeen(deck: DeckState, fact: Fact): DeckState {
  return markDealt(deck, factParam(fact));
}

/** The visit's history with a fact added at the end, trimmed to the newest HISTORY_MAX. */
export function pushHistory(history: readonly number[], id: number): number[] {
  const next = history[history.length - 1] === id ? [...history] : [...history, id];
  return next.slice(-HISTORY_MAX);
}

/** How many facts of a category there are, for labels like "Space (12)". */
export function countFor(category: CategoryChoice): number {
  return factsFor(category).length;
}
