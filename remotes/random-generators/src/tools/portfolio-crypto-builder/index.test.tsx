// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
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

function LocationProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderTool(url = '/portfolio-crypto-builder') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <PortfolioCryptoBuilderTool tool={tool} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

function query(): URLSearchParams {
  return new URLSearchParams(screen.getByTestId('search').textContent ?? '');
}

function linkedHoldings(): Holding[] {
  const holdings = decodeMix(query().get('mix') ?? '');
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

describe('PortfolioCryptoBuilderTool', () => {
  it('builds a balanced portfolio of six coins at once, summing to exactly 100%, and puts it in the link', () => {
    renderTool();
    const shown = rows();
    expect(shown).toHaveLength(6);
    expect(shown.reduce((s, [, w]) => s + percent(w), 0)).toBe(10_000);
    expect((screen.getByRole('radio', { name: /Balanced/ }) as HTMLInputElement).checked).toBe(true);
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
    expect((screen.getByRole('combobox', { name: 'Number of coins' }) as HTMLSelectElement).value).toBe('2');
  });

  it('replaces an unreadable link with a new portfolio and says so', () => {
    renderTool('/portfolio-crypto-builder?mix=bitcoin_9000.tether_9000');
    expect(screen.getByText('The portfolio in this link could not be read, so here is a new one.')).toBeTruthy();
    expect(linkedHoldings()).toHaveLength(6);
  });

  it('keeps a locked coin and its weight when re-rolling, and swaps single coins at the same weight', async () => {
    const user = userEvent.setup();
    renderTool('/portfolio-crypto-builder?mix=bitcoin_3000.ethereum_2500.solana_2500.uniswap_2000');
    await user.click(screen.getByRole('button', { name: 'Lock Ethereum' }));
    expect(query().get('mix')).toBe('bitcoin_3000.ethereum_2500*.solana_2500.uniswap_2000');
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
    expect(query().get('risk')).toBe('aggressive');
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
