// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SearchBox } from './SearchBox';
import { loadSearch } from './search-loader';
import { useShellStore } from '../shell-store';
import { servedCatalogue } from '../../testing/served-catalogue';

// The fuzzy index loads on first focus; in a browser it is there long before a second keystroke.
// It indexes the served catalogue, keywords and all.
beforeAll(async () => {
  vi.stubGlobal('fetch', servedCatalogue());
  await loadSearch();
});
afterAll(() => vi.unstubAllGlobals());

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function setup(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SearchBox />
      <Where />
    </MemoryRouter>,
  );
  return { box: screen.getByRole('combobox', { name: 'Search tools' }), where: () => screen.getByLabelText('location').textContent };
}

const selected = () => screen.queryAllByRole('option').findIndex((option) => option.getAttribute('aria-selected') === 'true');

describe('SearchBox', () => {
  it('a search shortcut (focusSearch) focuses the box and opens the suggestions, again after Escape', async () => {
    const { box } = setup();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    act(() => useShellStore.getState().focusSearch());
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // Still focused, so no focus event: the request itself opens the suggestions.
    act(() => useShellStore.getState().focusSearch());
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows Popular Tools when an empty box gets focus', async () => {
    const { box } = setup();
    await userEvent.click(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Popular Tools' })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(6);
  });

  it('wraps around with the arrow keys and tracks aria-activedescendant', async () => {
    const { box } = setup();
    await userEvent.click(box);
    const count = screen.getAllByRole('option').length;
    await userEvent.keyboard('{ArrowUp}');
    expect(selected()).toBe(count - 1);
    await userEvent.keyboard('{ArrowDown}');
    expect(selected()).toBe(0);
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    for (let i = 0; i < count - 1; i++) await userEvent.keyboard('{ArrowDown}');
    expect(selected()).toBe(count - 1);
    await userEvent.keyboard('{ArrowDown}');
    expect(selected()).toBe(0);
  });

  it('suggests a tool by a keyword that only the served catalogue carries', async () => {
    const { box } = setup();
    await userEvent.type(box, 'eyedropper');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringContaining('Color Picker')]);
  });

  it('Enter opens the highlighted tool', async () => {
    const { box, where } = setup();
    await userEvent.type(box, 'json');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // openTool fetches the module first and navigates once it arrives (or fails) or after 400 ms.
    await waitFor(() => expect(where()).toBe('/json-formatter'));
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter with nothing highlighted runs a text search, and emptying the box removes q', async () => {
    const { box, where } = setup('/json-formatter');
    await userEvent.type(box, 'random  ');
    await userEvent.keyboard('{Enter}');
    expect(where()).toBe('/?q=random');
    expect(box).toHaveProperty('value', 'random');
    await userEvent.clear(box);
    expect(where()).toBe('/');
  });

  it('searches for the words of a broken paste (half of a character pair) and keeps the text as pasted', async () => {
    const { box, where } = setup('/?q=random');
    fireEvent.change(box, { target: { value: 'json\uD800' } });
    expect(where()).toBe('/?q=json');
    expect(box).toHaveProperty('value', 'json\uD800');
    fireEvent.change(box, { target: { value: '\uDC00' } });
    expect(where()).toBe('/');
    fireEvent.change(box, { target: { value: 'uuid \uDBFF' } });
    box.focus();
    await userEvent.keyboard('{Enter}');
    expect(where()).toBe('/?q=uuid');
  });

  it('Escape closes the suggestions, then clears the text', async () => {
    const { box } = setup();
    await userEvent.type(box, 'dice');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveProperty('value', 'dice');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveProperty('value', '');
  });

  it('whitespace-only text is no search', async () => {
    const { box, where } = setup();
    await userEvent.type(box, '    {Enter}');
    expect(where()).toBe('/');
  });
});
