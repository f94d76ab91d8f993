// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installCssEscape } from '@toolhub/shared/testing';
import { currentQuery, renderInRouter } from '@toolhub/shared/testing/router';
import RandomFactTool from './index';
import { CATEGORY_NAMES, DECK_KEY, factFromParam, factsFor } from './logic';

installCssEscape();

const tool = {
  name: 'Random Fact',
  path: 'random-fact',
  description: 'Learn a surprising fact.',
  icon: '💡',
  isAvailable: true,
  category: 'random-generators',
};

function renderTool(url = '/random-fact') {
  return renderInRouter(<RandomFactTool tool={tool} />, url);
}

const factText = () => document.querySelector('blockquote')?.textContent ?? '';
const linked = () => factFromParam(currentQuery().get('f') ?? '');

beforeEach(() => localStorage.clear());

describe('RandomFactTool', () => {
  it('shows a fact with its category and source, and names it in the URL', () => {
    renderTool();
    const fact = linked();
    expect(fact).not.toBeNull();
    expect(factText()).toBe(fact!.text);
    expect(screen.getByText(fact!.source, { selector: 'cite' })).toBeTruthy();
    expect(screen.getByText(CATEGORY_NAMES[fact!.category])).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(DECK_KEY) ?? '{}').seen).toEqual([String(fact!.id)]);
  });

  it('reopens a shared fact, copies it and shares its link', async () => {
    const user = userEvent.setup();
    renderTool('/random-fact?f=4');
    expect(factText()).toBe('Saturn is less dense than water.');
    expect(screen.getByText('NASA', { selector: 'cite' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('Saturn is less dense than water. (Source: NASA)');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/?f=4`);
    expect(screen.getByText('Link copied. It opens this fact for whoever you send it to.')).toBeTruthy();
  });

  it('explains a broken link and shows another fact', () => {
    renderTool('/random-fact?f=99999');
    expect(screen.getByText('That link does not point to a fact in this collection, so here is another one.')).toBeTruthy();
    expect(linked()?.text).toBe(factText());
  });

  it('filters by category in the URL and never repeats until the category is used up, across a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTool();
    const first = linked()!;
    await user.click(screen.getByRole('radio', { name: `Space (${factsFor('space').length})` }));
    expect(currentQuery().get('category')).toBe('space');
    const pool = factsFor('space');
    const shown = new Set<number>([linked()!.id]);
    if (first.category === 'space') shown.add(first.id);
    for (let i = 0; i < 3; i++) {
      await user.click(screen.getByRole('button', { name: 'New fact' }));
      shown.add(linked()!.id);
    }
    unmount();
    renderTool('/random-fact?category=space');
    shown.add(linked()!.id);
    while (shown.size < pool.length) {
      await user.click(screen.getByRole('button', { name: 'New fact' }));
      const id = linked()!.id;
      expect(shown.has(id)).toBe(false);
      shown.add(id);
    }
    for (const id of shown) expect(factFromParam(String(id))!.category).toBe('space');
    expect(screen.getByText(`You have seen all ${pool.length} facts about space; the next one starts a new round.`)).toBeTruthy();
    const last = linked()!.id;
    await user.click(screen.getByRole('button', { name: 'New fact' }));
    expect(linked()!.id).not.toBe(last);
    expect(screen.getByText('You have seen every one of the facts about space; a new round has started.')).toBeTruthy();
    expect(screen.getByText(`${pool.length - 1} of ${pool.length} facts about space still to come before any repeats.`)).toBeTruthy();
  });

  it('steps back through the facts of this visit', async () => {
    const user = userEvent.setup();
    renderTool('/random-fact?f=4');
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'New fact' }));
    const second = linked()!.id;
    expect(second).not.toBe(4);
    await user.click(screen.getByRole('button', { name: 'New fact' }));
    await user.click(previous);
    expect(linked()!.id).toBe(second);
    await user.click(previous);
    expect(factText()).toBe('Saturn is less dense than water.');
    expect(previous.disabled).toBe(true);
  });
});
