// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentQuery, renderInRouter } from '@toolhub/shared/testing/router';
import PortfolioCryptoBuilderTool from './index';
import { coinById } from '../random-crypto/data/coins';
import { decodeMix } from './share';
import type { Holding } from './logic';

const tool = {
  name: 'Crypto Portfolio Builder',
  path: 'portfolio-crypto-builder',
  description: 'Build a random crypto portfolio for your risk profile.',
  icon: '📊',
  isAvailable: true,
  category: 'random-generators',
};

function renderTool(url = '/portfolio-crypto-builder') {
  return renderInRouter(<PortfolioCryptoBuilderTool tool={tool} />, url);
}

function linkedHoldings(): Holding[] {
  const holdings = decodeMix(currentQuery().get('mix') ?? '');
  expect(holdings).not.toBeNull();
  return holdings!;
}

/** Name and weight of each table row, as shown. */
function rows(): Array<[string, string]> {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const name = within(row).getByRole('rowheader').textContent ?? '';
      const weight = row.querySelector('td:nth-of-type(2)')?.textContent ?? '';
      return [name, weight];
    });
}

const percent = (text: string) => Math.round(Number(text.replace('%', '')) * 100);

function countSelect(): HTMLSelectElement {
  return screen.getByRole('combobox', { name: 'Number of coins' }) as HTMLSelectElement;
}

/** The message tied to the coin-count control, read through its aria-describedby. */
function countMessage(): string | null {
  const ids = countSelect().getAttribute('aria-describedby');
  if (!ids) return null;
  return ids
    .split(' ')
    .map((ref) => document.getElementById(ref)?.textContent ?? '')
    .join(' ');
}

function settings() {
  return within(screen.getByRole('region', { name: 'Settings' }));
}

const disabled = (name: string) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;

describe('PortfolioCryptoBuilderTool', () => {
  it('builds a balanced portfolio of six coins at once, summing to exactly 100%, and puts it in the link after its first paint', async () => {
    renderTool();
    const shown = rows();
    expect(shown).toHaveLength(6);
    expect(shown.reduce((s, [, w]) => s + percent(w), 0)).toBe(10_000);
    expect((screen.getByRole('radio', { name: /Balanced/ }) as HTMLInputElement).checked).toBe(true);
    // Not in the click that opens the tool: a change of address renders the page again.
    expect(currentQuery().get('mix')).toBeNull();
    await waitFor(() => expect(currentQuery().get('mix')).not.toBeNull());
    const linked = linkedHoldings();
    expect(linked.map((h) => coinById(h.id)!.name + coinById(h.id)!.symbol)).toEqual(shown.map(([name]) => name));
    expect(screen.getByRole('img', { name: /^Allocation chart: / })).toBeTruthy();
    expect(screen.getByText(/Not financial advice/)).toBeTruthy();
    for (const label of ['Copy as text', 'Copy as CSV', 'Copy share link']) expect(screen.getByRole('button', { name: label })).toBeTruthy();
  });

  it('reopens a shared portfolio exactly, locks included', () => {
    renderTool('/portfolio-crypto-builder?risk=conservative&mix=bitcoin_6000*.tether_4000');
    expect(rows()).toEqual([
      ['BitcoinBTC', '60.00%'],
      ['TetherUSDT', '40.00%'],
    ]);
    expect((screen.getByRole('radio', { name: /Conservative/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Lock Bitcoin' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Lock Tether' }).getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByRole('button', { name: 'Swap Bitcoin for another coin' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('img', { name: 'Allocation chart: Bitcoin 60.00%, Tether 40.00%.' })).toBeTruthy();
    expect(countSelect().value).toBe('2');
    // The 40% cap cannot be met by two coins: the tool says so by the controls and will not re-roll.
    const message = 'Conservative caps each coin at 40.00%, so 2 coins can hold at most 80.00%, not 100%. Choose at least 3 coins.';
    expect(settings().getByText(message)).toBeTruthy();
    expect(countMessage()).toBe(message);
    expect(disabled('Re-roll portfolio')).toBe(true);
    expect(disabled('Re-roll weights')).toBe(true);
    expect(screen.getByText(/Bitcoin is outside the 3\.00%–40\.00% per-coin range\./)).toBeTruthy();
  });

  it('explains a coin count the caps cannot meet, keeps the choice and the portfolio, and builds once the count is enough', async () => {
    const user = userEvent.setup();
    renderTool();
    await waitFor(() => expect(currentQuery().get('mix')).not.toBeNull());
    const before = currentQuery().get('mix');
    expect(countMessage()).toBeNull();
    await user.selectOptions(countSelect(), '3');
    const message = 'Balanced caps each coin at 30.00%, so 3 coins can hold at most 90.00%, not 100%. Choose at least 4 coins.';
    expect(settings().getByText(message)).toBeTruthy();
    expect(countMessage()).toBe(message);
    expect(countSelect().value).toBe('3');
    expect(currentQuery().get('mix')).toBe(before);
    expect(rows()).toHaveLength(6);
    expect(disabled('Re-roll portfolio')).toBe(true);
    expect(disabled('Re-roll weights')).toBe(true);

    await user.selectOptions(countSelect(), '2');
    expect(countMessage()).toBe('Balanced caps each coin at 30.00%, so 2 coins can hold at most 60.00%, not 100%. Choose at least 4 coins.');

    await user.selectOptions(countSelect(), '4');
    expect(countMessage()).toBeNull();
    expect(screen.queryByText(/caps each coin/)).toBeNull();
    const shown = rows();
    expect(shown).toHaveLength(4);
    expect(shown.reduce((s, [, w]) => s + percent(w), 0)).toBe(10_000);
    for (const [, w] of shown) expect(percent(w)).toBeLessThanOrEqual(3000);
    expect(disabled('Re-roll portfolio')).toBe(false);
  });

  it('keeps a profile picked for too few coins, says why, and builds when the profile or count allows it', async () => {
    const user = userEvent.setup();
    renderTool('/portfolio-crypto-builder?risk=conservative&mix=bitcoin_4000.ethereum_3500.tether_2500');
    expect(countMessage()).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Aggressive/ }));
    expect((screen.getByRole('radio', { name: /Aggressive/ }) as HTMLInputElement).checked).toBe(true);
    expect(currentQuery().get('risk')).toBe('aggressive');
    expect(currentQuery().get('mix')).toBe('bitcoin_4000.ethereum_3500.tether_2500');
    expect(countMessage()).toBe('Aggressive caps each coin at 25.00%, so 3 coins can hold at most 75.00%, not 100%. Choose at least 4 coins.');

    await user.click(screen.getByRole('radio', { name: /Conservative/ }));
    expect(countMessage()).toBeNull();
    const holdings = linkedHoldings();
    expect(holdings).toHaveLength(3);
    for (const h of holdings) expect(h.bp).toBeLessThanOrEqual(4000);

    // A count kept from an earlier refusal is built as soon as a profile can meet it.
    await user.click(screen.getByRole('radio', { name: /Balanced/ }));
    expect(countSelect().value).toBe('3');
    await user.selectOptions(countSelect(), '2');
    expect(countSelect().value).toBe('2');
    await user.click(screen.getByRole('radio', { name: /Conservative/ }));
    expect(countMessage()).toBe('Conservative caps each coin at 40.00%, so 2 coins can hold at most 80.00%, not 100%. Choose at least 3 coins.');
    await user.selectOptions(countSelect(), '3');
    expect(countMessage()).toBeNull();
    expect(linkedHoldings()).toHaveLength(3);
    expect(currentQuery().get('risk')).toBe('conservative');
  });

  it('replaces an unreadable link with a new portfolio and says so', async () => {
    renderTool('/portfolio-crypto-builder?mix=bitcoin_9000.tether_9000');
    expect(screen.getByText('The portfolio in this link could not be read, so here is a new one.')).toBeTruthy();
    await waitFor(() => expect(linkedHoldings()).toHaveLength(6));
  });

  it('keeps a locked coin and its weight when re-rolling, and swaps single coins at the same weight', async () => {
    const user = userEvent.setup();
    renderTool('/portfolio-crypto-builder?mix=bitcoin_3000.ethereum_2500.solana_2500.uniswap_2000');
    await user.click(screen.getByRole('button', { name: 'Lock Ethereum' }));
    expect(currentQuery().get('mix')).toBe('bitcoin_3000.ethereum_2500*.solana_2500.uniswap_2000');
    await user.click(screen.getByRole('button', { name: 'Re-roll portfolio' }));
    const after = linkedHoldings();
    expect(after).toHaveLength(4);
    expect(after.find((h) => h.id === 'ethereum')).toEqual({ id: 'ethereum', bp: 2500, locked: true });
    expect(after.reduce((s, h) => s + h.bp, 0)).toBe(10_000);

    const target = after.find((h) => !h.locked)!;
    const name = coinById(target.id)!.name;
    await user.click(screen.getByRole('button', { name: `Swap ${name} for another coin` }));
    const swapped = linkedHoldings();
    expect(swapped.map((h) => h.id)).not.toContain(target.id);
    expect(swapped.map((h) => h.bp)).toEqual(after.map((h) => h.bp));
  });

  it('changes the number of coins and the risk profile, keeping the sum exact', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Number of coins' }), '12');
    expect(rows()).toHaveLength(12);
    expect(linkedHoldings().reduce((s, h) => s + h.bp, 0)).toBe(10_000);
    await user.click(screen.getByRole('radio', { name: /Aggressive/ }));
    expect(currentQuery().get('risk')).toBe('aggressive');
    const holdings = linkedHoldings();
    expect(holdings).toHaveLength(12);
    expect(holdings.some((h) => coinById(h.id)!.category === 'stablecoin')).toBe(false);
    expect(screen.queryByText(/does not follow every/)).toBeNull();
  });

  it('stops re-rolling when every coin is locked and limits the size to the locked count', async () => {
    const user = userEvent.setup();
    renderTool('/portfolio-crypto-builder?mix=bitcoin_4000*.ethereum_3000*.tether_3000');
    await user.click(screen.getByRole('button', { name: 'Lock Tether' }));
    expect(screen.getByText('Every coin is locked. Unlock one to re-roll.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Re-roll portfolio' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Re-roll weights' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('option', { name: '2' }) as HTMLOptionElement).disabled).toBe(true);
    expect(screen.getByText('Unlock coins to choose fewer than 3.')).toBeTruthy();
  });

  it('warns when a shared portfolio breaks its profile rules', () => {
    renderTool('/portfolio-crypto-builder?risk=conservative&mix=dogecoin_9000.bitcoin_1000');
    expect(screen.getByText(/does not follow every conservative rule/)).toBeTruthy();
  });
});
