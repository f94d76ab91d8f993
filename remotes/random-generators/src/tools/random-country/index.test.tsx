// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts } from '@toolhub/shared';
import { installCssEscape, resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import RandomCountryTool from './index';
import { loadCountries } from './data';

installCssEscape();

const tool = {
  name: 'Random Country',
  path: 'random-country',
  description: 'Discover a random country.',
  icon: '🌍',
  isAvailable: true,
  category: 'random-generators',
};

function renderTool(url = '/random-country') {
  return renderInRouter(<RandomCountryTool tool={tool} />, url);
}

async function cards(): Promise<HTMLElement[]> {
  const output = await screen.findByLabelText('Random countries', {}, { timeout: 5000 });
  return within(output).getAllByRole('article');
}

const titleOf = (card: HTMLElement) => within(card).getByRole('heading', { level: 3 }).textContent ?? '';

beforeEach(() => {
  resetDrafts();
  localStorage.clear();
});
afterEach(cleanup);

describe('RandomCountryTool', () => {
  it('loads, then shows one country with flag, capital, region, population and currency', async () => {
    renderTool();
    expect(screen.getByText('Loading countries…')).toBeTruthy();
    const [card] = await cards();
    const name = titleOf(card!);
    const all = await loadCountries();
    const country = all.find((c) => c.name === name)!;
    expect(country).toBeTruthy();
    expect(within(card!).getByRole('img', { name: `Flag of ${name}` }).textContent).toBe(country.flag);
    for (const label of ['Region', 'Population', 'Capital', 'Currency', 'Codes', 'Location']) expect(within(card!).getByText(label)).toBeTruthy();
    expect(within(card!).getByRole('button', { name: `Copy ${name}` })).toBeTruthy();
    expect(screen.getByText(/^\d+ countries match these filters\. \d+ not shown yet this round\.$/)).toBeTruthy();
    expect(screen.getByText('Data: Countries States Cities Database (dr5hn), ODbL 1.0. Populations are recent estimates.')).toBeTruthy();
  });

  it('filters by region, subregion and population, keeping them in the URL', async () => {
    const user = userEvent.setup();
    renderTool('/random-country?count=5');
    await cards();
    await user.click(screen.getByRole('radio', { name: 'Europe' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subregion' }), 'Northern Europe');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Population' }), '1m');
    const shown = await cards();
    expect(shown).toHaveLength(5);
    const all = await loadCountries();
    for (const card of shown) {
      const country = all.find((c) => c.name === titleOf(card))!;
      expect(country.subregion).toBe('Northern Europe');
      expect(country.population).toBeGreaterThanOrEqual(1_000_000);
    }
    expect(currentSearch()).toBe('?count=5&region=Europe&sub=Northern+Europe&pop=1m');
  });

  it('says how many match when fewer than asked, and when none match', async () => {
    const user = userEvent.setup();
    renderTool('/random-country?region=Oceania&pop=100m');
    expect(await screen.findByText('No country matches these filters. Pick another region or a lower population.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'New country' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Asia' }));
    const count = screen.getByRole('textbox', { name: 'How many' });
    await user.clear(count);
    await user.type(count, '20');
    expect(await screen.findByText(/^Only \d countries match these filters, so all \d are shown\.$/)).toBeTruthy();
  });

  it('explains a bad count next to the field, keeping the text and the country shown', async () => {
    const user = userEvent.setup();
    renderTool();
    const before = titleOf((await cards())[0]!);
    const count = screen.getByRole('textbox', { name: 'How many' }) as HTMLInputElement;
    await user.clear(count);
    await user.type(count, 'x');
    expect(count.value).toBe('x');
    expect(screen.getByText('How many must be a whole number from 1 to 20.')).toBeTruthy();
    expect(titleOf((await cards())[0]!)).toBe(before);
  });

  it('never repeats a country until the selection is used up, then starts a new round', async () => {
    const user = userEvent.setup();
    renderTool('/random-country?region=Oceania&sub=Australia+and+New+Zealand');
    const seen = [titleOf((await cards())[0]!)];
    for (let i = 0; i < 4; i += 1) {
      await user.click(screen.getByRole('button', { name: 'New country' }));
      seen.push(titleOf((await cards())[0]!));
    }
    expect(new Set(seen).size).toBe(5);
    expect(screen.getByText('5 countries match these filters. 0 not shown yet this round.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New country' }));
    expect(screen.getByText('You have seen every country in this selection, so a new round has begun.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByText('5 countries match these filters. 5 not shown yet this round.')).toBeTruthy();
  });

  it('hides names in quiz mode until revealed', async () => {
    const user = userEvent.setup();
    renderTool('/random-country?quiz=1&count=2');
    const shown = await cards();
    expect(shown.map(titleOf)).toEqual(['Country 1', 'Country 2']);
    expect(within(shown[0]!).queryByText('Capital')).toBeNull();
    expect(within(shown[0]!).getByRole('img', { name: 'Flag' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy all' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reveal country 1' }));
    expect(titleOf((await cards())[0]!)).not.toBe('Country 1');
    expect(within((await cards())[0]!).getByText('Capital')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reveal country 2' }));
    expect(screen.getByRole('button', { name: 'Copy all' })).toBeTruthy();
  });

  it('shows the same countries after a reload', async () => {
    const view = renderTool('/random-country?count=3');
    const before = (await cards()).map(titleOf);
    await flushDrafts();
    view.unmount();
    renderTool('/random-country?count=3');
    expect((await cards()).map(titleOf)).toEqual(before);
  });
});
