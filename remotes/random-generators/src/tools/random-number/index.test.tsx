// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import RandomNumberTool from './index';
import { HISTORY_KEY } from './history';

const tool = {
  name: 'Random Number',
  path: 'random-number',
  description: 'Pick random numbers',
  icon: '🎲',
  isAvailable: true,
  category: 'random-generators',
};

function renderTool(url = '/random-number') {
  return renderInRouter(<RandomNumberTool tool={tool} />, url);
}

function resultText(): string {
  const region = screen.getByRole('region', { name: 'Result' });
  return region.querySelector('output')?.textContent ?? '';
}

async function retype(label: string, value: string) {
  const user = userEvent.setup();
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  if (value) await user.type(input, value);
  return input as HTMLInputElement;
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('RandomNumberTool', () => {
  it('shows a number from 1 to 100 straight away, with a copy button', () => {
    renderTool();
    const value = Number(resultText());
    expect(Number.isInteger(value)).toBe(true);
    expect(value).toBeGreaterThanOrEqual(1);
    expect(value).toBeLessThanOrEqual(100);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('keeps min > max as typed, explains it, and swaps on request', async () => {
    const user = userEvent.setup();
    renderTool();
    const min = await retype('Minimum', '50');
    const max = await retype('Maximum', '10');
    expect(min.value).toBe('50');
    expect(max.value).toBe('10');
    expect(screen.getByRole('alert').textContent).toBe('The minimum is greater than the maximum. Swap them or change one.');
    expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Swap minimum and maximum' }));
    expect(min.value).toBe('10');
    expect(max.value).toBe('50');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(currentSearch()).toBe('?min=10&max=50');
  });

  it('draws unique sorted numbers, shows them and records the draw in history', async () => {
    const user = userEvent.setup();
    renderTool('/random-number?min=1&max=5&count=5');
    await user.click(screen.getByRole('checkbox', { name: 'Unique (no repeats)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sort ascending' }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(resultText()).toBe('1, 2, 3, 4, 5');
    expect(screen.getByRole('button', { name: 'Copy all' })).toBeTruthy();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    expect(within(history).getByText('1, 2, 3, 4, 5')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]')).toHaveLength(1);
    await user.click(within(history).getByRole('button', { name: 'Clear history' }));
    expect(within(history).queryAllByRole('listitem')).toHaveLength(0);
    expect(localStorage.getItem(HISTORY_KEY)).toBe('[]');
  });

  it('refuses more unique numbers than the range holds', async () => {
    const user = userEvent.setup();
    renderTool('/random-number?min=1&max=3&count=4');
    await user.click(screen.getByRole('checkbox', { name: 'Unique (no repeats)' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^Only 3 different numbers fit in this range/);
  });

  it('gives decimals with the chosen number of places, and submits with Enter', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('radio', { name: 'Decimals' }));
    const places = await retype('Decimal places (0–10)', '3');
    await user.type(places, '{Enter}');
    expect(resultText()).toMatch(/^\d{1,3}\.\d{3}$/);
    expect(currentSearch()).toContain('type=decimal');
  });

  it('flags malformed and huge input inline', async () => {
    renderTool();
    await retype('Maximum', '12abc');
    expect(screen.getByText('The maximum must be a number such as 42 or -3.5.')).toBeTruthy();
    await retype('Maximum', '99999999999999999999');
    expect(screen.getByText('The maximum must be between -9,007,199,254,740,991 and 9,007,199,254,740,991.')).toBeTruthy();
    await retype('How many', '');
    expect(screen.getByText('Enter how many from 1 to 10,000.')).toBeTruthy();
  });

  it('shows history saved earlier and ignores corrupt storage', () => {
    localStorage.setItem(
      HISTORY_KEY,
      JSON.stringify([{ id: 'a', at: '2025-01-01T10:00:00.000Z', summary: '1 to 6', values: ['4'], total: 1 }, { bad: true }]),
    );
    renderTool();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    expect(within(history).getByText('4')).toBeTruthy();
  });
});
