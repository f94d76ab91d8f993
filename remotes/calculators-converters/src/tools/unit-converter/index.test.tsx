// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts } from '@toolhub/shared';
import { countIntl, nextPaint, resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import { fakeTool } from '../../testing/harness';
import UnitConverterTool from './index';

const tool = fakeTool('unit-converter', 'Unit Converter');

/** Renders the tool and lets the browser paint it: the result comes in the render after that. */
async function renderAt(query = '') {
  const view = renderInRouter(<UnitConverterTool tool={tool} />, `/unit-converter${query}`);
  await act(nextPaint);
  return view;
}

const valueField = () => screen.getByLabelText('Value') as HTMLInputElement;
const result = () => document.querySelector('output')?.textContent?.replace(/\s+/g, ' ').trim();
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const table = () => screen.getByRole('table');
const row = (unit: string) => within(table()).getByRole('rowheader', { name: unit }).closest('tr')!;

async function typeValue(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(valueField());
  if (text !== '') await user.type(valueField(), text);
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetDrafts();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UnitConverterTool', () => {
  it('reads the locale’s number marks only after the tool is painted: no locale data inside the click', async () => {
    const intl = countIntl('NumberFormat');
    try {
      renderInRouter(intl.wrap(<UnitConverterTool tool={tool} />), '/unit-converter');
      expect(intl.inOpeningRender()).toBe(0);
      expect(intl.made).toHaveLength(0);
      await act(nextPaint);
      expect(intl.made.length).toBeGreaterThan(0);
      expect(result()).toBe('1 m ≈ 3.280839895 ft');
      expect(screen.getByRole('checkbox', { name: 'Group thousands (1,000)' })).toBeTruthy();
    } finally {
      intl.restore();
    }
  });

  it('converts 1 metre to feet at first, with the factor and every length unit', async () => {
    await renderAt();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(valueField().value).toBe('1');
    expect(result()).toBe('1 m ≈ 3.280839895 ft');
    expect(screen.getByText('Rounded to 10 significant figures.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Conversion factor' }).textContent).toContain('1 ft = 0.3048 m');
    expect(screen.getByRole('heading', { level: 2, name: '1 m in every length unit' })).toBeTruthy();
    expect(within(table()).getAllByRole('row')).toHaveLength(18);
    expect(row('Inch').textContent).toContain('≈\u00a039.37007874 in');
    expect(row('Centimetre').textContent).toContain('100 cm');
    expect(row('Foot').getAttribute('aria-current')).toBe('true');
  });

  it('converts what is typed between the chosen units, exactly where it can, and keeps it in the link', async () => {
    const user = userEvent.setup();
    await renderAt();
    await typeValue(user, '5');
    await user.selectOptions(select('From'), 'mi');
    await user.selectOptions(select('To'), 'km');
    expect(result()).toBe('5 mi = 8.04672 km');
    expect(screen.getByText('Exact.')).toBeTruthy();
    expect(currentSearch()).toBe('?v=5&from=mi&to=km');
  });

  it('swaps the units and keeps the value', async () => {
    const user = userEvent.setup();
    await renderAt('?from=in&to=cm&v=2');
    expect(result()).toBe('2 in = 5.08 cm');
    await user.click(screen.getByRole('button', { name: 'Swap units: convert Centimetre to Inch' }));
    expect(result()).toBe('2 cm ≈ 0.7874015748 in');
    expect(currentSearch()).toBe('?from=cm&to=in&v=2');
    expect(valueField().value).toBe('2');
  });

  it('switches quantity with the keyboard, keeping the value and each quantity’s units', async () => {
    const user = userEvent.setup();
    await renderAt('?from=mi&to=km');
    await typeValue(user, '100');
    // jsdom has no CSS.escape, which user-event's arrow keys on a radio group use.
    vi.stubGlobal('CSS', { escape: (text: string) => text.replace(/[^\w-]/g, '\\$&') });
    const length = screen.getByRole('radio', { name: 'Length' });
    length.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Temperature' })).toHaveProperty('checked', true);
    expect(result()).toBe('100 °C = 212 °F');
    expect(screen.getByRole('list', { name: 'Conversion factor' }).textContent).toBe('°F = °C × 9/5 + 32');
    expect(currentSearch()).toBe('?v=100&cat=temperature');
    await user.click(screen.getByRole('radio', { name: 'Length' }));
    expect(result()).toBe('100 mi = 160.9344 km');
    expect(valueField().value).toBe('100');
  });

  it.each([
    ['12 m', 'Enter a number, such as 12, 3.5, 1/3 or 6.02e23.'],
    ['1/0', 'A fraction can’t have 0 below the line.'],
    ['1e5000', 'Use an exponent from -1000 to 1000.'],
  ])('says what is wrong with %j next to the field and keeps the text', async (typed, message) => {
    const user = userEvent.setup();
    await renderAt();
    await typeValue(user, typed);
    expect(valueField().value).toBe(typed);
    expect(valueField().getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(valueField().getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(error?.textContent).toBe(message);
    expect(screen.getByText('Fix the value to see the result.')).toBeTruthy();
    expect(result()).toBeUndefined();
  });

  it('refuses a temperature below absolute zero', async () => {
    await renderAt('?cat=temperature&from=f&v=-500');
    expect(screen.getByText('That is below absolute zero (-459.67 °F), the lowest temperature there is.')).toBeTruthy();
    expect(valueField().value).toBe('-500');
  });

  it('asks for a value when the field is empty', async () => {
    const user = userEvent.setup();
    await renderAt();
    await typeValue(user, '');
    expect(screen.getByRole('status').textContent).toBe('Enter a value to convert.');
    expect(screen.getByRole('heading', { level: 2, name: 'Every length unit' })).toBeTruthy();
  });

  it('rounds to decimal places or significant figures, with or without grouping', async () => {
    const user = userEvent.setup();
    await renderAt('?cat=data&from=gib&to=b&v=2');
    expect(result()).toBe('2 GiB = 2,147,483,648 B');
    await user.click(screen.getByRole('radio', { name: 'Decimal places' }));
    await user.selectOptions(select('Decimal places'), '3');
    expect(currentSearch()).toContain('round=dp&dp=3');
    expect(result()).toBe('2 GiB = 2,147,483,648.000 B');
    await user.click(screen.getByRole('checkbox', { name: 'Group thousands (1,000)' }));
    expect(result()).toBe('2 GiB = 2147483648.000 B');
    expect(currentSearch()).toContain('group=off');
    await user.click(screen.getByRole('radio', { name: 'Significant figures' }));
    await user.selectOptions(select('Significant figures'), '2');
    expect(result()).toBe('2 GiB ≈ 2100000000 B');
    expect(screen.getByText('Rounded to 2 significant figures.')).toBeTruthy();
  });

  it('reads a shared link, falling back to defaults for what it does not know', async () => {
    await renderAt('?cat=pressure&from=nope&to=psi&v=1&sf=99');
    expect(result()).toBe('1 bar ≈ 14.50377377 psi');
    expect(select('Significant figures').value).toBe('10');
  });

  it('copies the result and each unit’s number', async () => {
    const user = userEvent.setup();
    await renderAt('?v=3&from=ft&to=m');
    await user.click(screen.getByRole('button', { name: 'Copy result' }));
    expect(await navigator.clipboard.readText()).toBe('3 ft = 0.9144 m');
    await user.click(screen.getByRole('button', { name: 'Copy 36 in' }));
    expect(await navigator.clipboard.readText()).toBe('36');
    await user.click(screen.getByRole('button', { name: 'Copy 9.665215626e-17 ly' }));
    expect(await navigator.clipboard.readText()).toBe('9.665215626e-17');
  });

  it('opens with the definitions closed and unbuilt: their list follows right after the first paint', async () => {
    renderInRouter(<UnitConverterTool tool={tool} />, '/unit-converter');
    const details = screen.getByText('Definitions and sources').closest('details')!;
    expect(details.open).toBe(false);
    expect(within(details).queryAllByRole('listitem', { hidden: true })).toHaveLength(0);
    await act(nextPaint);
    expect(within(details).getAllByRole('listitem', { hidden: true }).length).toBeGreaterThan(18);
  });

  it('opens each unit list with its chosen unit only (a closed select shows no more); the rest follow right after the first paint', async () => {
    renderInRouter(<UnitConverterTool tool={tool} />, '/unit-converter?from=mi&to=km');
    expect([...select('From').options].map((option) => option.text)).toEqual(['Mile (mi)']);
    expect(select('To').value).toBe('km');
    await act(nextPaint);
    expect(select('From').options.length).toBeGreaterThan(10);
    expect(select('From').value).toBe('mi');
    expect(select('From').querySelectorAll('optgroup').length).toBeGreaterThan(1);
  });

  it('names every definition’s source', async () => {
    const user = userEvent.setup();
    await renderAt('?cat=volume');
    await user.click(screen.getByText('Definitions and sources'));
    const details = screen.getByText('Definitions and sources').closest('details')!;
    expect(details.open).toBe(true);
    expect(within(details).getByText('Gallon (US) (gal (US))').closest('li')?.textContent).toBe('Gallon (US) (gal (US)): 231 in³ = 3.785411784 L [2]');
    expect(within(details).getAllByRole('listitem').map((item) => item.textContent)).toContain(
      'UK Weights and Measures Act 1985, Schedule 1: 1 imperial gallon = 4.54609 litres exactly; stone = 14 pounds.',
    );
  });

  it('brings the typed value back after a reload', async () => {
    const user = userEvent.setup();
    await renderAt();
    await typeValue(user, '42');
    // A reload without the link: the page's memory is gone, IndexedDB is not.
    cleanup();
    await act(() => flushDrafts());
    resetDrafts();
    await renderAt();
    await screen.findByDisplayValue('42');
    expect(result()).toBe('42 m ≈ 137.7952756 ft');
  });
});
