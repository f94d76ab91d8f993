// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import MemoryGameTool from './index';
import { fakeTool, setReducedMotion, setTabHidden } from '../../testing/harness';

const tool = fakeTool('memory-game', 'Memory Game');

function renderGame(url = '/memory-game') {
  const user = userEvent.setup();
  renderInRouter(<MemoryGameTool tool={tool} />, url);
  return user;
}

const cards = () => within(screen.getByRole('grid')).getAllByRole('button');
/** The emoji on each card (drawn on its hidden front face), to find pairs like a perfect memory would. */
function pairsOnBoard(): [number, number][] {
  const byFace = new Map<string, number[]>();
  cards().forEach((card, i) => byFace.set(card.textContent ?? '', [...(byFace.get(card.textContent ?? '') ?? []), i]));
  return [...byFace.values()].map((indexes) => [indexes[0] ?? -1, indexes[1] ?? -1]);
}
function stat(name: string): string {
  return screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

describe('Memory Game', () => {
  beforeEach(() => {
    localStorage.clear();
    setReducedMotion(true);
  });
  afterEach(() => {
    setTabHidden(false);
    vi.restoreAllMocks();
  });

  it('takes the board size from the URL and writes changes back', async () => {
    const user = renderGame('/memory-game?size=4x3');
    expect(cards()).toHaveLength(12);
    expect(screen.getByRole('grid', { name: /4 by 3/ })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Board size'), '6x6');
    expect(cards()).toHaveLength(36);
    expect(currentSearch()).toBe('?size=6x6');
    await user.selectOptions(screen.getByLabelText('Board size'), '4x4');
    expect(cards()).toHaveLength(16);
    expect(currentSearch()).toBe('');
  });

  it('falls back to the medium board for an unknown size', () => {
    renderGame('/memory-game?size=99x99');
    expect(cards()).toHaveLength(16);
  });

  it('matches every pair, counts moves and keeps the best result', async () => {
    const user = renderGame('/memory-game?size=4x3');
    const pairs = pairsOnBoard();
    expect(pairs).toHaveLength(6);
    for (const [a, b] of pairs) {
      await user.click(cards()[a] as HTMLElement);
      await user.click(cards()[b] as HTMLElement);
    }
    expect(stat('Moves')).toBe('6');
    expect(stat('Pairs')).toBe('6/6');
    expect(within(screen.getByRole('region', { name: 'Result' })).getByText(/All pairs found in 6 moves/)).toBeTruthy();
    expect(screen.getByText('New best!', { exact: false, selector: 'strong' })).toBeTruthy();
    expect(screen.getByLabelText('3 of 3 stars')).toBeTruthy();
    expect(stat('Best')).toMatch(/^6 moves · 0:0\d$/);
    expect(JSON.parse(localStorage.getItem('toolhub:memory-game:best') ?? '{}')['4x3'].moves).toBe(6);

    await user.click(screen.getByRole('button', { name: 'Play again' }));
    expect(stat('Moves')).toBe('0');
    expect(cards().every((c) => /face down/.test(c.getAttribute('aria-label') ?? ''))).toBe(true);
  });

  it('turns a mismatch back over after a moment', async () => {
    const user = renderGame('/memory-game?size=4x3');
    const [[a], [b]] = pairsOnBoard() as [[number, number], [number, number]];
    await user.click(cards()[a] as HTMLElement);
    await user.click(cards()[b] as HTMLElement);
    expect(cards()[a]?.getAttribute('aria-label')).not.toMatch(/face down/);
    expect(screen.getByText(/No match with/)).toBeTruthy();
    expect(stat('Moves')).toBe('1');
    await waitFor(() => expect(cards()[a]?.getAttribute('aria-label')).toMatch(/face down/), { timeout: 2000 });
    expect(cards()[b]?.getAttribute('aria-label')).toMatch(/face down/);
  });

  it('is played with arrow keys and Enter or Space', async () => {
    const user = renderGame('/memory-game?size=4x3');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(cards()[0]);
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(cards()[5]);
    await user.keyboard('{Enter}');
    expect(cards()[5]?.getAttribute('aria-label')).not.toMatch(/face down/);
    await user.keyboard('{ArrowLeft} ');
    expect(cards()[4]?.getAttribute('aria-label')).not.toMatch(/face down/);
    expect(stat('Moves')).toBe('1');
  });

  it('pauses the clock while the tab is hidden', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    const user = renderGame('/memory-game?size=4x3');
    const [[a, b]] = pairsOnBoard() as [[number, number]];
    await user.click(cards()[a] as HTMLElement);
    vi.spyOn(performance, 'now').mockReturnValue(6000);
    act(() => setTabHidden(true));
    vi.spyOn(performance, 'now').mockReturnValue(600_000);
    act(() => setTabHidden(false));
    await user.click(cards()[b] as HTMLElement);
    expect(stat('Time')).toBe('0:05');
  });

  it('keeps working when storage fails', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const user = renderGame('/memory-game?size=4x3');
    for (const [a, b] of pairsOnBoard()) {
      await user.click(cards()[a] as HTMLElement);
      await user.click(cards()[b] as HTMLElement);
    }
    expect(screen.getByText(/isn’t saving your best results/)).toBeTruthy();
  });
});
