// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, type CatalogueTool } from '@toolhub/shared';
import { installCssEscape, resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import { PROMPTS } from './data/prompts';
import { sentence } from './logic';
import NeverHaveIEverTool from './index';

installCssEscape();

const tool: CatalogueTool = {
  name: 'Never Have I Ever',
  path: 'never-have-i-ever',
  description: 'Classic confession prompts for groups.',
  icon: '🙊',
  isAvailable: true,
  category: 'social-icebreakers',
};

function renderTool(url = '/never-have-i-ever') {
  const user = userEvent.setup();
  renderInRouter(<NeverHaveIEverTool tool={tool} />, url);
  return user;
}

const cardText = () => screen.getByRole('region', { name: /^Round/ }).querySelector('p:last-child')?.textContent ?? '';
const sentencesOf = (filter: (p: (typeof PROMPTS)[number]) => boolean) => PROMPTS.filter(filter).map((p) => sentence(p.text));

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('NeverHaveIEverTool', () => {
  it('deals an all-ages card from every theme by default', async () => {
    const user = renderTool();
    await user.click(screen.getByRole('button', { name: 'First card' }));
    expect(sentencesOf((p) => p.rating === 'all')).toContain(cardText());
    expect(screen.getByRole('region', { name: 'Round 1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next card' }));
    expect(screen.getByRole('region', { name: 'Round 2' })).toBeTruthy();
  });

  it('filters by theme and age rating, both kept in the URL', async () => {
    const user = renderTool();
    await user.click(screen.getByRole('radio', { name: /Love & dating/ }));
    await user.click(screen.getByRole('radio', { name: 'Adults 18+' }));
    expect(currentSearch()).toBe('?theme=love&age=adult');
    expect(screen.getByText('Adds dating, work and nights out. Cheeky, never explicit.')).toBeTruthy();
    for (let i = 0; i < 5; i += 1) {
      await user.click(screen.getByRole('button', { name: /card/ }));
      expect(sentencesOf((p) => p.theme === 'love')).toContain(cardText());
    }
    await user.click(screen.getByRole('radio', { name: /All$/ }));
    await user.click(screen.getByRole('radio', { name: 'All ages' }));
    expect(currentSearch()).toBe('');
  });

  it('reads options from the link and explains unknown ones', () => {
    renderTool('/never-have-i-ever?theme=travel&age=teen&score=fingers&fingers=5');
    expect((screen.getByRole('radio', { name: /Travel/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Teens 13+' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Fingers down' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '5' }) as HTMLInputElement).checked).toBe(true);
    cleanup();
    renderTool('/never-have-i-ever?theme=spicy&age=21');
    expect(screen.getByText('The link asked for an unknown theme “spicy”, age rating “21”, so the default is used.')).toBeTruthy();
  });

  it('scores "I have"s per player, counts others and keeps a history', async () => {
    const user = renderTool();
    const name = screen.getByLabelText('Player name');
    await user.type(name, 'Ana{Enter}');
    await user.type(name, 'Ben{Enter}');
    await user.click(screen.getByRole('button', { name: 'First card' }));
    const first = cardText();
    await user.click(screen.getByRole('button', { name: 'Ana: I have' }));
    expect(screen.getByRole('button', { name: 'Ana: I have ✓' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'One more has' }));
    expect(screen.getByText('2 people have')).toBeTruthy();
    const scores = screen.getByRole('list', { name: 'Scores' });
    expect(within(scores).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ana1 point✕', 'Ben0 points✕']);
    expect(screen.getByText('Most experienced: Ana (1).')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next card' }));
    expect(screen.getByText('0 people have')).toBeTruthy();
    expect(screen.getByText('Earlier cards (1)')).toBeTruthy();
    expect(screen.getByText(`${first}`, { exact: false }).textContent).toBe(`${first} (2 had)`);
  });

  it('plays the fingers variant', async () => {
    const user = renderTool('/never-have-i-ever?score=fingers&fingers=3');
    await user.type(screen.getByLabelText('Player name'), 'Ana{Enter}');
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('n');
    await user.keyboard('1');
    expect(within(screen.getByRole('list', { name: 'Scores' })).getByText('2 ✋')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '10' }));
    expect(currentSearch()).toBe('?score=fingers');
    expect(within(screen.getByRole('list', { name: 'Scores' })).getByText('9 ✋')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Points' }));
    expect(currentSearch()).toBe('');
  });

  it('adds own prompts, refuses bad ones with a message, and plays them as "Mine"', async () => {
    const user = renderTool();
    const field = screen.getByLabelText('Never have I ever…');
    await user.click(screen.getByRole('radio', { name: /Mine/ }));
    expect(screen.getByText('“Mine” plays only your own prompts: add some under “Your own prompts”.')).toBeTruthy();
    await user.type(field, 'ab{Enter}');
    expect(screen.getByText('That is too short: write at least 3 characters.')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('ab');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.clear(field);
    await user.type(field, 'Never have I ever been on a plane{Enter}');
    expect(screen.getByText('That one is already in the deck.')).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'Never have I ever eaten snow');
    expect(screen.getByText('Card: “Never have I ever eaten snow.”')).toBeTruthy();
    await user.type(field, '{Enter}');
    expect((field as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'First card' }));
    expect(cardText()).toBe('Never have I ever eaten snow.');
    await user.click(screen.getByRole('button', { name: 'Next card' }));
    expect(screen.getByText('That was every prompt in My prompts: the deck has been reshuffled.')).toBeTruthy();
    expect(screen.getByText('1 of your own prompt')).toBeTruthy();
    await user.click(screen.getByText('1 of your own prompt'));
    await user.click(screen.getByRole('button', { name: 'Delete “eaten snow”' }));
    expect(screen.queryByText('1 of your own prompt')).toBeNull();
  });

  it('never repeats a card until the deck is used up, across a reload', async () => {
    const user = renderTool('/never-have-i-ever?theme=food');
    const pool = sentencesOf((p) => p.theme === 'food' && p.rating === 'all');
    const seen = new Set<string>();
    for (let i = 0; i < pool.length; i += 1) {
      if (i === 5) {
        cleanup();
        renderTool('/never-have-i-ever?theme=food');
      }
      await user.click(screen.getByRole('button', { name: /card/ }));
      seen.add(cardText());
    }
    expect(seen.size).toBe(pool.length);
    expect(screen.getByText(`0 of ${pool.length} prompts in Food left before any repeat.`, { exact: false })).toBeTruthy();
  });

  it('keeps a half-typed prompt through option changes and a reload', async () => {
    globalThis.indexedDB = new IDBFactory();
    const user = renderTool();
    await user.type(screen.getByLabelText('Never have I ever…'), 'seen a whale');
    await user.click(screen.getByRole('radio', { name: 'Teens 13+' }));
    await user.click(screen.getByRole('radio', { name: 'Fingers down' }));
    expect((screen.getByLabelText('Never have I ever…') as HTMLInputElement).value).toBe('seen a whale');
    cleanup();
    await act(() => flushDrafts());
    resetDrafts();
    renderTool();
    await waitFor(() => expect((screen.getByLabelText('Never have I ever…') as HTMLInputElement).value).toBe('seen a whale'));
  });

  it('starts cleanly from corrupted storage', async () => {
    localStorage.setItem('toolhub:never-have-i-ever:game', '{bad');
    localStorage.setItem('toolhub:never-have-i-ever:custom', JSON.stringify('nope'));
    localStorage.setItem('toolhub:never-have-i-ever:deck', JSON.stringify({ seen: 7 }));
    const user = renderTool();
    expect(screen.getByText('No players yet: the group tally still counts hands.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'First card' }));
    expect(cardText()).toMatch(/^Never have I ever /);
  });

  it('copies the card', async () => {
    const user = renderTool();
    await user.click(screen.getByRole('button', { name: 'First card' }));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(cardText());
  });
});
