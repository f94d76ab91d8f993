import { ITEMS, TRAITS, TRAIT_ORDER, type Item, type TraitId } from './items';

/** One answer per item: 1..5 on the IPIP scale, 0 while unanswered. */
export type Answers = number[];
export type Scores = Record<TraitId, number>;
export type Band = 'low' | 'average' | 'high';

export const ANSWER_MIN = 1;
export const ANSWER_MAX = 5;

export function emptyAnswers(count = ITEMS.length): Answers {
  return Array.from({ length: count }, () => 0);
}

export function isAnswer(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= ANSWER_MIN && (value as number) <= ANSWER_MAX;
}

/** Reverse-keyed items count 6 − answer so that every item points the same way as its trait. */
export function scoreItem(answer: number, key: 1 | -1): number {
  if (!isAnswer(answer)) throw new RangeError(`Answer must be 1..5, got ${answer}`);
  return key === 1 ? answer : ANSWER_MIN + ANSWER_MAX - answer;
}

/** Lowest and highest raw score a trait can get from the given items. */
export function traitRange(trait: TraitId, items: readonly Item[] = ITEMS): { min: number; max: number } {
  const count = items.filter((item) => item.trait === trait).length;
  return { min: count * ANSWER_MIN, max: count * ANSWER_MAX };
}

/** Raw trait sums, or null while any item is unanswered or an answer is out of range. */
export function scoreAnswers(answers: Answers, items: readonly Item[] = ITEMS): Scores | null {
  if (answers.length !== items.length || !answers.every(isAnswer)) return null;
  const scores: Scores = { E: 0, A: 0, C: 0, S: 0, I: 0 };
  items.forEach((item, index) => {
    scores[item.trait] += scoreItem(answers[index] as number, item.key);
  });
  return scores;
}

/** Where a raw score sits between the lowest and highest possible, 0..100 (not a percentile). */
export function percentOfRange(raw: number, min: number, max: number): number {
  if (max <= min) return 0;
  const clamped = Math.min(max, Math.max(min, raw));
  return Math.round(((clamped - min) / (max - min)) * 100);
}

export function traitPercent(scores: Scores, trait: TraitId): number {
  const { min, max } = traitRange(trait);
  return percentOfRange(scores[trait], min, max);
}

export function bandOf(percent: number): Band {
  if (percent < 40) return 'low';
  if (percent > 60) return 'high';
  return 'average';
}

export function firstUnanswered(answers: Answers): number {
  return answers.findIndex((answer) => !isAnswer(answer));
}

export function answeredCount(answers: Answers): number {
  return answers.filter(isAnswer).length;
}

/** Session data comes from storage the user can edit: accept only a well-formed answer sheet. */
export function sanitizeAnswers(value: unknown, count = ITEMS.length): Answers | null {
  if (!Array.isArray(value) || value.length !== count) return null;
  if (!value.every((answer) => answer === 0 || isAnswer(answer))) return null;
  return value as Answers;
}

/**
 * Share links carry the five raw scores, e.g. "E34A40C28S22I45", so a results page can be
 * reopened without the answers (which stay private on the taker's device).
 */
export function encodeScores(scores: Scores): string {
  return TRAIT_ORDER.map((trait) => `${trait}${scores[trait]}`).join('');
}

export function decodeScores(text: string): Scores | null {
  const match = /^E(\d{1,2})A(\d{1,2})C(\d{1,2})S(\d{1,2})I(\d{1,2})$/i.exec(text.trim());
  if (!match) return null;
  const scores = { E: 0, A: 0, C: 0, S: 0, I: 0 } as Scores;
  for (const [position, trait] of TRAIT_ORDER.entries()) {
    const value = Number(match[position + 1]);
    const { min, max } = traitRange(trait);
    if (value < min || value > max) return null;
    scores[trait] = value;
  }
  return scores;
}

/** One line per trait, for copying or sharing as text. */
export function summaryText(scores: Scores): string {
  const lines = TRAIT_ORDER.map((trait) => {
    const percent = traitPercent(scores, trait);
    return `${TRAITS[trait].name}: ${percent}% (${bandOf(percent)})`;
  });
  return ['My Big Five profile', ...lines].join('\n');
}
