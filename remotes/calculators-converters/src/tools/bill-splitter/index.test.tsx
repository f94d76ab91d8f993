// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { flushDrafts } from '@toolhub/shared';
import { resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import userEvent from '@testing-library/user-event';
import { fakeTool } from '../../testing/harness';
import BillSplitterTool from './index';

const tool = fakeTool('bill-splitter', 'Bill Splitter');

function renderAt(query = '') {
  return renderInRouter(<BillSplitterTool tool={tool} />, `/bill-splitter${query}`);
}

const summary = () => screen.getByRole('region', { name: 'Split' });

describe('BillSplitterTool', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });
  afterEach(cleanup);

  it('keeps the amount typed and everything after a reload through the link', async () => {
    const user = userEvent.setup();
    renderAt();
    await user.type(screen.getByLabelText('Bill total'), '123.45');
    await user.click(screen.getByRole('radio', { name: '20%' }));
    await user.type(screen.getByLabelText('Name of person 1'), 'Ana');
    const search = currentSearch();
    expect(search).toBe('?total=123.45&tip=20&people=Ana%3A%3A');
    cleanup();
    renderAt(search);
    expect((screen.getByLabelText('Bill total') as HTMLInputElement).value).toBe('123.45');
    expect((screen.getByLabelText('Name of person 1') as HTMLInputElement).value).toBe('Ana');
  });

  it('keeps names too long for the link in this browser, so a reload still has them', async () => {
    renderAt('?total=300&tip=0&n=30');
    const names = Array.from({ length: 30 }, (_, i) => `Guest number ${String(i + 1).padStart(2, '0')} with a long name`);
    names.forEach((name, i) => fireEvent.change(screen.getByLabelText(`Name of person ${i + 1}`), { target: { value: name } }));
    expect(currentSearch()).toBe('?total=300&tip=0&n=30');
    cleanup();
    await act(() => flushDrafts());
    resetDrafts();
    renderAt('?total=300&tip=0&n=30');
    await waitFor(() => expect((screen.getByLabelText('Name of person 30') as HTMLInputElement).value).toBe(names[29]));
    expect((screen.getByLabelText('Name of person 1') as HTMLInputElement).value).toBe(names[0]);
    // A shared link's own names win over the kept ones.
    cleanup();
    renderAt('?total=300&tip=0&n=30&people=Bo');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect((screen.getByLabelText('Name of person 1') as HTMLInputElement).value).toBe('Bo');
    expect((screen.getByLabelText('Name of person 2') as HTMLInputElement).value).toBe('');
  });

  it('waits for a total, then splits live as you type', async () => {
    const user = userEvent.setup();
    renderAt();
    expect(within(summary()).getByRole('status').textContent).toBe('Enter the bill total to see what everyone pays.');
    await user.type(screen.getByLabelText('Bill total'), '1,234.56');
    expect(currentSearch()).toBe('?total=1%2C234.56');
    // 15 % tip by default: 1,234.56 + 185.18 = 1,419.74 between 2.
    expect(summary().textContent).toContain('Each pays$709.87');
    expect(summary().textContent).toContain('Total with tip$1,419.74');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows who carries the leftover cent', async () => {
    const user = userEvent.setup();
    renderAt('?total=100&tip=0&n=3');
    expect(summary().textContent).toContain('$33.34 or $33.33');
    await user.type(screen.getByLabelText('Name of person 1'), 'Alice');
    expect(summary().textContent).toContain('+$0.01 to Alice, so the shares add up to exactly $100.00.');
    expect(currentSearch()).toContain('people=Alice');
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('$33.34 (+$0.01)');
  });

  it('changes tip with presets and a custom percentage', async () => {
    const user = userEvent.setup();
    renderAt('?total=200');
    expect((screen.getByRole('radio', { name: '15%' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: '20%' }));
    expect(currentSearch()).toContain('tip=20');
    expect(summary().textContent).toContain('Tip (20%)$40.00');
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const custom = screen.getByLabelText('Custom tip (%)');
    await user.clear(custom);
    expect(screen.getByRole('alert').textContent).toBe('Enter a tip percentage (0 for no tip).');
    expect((custom as HTMLInputElement).value).toBe('');
    await user.type(custom, '12.5');
    expect(summary().textContent).toContain('Tip (12.5%)$25.00');
  });

  it('keeps Tip and Split as named radio groups, one choice each', async () => {
    const user = userEvent.setup();
    renderAt('?total=200');
    const tip = screen.getByRole('group', { name: 'Tip' });
    expect(within(tip).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['0', '10', '15', '18', '20', 'custom']);
    await user.click(within(tip).getByRole('radio', { name: '18%' }));
    expect(currentSearch()).toContain('tip=18');
    expect(within(tip).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked).map((radio) => radio.getAttribute('value'))).toEqual(['18']);
    const split = screen.getByRole('group', { name: 'Split' });
    expect(within(split).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['equal', 'weight', 'percent']);
    await user.click(within(split).getByRole('radio', { name: 'By weight' }));
    expect(currentSearch()).toContain('split=weight');
    expect(screen.getByLabelText('Weight for Person 1')).toBeTruthy();
  });

  it('steps the number of people with buttons and arrow keys', async () => {
    const user = userEvent.setup();
    renderAt('?total=90&tip=0');
    await user.click(screen.getByRole('button', { name: 'One person more' }));
    expect(currentSearch()).toContain('n=3');
    expect(summary().textContent).toContain('Each pays$30.00');
    const count = screen.getByLabelText('Number of people');
    await user.click(count);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect((count as HTMLInputElement).value).toBe('1');
    expect(screen.getByRole('button', { name: 'One person fewer' })).toHaveProperty('disabled', true);
    expect(summary().textContent).toContain('You pay$90.00');
  });

  it('splits by weight and by percentage', async () => {
    const user = userEvent.setup();
    renderAt('?total=120&tip=0&n=3');
    await user.click(screen.getByRole('radio', { name: 'By weight' }));
    await user.type(screen.getByLabelText('Weight for Person 1'), '2');
    let rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('status').textContent)).toEqual(['$60.00', '$30.00', '$30.00']);
    await user.click(screen.getByRole('radio', { name: 'By percentage' }));
    await user.type(screen.getByLabelText('Percent for Person 1'), '50');
    expect((screen.getByLabelText('Percent for Person 2') as HTMLInputElement).placeholder).toBe('25');
    expect(screen.getByText('Assigned 50% of 100% · 50% shared by 2 blank fields')).toBeTruthy();
    rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('status').textContent)).toEqual(['$60.00', '$30.00', '$30.00']);
    await user.type(screen.getByLabelText('Percent for Person 2'), '60');
    expect(screen.getByRole('alert').textContent).toBe('The percentages add up to 110%, more than 100%.');
  });

  it.each([
    ['?total=-20', 'The total can’t be negative.'],
    ['?total=12.50&cur=JPY', 'This currency has no decimals: type a whole amount.'],
    ['?total=abc', '“abc” isn’t an amount. Type digits, e.g. 123.45 or 1,234.56.'],
    ['?total=50&n=500', 'Enter a whole number of people from 1 to 100.'],
    ['?total=99999999999', 'That total is too large: bills up to 1,000,000,000 can be split here.'],
  ])('refuses %s and keeps the input', (query, message) => {
    renderAt(query);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(summary().textContent).toContain('Fix the highlighted entries to see the split.');
    const total = new URLSearchParams(query).get('total');
    expect((screen.getByLabelText('Bill total') as HTMLInputElement).value).toBe(total);
  });

  it('formats in the chosen currency', async () => {
    const user = userEvent.setup();
    renderAt('?total=10000&tip=10&n=3');
    await user.selectOptions(screen.getByLabelText('Currency'), 'JPY');
    expect(currentSearch()).toContain('cur=JPY');
    expect(summary().textContent).toContain('¥3,667 or ¥3,666');
    expect(summary().textContent).toContain('+¥1 to Person 1, Person 2');
  });
});
