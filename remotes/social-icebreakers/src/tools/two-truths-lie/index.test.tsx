// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, type CatalogueTool } from '@toolhub/shared';
import { installCssEscape, resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import TwoTruthsLieTool from './index';
import { IDEAS } from './ideas';

installCssEscape();

const tool: CatalogueTool = {
  name: 'Two Truths and a Lie',
  path: 'two-truths-lie',
  description: 'Two truths and a lie.',
  icon: '🕵️',
  isAvailable: true,
  category: 'social-icebreakers',
};

function renderTool(url = '/two-truths-lie') {
  const user = userEvent.setup();
  const view = renderInRouter(<TwoTruthsLieTool tool={tool} />, url);
  return { user, view };
}

const field = (n: number) => screen.getByRole('textbox', { name: `Statement ${n}` }) as HTMLInputElement;

async function writeStatements(user: ReturnType<typeof userEvent.setup>, lie: 1 | 2 | 3 = 2) {
  await user.type(field(1), 'I have met a queen');
  await user.type(field(2), 'I can juggle five balls');
  await user.type(field(3), 'I lived in Peru');
  await user.click(within(screen.getByRole('group', { name: 'Which statement is the lie?' })).getByRole('radio', { name: String(lie) }));
}

/** The number (1–3) under which a statement is read out after the shuffle. */
function numberOf(text: string): number {
  const items = within(screen.getByRole('list', { name: '' }).closest('section')!).getAllByRole('listitem');
  return items.findIndex((item) => item.textContent?.includes(text)) + 1;
}

beforeEach(() => {
  localStorage.clear();
  globalThis.indexedDB = new IDBFactory();
  resetDrafts();
});
afterEach(cleanup);

describe('TwoTruthsLieTool', () => {
  it('explains what is missing and keeps what was typed', async () => {
    const { user } = renderTool();
    await user.type(field(1), 'I can juggle');
    await user.type(field(3), 'i  can JUGGLE');
    await user.click(screen.getByRole('button', { name: 'Lock in and vote' }));
    expect(screen.getByText('Write this statement first.')).toBeTruthy();
    expect(screen.getByText('This is the same as statement 1.')).toBeTruthy();
    expect(screen.getByText('Mark which statement is the lie.')).toBeTruthy();
    expect(field(2).getAttribute('aria-invalid')).toBe('true');
    expect(field(1).value).toBe('I can juggle');
    expect(field(3).value).toBe('i  can JUGGLE');
  });

  it('plays a round one by one: hidden lie, secret votes, reveal and scores', async () => {
    const { user } = renderTool();
    await user.type(screen.getByLabelText('Players, one per line'), 'Ana\nBo\nCy');
    expect(screen.getByRole('heading', { name: "Ana's turn to tell" })).toBeTruthy();
    await writeStatements(user, 2);
    await user.click(screen.getByRole('button', { name: 'Lock in and vote' }));

    expect(screen.getByRole('heading', { name: "Which of Ana's statements is the lie?" })).toBeTruthy();
    expect(screen.queryByText('Lie')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Statement 1' })).toBeNull();
    const lie = numberOf('I can juggle five balls');
    const truth = lie === 1 ? 2 : 1;

    expect(screen.getByText(/Pass the device to/).textContent).toBe('Pass the device to Bo (1 of 2). Which one is the lie?');
    await user.click(within(screen.getByRole('group', { name: "Bo's vote" })).getByRole('button', { name: `Statement ${lie}` }));
    await user.click(within(screen.getByRole('group', { name: "Cy's vote" })).getByRole('button', { name: `Statement ${truth}` }));
    expect(screen.getByText('Everyone has voted.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reveal the lie' }));

    expect(screen.getByText('Spotted the lie: Bo (+1 each).')).toBeTruthy();
    expect(screen.getByText('Ana fooled 1 player (+1).')).toBeTruthy();
    const scores = within(screen.getByRole('list', { name: 'Scores' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(scores).toEqual(['Ana · telling1 pt', 'Bo1 pt', 'Cy0 pts']);

    await user.click(screen.getByRole('button', { name: 'Next teller: Bo' }));
    expect(screen.getByRole('heading', { name: "Bo's turn to tell" })).toBeTruthy();
    expect(field(1).value).toBe('');
  });

  it('counts a show of hands from the link, and falls back to hands without players', async () => {
    const { user } = renderTool('/two-truths-lie?votes=hands');
    expect((screen.getByRole('radio', { name: 'Show of hands' }) as HTMLInputElement).checked).toBe(true);
    await writeStatements(user, 3);
    await user.click(screen.getByRole('button', { name: 'Lock in and vote' }));
    const lie = numberOf('I lived in Peru');
    const truth = lie === 1 ? 2 : 1;
    await user.click(screen.getByRole('button', { name: `One more hand for statement ${truth}` }));
    await user.click(screen.getByRole('button', { name: `One more hand for statement ${truth}` }));
    await user.click(screen.getByRole('button', { name: `One more hand for statement ${lie}` }));
    expect(screen.getByRole('status', { name: `Hands for statement ${truth}` }).textContent).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Reveal the lie' }));
    expect(screen.getByText('2 hands went to a truth.')).toBeTruthy();
    expect(screen.getAllByText(/^Lie · 1 vote$/)).toHaveLength(1);
  });

  it('writes the voting mode to the URL and warns about an unknown one', async () => {
    const { user } = renderTool('/two-truths-lie?votes=secret');
    expect(screen.getByText('The link asked for an unknown voting mode (“secret”), so votes are taken one by one.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Show of hands' }));
    expect(currentSearch()).toBe('?votes=hands');
    await user.click(screen.getByRole('radio', { name: 'One by one' }));
    expect(currentSearch()).toBe('');
    expect(screen.getByText(/Add at least two players to vote one by one/)).toBeTruthy();
  });

  it('keeps typed statements through an option change and a reload', async () => {
    const { user } = renderTool();
    await user.type(field(1), 'I have a twin');
    await user.type(screen.getByLabelText('Players, one per line'), 'Ana\nBo');
    await user.click(screen.getByRole('radio', { name: 'Show of hands' }));
    expect(field(1).value).toBe('I have a twin');
    await act(() => flushDrafts());
    cleanup();
    resetDrafts();
    renderTool();
    await waitFor(() => expect(field(1).value).toBe('I have a twin'));
    expect((screen.getByLabelText('Players, one per line') as HTMLTextAreaElement).value).toBe('Ana\nBo');
  });

  it('lists problems with the player names and plays on with the valid ones', async () => {
    const { user } = renderTool();
    await user.type(screen.getByLabelText('Players, one per line'), 'Ana\nana\nBo');
    expect(screen.getByText('ana is listed twice.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Scores' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('gives ideas to the stuck', async () => {
    const { user } = renderTool();
    await user.click(screen.getByRole('button', { name: /Give me an idea/ }));
    const text = screen.getByText('Idea:').parentElement?.textContent ?? '';
    expect(IDEAS).toContain(text.replace(/^Idea: /, ''));
  });

  it('lets the teller go back and edit before the reveal', async () => {
    const { user } = renderTool();
    await writeStatements(user, 1);
    await user.click(screen.getByRole('button', { name: 'Lock in and vote' }));
    await user.click(screen.getByRole('button', { name: 'Edit the statements' }));
    expect(field(2).value).toBe('I can juggle five balls');
  });
});
