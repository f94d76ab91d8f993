// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, readDraft } from '@toolhub/shared';
import { installCssEscape, resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import RandomNameTool, { SAVED_KEY } from './index';
import { tool } from './tool.testutil';

installCssEscape();

function renderTool(url = '/random-name') {
  return renderInRouter(<RandomNameTool tool={tool} />, url);
}

async function shownNames(): Promise<string[]> {
  const root = await screen.findByLabelText(/^Random (names|first names|last names)$/, {}, { timeout: 5000 });
  return within(root)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('span')?.textContent ?? '');
}

beforeEach(() => {
  resetDrafts();
  localStorage.clear();
});
afterEach(cleanup);

describe('RandomNameTool', () => {
  it('shows ten different English full names, with Copy all and downloads', async () => {
    renderTool();
    const names = await shownNames();
    expect(names).toHaveLength(10);
    expect(new Set(names).size).toBe(10);
    for (const n of names) expect(n).toMatch(/^\S+ \S+/);
    expect(screen.getByRole('button', { name: 'Copy all' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '.txt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '.csv' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Names from' })).toHaveProperty('value', 'en_US');
  });

  it('switches locale, part and gender, keeping them in the URL', async () => {
    const user = userEvent.setup();
    renderTool('/random-name?count=5');
    await shownNames();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Names from' }), 'ru');
    await user.click(screen.getByRole('radio', { name: 'Last name' }));
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await screen.findByLabelText('Random last names');
    const list = screen.getByLabelText('Random last names').querySelector('ol')!;
    expect(list.getAttribute('lang')).toBe('ru');
    const names = await shownNames();
    expect(names).toHaveLength(5);
    for (const n of names) expect(n).toMatch(/^[А-ЯЁ][а-яё-]+$/);
    expect(screen.getAllByText('(female)')).toHaveLength(5);
    expect(currentSearch()).toBe('?count=5&locale=ru&part=last&gender=female');
  });

  it('explains a bad count next to the field and keeps what was typed and the names', async () => {
    const user = userEvent.setup();
    renderTool();
    const before = await shownNames();
    const count = screen.getByRole('textbox', { name: 'How many' }) as HTMLInputElement;
    await user.clear(count);
    expect(screen.getByText('Enter how many from 1 to 500.')).toBeTruthy();
    await user.type(count, '0');
    expect(count.value).toBe('0');
    expect(screen.getByText('How many must be from 1 to 500.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Generate names' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await shownNames()).toEqual(before);
    await user.clear(count);
    await user.type(count, 'abc');
    expect(screen.getByText('How many must be a whole number from 1 to 500.')).toBeTruthy();
  });

  it('draws again on Generate and on Enter in the count field', async () => {
    const user = userEvent.setup();
    renderTool('/random-name?count=50');
    const first = await shownNames();
    await user.click(screen.getByRole('button', { name: 'Generate names' }));
    const second = await shownNames();
    expect(second).toHaveLength(50);
    expect(second).not.toEqual(first);
    await user.type(screen.getByRole('textbox', { name: 'How many' }), '{Enter}');
    expect(await shownNames()).not.toEqual(second);
  });

  it('offers middle names and titles only for full names', async () => {
    const user = userEvent.setup();
    renderTool('/random-name?middle=1&count=20');
    const names = await shownNames();
    for (const n of names) expect(n.split(' ').length).toBeGreaterThanOrEqual(3);
    await user.click(screen.getByRole('radio', { name: 'First name' }));
    expect(screen.queryByRole('checkbox', { name: 'Middle name' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Titles and suffixes (Dr., Jr.)' })).toBeNull();
    for (const n of await shownNames()) expect(n).not.toContain(' ');
  });

  it('turns gender off with a note where a locale does not split names by gender', async () => {
    const user = userEvent.setup();
    renderTool('/random-name?locale=ka_GE');
    await shownNames();
    expect(await screen.findByText('Georgian names are not split by gender here, so every name may be either.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Female' }).matches(':disabled')).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Names from' }), 'de');
    await screen.findAllByText(/./, { selector: 'ol[lang="de-DE"] span' });
    expect(screen.getByRole('radio', { name: 'Female' }).matches(':disabled')).toBe(false);
  });

  it('saves names with ☆, keeps them in this browser, and removes them', async () => {
    const user = userEvent.setup();
    renderTool('/random-name?count=3');
    const [first] = await shownNames();
    await user.click(screen.getByRole('button', { name: `Save ${first}` }));
    expect(screen.getByRole('button', { name: `Save ${first}` }).getAttribute('aria-pressed')).toBe('true');
    const saved = screen.getByRole('list', { name: 'Saved names' });
    expect(within(saved).getByText(first!)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(SAVED_KEY)!)).toEqual([first]);
    await user.click(screen.getByRole('button', { name: `Remove ${first}` }));
    expect(screen.queryByRole('list', { name: 'Saved names' })).toBeNull();
    expect(screen.getByText('Press ☆ beside a name to keep it here. Saved names stay in this browser.')).toBeTruthy();
  });

  it('keeps the batch as a draft, so the same names come back after a reload', async () => {
    const view = renderTool('/random-name?count=4');
    const names = await shownNames();
    await flushDrafts();
    expect(((await readDraft<{ names: { name: string }[] }>('random-name:batch'))?.names ?? []).map((n) => n.name)).toEqual(names);
    view.unmount();
    renderTool('/random-name?count=4');
    expect(await shownNames()).toEqual(names);
  });

  it('says when no-repeat cannot fill the batch', async () => {
    renderTool('/random-name?locale=zh_CN&part=last&count=500');
    expect(await screen.findByText(/^Only [\d,]+ different names turned up for these settings, not 500\./, {}, { timeout: 5000 })).toBeTruthy();
  });
});
