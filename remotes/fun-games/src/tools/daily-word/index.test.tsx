// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nextPaint } from '@toolhub/shared/testing';
import DailyWordTool from './index';
import { fakeTool, setReducedMotion } from '../../testing/harness';
import { wordLists } from './words';
import { answerForDate, dateKey, evaluateGuess } from './logic';

/** How many times the word lists were built: once per page, and not in the click that opens a new puzzle. */
const built = vi.hoisted(() => ({ times: 0 }));
vi.mock('./logic', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./logic')>();
  return { ...actual, buildWordLists: (...args: Parameters<typeof actual.buildWordLists>) => (built.times++, actual.buildWordLists(...args)) };
});

const tool = fakeTool('daily-word', 'Daily Word');
const TODAY = new Date(2026, 4, 20, 9, 30);

const lists = wordLists();
const answer = answerForDate(TODAY, lists.answers);
/** A valid word sharing no letter position with the answer, so it never wins by accident. */
const wrongGuess = [...lists.valid].find((w) => w !== answer && evaluateGuess(w, answer).some((s) => s !== 'correct')) ?? '';

async function open() {
  const user = userEvent.setup();
  render(<DailyWordTool tool={tool} />);
  await screen.findByRole('group', { name: 'Keyboard' });
  return user;
}

const row = (n: number) => screen.getByRole('group', { name: new RegExp(`^Guess ${n}[:,]`) });
function stat(name: string): string {
  return screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

describe('Daily Word, as its code arrives', () => {
  it('shows a new day’s puzzle with its first render, and builds the word lists only after the tool is painted', async () => {
    vi.resetModules();
    const { default: FreshTool } = await import('./index');
    const before = built.times;
    render(<FreshTool tool={tool} />);
    expect(screen.getByRole('group', { name: 'Keyboard' })).toBeTruthy();
    expect(built.times).toBe(before);
    await act(nextPaint);
    expect(built.times).toBe(before + 1);
  });

  it('builds them in the first render for a game already under way, so its guesses open coloured', async () => {
    const now = new Date();
    const todays = answerForDate(now, lists.answers);
    const guess = [...lists.valid].find((w) => w !== todays) ?? '';
    localStorage.setItem('toolhub:daily-word:game', JSON.stringify({ date: dateKey(now), guesses: [guess], hard: false }));
    try {
      vi.resetModules();
      const { default: FreshTool } = await import('./index');
      const before = built.times;
      render(<FreshTool tool={tool} />);
      expect(built.times).toBe(before + 1);
      expect(row(1).getAttribute('aria-label')).toMatch(new RegExp(`^Guess 1: ${guess.toUpperCase()}\\. `));
      await act(nextPaint);
      expect(built.times).toBe(before + 1);
    } finally {
      localStorage.clear();
    }
  });
});

describe('Daily Word', () => {
  beforeEach(() => {
    localStorage.clear();
    setReducedMotion(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TODAY);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('rejects words that are not in the list and keeps what was typed', async () => {
    const user = await open();
    await user.keyboard('qzxjv{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Not in word list');
    expect(row(1).getAttribute('aria-label')).toBe('Guess 1, typing: QZXJV');
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(row(1).getAttribute('aria-label')).toBe('Guess 1, typing: QZXJ');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Not enough letters');
  });

  it('colours a guess, then wins, records statistics and offers the result grid', async () => {
    const user = await open();
    await user.keyboard(`${wrongGuess}{Enter}`);
    expect(row(1).getAttribute('aria-label')).toMatch(new RegExp(`^Guess 1: ${wrongGuess.toUpperCase()}\\. `));
    const firstLetter = wrongGuess[0] ?? '';
    expect(screen.getByRole('button', { name: new RegExp(`^${firstLetter.toUpperCase()}, `) })).toBeTruthy();

    await user.keyboard(`${answer}{Enter}`);
    expect(screen.getByText('Solved in 2/6.')).toBeTruthy();
    expect(stat('Played')).toBe('1');
    expect(stat('Win %')).toBe('100');
    expect(stat('Current streak')).toBe('1');
    expect(screen.getByRole('listitem', { name: '2 guesses: 1 win' })).toBeTruthy();
    expect(screen.getByLabelText('Result grid').textContent).toMatch(/^Daily Word #\d+ 2\/6\n\n.{5}\n🟩🟩🟩🟩🟩$/u);
    expect(screen.getByRole('button', { name: 'Copy result' })).toBeTruthy();
    expect(screen.getByText(/Next word in/).textContent).toMatch(/\d\d:\d\d:\d\d/);
  });

  it('keeps today’s game after a reload and starts a new one tomorrow', async () => {
    const user = await open();
    await user.keyboard(`${wrongGuess}{Enter}`);
    // Simulate a reload.
    document.body.innerHTML = '';
    await open();
    expect(row(1).getAttribute('aria-label')).toMatch(new RegExp(`^Guess 1: ${wrongGuess.toUpperCase()}`));

    document.body.innerHTML = '';
    vi.setSystemTime(new Date(2026, 4, 21, 8));
    await open();
    expect(row(1).getAttribute('aria-label')).toBe('Guess 1, typing: empty');
  });

  it('plays with the on-screen keyboard', async () => {
    const user = await open();
    const keyboard = screen.getByRole('group', { name: 'Keyboard' });
    for (const letter of answer) await user.click(within(keyboard).getByRole('button', { name: letter.toUpperCase() }));
    await user.click(within(keyboard).getByRole('button', { name: 'Delete letter' }));
    await user.click(within(keyboard).getByRole('button', { name: (answer.at(-1) ?? '').toUpperCase() }));
    await user.click(within(keyboard).getByRole('button', { name: 'Enter' }));
    expect(screen.getByText('Solved in 1/6.')).toBeTruthy();
    expect(within(keyboard).getAllByRole('button')[0]?.hasAttribute('disabled')).toBe(true);
  });

  it('enforces hard mode once switched on before the first guess', async () => {
    const user = await open();
    await user.click(screen.getByRole('checkbox', { name: 'Hard mode' }));
    // A guess with a green letter, then one that drops it.
    const withGreen = [...lists.valid].find((w) => w !== answer && w[0] === answer[0]) ?? '';
    const without = [...lists.valid].find((w) => w[0] !== answer[0]) ?? '';
    await user.keyboard(`${withGreen}{Enter}`);
    expect(screen.getByRole('checkbox', { name: 'Hard mode' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard(`${without}{Enter}`);
    expect(screen.getByRole('alert').textContent).toBe(`1st letter must be ${(answer[0] ?? '').toUpperCase()}`);
    expect(row(2).getAttribute('aria-label')).toBe(`Guess 2, typing: ${without.toUpperCase()}`);
  });

  it('loses after six guesses and shows the word', async () => {
    const user = await open();
    for (let i = 0; i < 6; i++) await user.keyboard(`${wrongGuess}{Enter}`);
    expect(screen.getByText(`Out of guesses. The word was ${answer.toUpperCase()}.`)).toBeTruthy();
    expect(stat('Win %')).toBe('0');
    expect(stat('Current streak')).toBe('0');
  });

  it('still plays when storage is unavailable', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const user = await open();
    await user.keyboard(`${answer}{Enter}`);
    expect(screen.getByText('Solved in 1/6.')).toBeTruthy();
    expect(screen.getByText(/isn’t saving your progress/)).toBeTruthy();
  });
});
