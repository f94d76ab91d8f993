import { randomBelow, randomInt, secureRandom, type RandomSource } from '@toolhub/shared';

export const ROUND_MS = 60_000;

export type Level = 'easy' | 'medium' | 'hard';
export const LEVELS: readonly { id: Level; label: string; detail: string }[] = [
  { id: 'easy', label: 'Easy', detail: '+ and − within 20' },
  { id: 'medium', label: 'Medium', detail: '+ − up to 100, × tables to 12' },
  { id: 'hard', label: 'Hard', detail: '+ − × ÷ with negatives' },
];
export const DEFAULT_LEVEL: Level = 'easy';

export function levelFrom(value: string): Level {
  return LEVELS.some((l) => l.id === value) ? (value as Level) : DEFAULT_LEVEL;
}

export type Operator = '+' | '−' | '×' | '÷';

export interface Question {
  a: number;
  b: number;
  op: Operator;
  answer: number;
}

function make(a: number, op: Operator, b: number): Question {
  const answer = op === '+' ? a + b : op === '−' ? a - b : op === '×' ? a * b : a / b;
  return { a, b, op, answer };
}

/** A non-zero integer in [min, max] with a random sign. */
function signed(min: number, max: number, source: RandomSource): number {
  const n = randomInt(min, max, source);
  return randomBelow(2, source) === 0 ? n : -n;
}

function generate(level: Level, source: RandomSource): Question {
  switch (level) {
    case 'easy': {
      // Every number on screen, answer included, stays within 0–20.
      if (randomBelow(2, source) === 0) {
        const a = randomInt(1, 19, source);
        return make(a, '+', randomInt(1, 20 - a, source));
      }
      const a = randomInt(2, 20, source);
      return make(a, '−', randomInt(1, a - 1, source));
    }
    case 'medium': {
      const pick = randomBelow(3, source);
      if (pick === 0) {
        const a = randomInt(2, 98, source);
        return make(a, '+', randomInt(2, 100 - a, source));
      }
      if (pick === 1) {
        const a = randomInt(10, 100, source);
        return make(a, '−', randomInt(2, a - 1, source));
      }
      return make(randomInt(2, 12, source), '×', randomInt(2, 12, source));
    }
    case 'hard': {
      const pick = randomBelow(4, source);
      if (pick === 0) return make(signed(1, 150, source), '+', signed(1, 150, source));
      if (pick === 1) return make(signed(1, 150, source), '−', signed(1, 150, source));
      if (pick === 2) return make(signed(2, 25, source), '×', signed(2, 15, source));
      // Built from the answer so the division always comes out whole.
      const divisor = signed(2, 15, source);
      const quotient = signed(1, 20, source);
      return make(divisor * quotient, '÷', divisor);
    }
  }
}

/** A new question for the level, never the same as the one just answered. */
export function nextQuestion(level: Level, previous: Question | null = null, source: RandomSource = secureRandom): Question {
  for (let attempt = 0; attempt < 20; attempt++) {
    const question = generate(level, source);
    if (!previous || question.a !== previous.a || question.b !== previous.b || question.op !== previous.op) return question;
  }
  return generate(level, source);
}

/** Typographic minus and brackets around a negative right-hand number, as written on paper. */
export function formatNumber(n: number): string {
  return n < 0 ? `−${-n}` : String(n);
}

export function formatQuestion(q: Question): string {
  return `${formatNumber(q.a)} ${q.op} ${q.b < 0 ? `(${formatNumber(q.b)})` : formatNumber(q.b)}`;
}

export function spokenQuestion(q: Question): string {
  const words: Record<Operator, string> = { '+': 'plus', '−': 'minus', '×': 'times', '÷': 'divided by' };
  const say = (n: number) => (n < 0 ? `negative ${-n}` : String(n));
  return `${say(q.a)} ${words[q.op]} ${say(q.b)}`;
}

export type ParsedAnswer =
  | { kind: 'empty' }
  /** A sign alone: the player is still typing. */
  | { kind: 'incomplete' }
  | { kind: 'invalid'; reason: string }
  | { kind: 'number'; value: number };

const MAX_DIGITS = 7;

/**
 * Reads what the player typed: surrounding spaces are ignored, '-', '−' (as phones and pasted
 * text give it) and '+' are signs, leading zeros are fine ("007" is 7, "-0" is 0).
 */
export function parseAnswer(text: string): ParsedAnswer {
  const trimmed = text.trim().replace(/^[−–]/, '-');
  if (trimmed === '') return { kind: 'empty' };
  if (trimmed === '-' || trimmed === '+') return { kind: 'incomplete' };
  const match = /^([+-]?)(\d+)$/.exec(trimmed);
  if (!match) return { kind: 'invalid', reason: 'Numbers only, please' };
  const digits = (match[2] ?? '').replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_DIGITS) return { kind: 'invalid', reason: 'That number is far too long' };
  const value = Number(digits);
  return { kind: 'number', value: match[1] === '-' && value !== 0 ? -value : value };
}

export type Verdict = 'correct' | 'wrong' | ParsedAnswer['kind'];

export function checkAnswer(question: Question, text: string): Verdict {
  const parsed = parseAnswer(text);
  if (parsed.kind !== 'number') return parsed.kind;
  return parsed.value === question.answer ? 'correct' : 'wrong';
}

export interface Tally {
  correct: number;
  wrong: number;
}

/** Share of submitted answers that were right, in whole percent; null before any answer. */
export function accuracy({ correct, wrong }: Tally): number | null {
  const total = correct + wrong;
  return total === 0 ? null : Math.round((correct / total) * 100);
}

export interface BestScore {
  score: number;
  accuracy: number;
}
export type BestScores = Partial<Record<Level, BestScore>>;

/** More correct answers wins; a tie goes to the more accurate round. */
export function isBetter(result: BestScore, best: BestScore | undefined): boolean {
  if (result.score === 0) return false;
  return !best || result.score > best.score || (result.score === best.score && result.accuracy > best.accuracy);
}

export function sanitizeBest(stored: unknown): BestScores {
  const result: BestScores = {};
  if (typeof stored !== 'object' || stored === null) return result;
  for (const { id } of LEVELS) {
    const entry = (stored as Record<string, unknown>)[id];
    if (typeof entry !== 'object' || entry === null) continue;
    const { score, accuracy: acc } = entry as Record<string, unknown>;
    if (typeof score === 'number' && Number.isSafeInteger(score) && score > 0 && score < 10_000 && typeof acc === 'number' && acc >= 0 && acc <= 100) {
      result[id] = { score, accuracy: Math.round(acc) };
    }
  }
  return result;
}

export function shareText(level: Level, tally: Tally): string {
  const label = LEVELS.find((l) => l.id === level)?.label ?? level;
  return `Speed Math (${label}): ${tally.correct} correct in 60 seconds, ${accuracy(tally) ?? 0}% accuracy.`;
}
