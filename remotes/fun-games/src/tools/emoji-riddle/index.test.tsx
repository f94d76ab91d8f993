// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts } from '@toolhub/shared';
import { resetDrafts } from '@toolhub/shared/testing';
import { currentQuery, renderInRouter } from '@toolhub/shared/testing/router';
import { fakeTool } from '../../testing/harness';
import { RIDDLES } from './riddles';
import { dailyRiddle, localDayNumber } from './logic';
import EmojiRiddleTool from './index';

const tool = fakeTool('emoji-riddle', 'Emoji Riddle');
const TODAY = new Date(2026, 4, 17, 10, 0);
const todays = dailyRiddle(localDayNumber(TODAY), RIDDLES);

function renderGame(url = '/emoji-riddle') {
  return renderInRouter(<EmojiRiddleTool tool={tool} />, url);
}
const field = () => screen.getByRole('textbox', { name: 'Your answer' }) as HTMLInputElement;
const stat = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
const shownRiddle = () => {
  const label = screen.getByRole('img', { name: /^Emoji clue: / }).getAttribute('aria-label') ?? '';
  return RIDDLES.find((r) => `Emoji clue: ${r.emoji}` === label)!;
};

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetDrafts();
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Emoji Riddle', () => {
  it('plays the daily puzzle: a clear message for a miss, hints, then the solve is kept', async () => {
    const user = userEvent.setup();
    renderGame();
    expect(shownRiddle()).toBe(todays);
    expect(await screen.findByText(`Puzzle #137 · ${TODAY.toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}`)).toBeTruthy();
    await user.type(field(), 'zzzz qqqq{Enter}');
    expect(screen.getByText('Not quite. Try again or take a hint.')).toBeTruthy();
    expect(field().value).toBe('zzzz qqqq');
    expect(field().getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Hint (3 left)' }));
    expect(screen.getByRole('list', { name: 'Hints' }).textContent).toBe(todays.clue);
    await user.click(screen.getByRole('button', { name: 'Hint (2 left)' }));
    await user.click(screen.getByRole('button', { name: 'Hint (1 left)' }));
    expect(screen.getByRole('button', { name: 'Hint (0 left)' })).toHaveProperty('disabled', true);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);

    await user.clear(field());
    await user.type(field(), `  ${todays.answer.toUpperCase()}!{Enter}`);
    expect(screen.getByText(`✓ ${todays.answer}! Solved in 2 guesses.`)).toBeTruthy();
    expect(screen.getByText(`Solved: ${todays.answer}. A new riddle comes at midnight.`)).toBeTruthy();
    expect(stat('Daily streak')).toBe('1');
    expect(field()).toHaveProperty('disabled', true);

    cleanup();
    renderGame();
    expect(screen.getByText(`Solved: ${todays.answer}. A new riddle comes at midnight.`)).toBeTruthy();
    expect(stat('Best streak')).toBe('1');
  });

  it('says when a guess is nearly right', async () => {
    const user = userEvent.setup();
    renderGame();
    const answer = todays.answer;
    // Change one letter in the middle of a long enough answer.
    const index = Math.floor(answer.length / 2);
    const slip = answer.slice(0, index) + (answer[index] === 'x' ? 'y' : 'x') + answer.slice(index + 1);
    await user.type(field(), `${slip}{Enter}`);
    if (answer.replace(/[^a-z]/gi, '').length > 3) expect(screen.getByText('So close! Check the spelling.')).toBeTruthy();
    await user.clear(field());
    await user.keyboard('{Enter}');
    expect(screen.getByText('Type your answer first.')).toBeTruthy();
  });

  it('giving up the daily ends the streak and shows the answer', async () => {
    const user = userEvent.setup();
    renderGame();
    await user.click(screen.getByRole('button', { name: 'Give up' }));
    expect(screen.getByText(`The answer was: ${todays.answer}.`)).toBeTruthy();
    expect(screen.getByText(`Today’s answer: ${todays.answer}. A new riddle comes at midnight.`)).toBeTruthy();
    expect(stat('Daily streak')).toBe('0');
    expect(screen.getByRole('button', { name: 'Copy result' })).toBeTruthy();
  });

  it('endless mode scores solves, keeps a run and deals by category from the URL', async () => {
    const user = userEvent.setup();
    renderGame('/emoji-riddle?mode=endless&category=animal');
    const first = shownRiddle();
    expect(first.category).toBe('animal');
    await user.type(field(), `${first.answer}{Enter}`);
    expect(screen.getByText(`✓ ${first.answer}! +3 points.`)).toBeTruthy();
    expect(screen.getByText('Score 3 · Run 1')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next riddle' })));
    await user.click(screen.getByRole('button', { name: 'Next riddle' }));
    const second = shownRiddle();
    expect(second).not.toBe(first);
    expect(second.category).toBe('animal');
    await user.click(screen.getByRole('button', { name: /^Hint/ }));
    await user.type(field(), `${second.answer}{Enter}`);
    expect(screen.getByText(`✓ ${second.answer}! +2 points.`)).toBeTruthy();
    expect(stat('Best endless score')).toBe('5');
    expect(stat('Best endless run')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Next riddle' }));
    await user.click(screen.getByRole('button', { name: 'Give up' }));
    expect(screen.getByText('Score 5 · Run 0')).toBeTruthy();
  });

  it('keeps the typed answer through mode and category changes, and in the URL only the options', async () => {
    const user = userEvent.setup();
    renderGame();
    await user.type(field(), 'half typed');
    await user.click(screen.getByRole('radio', { name: 'Endless' }));
    expect(currentQuery().get('mode')).toBe('endless');
    expect(field().value).toBe('half typed');
    await user.click(screen.getByRole('radio', { name: 'Films' }));
    expect(currentQuery().get('category')).toBe('film');
    expect(shownRiddle().category).toBe('film');
    expect(field().value).toBe('half typed');
    await user.click(screen.getByRole('radio', { name: 'Daily puzzle' }));
    expect(shownRiddle()).toBe(todays);
    expect(field().value).toBe('half typed');
  });

  it('brings the typed answer back after a reload', async () => {
    const user = userEvent.setup();
    renderGame();
    await user.type(field(), 'lion');
    cleanup();
    await act(() => flushDrafts());
    resetDrafts();
    renderGame();
    await waitFor(() => expect(field().value).toBe('lion'));
  });
});
