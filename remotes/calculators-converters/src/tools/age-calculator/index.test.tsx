// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import { fakeTool } from '../../testing/harness';
import AgeCalculatorTool from './index';

const tool = fakeTool('age-calculator', 'Age Calculator');

function renderAt(query = '') {
  return renderInRouter(<AgeCalculatorTool tool={tool} />, `/age-calculator${query}`);
}

describe('AgeCalculatorTool', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 15, 12, 0));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('asks for a birth date first and never renders an h1', () => {
    renderAt();
    expect(screen.getByRole('status').textContent).toContain('Enter a date of birth');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('computes the age live from a shared link', () => {
    renderAt('?birth=1990-07-15');
    const results = screen.getByRole('region', { name: 'Age' });
    expect(within(results).getByRole('heading', { level: 2 }).textContent).toBe('33 years, 11 months, 0 days');
    expect(results.textContent).toContain('born on a Sunday');
    expect(results.textContent).toContain('In 30 days, on Monday, 15 July 2024, turning 34.');
    expect(results.textContent).toContain('12,389 days');
  });

  it('reads typed text dates and keeps them in the URL', async () => {
    const user = userEvent.setup();
    renderAt();
    await user.click(screen.getByRole('button', { name: 'Type as text: Date of birth' }));
    const birth = screen.getByLabelText('Date of birth');
    await user.type(birth, '2000-02-29');
    expect(currentSearch()).toBe('?birth=2000-02-29');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('24 years, 3 months, 17 days');
  });

  it('accepts a date from the native date picker', async () => {
    const user = userEvent.setup();
    renderAt();
    const birth = screen.getByLabelText('Date of birth') as HTMLInputElement;
    expect(birth.type).toBe('date');
    expect([birth.min, birth.max]).toEqual(['1900-01-01', '9999-12-31']);
    await user.type(birth, '1990-07-15');
    expect(currentSearch()).toBe('?birth=1990-07-15');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('33 years, 11 months, 0 days');
  });

  it('offers the leap-day rule and shows which one is used', async () => {
    const user = userEvent.setup();
    renderAt('?birth=2000-02-29&on=2023-02-28');
    expect(screen.getByText('🎉', { exact: false }).textContent).toContain('turning 23');
    expect(screen.getByText('In common years this birthday is counted on 28 February.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '1 March' }));
    expect(currentSearch()).toContain('leap=mar1');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('22 years, 11 months, 30 days');
    expect(screen.getByText('In common years this birthday is counted on 1 March.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Age' }).textContent).toContain('In 1 day, on Wednesday, 1 March 2023');
  });

  it.each([
    ['?birth=2030-01-01', 'The date of birth is in the future. Pick a date up to today.'],
    ['?birth=2000-01-01&on=1999-01-01', 'The “age on” date is before the date of birth.'],
    ['?birth=1899-05-05', 'Date of birth: Dates from 1 January 1900 to 31 December 9999 are supported.'],
    ['?birth=2023-02-29', 'Date of birth: February 2023 has 28 days, so day 29 doesn’t exist.'],
  ])('refuses %s with a clear message and keeps the input', (query, message) => {
    renderAt(query);
    expect(screen.getByRole('alert').textContent).toBe(message);
    const value = new URLSearchParams(query).get('birth');
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe(value);
  });

  it('returns to today with the "Use today" button', async () => {
    const user = userEvent.setup();
    renderAt('?birth=2000-06-15&on=2010-06-15');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('10 years, 0 months, 0 days');
    await user.click(screen.getByRole('button', { name: 'Use today' }));
    expect(currentSearch()).toBe('?birth=2000-06-15');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('24 years, 0 months, 0 days');
    expect(screen.getByRole('region', { name: 'Age' }).textContent).toContain('Today is the birthday: turning 24');
  });
});
