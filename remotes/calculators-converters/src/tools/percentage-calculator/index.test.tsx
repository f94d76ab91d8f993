// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts } from '@toolhub/shared';
import { installCssEscape, resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import { fakeTool } from '../../testing/harness';
import PercentageCalculatorTool from './index';

installCssEscape();
const tool = fakeTool('percentage-calculator', 'Percentage Calculator');
const renderAt = (query = '') => renderInRouter(<PercentageCalculatorTool tool={tool} />, `/percentage-calculator${query}`);
const answer = () => document.querySelector('output')?.textContent ?? null;
const resultCard = () => screen.getByRole('region');
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('PercentageCalculatorTool', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    resetDrafts();
  });
  afterEach(cleanup);

  it('answers "15% of 200" as it is typed, with the steps, and puts it in the link', async () => {
    const user = userEvent.setup();
    renderAt();
    expect(within(resultCard()).getByRole('status').textContent).toBe('Enter a percentage and a number, e.g. 15% of 200.');
    await user.type(input('Percentage (%)'), '15');
    await user.type(input('Of'), '200');
    expect(answer()).toBe('30');
    expect(screen.getByRole('heading', { name: 'What is 15% of 200?' })).toBeTruthy();
    expect(resultCard().textContent).toContain('15% of 200 = 30');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['15% = 15 ÷ 100 = 0.15', '0.15 × 200 = 30']);
    expect(currentSearch()).toBe('?pct=15&of=200');
    expect(screen.getByRole('button', { name: 'Copy result' })).toBeTruthy();
  });

  it('opens a shared link with its question and numbers', () => {
    renderAt('?mode=change&from=50&to=75');
    expect((screen.getByRole('radio', { name: '% change' }) as HTMLInputElement).checked).toBe(true);
    expect(input('From').value).toBe('50');
    expect(answer()).toBe('+50%');
    expect(resultCard().textContent).toContain('From 50 to 75 is a 50% increase');
    expect(resultCard().textContent).toContain('Difference+25');
  });

  it('keeps every question’s numbers when switching between them', async () => {
    const user = userEvent.setup();
    renderAt('?pct=15&of=200');
    const typed = input('Percentage (%)');
    await user.click(screen.getByRole('radio', { name: 'X is what % of Y' }));
    expect(currentSearch()).toBe('?pct=15&of=200&mode=ratio');
    await user.type(input('Value'), '30');
    await user.type(input('Of total'), '200');
    expect(answer()).toBe('15%');
    await user.click(screen.getByRole('radio', { name: 'Add / subtract %' }));
    await user.type(input('Value'), '200');
    await user.type(input('Percentage (%)'), '15');
    expect(answer()).toBe('230');
    expect(resultCard().textContent).toContain('200 − 15%170');
    await user.click(screen.getByRole('radio', { name: 'X is Y% of what' }));
    await user.type(input('Value'), '30');
    await user.type(input('Is this percentage (%)'), '15');
    expect(answer()).toBe('200');
    await user.click(screen.getByRole('radio', { name: 'X% of Y' }));
    expect(input('Percentage (%)').value).toBe('15');
    expect(answer()).toBe('30');
    await user.click(screen.getByRole('radio', { name: 'X is what % of Y' }));
    expect(input('Value').value).toBe('30');
    expect(typed.isConnected).toBe(true);
  });

  it('says why a bad number or a zero has no answer, next to the field, keeping the text', async () => {
    const user = userEvent.setup();
    renderAt('?mode=ratio');
    await user.type(input('Value'), '12x');
    expect(input('Value').value).toBe('12x');
    expect(input('Value').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a number, such as 15 or 2.5.').id).toBe(input('Value').getAttribute('aria-describedby'));
    await user.clear(input('Value'));
    await user.type(input('Value'), '5');
    await user.type(input('Of total'), '0');
    expect(input('Of total').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('The total can’t be 0: a share of nothing has no percentage.')).toHaveLength(2);
    expect(answer()).toBeNull();
  });

  it('handles a change from 0 and from a negative start', async () => {
    const user = userEvent.setup();
    renderAt('?mode=change&from=0&to=5');
    expect(screen.getAllByText('A change from 0 has no percentage (it would be infinite): the value rose by 5.').length).toBeGreaterThan(0);
    await user.clear(input('From'));
    await user.type(input('From'), '-50');
    await user.clear(input('To'));
    await user.type(input('To'), '-25');
    expect(answer()).toBe('+50%');
    expect(resultCard().textContent).toContain('measured against its size');
    await user.click(screen.getByRole('button', { name: '⇅ Swap from and to' }));
    expect(input('From').value).toBe('-25');
    expect(answer()).toBe('−100%');
  });

  it('rounds to the chosen places, in the link', async () => {
    const user = userEvent.setup();
    renderAt('?mode=ratio&part=1&total=3');
    expect(answer()).toBe('≈ 33.3333333333%');
    await user.selectOptions(screen.getByLabelText('Round the result to'), '2');
    expect(answer()).toBe('≈ 33.33%');
    expect(currentSearch()).toContain('dp=2');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input('Value').value).toBe('');
    expect(input('Of total').value).toBe('');
  });

  it('keeps the typed numbers as a draft across a reload without a link', async () => {
    const user = userEvent.setup();
    renderAt();
    await user.type(input('Percentage (%)'), '12.5');
    cleanup();
    await act(() => flushDrafts());
    resetDrafts();
    renderAt();
    await waitFor(() => expect(input('Percentage (%)').value).toBe('12.5'));
    // A link's own number wins over the kept one.
    cleanup();
    renderAt('?pct=40&of=10');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(input('Percentage (%)').value).toBe('40');
    expect(answer()).toBe('4');
  });
});
