// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { secureRandom } from '@toolhub/shared';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import SlotMachineTool from './index';
import { fakeTool, setReducedMotion, setTabHidden } from '../../testing/harness';

// Reel stops come from the kit's secure source; tests queue the words it returns.
const words = { queue: [] as number[] };

const tool = fakeTool('slot-machine', 'Slot Machine');
const WALLET_KEY = 'toolhub:slot-machine:wallet';
const THREE_SEVENS = [0, 11, 15];
const NOTHING = [1, 2, 1]; // lemon, orange, lemon

function setup(url = '/') {
  renderInRouter(<SlotMachineTool tool={tool} />, url);
}

const credits = () => screen.getByTestId('credits').textContent;
const spinButton = () => screen.getByRole('button', { name: /^Spin/ });
const outcome = () => screen.getByText(/Press Spin|Spinning…|No win|You win/, { selector: 'p' });

describe('Slot Machine', () => {
  beforeEach(() => {
    localStorage.clear();
    words.queue = [];
    vi.spyOn(secureRandom, 'nextUint32').mockImplementation(() => words.queue.shift() ?? 1);
    setReducedMotion(true);
  });
  afterEach(() => {
    setTabHidden(false);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the paytable with its exact return to player', () => {
    setup();
    const table = screen.getByRole('region', { name: 'Paytable' });
    expect(within(table).getByRole('rowheader', { name: /three sevens/ }).closest('tr')?.textContent).toMatch(/250×1 in 17,576/);
    expect(within(table).getByText('Return to player').nextElementSibling?.textContent).toBe('94.73%');
    expect(credits()).toBe('100');
  });

  it('pays a jackpot, highlights it and remembers the credits', async () => {
    words.queue = [...THREE_SEVENS];
    setup('/?bet=2');
    await userEvent.click(spinButton());
    expect(outcome().textContent).toBe('Seven, Seven, Seven. JACKPOT! Three sevens! You win 500 credits (250× your bet).');
    expect(credits()).toBe('598');
    expect(screen.getByRole('rowheader', { name: /three sevens/ }).closest('tr')?.dataset.active).toBe('true');
    expect(JSON.parse(localStorage.getItem(WALLET_KEY) ?? '{}')).toMatchObject({ credits: 598, spins: 1, biggestWin: 500 });
  });

  it('takes the bet on a loss and spins with the space bar', () => {
    words.queue = [...NOTHING];
    setup();
    act(() => void fireEvent.keyDown(document.body, { key: ' ' }));
    expect(outcome().textContent).toBe('Lemon, Orange, Lemon. No win this time.');
    expect(credits()).toBe('99');
  });

  it('changes the bet with its buttons and keeps it in the URL', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Raise bet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Raise bet' }));
    expect(currentSearch()).toBe('?bet=3');
    expect(spinButton().textContent).toBe('Spin (3)');
    await userEvent.click(screen.getByRole('button', { name: 'Max bet' }));
    expect(currentSearch()).toBe('?bet=10');
    expect(screen.getByRole('button', { name: 'Raise bet' })).toHaveProperty('disabled', true);
  });

  it('explains a bet from the URL that is out of range and plays the nearest one', () => {
    setup('/?bet=50');
    expect(screen.getByText(/Bets go from 1 to 10 credits, so this spin bets 10/)).toBeTruthy();
    expect(spinButton().textContent).toBe('Spin (10)');
  });

  it('offers a refill when broke', async () => {
    localStorage.setItem(WALLET_KEY, JSON.stringify({ credits: 0, spins: 12, biggestWin: 20, peak: 130 }));
    setup();
    expect(screen.getByText(/Out of credits!/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refill 100 credits' }));
    expect(credits()).toBe('100');
    expect(spinButton()).toHaveProperty('disabled', false);
  });

  it('lowers a bet the stack can no longer cover', async () => {
    localStorage.setItem(WALLET_KEY, JSON.stringify({ credits: 12, spins: 1, biggestWin: 0, peak: 100 }));
    words.queue = [...NOTHING];
    setup('/?bet=10');
    await userEvent.click(spinButton());
    expect(credits()).toBe('2');
    expect(spinButton().textContent).toBe('Spin (2)');
  });

  it('stops the reels one after another, and at once when the tab is hidden', () => {
    setReducedMotion(false);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    words.queue = [...NOTHING, ...NOTHING];
    setup();
    act(() => void fireEvent.click(spinButton()));
    expect(outcome().textContent).toBe('Spinning…');
    expect(credits()).toBe('99');
    act(() => vi.advanceTimersByTime(1000));
    expect(outcome().textContent).toBe('Spinning…');
    act(() => vi.advanceTimersByTime(1000));
    expect(outcome().textContent).toMatch(/No win/);

    act(() => void fireEvent.click(spinButton()));
    expect(outcome().textContent).toBe('Spinning…');
    act(() => setTabHidden(true));
    expect(outcome().textContent).toMatch(/No win/);
    expect(credits()).toBe('98');
  });

  it('keeps playing when storage is full', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    words.queue = [...NOTHING];
    setup();
    await userEvent.click(spinButton());
    expect(credits()).toBe('99');
    expect(screen.getByText(/isn’t saving your credits/)).toBeTruthy();
  });
});
