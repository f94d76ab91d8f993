import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RIDDLES } from './riddles';
import {
  FIRST_DAY,
  NO_STATS,
  answerPattern,
  categoryFrom,
  categoryIds,
  dailyRiddle,
  dateKey,
  describeLength,
  localDayNumber,
  matchAnswer,
  modeFrom,
  normalizeAnswer,
  pointsFor,
  recordDaily,
  restoreDaily,
  sanitizeStats,
  shareText,
  slipsAllowed,
  streakToday,
  targetsOf,
} from './logic';

describe('normalizeAnswer', () => {
  it.each([
    ['The Lion King', 'lion king'],
    ['  the   LION king!! ', 'lion king'],
    ['Crème Brûlée', 'creme brulee'],
    ['DÉJÀ VU', 'deja vu'],
    ['Spider-Man', 'spider man'],
    ['Monsters, Inc.', 'monsters inc'],
    ['Don’t put all your eggs', 'dont put all your eggs'],
    ["don't", 'dont'],
    ['Fish & Chips', 'fish and chips'],
    ['E.T.', 'e t'],
    ['The', 'the'],
    ['A', 'a'],
    ['an apple a day', 'apple a day'],
    ['A A A', 'a'],
    ['The A-Team', 'team'],
    ['', ''],
    ['!!!', ''],
    ['ＴＩＴＡＮＩＣ', 'titanic'],
    ['WALL·E', 'wall e'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeAnswer(input)).toBe(expected);
  });
  it('property: idempotent and never has outer or double spaces', () => {
    fc.assert(
      // Any text, and word runs full of articles (where "A A A" once normalized twice differently).
      fc.property(fc.oneof(fc.string({ maxLength: 40 }), fc.array(fc.constantFrom('a', 'A', 'an', 'the', 'The', 'lion', 'É', '&', '-', ' '), { maxLength: 8 }).map((words) => words.join(' '))), (text) => {
        const once = normalizeAnswer(text);
        expect(normalizeAnswer(once)).toBe(once);
        expect(once).not.toMatch(/^ | $| {2}/);
      }),
    );
  });
});

const titanic = { answer: 'Titanic' };
const lionKing = { answer: 'The Lion King' };
const creme = { answer: 'Crème brûlée' };
const eggs = { answer: 'Don’t put all your eggs in one basket', accept: ['eggs in one basket'] };

describe('matchAnswer', () => {
  it.each<[string, { answer: string; accept?: string[] }, string, string?]>([
    ['', titanic, 'empty'],
    ['   ', titanic, 'empty'],
    ['titanic', titanic, 'correct'],
    ['TITANIC', titanic, 'correct'],
    ['The Titanic', titanic, 'correct'],
    ['titanik', titanic, 'close', 'So close! Check the spelling.'],
    ['titnaic', titanic, 'close', 'So close! Check the spelling.'],
    ['tit', titanic, 'wrong', 'Not quite. Try again or take a hint.'],
    ['jaws', titanic, 'wrong', 'Not quite. Try again or take a hint.'],
    ['lion king', lionKing, 'correct'],
    ['the lionking', lionKing, 'correct'],
    ['king lion', lionKing, 'close', 'All the right words: check the order and the small words.'],
    ['lion', lionKing, 'partial', 'You have part of it: 1 of 2 key words.'],
    ['creme brulee', creme, 'correct'],
    ['CRÈME BRÛLÉE', creme, 'correct'],
    ['creme brule', creme, 'close', 'So close! Check the spelling.'],
    ['eggs in one basket', eggs, 'correct'],
    ["don't put all your eggs in one basket", eggs, 'correct'],
    ['one basket', eggs, 'partial', 'You have part of it: 2 of 3 key words.'],
    ['baskets', eggs, 'partial', 'You have part of it: 1 of 3 key words.'],
  ])('%j against %j → %s', (guess, riddle, kind, message) => {
    const match = matchAnswer(guess, riddle);
    expect(match.kind).toBe(kind);
    if (message) expect('message' in match ? match.message : '').toBe(message);
  });
  it('does not call a short answer near-missed by any other short word', () => {
    expect(matchAnswer('us', { answer: 'Up' }).kind).toBe('wrong');
    expect(matchAnswer('carz', { answer: 'Cars' }).kind).toBe('close');
    expect(matchAnswer('cat', { answer: 'Cars' }).kind).toBe('wrong');
  });
  it('property: every riddle accepts its answer and alternatives in any case, with or without accents', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RIDDLES), fc.boolean(), (riddle, upper) => {
        for (const text of [riddle.answer, ...(riddle.accept ?? [])]) {
          const typed = upper ? text.toUpperCase() : text.normalize('NFD').replace(/\p{M}/gu, '');
          expect(matchAnswer(typed, riddle).kind).toBe('correct');
        }
      }),
    );
  });
  it('property: added punctuation and spaces around words change nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RIDDLES), fc.constantFrom('!', '?', '.', ' ', '  '), (riddle, extra) => {
        expect(matchAnswer(`${extra}${riddle.answer}${extra}`, riddle).kind).toBe('correct');
      }),
    );
  });
  it.each([
    [2, 0],
    [3, 0],
    [4, 1],
    [5, 1],
    [8, 2],
    [10, 2],
    [20, 3],
  ])('slipsAllowed(%i) = %i', (length, slips) => {
    expect(slipsAllowed(length)).toBe(slips);
  });
});

describe('the riddles', () => {
  it('have unique ids and emoji, and a clue that never gives the answer away', () => {
    expect(new Set(RIDDLES.map((r) => r.id)).size).toBe(RIDDLES.length);
    expect(new Set(RIDDLES.map((r) => r.emoji)).size).toBe(RIDDLES.length);
    expect(RIDDLES.length).toBeGreaterThanOrEqual(150);
    for (const riddle of RIDDLES) {
      expect(riddle.emoji.trim()).not.toBe('');
      const clue = ` ${normalizeAnswer(riddle.clue)} `;
      expect(clue.includes(` ${normalizeAnswer(riddle.answer)} `), riddle.id).toBe(false);
    }
  });
  it('never accept one riddle’s answer for another riddle of the same category', () => {
    for (const a of RIDDLES) {
      for (const b of RIDDLES) {
        if (a === b || a.category !== b.category) continue;
        expect(matchAnswer(a.answer, b).kind, `${a.answer} for ${b.answer}`).not.toBe('correct');
      }
    }
  });
  it('targetsOf lists each accepted form once', () => {
    expect(targetsOf({ answer: 'Hot dog', accept: ['hotdog', 'HOT DOG'] })).toEqual(['hot dog', 'hotdog']);
  });
});

describe('hints', () => {
  it.each([
    ['Titanic', false, '_______'],
    ['Titanic', true, 'T______'],
    ['The Lion King', true, 'T__ L___ K___'],
    ['Spider-Man', true, 'S_____-M__'],
    ['Monsters, Inc.', true, 'M_______, I__.'],
    ['Déjà vu', true, 'D___ V_'],
    ['Don’t put', true, 'D__’_ P__'],
    ['', true, ''],
  ])('answerPattern(%j, %s) = %j', (answer, first, expected) => {
    expect(answerPattern(answer, first)).toBe(expected);
  });
  it.each([
    ['Titanic', '1 word, 7 letters'],
    ['The Lion King', '3 words: 3, 4, 4 letters'],
    ['Spider-Man', '2 words: 6, 3 letters'],
    ['E.T. the Extra-Terrestrial', '4 words: 2, 3, 5, 11 letters'],
  ])('describeLength(%j) = %s', (answer, text) => {
    expect(describeLength(answer)).toBe(text);
  });
  it.each([
    [0, 3],
    [1, 2],
    [2, 1],
    [3, 1],
    [-1, 3],
  ])('pointsFor(%i) = %i', (hints, points) => {
    expect(pointsFor(hints)).toBe(points);
  });
});

describe('the daily riddle', () => {
  it('is the same all day and different tomorrow', () => {
    const day = localDayNumber(new Date(2026, 4, 17, 0, 1));
    expect(localDayNumber(new Date(2026, 4, 17, 23, 59))).toBe(day);
    expect(dailyRiddle(day, RIDDLES)).toBe(dailyRiddle(day, RIDDLES));
    expect(dailyRiddle(day + 1, RIDDLES)).not.toBe(dailyRiddle(day, RIDDLES));
    expect(localDayNumber(new Date(2026, 0, 1))).toBe(FIRST_DAY);
    expect(dateKey(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
  it('does not repeat until every riddle has had its day, even before day one', () => {
    for (const start of [FIRST_DAY, FIRST_DAY - 500, FIRST_DAY + 12_345]) {
      const seen = new Set<string>();
      for (let d = start; d < start + RIDDLES.length; d++) seen.add(dailyRiddle(d, RIDDLES).id);
      expect(seen.size).toBe(RIDDLES.length);
    }
  });
  it('works for any list length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: -100_000, max: 100_000 }), (n, day) => {
        const list = Array.from({ length: n }, (_, i) => i);
        expect(list).toContain(dailyRiddle(day, list));
      }),
    );
  });
});

describe('stats', () => {
  it('counts a daily streak over consecutive days and breaks it on a miss or a gap', () => {
    let s = recordDaily(NO_STATS, 100, true, false);
    s = recordDaily(s, 101, true, false);
    expect(s).toMatchObject({ dailyPlayed: 2, dailySolved: 2, streak: 2, bestStreak: 2, lastSolvedDay: 101 });
    expect(recordDaily(s, 101, true, true)).toBe(s);
    expect(streakToday(s, 102)).toBe(2);
    expect(streakToday(s, 103)).toBe(0);
    const missed = recordDaily(s, 102, false, false);
    expect(missed).toMatchObject({ streak: 0, bestStreak: 2, dailyPlayed: 3, dailySolved: 2 });
    expect(recordDaily(s, 104, true, false).streak).toBe(1);
  });
  it.each([
    [null, NO_STATS],
    ['x', NO_STATS],
    [[1], NO_STATS],
    [{ dailyPlayed: 3, dailySolved: 9, streak: 4, bestStreak: 2, lastSolvedDay: 7, bestRun: -1, bestScore: 1.5 }, { dailyPlayed: 3, dailySolved: 3, streak: 4, bestStreak: 4, lastSolvedDay: 7, bestRun: 0, bestScore: 0 }],
  ])('sanitizeStats(%j)', (stored, expected) => {
    expect(sanitizeStats(stored)).toEqual(expected);
  });
  it('restores only today’s daily', () => {
    expect(restoreDaily({ date: '2026-05-01', guesses: 2, hints: 9, result: 'solved' }, '2026-05-01')).toEqual({ date: '2026-05-01', guesses: 2, hints: 3, result: 'solved' });
    expect(restoreDaily({ date: '2026-04-30', guesses: 2, hints: 1, result: 'solved' }, '2026-05-01')).toEqual({ date: '2026-05-01', guesses: 0, hints: 0, result: 'playing' });
    expect(restoreDaily({ date: '2026-05-01', result: 'won' }, '2026-05-01').result).toBe('playing');
    expect(restoreDaily(undefined, '2026-05-01').result).toBe('playing');
  });
  it('shares a spoiler-free result', () => {
    expect(shareText(12, { date: '', guesses: 1, hints: 0, result: 'solved' }, '🦈🌊😱')).toBe('Emoji Riddle #12 🦈🌊😱\n✅ solved in 1 guess, 0 hints');
    expect(shareText(3, { date: '', guesses: 4, hints: 3, result: 'revealed' }, '🐷✈️')).toBe('Emoji Riddle #3 🐷✈️\n❌ revealed');
  });
});

describe('options', () => {
  it('reads the mode and category from the URL with safe fallbacks', () => {
    expect(modeFrom('endless')).toBe('endless');
    expect(modeFrom('x')).toBe('daily');
    expect(categoryFrom('film')).toBe('film');
    expect(categoryFrom('films')).toBe('all');
    expect(categoryIds(RIDDLES, 'place').every((id) => RIDDLES.find((r) => r.id === id)?.category === 'place')).toBe(true);
    expect(categoryIds(RIDDLES, 'all')).toHaveLength(RIDDLES.length);
  });
});
