import { secureRandom, shuffle, type RandomSource } from '@toolhub/shared';

export const MAX_CAPTION_LENGTH = 140;
export const MIN_PLAYERS = 2;

export type Picture = 'scene' | 'photo';
export const DEFAULT_PICTURE: Picture = 'scene';
export function parsePicture(raw: string | null | undefined): Picture | null {
  return raw === 'scene' || raw === 'photo' ? raw : null;
}

export function normaliseCaption(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

/** Why a caption cannot be handed in, or null. */
export function captionError(raw: string, others: readonly string[] = []): string | null {
  const caption = normaliseCaption(raw);
  if (caption === '') return 'Write a caption first.';
  if (caption.length > MAX_CAPTION_LENGTH) return `Keep it to ${MAX_CAPTION_LENGTH} characters (now ${caption.length}).`;
  const lower = caption.toLocaleLowerCase();
  if (others.some((o) => o.toLocaleLowerCase() === lower)) return 'Someone already wrote exactly that: make it your own.';
  return null;
}

export interface Round {
  /** The scene seed, or null for the player's own photo. */
  seed: number | null;
  /** Captions by author, in the order they were written. */
  captions: Record<string, string>;
  /** Authors in the shuffled order the captions are shown for voting (anonymous). */
  order: string[];
  /** Voter → author voted for. */
  votes: Record<string, string>;
  revealed: boolean;
}

export function newRound(seed: number | null): Round {
  return { seed, captions: {}, order: [], votes: {}, revealed: false };
}

/** The next player to write, or null when everyone has. */
export function nextWriter(round: Round, players: readonly string[]): string | null {
  return players.find((p) => !(p in round.captions)) ?? null;
}

export function submitCaption(round: Round, author: string, raw: string): Round {
  const others = Object.entries(round.captions).filter(([a]) => a !== author).map(([, c]) => c);
  if (captionError(raw, others) !== null) return round;
  return { ...round, captions: { ...round.captions, [author]: normaliseCaption(raw) } };
}

/** Starts the vote with the captions in an order drawn from the crypto random, authors hidden. */
export function startVoting(round: Round, source: RandomSource = secureRandom): Round {
  return { ...round, order: shuffle(Object.keys(round.captions), source) };
}

/** Every author votes, in list order; nobody can vote for themselves. */
export function nextVoter(round: Round, players: readonly string[]): string | null {
  return players.find((p) => p in round.captions && !(p in round.votes)) ?? null;
}

export function castVote(round: Round, voter: string, author: string): Round {
  if (voter === author || !(author in round.captions)) return round;
  return { ...round, votes: { ...round.votes, [voter]: author } };
}

export interface Tally {
  /** Votes received, by author, in voting order. */
  counts: { author: string; caption: string; votes: number }[];
  /** Authors with the most votes (more than one on a tie); empty when nobody got a vote. */
  winners: string[];
}

export function tally(round: Round): Tally {
  const order = round.order.length > 0 ? round.order : Object.keys(round.captions);
  const counts = order.map((author) => ({
    author,
    caption: round.captions[author] ?? '',
    votes: Object.values(round.votes).filter((a) => a === author).length,
  }));
  const top = Math.max(0, ...counts.map((c) => c.votes));
  return { counts, winners: top === 0 ? [] : counts.filter((c) => c.votes === top).map((c) => c.author) };
}

/** Letters for anonymous captions: A, B, … Z, then AA… */
export function captionLabel(index: number): string {
  let n = index;
  let label = '';
  do {
    label = String.fromCharCode(65 + (n % 26)) + label;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return label;
}

export interface Winner {
  round: number;
  names: string[];
  caption: string;
  picture: string;
}

export interface Game {
  round: Round;
  /** Votes received over the game, by player. */
  points: Record<string, number>;
  /** Rounds won (a tie counts for each), by player. */
  wins: Record<string, number>;
  history: Winner[];
}

export const newGame = (seed: number | null): Game => ({ round: newRound(seed), points: {}, wins: {}, history: [] });

/** Closes a round: votes become points, the top caption wins the round. */
export function finishRound(game: Game, picture: string): Game {
  const { counts, winners } = tally(game.round);
  const points = { ...game.points };
  for (const c of counts) points[c.author] = (points[c.author] ?? 0) + c.votes;
  const wins = { ...game.wins };
  for (const w of winners) wins[w] = (wins[w] ?? 0) + 1;
  const history = winners.length
    ? [...game.history, { round: game.history.length + 1, names: winners, caption: game.round.captions[winners[0]!] ?? '', picture }]
    : game.history;
  return { round: { ...game.round, revealed: true }, points, wins, history: history.slice(-50) };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const stringMap = (v: unknown): Record<string, string> =>
  isRecord(v) ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};
const countMap = (v: unknown): Record<string, number> =>
  isRecord(v)
    ? Object.fromEntries(Object.entries(v).filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isInteger(e[1]) && e[1] >= 0))
    : {};

/** Rebuilds a stored game, dropping anything malformed. */
export function restoreGame(raw: unknown, seed: number | null): Game {
  if (!isRecord(raw) || !isRecord(raw.round)) return newGame(seed);
  const r = raw.round;
  const captions = stringMap(r.captions);
  const order = Array.isArray(r.order) ? r.order.filter((a): a is string => typeof a === 'string' && a in captions) : [];
  const votes = Object.fromEntries(Object.entries(stringMap(r.votes)).filter(([voter, author]) => voter !== author && author in captions));
  const roundSeed = typeof r.seed === 'number' && Number.isInteger(r.seed) && r.seed >= 0 ? r.seed : null;
  const history = Array.isArray(raw.history)
    ? raw.history.filter(
        (h): h is Winner =>
          isRecord(h) && typeof h.round === 'number' && Array.isArray(h.names) && h.names.every((n) => typeof n === 'string') && typeof h.caption === 'string' && typeof h.picture === 'string',
      )
    : [];
  return {
    round: { seed: roundSeed, captions, order, votes, revealed: r.revealed === true },
    points: countMap(raw.points),
    wins: countMap(raw.wins),
    history,
  };
}
