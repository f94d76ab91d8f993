/** The running totals, and the game as saved between visits. */
import { KINDS, LEVELS, type Kind, type Level, type Puzzle, type Verdict } from './logic';

export interface Tally {
  correct: number;
  wrong: number;
  streak: number;
  hints: number;
}
export const NO_TALLY: Tally = { correct: 0, wrong: 0, streak: 0, hints: 0 };

/** A verdict's effect on the running totals: a right answer grows the streak, anything else ends it. */
export function score(tally: Tally, verdict: Verdict): Tally {
  return verdict === 'correct' ? { ...tally, correct: tally.correct + 1, streak: tally.streak + 1 } : { ...tally, wrong: tally.wrong + 1, streak: 0 };
}

/** What the page keeps across reloads: the puzzle on screen, what was typed, and the totals. */
export interface GameState {
  puzzle: Puzzle;
  answer: string;
  verdict: Verdict | null;
  hinted: boolean;
  tally: Tally;
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n < 1e9;
const isTerm = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n);

/** A stored game if it is whole and well formed, otherwise null (a new game is dealt instead). */
export function sanitizeGame(stored: unknown): GameState | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { puzzle, answer, verdict, hinted, tally } = stored as Record<string, unknown>;
  if (typeof puzzle !== 'object' || puzzle === null || typeof answer !== 'string' || answer.length > 100) return null;
  const p = puzzle as Record<string, unknown>;
  if (!LEVELS.some((l) => l.id === p.level) || !KINDS.some((k) => k.id === p.kind)) return null;
  if (!Array.isArray(p.terms) || p.terms.length < 3 || p.terms.length > 12 || !p.terms.every(isTerm) || !isTerm(p.answer)) return null;
  if (typeof p.hint !== 'string' || typeof p.explanation !== 'string' || p.hint.length > 500 || p.explanation.length > 1000) return null;
  if (verdict !== null && verdict !== 'correct' && verdict !== 'wrong' && verdict !== 'revealed') return null;
  if (typeof hinted !== 'boolean' || typeof tally !== 'object' || tally === null) return null;
  const t = tally as Record<string, unknown>;
  if (!isCount(t.correct) || !isCount(t.wrong) || !isCount(t.streak) || !isCount(t.hints)) return null;
  return {
    puzzle: { level: p.level as Level, kind: p.kind as Kind, terms: [...p.terms], answer: p.answer, hint: p.hint, explanation: p.explanation },
    answer,
    verdict,
    hinted,
    tally: { correct: t.correct, wrong: t.wrong, streak: t.streak, hints: t.hints },
  };
}

export function sanitizeStreak(stored: unknown): number {
  return isCount(stored) ? stored : 0;
}
