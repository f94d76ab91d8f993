import { drawFromDeck, pick, remainingInDeck, restoreDeck, secureRandom, type DeckDraw, type DeckState, type RandomSource } from '@toolhub/shared';
import { MAX_PLAYERS, normaliseName, playerNameError, possessive } from '../../players/players';

// Names follow the remote's one rule for players (src/players); kept reachable here for this tool's tests.
export { MAX_PLAYERS, playerNameError, possessive };

export type Level = 'family' | 'party';
export type Kind = 'truth' | 'dare';

export interface Prompt {
  id: string;
  text: string;
}

export interface LevelInfo {
  id: Level;
  label: string;
  hint: string;
}

export const LEVELS: readonly LevelInfo[] = [
  { id: 'family', label: 'Family-friendly', hint: 'Fine for all ages.' },
  { id: 'party', label: 'Party', hint: 'Cheeky questions for grown-up groups. Never explicit.' },
];

export const DEFAULT_LEVEL: Level = 'family';

export function parseLevel(raw: string | null | undefined): Level | null {
  return raw === 'family' || raw === 'party' ? raw : null;
}

export function levelLabel(level: Level): string {
  return LEVELS.find((l) => l.id === level)?.label ?? level;
}

export const KIND_LABEL: Record<Kind, string> = { truth: 'Truth', dare: 'Dare' };
const KINDS: readonly Kind[] = ['truth', 'dare'];

/** A coin toss for the Random button. */
export function pickKind(source: RandomSource = secureRandom): Kind {
  return pick(KINDS, source);
}

/* ---------- No-repeat decks, one per level and kind ---------- */

export type DeckKey = `${Level}:${Kind}`;
export type Decks = Partial<Record<DeckKey, DeckState>>;
export type PromptPools = Record<Level, Record<Kind, readonly Prompt[]>>;

export function deckKey(level: Level, kind: Kind): DeckKey {
  return `${level}:${kind}`;
}

/** Restores every deck from storage, dropping anything that does not match today's content. */
export function restoreDecks(raw: unknown, pools: PromptPools): Decks {
  const source = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const decks: Decks = {};
  for (const level of LEVELS) {
    for (const kind of KINDS) {
      const key = deckKey(level.id, kind);
      decks[key] = restoreDeck(source[key], pools[level.id][kind].map((p) => p.id));
    }
  }
  return decks;
}

export interface PromptDraw {
  prompt: Prompt;
  decks: Decks;
  reshuffled: boolean;
}

export function drawPrompt(
  decks: Decks,
  pools: PromptPools,
  level: Level,
  kind: Kind,
  source: RandomSource = secureRandom,
): PromptDraw | null {
  const pool = pools[level][kind];
  const key = deckKey(level, kind);
  const draw: DeckDraw | null = drawFromDeck(decks[key] ?? { seen: [] }, pool.map((p) => p.id), source);
  if (!draw) return null;
  const prompt = pool.find((p) => p.id === draw.id);
  if (!prompt) return null;
  return { prompt, decks: { ...decks, [key]: draw.state }, reshuffled: draw.reshuffled };
}

export function promptsLeft(decks: Decks, pools: PromptPools, level: Level, kind: Kind): number {
  return remainingInDeck(decks[deckKey(level, kind)] ?? { seen: [] }, pools[level][kind].map((p) => p.id));
}

/* ---------- Players and turns ---------- */

export interface Players {
  names: string[];
  /** Index of the player who gets the next prompt. */
  turn: number;
}

export const NO_PLAYERS: Players = { names: [], turn: 0 };

export function addPlayer(players: Players, raw: string): Players {
  if (playerNameError(raw, players.names) !== null) return players;
  return { names: [...players.names, normaliseName(raw)], turn: players.names.length === 0 ? 0 : players.turn };
}

/** Removes a player; whoever was up next stays up next (or the following player, if it was them). */
export function removePlayer(players: Players, index: number): Players {
  if (index < 0 || index >= players.names.length) return players;
  const names = players.names.filter((_, i) => i !== index);
  if (names.length === 0) return { names, turn: 0 };
  let turn = players.turn;
  if (index < turn) turn -= 1;
  if (turn >= names.length) turn = 0;
  return { names, turn };
}

export function advanceTurn(players: Players): Players {
  if (players.names.length === 0) return players;
  return { ...players, turn: (players.turn + 1) % players.names.length };
}

export function currentPlayer(players: Players): string | null {
  return players.names[players.turn] ?? null;
}

export function restorePlayers(raw: unknown): Players {
  if (typeof raw !== 'object' || raw === null) return NO_PLAYERS;
  const record = raw as Record<string, unknown>;
  let names: string[] = [];
  if (Array.isArray(record.names)) {
    for (const value of record.names) {
      if (typeof value === 'string' && playerNameError(value, names) === null) names.push(normaliseName(value));
    }
  }
  names = names.slice(0, MAX_PLAYERS);
  const turn = typeof record.turn === 'number' && Number.isInteger(record.turn) && record.turn >= 0 && record.turn < names.length ? record.turn : 0;
  return { names, turn };
}
