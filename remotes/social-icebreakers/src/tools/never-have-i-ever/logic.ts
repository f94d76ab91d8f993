import { drawFromDeck, remainingInDeck, restoreDeck, secureRandom, type DeckState, type RandomSource } from '@toolhub/shared';
import { normaliseName, playerNameError } from '../../players/players';

export type Theme = 'classic' | 'travel' | 'food' | 'school-work' | 'love' | 'oops' | 'online' | 'adventure';
export type ThemeFilter = Theme | 'all' | 'mine';
export type Rating = 'all' | 'teen' | 'adult';
export type Scoring = 'points' | 'fingers';

export interface Prompt {
  id: string;
  theme: Theme;
  rating: Rating;
  /** The rest of the sentence after "Never have I ever". */
  text: string;
}

export interface CustomPrompt {
  id: string;
  text: string;
}

/* ---------- Options ---------- */

export const THEMES: readonly { id: Theme; label: string; icon: string }[] = [
  { id: 'classic', label: 'Classic', icon: '⭐' },
  { id: 'travel', label: 'Travel', icon: '✈️' },
  { id: 'food', label: 'Food', icon: '🍕' },
  { id: 'school-work', label: 'School & work', icon: '🎒' },
  { id: 'love', label: 'Love & dating', icon: '💘' },
  { id: 'oops', label: 'Embarrassing', icon: '🙈' },
  { id: 'online', label: 'Online', icon: '📱' },
  { id: 'adventure', label: 'Adventure', icon: '🧗' },
];

export const RATINGS: readonly { id: Rating; label: string; hint: string }[] = [
  { id: 'all', label: 'All ages', hint: 'Fine for kids, family and classrooms.' },
  { id: 'teen', label: 'Teens 13+', hint: 'Adds crushes, school mischief and social media.' },
  { id: 'adult', label: 'Adults 18+', hint: 'Adds dating, work and nights out. Cheeky, never explicit.' },
];

const RATING_ORDER: Record<Rating, number> = { all: 0, teen: 1, adult: 2 };

export const DEFAULT_THEME: ThemeFilter = 'all';
export const DEFAULT_RATING: Rating = 'all';
export const DEFAULT_SCORING: Scoring = 'points';
export const FINGER_CHOICES = ['3', '5', '10'] as const;
export type Fingers = (typeof FINGER_CHOICES)[number];
export const DEFAULT_FINGERS: Fingers = '10';

export function parseTheme(raw: string | null | undefined): ThemeFilter | null {
  if (raw === 'all' || raw === 'mine') return raw;
  return THEMES.find((t) => t.id === raw)?.id ?? null;
}

export function parseRating(raw: string | null | undefined): Rating | null {
  return RATINGS.find((r) => r.id === raw)?.id ?? null;
}

export function parseScoring(raw: string | null | undefined): Scoring | null {
  return raw === 'points' || raw === 'fingers' ? raw : null;
}

export function parseFingers(raw: string | null | undefined): Fingers | null {
  return (FINGER_CHOICES as readonly string[]).includes(raw ?? '') ? (raw as Fingers) : null;
}

export function themeLabel(theme: ThemeFilter): string {
  if (theme === 'all') return 'All themes';
  if (theme === 'mine') return 'My prompts';
  return THEMES.find((t) => t.id === theme)?.label ?? theme;
}

/** The prompts in play: the theme (or all, or only mine) at this rating and below. */
export function promptPool(all: readonly Prompt[], custom: readonly CustomPrompt[], theme: ThemeFilter, rating: Rating): CustomPrompt[] {
  const mine = custom.map((c) => ({ id: c.id, text: c.text }));
  if (theme === 'mine') return mine;
  const bundled = all
    .filter((p) => RATING_ORDER[p.rating] <= RATING_ORDER[rating] && (theme === 'all' || p.theme === theme))
    .map((p) => ({ id: p.id, text: p.text }));
  return theme === 'all' ? [...bundled, ...mine] : bundled;
}

/** "been on a plane" → "Never have I ever been on a plane." */
export function sentence(text: string): string {
  return `Never have I ever ${text}${/[.!?…]$/.test(text) ? '' : '.'}`;
}

/* ---------- Custom prompts ---------- */

export const MAX_CUSTOM = 200;
export const MAX_CUSTOM_LENGTH = 140;

/** What the user typed, without a leading "Never have I ever" and a trailing full stop. */
export function cleanCustom(raw: string): string {
  return raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^never\s+have\s+i\s+ever\b[\s,.:…-]*/i, '')
    .replace(/[\s.]+$/, '')
    .trim();
}

/** Why a custom prompt cannot be added, or null. */
export function customError(raw: string, custom: readonly CustomPrompt[], bundled: readonly Prompt[]): string | null {
  const text = cleanCustom(raw);
  if (text === '') return 'Type what someone may never have done, e.g. “been to Japan”.';
  if (text.length < 3) return 'That is too short: write at least 3 characters.';
  if (text.length > MAX_CUSTOM_LENGTH) return `Keep it under ${MAX_CUSTOM_LENGTH} characters (this is ${text.length}).`;
  if (custom.length >= MAX_CUSTOM) return `That's the maximum of ${MAX_CUSTOM} prompts of your own.`;
  const lower = text.toLocaleLowerCase();
  if (custom.some((c) => c.text.toLocaleLowerCase() === lower)) return 'You have added that one already.';
  if (bundled.some((p) => p.text.toLocaleLowerCase() === lower)) return 'That one is already in the deck.';
  return null;
}

export function addCustom(custom: readonly CustomPrompt[], raw: string, bundled: readonly Prompt[]): CustomPrompt[] {
  if (customError(raw, custom, bundled) !== null) return custom.slice();
  const next = custom.reduce((n, c) => Math.max(n, Number(c.id.slice(2)) || 0), 0) + 1;
  return [...custom, { id: `c-${next}`, text: cleanCustom(raw) }];
}

export function restoreCustom(raw: unknown): CustomPrompt[] {
  if (!Array.isArray(raw)) return [];
  const out: CustomPrompt[] = [];
  const ids = new Set<string>();
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const { id, text } = item as Record<string, unknown>;
    if (typeof id !== 'string' || !/^c-\d{1,6}$/.test(id) || ids.has(id) || typeof text !== 'string') continue;
    if (customError(text, out, []) !== null) continue;
    ids.add(id);
    out.push({ id, text: cleanCustom(text) });
  }
  return out;
}

/* ---------- The game: players, the current card, the tally ---------- */

export interface Player {
  name: string;
  /** How many prompts this player has said "I have" to. */
  score: number;
}

export interface Card {
  id: string;
  text: string;
  /** Names of players who said "I have". */
  haves: string[];
  /** "I have"s from people not on the player list. */
  others: number;
}

export interface Game {
  players: Player[];
  card: Card | null;
  /** Earlier cards this session, newest first. */
  history: { text: string; count: number }[];
  round: number;
}

export const NEW_GAME: Game = { players: [], card: null, history: [], round: 0 };
export const HISTORY_LENGTH = 30;

export function addPlayer(game: Game, raw: string): Game {
  if (playerNameError(raw, game.players.map((p) => p.name)) !== null) return game;
  return { ...game, players: [...game.players, { name: normaliseName(raw), score: 0 }] };
}

export function removePlayer(game: Game, name: string): Game {
  const card = game.card ? { ...game.card, haves: game.card.haves.filter((n) => n !== name) } : null;
  return { ...game, players: game.players.filter((p) => p.name !== name), card };
}

/** Puts a new card on the table; the old one goes to the history with its tally. */
export function showCard(game: Game, prompt: { id: string; text: string }): Game {
  const history = game.card ? [{ text: game.card.text, count: tally(game.card) }, ...game.history].slice(0, HISTORY_LENGTH) : game.history;
  return { ...game, card: { id: prompt.id, text: prompt.text, haves: [], others: 0 }, history, round: game.round + 1 };
}

/** A player says "I have" (or takes it back): their score follows at once. */
export function toggleHave(game: Game, name: string): Game {
  const card = game.card;
  if (!card || !game.players.some((p) => p.name === name)) return game;
  const had = card.haves.includes(name);
  const haves = had ? card.haves.filter((n) => n !== name) : [...card.haves, name];
  const players = game.players.map((p) => (p.name === name ? { ...p, score: Math.max(0, p.score + (had ? -1 : 1)) } : p));
  return { ...game, players, card: { ...card, haves } };
}

/** "I have" from someone not on the list (or one taken back). */
export function changeOthers(game: Game, by: 1 | -1): Game {
  if (!game.card) return game;
  return { ...game, card: { ...game.card, others: Math.max(0, Math.min(999, game.card.others + by)) } };
}

export function tally(card: Card): number {
  return card.haves.length + card.others;
}

export function resetScores(game: Game): Game {
  return { ...game, players: game.players.map((p) => ({ ...p, score: 0 })), card: game.card ? { ...game.card, haves: [], others: 0 } : null, history: [], round: game.card ? 1 : 0 };
}

/** Fingers still up in the fingers variant (everyone starts with `start`, one down per "I have"). */
export function fingersLeft(player: Player, start: number): number {
  return Math.max(0, start - player.score);
}

/** Leaders in points mode (most "I have"s), or who is still in for the fingers variant. */
export function standings(game: Game, scoring: Scoring, start: number): string {
  if (game.players.length === 0) return '';
  if (scoring === 'points') {
    const top = Math.max(...game.players.map((p) => p.score));
    if (top === 0) return 'No “I have”s yet.';
    const leaders = game.players.filter((p) => p.score === top).map((p) => p.name);
    return `Most experienced: ${joinNames(leaders)} (${top}).`;
  }
  const inGame = game.players.filter((p) => fingersLeft(p, start) > 0).map((p) => p.name);
  if (inGame.length === 0) return 'Everyone is out of fingers!';
  if (inGame.length === 1 && game.players.length > 1) return `${inGame[0]} wins with fingers still up!`;
  return `Still in: ${joinNames(inGame)}.`;
}

export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function restoreGame(raw: unknown): Game {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return NEW_GAME;
  const record = raw as Record<string, unknown>;
  const players: Player[] = [];
  if (Array.isArray(record.players)) {
    for (const item of record.players) {
      if (typeof item !== 'object' || item === null) continue;
      const { name, score } = item as Record<string, unknown>;
      if (typeof name !== 'string' || playerNameError(name, players.map((p) => p.name)) !== null) continue;
      players.push({ name: normaliseName(name), score: typeof score === 'number' && Number.isSafeInteger(score) && score > 0 ? score : 0 });
    }
  }
  let card: Card | null = null;
  const rawCard = record.card as Record<string, unknown> | null | undefined;
  if (rawCard && typeof rawCard === 'object' && typeof rawCard.id === 'string' && typeof rawCard.text === 'string') {
    const names = new Set(players.map((p) => p.name));
    const haves = Array.isArray(rawCard.haves) ? [...new Set(rawCard.haves.filter((n): n is string => typeof n === 'string' && names.has(n)))] : [];
    const others = typeof rawCard.others === 'number' && Number.isInteger(rawCard.others) ? Math.max(0, Math.min(999, rawCard.others)) : 0;
    card = { id: rawCard.id, text: rawCard.text, haves, others };
  }
  const history = Array.isArray(record.history)
    ? record.history
        .filter((h): h is { text: string; count: number } => typeof h === 'object' && h !== null && typeof h.text === 'string' && typeof h.count === 'number')
        .slice(0, HISTORY_LENGTH)
        .map((h) => ({ text: h.text, count: Math.max(0, Math.floor(h.count)) }))
    : [];
  const round = typeof record.round === 'number' && Number.isSafeInteger(record.round) && record.round >= 0 ? record.round : 0;
  return { players, card, history, round };
}

/* ---------- The no-repeat deck ---------- */

export interface Deal {
  prompt: CustomPrompt;
  deck: DeckState;
  reshuffled: boolean;
}

export function dealPrompt(deck: DeckState, pool: readonly CustomPrompt[], source: RandomSource = secureRandom): Deal | null {
  const draw = drawFromDeck(deck, pool.map((p) => p.id), source);
  if (!draw) return null;
  const prompt = pool.find((p) => p.id === draw.id);
  return prompt ? { prompt, deck: draw.state, reshuffled: draw.reshuffled } : null;
}

export function leftInDeck(deck: DeckState, pool: readonly CustomPrompt[]): number {
  return remainingInDeck(deck, pool.map((p) => p.id));
}

export function restorePromptDeck(raw: unknown, all: readonly Prompt[], custom: readonly CustomPrompt[]): DeckState {
  return restoreDeck(raw, [...all.map((p) => p.id), ...custom.map((c) => c.id)]);
}
