import { drawFromDeck, remainingInDeck, secureRandom, shuffle, type DeckState, type RandomSource } from '@toolhub/shared';
import { IDEAS } from './ideas';

export const STATEMENT_COUNT = 3;
export const MAX_STATEMENT_LENGTH = 200;

export type VoteMode = 'each' | 'hands';
export const DEFAULT_MODE: VoteMode = 'each';
export function parseMode(raw: string | null | undefined): VoteMode | null {
  return raw === 'each' || raw === 'hands' ? raw : null;
}

export type Statements = [string, string, string];
export const EMPTY_STATEMENTS: Statements = ['', '', ''];

export interface StatementCheck {
  /** One message (or null) per statement field. */
  fields: (string | null)[];
  /** Message for the "which is the lie" choice. */
  lie: string | null;
  ok: boolean;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What is wrong with the teller's three statements and lie mark, per field. */
export function checkStatements(statements: readonly string[], lie: number | null): StatementCheck {
  const clean = statements.map(squash);
  const fields = clean.map((text, index) => {
    if (text === '') return 'Write this statement first.';
    if (text.length > MAX_STATEMENT_LENGTH) return `Keep it under ${MAX_STATEMENT_LENGTH} characters (now ${text.length}).`;
    const first = clean.findIndex((other) => other.toLocaleLowerCase() === text.toLocaleLowerCase());
    if (first !== index) return `This is the same as statement ${first + 1}.`;
    return null;
  });
  const lieError = lie === null || !Number.isInteger(lie) || lie < 0 || lie >= STATEMENT_COUNT ? 'Mark which statement is the lie.' : null;
  return { fields, lie: lieError, ok: fields.every((f) => f === null) && lieError === null };
}

/** A locked-in round: the statements in the order they are read out and the hidden lie. */
export interface Round {
  teller: string | null;
  statements: string[];
  /** Index of the lie in `statements`. */
  lie: number;
  /** Who voted for which statement (one-by-one voting). */
  votes: Record<string, number>;
  /** Raised hands per statement (show-of-hands voting). */
  hands: number[];
}

/** Locks in a round, mixing the order with the crypto random so the typing order gives nothing away. */
export function lockRound(teller: string | null, statements: readonly string[], lie: number, source: RandomSource = secureRandom): Round {
  const order = shuffle([0, 1, 2], source);
  return {
    teller,
    statements: order.map((i) => squash(statements[i] ?? '')),
    lie: order.indexOf(lie),
    votes: {},
    hands: [0, 0, 0],
  };
}

/** Everyone except the teller votes, in list order. */
export function votersFor(players: readonly string[], teller: string | null): string[] {
  return players.filter((p) => p !== teller);
}

/** The first voter still to vote, or null when all have. */
export function nextVoter(round: Round, players: readonly string[]): string | null {
  return votersFor(players, round.teller).find((p) => !(p in round.votes)) ?? null;
}

export function castVote(round: Round, voter: string, choice: number): Round {
  if (choice < 0 || choice >= round.statements.length || voter === round.teller) return round;
  return { ...round, votes: { ...round.votes, [voter]: choice } };
}

export const MAX_HANDS = 99;
export function setHands(round: Round, choice: number, count: number): Round {
  if (choice < 0 || choice >= round.hands.length) return round;
  const hands = [...round.hands];
  hands[choice] = Math.max(0, Math.min(MAX_HANDS, Math.trunc(count) || 0));
  return { ...round, hands };
}

export interface Result {
  /** Votes per statement. */
  counts: number[];
  /** Voters who found the lie. */
  spotted: string[];
  /** Voters the teller fooled. */
  fooled: string[];
  /** How many votes went to a truth (for hands: hands on the truths). */
  fooledCount: number;
  /** Points earned this round, by player. */
  points: Record<string, number>;
}

/**
 * Scores a round. One by one: each voter who spots the lie earns 1, the teller earns 1 per voter
 * fooled. Show of hands: only the teller can be scored, 1 per hand raised on a truth.
 */
export function scoreRound(round: Round, mode: VoteMode): Result {
  if (mode === 'hands') {
    const fooledCount = round.hands.reduce((sum, n, i) => (i === round.lie ? sum : sum + n), 0);
    const points: Record<string, number> = {};
    if (round.teller) points[round.teller] = fooledCount;
    return { counts: [...round.hands], spotted: [], fooled: [], fooledCount, points };
  }
  const counts = round.statements.map(() => 0);
  const spotted: string[] = [];
  const fooled: string[] = [];
  for (const [voter, choice] of Object.entries(round.votes)) {
    counts[choice] = (counts[choice] ?? 0) + 1;
    (choice === round.lie ? spotted : fooled).push(voter);
  }
  const points: Record<string, number> = {};
  for (const voter of spotted) points[voter] = 1;
  if (round.teller) points[round.teller] = (points[round.teller] ?? 0) + fooled.length;
  return { counts, spotted, fooled, fooledCount: fooled.length, points };
}

export function addPoints(scores: Record<string, number>, points: Record<string, number>): Record<string, number> {
  const next = { ...scores };
  for (const [name, n] of Object.entries(points)) next[name] = (next[name] ?? 0) + n;
  return next;
}

/** Players by score, highest first; ties keep list order. */
export function standings(players: readonly string[], scores: Record<string, number>): { name: string; score: number }[] {
  return players.map((name) => ({ name, score: scores[name] ?? 0 })).sort((a, b) => b.score - a.score);
}

/* ---------- Game state kept in this browser ---------- */

export interface Game {
  /** Index into the player list of the next teller. */
  turn: number;
  scores: Record<string, number>;
  round: Round | null;
  revealed: boolean;
  /** How the revealed round was scored (a later change of voting mode does not rescore it). */
  revealedMode: VoteMode;
  rounds: number;
}

export const NEW_GAME: Game = { turn: 0, scores: {}, round: null, revealed: false, revealedMode: DEFAULT_MODE, rounds: 0 };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function restoreRound(raw: unknown): Round | null {
  if (!isRecord(raw)) return null;
  const { teller, statements, lie, votes, hands } = raw;
  if (!Array.isArray(statements) || statements.length !== STATEMENT_COUNT || !statements.every((s) => typeof s === 'string')) return null;
  if (!isCount(lie) || lie >= STATEMENT_COUNT) return null;
  const cleanVotes: Record<string, number> = {};
  if (isRecord(votes)) for (const [k, v] of Object.entries(votes)) if (isCount(v) && v < STATEMENT_COUNT) cleanVotes[k] = v;
  const cleanHands = Array.isArray(hands) && hands.length === STATEMENT_COUNT && hands.every(isCount) ? hands.map((n) => Math.min(n, MAX_HANDS)) : [0, 0, 0];
  return { teller: typeof teller === 'string' ? teller : null, statements: statements as string[], lie, votes: cleanVotes, hands: cleanHands };
}

/** Rebuilds a stored game, dropping anything malformed. */
export function restoreGame(raw: unknown): Game {
  if (!isRecord(raw)) return NEW_GAME;
  const scores: Record<string, number> = {};
  if (isRecord(raw.scores)) for (const [k, v] of Object.entries(raw.scores)) if (isCount(v)) scores[k] = v;
  const round = restoreRound(raw.round);
  return {
    turn: isCount(raw.turn) ? raw.turn : 0,
    scores,
    round,
    revealed: round !== null && raw.revealed === true,
    revealedMode: parseMode(typeof raw.revealedMode === 'string' ? raw.revealedMode : null) ?? DEFAULT_MODE,
    rounds: isCount(raw.rounds) ? raw.rounds : 0,
  };
}

export function tellerAt(players: readonly string[], turn: number): string | null {
  return players.length === 0 ? null : (players[turn % players.length] ?? null);
}

/* ---------- Ideas for people stuck for statements ---------- */

export function drawIdea(deck: DeckState, source: RandomSource = secureRandom): { idea: string; deck: DeckState; reshuffled: boolean } | null {
  const draw = drawFromDeck(deck, IDEAS.map((_, i) => String(i)), source);
  if (!draw) return null;
  return { idea: IDEAS[Number(draw.id)] ?? '', deck: draw.state, reshuffled: draw.reshuffled };
}

export function ideasLeft(deck: DeckState): number {
  return remainingInDeck(deck, IDEAS.map((_, i) => String(i)));
}
