// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import RandomDateTool from './index';
import { oneYearAfter, parseDate, todayIso, weekdayOf } from './logic';

const tool = {
  name: 'Random Date Generator',
  path: 'random-date',
  description: 'Pick random dates between two days, weekdays optional.',
  icon: '📅',
  isAvailable: true,
  category: 'random-generators',
};

function renderTool(url = '/random-date') {
  return renderInRouter(<RandomDateTool tool={tool} />, url);
}

function shownDates(): string[] {
  const single = document.querySelector('output');
  if (single) return [single.textContent ?? ''];
  return within(screen.getByRole('list', { name: 'Random dates' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
}

const dayOf = (iso: string) => {
  const parsed = parseDate(iso, 'date');
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};

describe('RandomDateTool', () => {
  it('shows a date between today and a year from now straight away', () => {
    renderTool();
    const [date] = shownDates();
    const today = todayIso();
    expect(date! >= today && date! <= oneYearAfter(today)).toBe(true);
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe(today);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('lists unique sorted dates from the link and reformats them without redrawing', async () => {
    const user = userEvent.setup();
    renderTool('/random-date?from=2024-02-28&to=2024-03-01&count=3&unique=1&sorted=1');
    expect(shownDates()).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(screen.getByRole('heading', { name: '3 dates' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Format'), 'weekday');
    expect(shownDates()).toEqual(['Wednesday, 28 February 2024', 'Thursday, 29 February 2024', 'Friday, 1 March 2024']);
    expect(currentSearch()).toContain('format=weekday');
    expect(screen.getByRole('button', { name: 'Copy all' })).toBeTruthy();
  });

  it('keeps start after end as typed, explains it, and swaps on request', async () => {
    const user = userEvent.setup();
    renderTool('/random-date?from=2024-06-01&to=2024-05-01');
    expect(screen.getByRole('alert').textContent).toBe('The start date is after the end date. Swap them or change one.');
    expect((screen.getByRole('button', { name: 'Generate again' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Swap start and end dates' }));
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2024-05-01');
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('2024-06-01');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(currentSearch()).toBe('?from=2024-05-01&to=2024-06-01');
  });

  it('refuses more unique dates than the range holds', async () => {
    const user = userEvent.setup();
    renderTool('/random-date?from=2024-05-01&to=2024-05-03&count=5');
    await user.click(screen.getByRole('checkbox', { name: 'Unique dates (no repeats)' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^Only 3 days lie in this range/);
  });

  it('explains out-of-range dates and a bad count, keeping the input', async () => {
    const user = userEvent.setup();
    renderTool('/random-date?from=1850-01-01&to=2024-01-01');
    expect(screen.getByText('The start date must be from 1 January 1900 to 31 December 9999.')).toBeTruthy();
    const count = screen.getByRole('textbox', { name: 'How many' }) as HTMLInputElement;
    await user.clear(count);
    await user.type(count, '5000');
    expect(count.value).toBe('5000');
    expect(screen.getByText('How many must be from 1 to 1,000.')).toBeTruthy();
  });

  it('draws only weekdays, updating live when the end date changes', async () => {
    const user = userEvent.setup();
    renderTool('/random-date?from=2024-05-01&to=2024-05-31&count=40');
    await user.click(screen.getByRole('radio', { name: 'Weekdays only (Mon–Fri)' }));
    expect(screen.getByText('23 weekdays to choose from.')).toBeTruthy();
    for (const date of shownDates()) expect([0, 6]).not.toContain(weekdayOf(dayOf(date)));
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2024-05-02' } });
    expect(screen.getByText('2 weekdays to choose from.')).toBeTruthy();
    for (const date of shownDates()) expect(['2024-05-01', '2024-05-02']).toContain(date);
  });

  it('adds a time of day and redraws on Generate again', async () => {
    const user = userEvent.setup();
    renderTool('/random-date?from=2024-05-01&to=2024-05-01');
    await user.click(screen.getByRole('checkbox', { name: 'Include a random time of day' }));
    expect(shownDates()[0]).toMatch(/^2024-05-01T\d{2}:\d{2}:\d{2}$/);
    await user.click(screen.getByRole('button', { name: 'Generate again' }));
    expect(shownDates()[0]).toMatch(/^2024-05-01T/);
  });
});
