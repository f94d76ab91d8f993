import { formatNumber, pick, sample, secureRandom, type RandomSource } from '@toolhub/shared';
import { parseWholeInRange } from '../../forms/whole-number';

export const LENGTH_MIN = 2;
export const LENGTH_MAX = 15;
export const COUNT_MIN = 1;
export const COUNT_MAX = 100;

export const COMMONNESS = ['common', 'everyday', 'extended'] as const;
export type Commonness = (typeof COMMONNESS)[number];

/**
 * SCOWL sizes: each list adds the words first seen at that size, so a wider commonness takes
 * the lists below it too. Size 10 holds the most frequent words; 50 already has rare ones.
 */
export const LEVELS: Record<Commonness, readonly number[]> = {
  common: [10, 20],
  everyday: [10, 20, 35],
  extended: [10, 20, 35, 40, 50],
};

export const COMMONNESS_NAMES: Record<Commonness, string> = {
  common: 'Common',
  everyday: 'Everyday',
  extended: 'Extended',
};

export const COMMONNESS_HINTS: Record<Commonness, string> = {
  common: 'Words nearly everyone knows',
  everyday: 'Adds words from books and newspapers',
  extended: 'Adds rarer and specialist words',
};

export const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');
export type FirstLetter = 'any' | string;

const PLAIN_WORD = /^[a-z]+$/;

/**
 * Keeps plain lowercase words. Proper nouns start with a capital, abbreviations are capitals or
 * carry dots, and possessives or contractions carry apostrophes, so all of them drop out here.
 */
export function plainWords(raw: readonly unknown[]): string[] {
  const seen = new Set<string>();
  for (const word of raw) {
    if (typeof word === 'string' && PLAIN_WORD.test(word)) seen.add(word);
  }
  return [...seen];
}

export interface WordFilter {
  minLength: number;
  maxLength: number;
  first: FirstLetter;
}

export function matchingWords(words: readonly string[], filter: WordFilter): string[] {
  return words.filter(
    (word) =>
      word.length >= filter.minLength &&
      word.length <= filter.maxLength &&
      (filter.first === 'any' || word.startsWith(filter.first)),
  );
}

export interface WordSettings {
  minLength: string;
  maxLength: string;
  first: string;
  count: string;
}

export interface FieldErrors {
  minLength?: string;
  maxLength?: string;
  count?: string;
  range?: string;
}

export type PlanResult = { ok: true; filter: WordFilter; count: number } | { ok: false; errors: FieldErrors };

/** Checks the settings that do not depend on the word list; all problems are reported together. */
export function planWords(settings: WordSettings): PlanResult {
  const errors: FieldErrors = {};
  const min = parseWholeInRange(settings.minLength, LENGTH_MIN, LENGTH_MAX, 'the shortest length');
  const max = parseWholeInRange(settings.maxLength, LENGTH_MIN, LENGTH_MAX, 'the longest length');
  const count = parseWholeInRange(settings.count, COUNT_MIN, COUNT_MAX, 'how many');
  if (!min.ok) errors.minLength = min.message;
  if (!max.ok) errors.maxLength = max.message;
  if (!count.ok) errors.count = count.message;
  if (min.ok && max.ok && min.value > max.value) {
    errors.range = 'The shortest length is longer than the longest length. Swap them or change one.';
  }
  if (!min.ok || !max.ok || !count.ok || errors.range) return { ok: false, errors };
  const first = LETTERS.includes(settings.first) ? settings.first : 'any';
  return { ok: true, filter: { minLength: min.value, maxLength: max.value, first }, count: count.value };
}

/** Why a draw cannot go ahead with this many matches, or null when it can. */
export function shortfall(matches: number, count: number, unique: boolean): string | null {
  if (matches === 0) return 'No words match these filters. Try a wider length range, another first letter or a wider commonness.';
  if (unique && count > matches) {
    return `Only ${formatNumber(matches)} word${matches === 1 ? '' : 's'} match${matches === 1 ? 'es' : ''} these filters, so ${count} different words are impossible. Lower the count, widen the filters or allow repeats.`;
  }
  return null;
}

/** Each word equally likely; unique draws are a partial Fisher–Yates (the kit's `sample`), so no retries. */
export function pickWords(matches: readonly string[], count: number, unique: boolean, source: RandomSource = secureRandom): string[] {
  if (matches.length === 0) return [];
  if (!unique) return Array.from({ length: count }, () => pick(matches, source));
  return sample(matches, Math.min(count, matches.length), source);
}

export function describeMatches(matches: number): string {
  return `${formatNumber(matches)} word${matches === 1 ? '' : 's'} match${matches === 1 ? 'es' : ''}`;
}
