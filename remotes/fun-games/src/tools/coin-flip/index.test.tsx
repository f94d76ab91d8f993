// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import CoinFlipTool from './index';
import { fakeTool, setReducedMotion, setTabHidden } from '../../testing/harness';

const tool = fakeTool('coin-flip', 'Coin Flip');

function renderCoin(url = '/coin-flip') {
  return renderInRouter(<CoinFlipTool tool={tool} />, url);
}

function statValue(name: string): string {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('Coin Flip', () => {
  beforeEach(() => {
    localStorage.clear();
    setReducedMotion(true);
  });
  afterEach(() => {
    cleanup();
    setTabHidden(false);
    vi.restoreAllMocks();
  });

  it('flips, counts heads and tails and tracks streaks', async () => {
    const user = userEvent.setup();
    renderCoin();
    expect(screen.getByText('Flip the coin to start.')).toBeTruthy();
    for (let i = 0; i < 6; i++) await user.click(screen.getByRole('button', { name: /Flip/ }));
    const heads = Number(statValue('Heads').split(' ')[0]);
    const tails = Number(statValue('Tails').split(' ')[0]);
    expect(heads + tails).toBe(6);
    const recent = screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));
    expect(recent).toHaveLength(6);
    const lastSide = recent.at(-1)!;
    expect(screen.getByText(`${lastSide}!`)).toBeTruthy();
    let run = 0;
    while (recent[recent.length - 1 - run] === lastSide) run++;
    expect(statValue('Current streak')).toBe(`${run} × ${lastSide}`);
    expect(Number(statValue('Longest streak').split(' ')[0])).toBeGreaterThanOrEqual(run);
  });

  it('flips with Space and keeps counts across visits, until reset', async () => {
    const user = userEvent.setup();
    const first = renderCoin();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    first.unmount();
    renderCoin();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(statValue('Heads')).toBe('0 0%');
    expect(statValue('Current streak')).toBe('–');
  });

  it('plays best of 3 from the link and announces the winner once decided', async () => {
    const user = userEvent.setup();
    renderCoin('/coin-flip?bestOf=3');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Mode' }).value).toBe('3');
    let flips = 0;
    while (!screen.queryByText(/wins the best of 3/) && flips < 3) {
      await user.click(screen.getByRole('button', { name: /Flip/ }));
      flips++;
    }
    const announcement = screen.getByText(/wins the best of 3, 2–[01]!/);
    expect(announcement.closest('[role="status"]')).toBeTruthy();
    expect(flips).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('The next flip starts a new match.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Flip: new match' }));
    expect(screen.queryByText(/wins the best of 3/)).toBeNull();
    expect(screen.getByText(/First to 2 wins/)).toBeTruthy();
  });

  it('switches mode through the select and explains a bad link', async () => {
    const user = userEvent.setup();
    renderCoin('/coin-flip?bestOf=4');
    expect(screen.getByText(/could end in a tie/)).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Best of 7');
    expect(currentSearch()).toBe('?bestOf=7');
    expect(screen.getByText(/First to 4 wins · at most 7 flips left/)).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Free flipping');
    expect(currentSearch()).toBe('');
  });

  it('spins for a moment, and lands at once when the tab is hidden', async () => {
    setReducedMotion(false);
    const user = userEvent.setup();
    renderCoin();
    await user.click(screen.getByRole('button', { name: 'Flip the coin' }));
    expect(screen.getAllByText('Flipping…').length).toBeGreaterThan(0);
    await user.keyboard(' ');
    act(() => setTabHidden(true));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText(/^(Heads|Tails)!$/)).toBeTruthy();
  });

  it('keeps working when storage throws', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const user = userEvent.setup();
    renderCoin();
    await user.click(screen.getByRole('button', { name: 'Flip the coin' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText(/isn’t saving your counts/)).toBeTruthy();
  });
});
