// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { currentQuery, currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import RandomCryptoTool from './index';
import { coinById } from './data/coins';

const tool = {
  name: 'Random Crypto',
  path: 'random-crypto',
  description: 'Discover a random cryptocurrency with its story.',
  icon: '🪙',
  isAvailable: true,
  category: 'random-generators',
};

function renderTool(url = '/random-crypto') {
  return renderInRouter(<RandomCryptoTool tool={tool} />, url);
}

function coinParam(): string {
  return currentQuery().get('coin') ?? '';
}

/** An arrival's coin, which the tool writes to the link after its first paint. */
async function arrivalCoinParam(): Promise<string> {
  await waitFor(() => expect(coinParam()).not.toBe(''));
  return coinParam();
}

function shownCoinName(): string {
  return within(screen.getByRole('region', { name: 'Random coin' })).getByRole('heading', { level: 2 }).textContent ?? '';
}

beforeEach(() => localStorage.clear());

describe('RandomCryptoTool', () => {
  it('shows a random coin at once, puts it in the link and says it is not financial advice', async () => {
    renderTool();
    const id = await arrivalCoinParam();
    const coin = coinById(id);
    expect(coin).toBeDefined();
    expect(shownCoinName()).toBe(coin!.name);
    expect(screen.getByRole('button', { name: `Copy facts about ${coin!.name}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy share link' })).toBeTruthy();
    expect(screen.getByText(/Not financial advice/)).toBeTruthy();
    expect(screen.getByText('All 137 coins match.')).toBeTruthy();
  });

  it('shows that coin and its pick in the very render that opens the tool, before any effect runs', () => {
    // Server rendering runs no effects: what it prints is the tool's first frame.
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/random-crypto']}>
        <RandomCryptoTool tool={tool} />
      </MemoryRouter>,
    );
    expect(html).not.toContain('Pick at least one category and a year range with coins in it.');
    expect(html).toContain('Next coin');
    expect(html).not.toContain('Your last 10 picks will appear here');
    expect(html).toContain('136 of 137 matching coins not shown yet.');
  });

  it('starts the deck over when a first visit finds every matching coin already seen', async () => {
    localStorage.setItem('toolhub.random-crypto.seen', JSON.stringify(['xrp', 'litecoin']));
    renderTool('/random-crypto?cats=payments&from=2011&to=2012');
    expect(['XRP', 'Litecoin']).toContain(shownCoinName());
    expect(screen.getByText('You have seen all 2 matching coins, so the deck starts over.')).toBeTruthy();
    expect(screen.getByText('1 of 2 matching coins not shown yet.')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('toolhub.random-crypto.seen') ?? '')).toEqual([await arrivalCoinParam()]);
    expect(within(screen.getByRole('region', { name: 'Recent picks' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('reopens the coin named in a shared link', () => {
    renderTool('/random-crypto?coin=dogecoin');
    expect(shownCoinName()).toBe('Dogecoin');
    const card = screen.getByRole('article', { name: 'Dogecoin' });
    expect(within(card).getByText('Launched').nextElementSibling?.textContent).toBe(`2013 (${new Date().getFullYear() - 2013} years ago)`);
    expect(within(card).getByText('Meme')).toBeTruthy();
    expect(within(card).getByText(/The original meme coin/)).toBeTruthy();
    expect(screen.queryByText(/not in our list/)).toBeNull();
  });

  it('explains an unknown coin in a link and shows a random one instead', async () => {
    renderTool('/random-crypto?coin=not-a-coin');
    expect(screen.getByText('The coin in this link is not in our list, so here is a random one.')).toBeTruthy();
    await waitFor(() => expect(coinParam()).not.toBe('not-a-coin'));
    expect(coinById(coinParam())).toBeDefined();
  });

  it('draws only from the filtered coins', async () => {
    const user = userEvent.setup();
    renderTool('/random-crypto?coin=bitcoin&cats=meme&from=2013&to=2013');
    expect(screen.getByText('1 of 137 coins match.')).toBeTruthy();
    expect(screen.getByText('This coin is outside your current filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next coin' }));
    expect(shownCoinName()).toBe('Dogecoin');
    expect(coinParam()).toBe('dogecoin');
  });

  it('prints years plainly in every message about the year filters', async () => {
    const user = userEvent.setup();
    const year = new Date().getFullYear();
    renderTool('/random-crypto?coin=bitcoin&from=&to=3000');
    expect(screen.getByText(`Enter the first year from 2009 to ${year}.`)).toBeTruthy();
    expect(screen.getByText(`The last year must be from 2009 to ${year}.`)).toBeTruthy();
    const from = screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement;
    await user.type(from, 'abc');
    expect(from.value).toBe('abc');
    expect(screen.getByText(`The first year must be a whole number from 2009 to ${year}.`)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/20,\d\d\d|2,0\d\d/);
  });

  it('keeps bad filters as typed, explains them and disables drawing', async () => {
    const user = userEvent.setup();
    renderTool('/random-crypto?coin=bitcoin');
    const from = screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement;
    await user.clear(from);
    await user.type(from, '2030');
    expect(from.value).toBe('2030');
    expect(screen.getByText(`The first year must be from 2009 to ${new Date().getFullYear()}.`)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next coin' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(from);
    await user.type(from, '2009');
    await user.click(screen.getByRole('button', { name: 'Clear categories' }));
    expect(screen.getByRole('alert').textContent).toBe('Pick at least one category.');
    expect(currentSearch()).toContain('cats=none');
    expect((screen.getByRole('button', { name: 'Next coin' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Privacy' }));
    expect(currentSearch()).toContain('cats=privacy');
    expect((screen.getByRole('button', { name: 'Next coin' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows every matching coin before repeating, remembers picks and reopens one from history', async () => {
    const user = userEvent.setup();
    // XRP and Litecoin are the only payment coins launched in 2011-2012.
    const { unmount } = renderTool('/random-crypto?cats=payments&from=2011&to=2012');
    const first = shownCoinName();
    expect(['XRP', 'Litecoin']).toContain(first);
    expect(screen.getByText('1 of 2 matching coins not shown yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next coin' }));
    const second = shownCoinName();
    expect(second).not.toBe(first);
    expect(screen.getByText('All matching coins shown; the next pick starts over.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next coin' }));
    expect(screen.getByText('You have seen all 2 matching coins, so the deck starts over.')).toBeTruthy();
    expect(shownCoinName()).toBe(first);

    const history = screen.getByRole('region', { name: 'Recent picks' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(3);
    for (const item of within(history).getAllByRole('listitem')) {
      const time = item.querySelector('time');
      expect(time?.textContent).toBe(` · ${new Date(time?.dateTime ?? '').toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}`);
    }
    unmount();

    renderTool(`/random-crypto?coin=bitcoin&cats=payments&from=2011&to=2012`);
    const reopened = screen.getByRole('region', { name: 'Recent picks' });
    expect(within(reopened).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(reopened).getByRole('button', { name: `Show ${second} again` }));
    expect(shownCoinName()).toBe(second);
    await user.click(within(reopened).getByRole('button', { name: 'Clear history' }));
    expect(within(reopened).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('remembers the no-repeats choice', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTool('/random-crypto?coin=bitcoin');
    const box = screen.getByRole('checkbox', { name: 'No repeats until all are shown' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await user.click(box);
    expect(box.checked).toBe(false);
    unmount();
    renderTool('/random-crypto?coin=bitcoin');
    expect((screen.getByRole('checkbox', { name: 'No repeats until all are shown' }) as HTMLInputElement).checked).toBe(false);
  });
});
