// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, readDraft, type CatalogueTool } from '@toolhub/shared';
import { installCssEscape, resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import TruthOrDareTool from './index';
import { FAMILY_DARES, FAMILY_TRUTHS } from './data/family';
import { PARTY_TRUTHS } from './data/party';

installCssEscape();

const tool: CatalogueTool = {
  name: 'Truth or Dare',
  path: 'truth-or-dare',
  description: 'Family-friendly or party truths and dares with player turns.',
  icon: '🫣',
  isAvailable: true,
  category: 'social-icebreakers',
};

function renderTool(url = '/truth-or-dare') {
  const user = userEvent.setup();
  renderInRouter(<TruthOrDareTool tool={tool} />, url);
  return user;
}

function cardText(): string {
  return screen.getByRole('article').querySelector('p:last-child')?.textContent ?? '';
}

const texts = (list: readonly { text: string }[]) => list.map((p) => p.text);

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('TruthOrDareTool', () => {
  it('deals a family-friendly truth and a dare', async () => {
    const user = renderTool();
    expect((screen.getByRole('radio', { name: 'Family-friendly' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Truth' }));
    expect(texts(FAMILY_TRUTHS)).toContain(cardText());
    await user.click(screen.getByRole('button', { name: 'Dare' }));
    expect(texts(FAMILY_DARES)).toContain(cardText());
    expect(screen.getByRole('article', { name: 'Dare' })).toBeTruthy();
  });

  it('offers the levels as a named radio group that the arrow keys walk', async () => {
    const user = renderTool();
    const group = screen.getByRole('group', { name: 'Level' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    const party = within(group).getByRole('radio', { name: 'Party' }) as HTMLInputElement;
    await user.click(within(group).getByRole('radio', { name: 'Family-friendly' }));
    await user.keyboard('{ArrowRight}');
    expect(party.checked).toBe(true);
    expect(currentSearch()).toBe('?level=party');
    expect(screen.getByText(/Cheeky questions for grown-up groups\. Never explicit\. Anyone may pass/)).toBeTruthy();
  });

  it('reads the level from the URL and writes it back when changed', async () => {
    const user = renderTool('/truth-or-dare?level=party');
    expect((screen.getByRole('radio', { name: 'Party' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Truth' }));
    expect(texts(PARTY_TRUTHS)).toContain(cardText());
    await user.click(screen.getByRole('radio', { name: 'Family-friendly' }));
    expect(currentSearch()).toBe('');
    await user.click(screen.getByRole('radio', { name: 'Party' }));
    expect(currentSearch()).toBe('?level=party');
  });

  it('explains an unknown level in the link and plays family-friendly', () => {
    renderTool('/truth-or-dare?level=extreme');
    expect(screen.getByText(/unknown level \(“extreme”\)/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Family-friendly' }) as HTMLInputElement).checked).toBe(true);
  });

  it('rotates turns between players and lets the same player skip', async () => {
    const user = renderTool();
    const name = screen.getByLabelText('Player name');
    await user.type(name, 'Ana{Enter}');
    await user.type(name, 'Ben{Enter}');
    expect(screen.getByText("Ana's turn")).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Truth' }));
    expect(screen.getByRole('article', { name: "Ana's truth" })).toBeTruthy();
    expect(screen.getByText('Next up: Ben')).toBeTruthy();

    const first = cardText();
    await user.click(screen.getByRole('button', { name: 'Skip — another truth' }));
    expect(screen.getByRole('article', { name: "Ana's truth" })).toBeTruthy();
    expect(cardText()).not.toBe(first);

    await user.click(screen.getByRole('button', { name: 'Dare' }));
    expect(screen.getByRole('article', { name: "Ben's dare" })).toBeTruthy();
    expect(screen.getByText('Next up: Ana')).toBeTruthy();
  });

  it('rejects empty and duplicate names and keeps what was typed', async () => {
    const user = renderTool();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toContain('Type a name first.');
    const name = screen.getByLabelText('Player name');
    await user.type(name, 'Ana{Enter}');
    await user.type(name, 'ana{Enter}');
    expect(screen.getByRole('alert').textContent).toContain('ana is already playing.');
    expect((name as HTMLInputElement).value).toBe('ana');
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('removes players and remembers them after a reload', async () => {
    const user = renderTool();
    const name = screen.getByLabelText('Player name');
    await user.type(name, 'Ana{Enter}');
    await user.type(name, 'Ben{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove Ana' }));
    const list = screen.getByRole('list', { name: 'Turn order' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ben · up next✕']);
    cleanup();
    renderTool();
    expect(screen.getByText("Ben's turn")).toBeTruthy();
  });

  it('keeps a half-typed name through a level change and a reload, and forgets it once added', async () => {
    globalThis.indexedDB = new IDBFactory();
    const user = renderTool();
    await user.type(screen.getByLabelText('Player name'), 'Zoë');
    await user.click(screen.getByRole('radio', { name: /Party/ }));
    expect((screen.getByLabelText('Player name') as HTMLInputElement).value).toBe('Zoë');
    cleanup();
    await act(() => flushDrafts());
    resetDrafts();
    renderTool();
    const name = screen.getByLabelText('Player name') as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Zoë'));
    await user.type(name, '{Enter}');
    expect(name.value).toBe('');
    await act(() => flushDrafts());
    expect(await readDraft('truth-or-dare:player-name')).toBeUndefined();
  });

  it('supports T, D and R keys but not while typing a name', async () => {
    const user = renderTool();
    await user.keyboard('t');
    expect(texts(FAMILY_TRUTHS)).toContain(cardText());
    await user.keyboard('d');
    expect(texts(FAMILY_DARES)).toContain(cardText());
    await user.keyboard('r');
    expect([...texts(FAMILY_TRUTHS), ...texts(FAMILY_DARES)]).toContain(cardText());
    const before = cardText();
    await user.type(screen.getByLabelText('Player name'), 'Ted');
    expect(cardText()).toBe(before);
  });

  it('does not repeat prompts across a reload', async () => {
    const user = renderTool();
    await user.click(screen.getByRole('button', { name: 'Truth' }));
    const first = cardText();
    const stored = JSON.parse(localStorage.getItem('toolhub:truth-or-dare:decks') ?? '{}');
    expect(stored['family:truth'].seen).toHaveLength(1);
    cleanup();
    renderTool();
    expect(screen.getByText(`${FAMILY_TRUTHS.length - 1} of ${FAMILY_TRUTHS.length} truths`, { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Truth' }));
    expect(cardText()).not.toBe(first);
  });

  it('says when a deck has been used up and reshuffled', async () => {
    localStorage.setItem(
      'toolhub:truth-or-dare:decks',
      JSON.stringify({ 'family:dare': { seen: FAMILY_DARES.map((p) => p.id), last: FAMILY_DARES[0]!.id } }),
    );
    const user = renderTool();
    await user.click(screen.getByRole('button', { name: 'Dare' }));
    expect(screen.getByText(/dares have been reshuffled/)).toBeTruthy();
  });

  it('starts cleanly from corrupted storage', async () => {
    localStorage.setItem('toolhub:truth-or-dare:decks', '{not json');
    localStorage.setItem('toolhub:truth-or-dare:players', JSON.stringify({ names: 'oops', turn: -3 }));
    const user = renderTool();
    expect(screen.getByText('No players yet: anyone can answer.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Truth' }));
    expect(texts(FAMILY_TRUTHS)).toContain(cardText());
  });

  it('starts a level afresh on request', async () => {
    const user = renderTool();
    await user.click(screen.getByRole('button', { name: 'Truth' }));
    await user.click(screen.getByRole('button', { name: 'Start this level afresh' }));
    expect(screen.getByText(`${FAMILY_TRUTHS.length} of ${FAMILY_TRUTHS.length} truths`, { exact: false })).toBeTruthy();
  });

  it('copies the current prompt', async () => {
    const user = renderTool();
    await user.click(screen.getByRole('button', { name: 'Truth' }));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(cardText());
  });
});
