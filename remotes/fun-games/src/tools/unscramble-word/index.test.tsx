// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, joinWords, joinedWords } from '@toolhub/shared';
import { resetDrafts } from '@toolhub/shared/testing';
import { currentQuery, renderInRouter } from '@toolhub/shared/testing/router';
import { fakeTool } from '../../testing/harness';
import { buildDictionary } from './logic';
import UnscrambleWordTool from './index';

// One puzzle word per length, so the game is predictable; the real lists are tested in logic.test.ts.
vi.mock('./words', () => ({
  dictionary: buildDictionary(
    joinedWords(joinWords(['tide', 'stone', 'listen'])),
    joinedWords(joinWords(['tide', 'stone', 'listen', 'notes', 'onset', 'tones', 'diet', 'edit', 'tied', 'silent', 'enlist', 'tinsel'])),
  ),
}));

const tool = fakeTool('unscramble-word', 'Unscramble Word');
let now = 0;

function renderGame(url = '/unscramble-word') {
  return renderInRouter(<UnscrambleWordTool tool={tool} />, url);
}
const field = () => screen.getByRole('textbox', { name: 'Your word' }) as HTMLInputElement;
const tiles = () => screen.getAllByRole('button', { name: /^Letter [A-Z]$/ });
const stat = (name: string | RegExp) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetDrafts();
  localStorage.clear();
  now = 1000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Unscramble Word', () => {
  it('opens the game with its first render: the dictionary comes with the tool’s code', () => {
    renderGame();
    expect(screen.getByRole('textbox', { name: 'Your word' })).toBeTruthy();
  });

  it('deals scrambled tiles and accepts any real anagram', async () => {
    const user = userEvent.setup();
    renderGame();
    await screen.findByRole('textbox', { name: 'Your word' });
    const letters = tiles().map((t) => t.textContent).join('');
    expect([...letters].sort().join('')).toBe('ENOST');
    expect(['STONE', 'NOTES', 'ONSET', 'TONES']).not.toContain(letters);
    await user.type(field(), 'notes{Enter}');
    expect(screen.getByText('✓ NOTES +50. Also valid: ONSET, STONE, TONES.')).toBeTruthy();
    expect(field().value).toBe('');
    expect(stat('Solved')).toBe('1');
    expect(stat('Streak')).toBe('1');
    expect(stat('Best streak')).toBe('1');
  });

  it('explains bad input next to the field and keeps it', async () => {
    const user = userEvent.setup();
    renderGame();
    await screen.findByRole('textbox', { name: 'Your word' });
    await user.type(field(), 'stonx{Enter}');
    expect(screen.getByText('X is not in the puzzle.')).toBeTruthy();
    expect(field().value).toBe('stonx');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    await user.clear(field());
    await user.type(field(), 'setno{Enter}');
    expect(screen.getByText('SETNO isn’t in the dictionary. Try another order.')).toBeTruthy();
    await user.clear(field());
    await user.keyboard('{Enter}');
    expect(screen.getByText('Type a word made of all the letters.')).toBeTruthy();
    expect(stat('Solved')).toBe('0');
  });

  it('types with the tiles, reveals letters as hints and skips', async () => {
    const user = userEvent.setup();
    renderGame();
    await screen.findByRole('textbox', { name: 'Your word' });
    await user.click(tiles()[0]!);
    expect(field().value).toHaveLength(1);
    expect(tiles()[0]).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Hint (4)' }));
    expect(screen.getByText('Hint: it starts S.')).toBeTruthy();
    expect(screen.getByText('S____')).toBeTruthy();
    expect(field().value).toBe('S');
    await user.click(screen.getByRole('button', { name: 'Hint (3)' }));
    expect(screen.getByText('ST___')).toBeTruthy();
    await user.type(field(), 'one{Enter}');
    expect(screen.getByText('✓ STONE +30. Also valid: NOTES, ONSET, TONES.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText('Skipped: it was STONE.')).toBeTruthy();
    expect(stat('Streak')).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Shuffle' }));
    expect(tiles()).toHaveLength(5);
  });

  it('changes word length from the URL and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderGame('/unscramble-word?length=6');
    await screen.findByRole('textbox', { name: 'Your word' });
    expect(tiles()).toHaveLength(6);
    await user.type(field(), 'abc');
    await user.click(screen.getByRole('radio', { name: '4 letters' }));
    expect(currentQuery().get('length')).toBe('4');
    expect(tiles()).toHaveLength(4);
    expect(field().value).toBe('abc');
    await user.clear(field());
    await user.type(field(), 'edit{Enter}');
    expect(screen.getByText('✓ EDIT +40. Also valid: DIET, TIDE, TIED.')).toBeTruthy();
  });

  it('plays a two-minute timed round and keeps the best score', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderGame();
    await screen.findByRole('textbox', { name: 'Your word' });
    await user.type(field(), 'ab');
    await user.click(screen.getByRole('radio', { name: 'Timed (2 min)' }));
    expect(currentQuery().get('mode')).toBe('timed');
    expect(field().value).toBe('ab');
    expect(field()).toHaveProperty('disabled', true);
    expect(tiles()[0]?.textContent).toBe('?');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByText('120 seconds left')).toBeTruthy();
    await user.type(field(), 'tones{Enter}');
    expect(stat('Points')).toBe('50');
    act(() => {
      now += 121_000;
      vi.advanceTimersByTime(400);
    });
    const over = screen.getAllByRole('status').find((node) => node.textContent?.includes('Time!'));
    expect(over?.textContent).toContain('Time! 50 points, 1 word · New best!');
    expect(stat('Best (5 letters)')).toBe('50');
    expect(JSON.parse(localStorage.getItem('toolhub:unscramble-word:best') ?? '{}')).toMatchObject({ timed: { '5': 50 } });
  });

  it('brings the typed word back after a reload', async () => {
    const user = userEvent.setup();
    renderGame();
    await screen.findByRole('textbox', { name: 'Your word' });
    await user.type(field(), 'sto');
    cleanup();
    await act(() => flushDrafts());
    resetDrafts();
    renderGame();
    await waitFor(() => expect(field().value).toBe('sto'));
  });
});
