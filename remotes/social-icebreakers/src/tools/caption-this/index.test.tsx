// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, type CatalogueTool } from '@toolhub/shared';
import { installCssEscape, resetDrafts } from '@toolhub/shared/testing';
import { currentQuery, currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import CaptionThisTool from './index';
import { sceneFromSeed } from './scene';

installCssEscape();

const tool: CatalogueTool = {
  name: 'Caption This',
  path: 'caption-this',
  description: 'Caption a picture.',
  icon: '📸',
  isAvailable: true,
  category: 'social-icebreakers',
};

function renderTool(url = '/caption-this?scene=42') {
  const user = userEvent.setup();
  renderInRouter(<CaptionThisTool tool={tool} />, url);
  return user;
}

const players = () => screen.getByLabelText('Players, one per line') as HTMLTextAreaElement;

beforeEach(() => {
  localStorage.clear();
  globalThis.indexedDB = new IDBFactory();
  resetDrafts();
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('CaptionThisTool', () => {
  it('draws the scene from the link, described for screen readers', () => {
    renderTool('/caption-this?scene=42');
    const description = sceneFromSeed(42).description;
    expect(screen.getByRole('img', { name: description })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Add players to start' })).toBeTruthy();
  });

  it('plays a round: captions in turn, anonymous votes, a winner', async () => {
    const user = renderTool();
    await user.type(players(), 'Ana\nBo\nCy');
    expect(screen.getByRole('heading', { name: "Ana's caption" })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Hand in and pass on' }));
    expect(screen.getByText('Write a caption first.')).toBeTruthy();
    await user.type(screen.getByLabelText('Caption by Ana'), 'Monday again');
    await user.click(screen.getByRole('button', { name: 'Hand in and pass on' }));
    expect(screen.queryByText('Monday again')).toBeNull();
    await user.type(screen.getByLabelText('Caption by Bo'), 'monday AGAIN');
    await user.click(screen.getByRole('button', { name: 'Hand in and pass on' }));
    expect(screen.getByText('Someone already wrote exactly that: make it your own.')).toBeTruthy();
    expect((screen.getByLabelText('Caption by Bo') as HTMLTextAreaElement).value).toBe('monday AGAIN');
    await user.clear(screen.getByLabelText('Caption by Bo'));
    await user.type(screen.getByLabelText('Caption by Bo'), 'Is this the meeting?');
    await user.click(screen.getByRole('button', { name: 'Hand in and pass on' }));
    expect(screen.getByRole('button', { name: /New scene/ }).hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText('Caption by Cy'), 'Out of office');
    await user.click(screen.getByRole('button', { name: 'Hand in and pass on' }));

    expect(screen.getByRole('heading', { name: "Ana's vote" })).toBeTruthy();
    const list = () => screen.getByRole('list', { name: 'Captions' });
    expect(within(list()).getAllByRole('button')).toHaveLength(3);
    expect(within(list()).getByRole('button', { name: /Monday again/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText(/— Bo/)).toBeNull();
    await user.click(within(list()).getByRole('button', { name: /Out of office/ }));
    expect(screen.getByRole('heading', { name: "Bo's vote" })).toBeTruthy();
    await user.click(within(list()).getByRole('button', { name: /Out of office/ }));
    await user.click(within(list()).getByRole('button', { name: /Is this the meeting/ }));

    expect(screen.getByText('Cy wins this round!')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Results' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows.find((row) => row?.includes('Out of office'))).toMatch(/^[ABC]“Out of office” — Cy2 votes$/);
    expect(rows.find((row) => row?.includes('Monday again'))).toMatch(/^[ABC]“Monday again” — Ana0 votes$/);
    const scores = within(screen.getByRole('list', { name: 'Scores' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(scores).toEqual(['Cy1 win · 2 votes', 'Bo0 wins · 1 vote', 'Ana0 wins · 0 votes']);
    expect(screen.getByText('Round winners (1)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next round' }));
    expect(screen.getByRole('heading', { name: "Ana's caption" })).toBeTruthy();
    expect(currentSearch()).toMatch(/^\?scene=\d+$/);
  });

  it('changes the scene and writes it to the link', async () => {
    const user = renderTool();
    await user.click(screen.getByRole('button', { name: /New scene/ }));
    const seed = Number(currentQuery().get('scene'));
    expect(screen.getByRole('img', { name: sceneFromSeed(seed).description })).toBeTruthy();
  });

  it('warns about a bad link and still shows a scene', () => {
    renderTool('/caption-this?scene=12abc&picture=video');
    expect(screen.getByText('The link’s scene number (“12abc”) is not a whole number up to 9 digits, so another scene is shown.')).toBeTruthy();
    expect(screen.getByText('The link asked for an unknown picture (“video”), so a generated scene is shown.')).toBeTruthy();
    expect(screen.getByRole('img')).toBeTruthy();
  });

  it('takes the player’s own photo, keeps it across a picture switch, and rejects other files', async () => {
    const user = renderTool();
    await user.click(screen.getByRole('radio', { name: 'Your photo' }));
    expect(currentSearch()).toBe('?scene=42&picture=photo');
    const input = screen.getByLabelText('Choose a photo') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByRole('alert').textContent).toBe('“notes.txt” is not a picture. Choose a JPEG, PNG, WebP or GIF.');
    fireEvent.change(screen.getByLabelText('Choose a photo'), { target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] } });
    expect(screen.getByRole('img', { name: 'Your photo' }).getAttribute('src')).toBe('blob:photo');
    await user.click(screen.getByRole('radio', { name: 'Generated scene' }));
    await user.click(screen.getByRole('radio', { name: 'Your photo' }));
    const photo = screen.getByRole('img', { name: 'Your photo' });
    fireEvent.error(photo);
    expect(screen.getByRole('alert').textContent).toBe('That file could not be opened as a picture. Try a JPEG, PNG, WebP or GIF.');
    expect(screen.getByLabelText('Choose a photo')).toBeTruthy();
  });

  it('keeps the players and a half-written caption across an option change and a reload', async () => {
    const user = renderTool();
    await user.type(players(), 'Ana\nBo');
    await user.type(screen.getByLabelText('Caption by Ana'), 'Half a joke');
    await user.click(screen.getByRole('radio', { name: 'Your photo' }));
    expect((screen.getByLabelText('Caption by Ana') as HTMLTextAreaElement).value).toBe('Half a joke');
    await act(() => flushDrafts());
    cleanup();
    resetDrafts();
    renderTool();
    await waitFor(() => expect((screen.getByLabelText('Caption by Ana') as HTMLTextAreaElement).value).toBe('Half a joke'));
    expect(players().value).toBe('Ana\nBo');
  });
});
