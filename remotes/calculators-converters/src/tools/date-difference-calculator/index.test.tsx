// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts } from '@toolhub/shared';
import { resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import { fakeTool } from '../../testing/harness';
import DateDifferenceCalculatorTool from './index';
import { isoOf } from './logic';

const tool = fakeTool('date-difference-calculator', 'Date Difference Calculator');
const renderAt = (query = '') => renderInRouter(<DateDifferenceCalculatorTool tool={tool} />, `/date-difference-calculator${query}`);
const days = () => document.querySelector('output')?.textContent ?? null;
const card = () => screen.getByRole('region', { name: 'Difference' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const setDate = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const fact = (term: string) => within(card()).getByText(term).nextElementSibling?.textContent;

describe('DateDifferenceCalculatorTool', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    resetDrafts();
  });
  afterEach(cleanup);

  it('counts 60 days from 2024-01-01 to 2024-03-01, every way, and keeps the dates in the link', () => {
    renderAt();
    expect(within(card()).getByRole('status').textContent).toBe('Pick a start and an end date to count the days between them.');
    expect(field('Start date').type).toBe('date');
    setDate('Start date', '2024-01-01');
    setDate('End date', '2024-03-01');
    expect(days()).toBe('60 days');
    expect(fact('Years, months, days')).toBe('2 months');
    expect(fact('Weeks and days')).toBe('8 weeks, 4 days');
    expect(fact('Business days')).toBe('44 days Mon–Fri');
    expect(fact('Weekend days')).toBe('16 days');
    expect(card().textContent).toContain('end date not included');
    expect(currentSearch()).toBe('?from=2024-01-01&to=2024-03-01');
  });

  it('includes the end date when asked, in the link', async () => {
    const user = userEvent.setup();
    renderAt('?from=2024-01-01&to=2024-03-01');
    await user.click(screen.getByRole('checkbox', { name: 'Include the end date (adds 1 day)' }));
    expect(days()).toBe('61 days');
    expect(fact('Business days')).toBe('45 days Mon–Fri');
    expect(currentSearch()).toContain('incl=1');
  });

  it('swaps the dates, says when the end is first, and fills in today', async () => {
    const user = userEvent.setup();
    renderAt('?from=2024-03-01&to=2024-01-01');
    expect(days()).toBe('60 days');
    expect(card().textContent).toContain('The end date is before the start date');
    await user.click(screen.getByRole('button', { name: '⇄ Swap dates' }));
    expect(field('Start date').value).toBe('2024-01-01');
    expect(card().textContent).not.toContain('The end date is before the start date');
    await user.click(screen.getByRole('button', { name: 'End date: today' }));
    expect(field('End date').value).toBe(isoOf(new Date()));
  });

  it('leaves out holidays and says which lines are not dates, keeping them', async () => {
    const user = userEvent.setup();
    renderAt('?from=2024-01-01&to=2024-01-31&incl=1');
    const holidays = screen.getByLabelText('Holidays to leave out of business days (optional)') as HTMLTextAreaElement;
    await user.type(holidays, '2024-01-01{Enter}2024-01-15');
    expect(fact('Business days')).toBe('21 days Mon–Fri, less 2 holidays');
    await user.type(holidays, '{Enter}12');
    expect(holidays.value).toBe('2024-01-01\n2024-01-15\n12');
    expect(holidays.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Line 3: “12” is not used. Enter a date as YYYY-MM-DD, such as 2024-03-01.')).toBeTruthy();
    expect(fact('Business days')).toBe('21 days Mon–Fri, less 2 holidays');
    await user.click(screen.getByRole('button', { name: 'Clear holidays' }));
    expect(holidays.value).toBe('');
  });

  it('says what is wrong with a date from a link, next to the field', () => {
    renderAt('?from=2023-02-30&to=2024-01-01');
    expect(field('Start date').value).toBe('2023-02-30');
    expect(field('Start date').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('2023-02-30 does not exist: that month has 28 days.')).toBeTruthy();
    expect(within(card()).getByRole('status').textContent).toBe('Fix the highlighted date to see the difference.');
    expect(days()).toBeNull();
    setDate('Start date', 'hello');
    expect(field('Start date').type).toBe('text');
    expect(screen.getByText('Enter a date as YYYY-MM-DD, such as 2024-03-01.')).toBeTruthy();
  });

  it('keeps the dates and holidays as drafts across a reload', async () => {
    const user = userEvent.setup();
    renderAt();
    setDate('Start date', '2024-05-01');
    await user.type(screen.getByLabelText('Holidays to leave out of business days (optional)'), '2024-05-08');
    cleanup();
    await act(() => flushDrafts());
    resetDrafts();
    renderAt();
    await waitFor(() => expect(field('Start date').value).toBe('2024-05-01'));
    expect((screen.getByLabelText('Holidays to leave out of business days (optional)') as HTMLTextAreaElement).value).toBe('2024-05-08');
  });
});
