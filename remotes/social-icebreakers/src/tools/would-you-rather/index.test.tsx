// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueTool } from '@toolhub/shared';
import { installCssEscape } from '@toolhub/shared/testing';
import { currentQuery, renderInRouter } from '@toolhub/shared/testing/router';
import WouldYouRatherTool from './index';
import { DILEMMAS } from './data/dilemmas';

installCssEscape();

const tool: CatalogueTool = {
  name: 'Would You Rather',
  path: 'would-you-rather',
  description: 'Pick between two dilemmas and see how you answered before.',
  icon: '🤷',
  isAvailable: true,
  category: 'social-icebreakers',
};

function renderTool(url = '/would-you-rather') {
  const user = userEvent.setup();
  renderInRouter(<WouldYouRatherTool tool={tool} />, url);
  return user;
}

const optionButton = (text: string) => screen.getByRole('button', { name: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
const food1 = DILEMMAS.find((d) => d.id === 'food-001')!;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WouldYouRatherTool', () => {
  it('opens the dilemma named in the link', () => {
    renderTool('/would-you-rather?d=food-001');
    expect(screen.getByRole('heading', { name: 'Would you rather…' })).toBeTruthy();
    expect(optionButton(food1.a)).toBeTruthy();
    expect(optionButton(food1.b)).toBeTruthy();
  });

  it('shows this browser’s earlier answers once you choose, and lets you change your mind', async () => {
    localStorage.setItem('toolhub:would-you-rather:answers', JSON.stringify({ 'food-001': { a: 2, b: 1 } }));
    const user = renderTool('/would-you-rather?d=food-001');
    expect(screen.queryByText('75%')).toBeNull();

    await user.click(optionButton(food1.a));
    expect(optionButton(food1.a).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('75%')).toBeTruthy();
    expect(screen.getByText('25%')).toBeTruthy();
    expect(screen.getByText(/answered this one 4 times in this browser/)).toBeTruthy();

    await user.keyboard('2');
    expect(optionButton(food1.b).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByText('50%')).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('toolhub:would-you-rather:answers')!)).toEqual({ 'food-001': { a: 2, b: 2 } });
  });

  it('deals a dilemma when the link has none, and puts it in the URL on Next', async () => {
    const user = renderTool();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Next dilemma' }));
    const id = currentQuery().get('d');
    expect(DILEMMAS.map((d) => d.id)).toContain(id);
    await user.keyboard('n');
    expect(currentQuery().get('d')).not.toBe(id);
  });

  it('filters by theme and keeps the theme in the URL', async () => {
    const user = renderTool('/would-you-rather?d=food-001');
    await user.click(screen.getByRole('radio', { name: /Silly/ }));
    expect(currentQuery().get('theme')).toBe('silly');
    expect(currentQuery().get('d')).toMatch(/^silly-\d{3}$/);
    await user.click(screen.getByRole('radio', { name: /All/ }));
    expect(currentQuery().get('theme')).toBeNull();
  });

  it('offers the themes as a named radio group whose names leave out the icons', async () => {
    const user = renderTool('/would-you-rather?d=food-001&theme=food');
    const group = screen.getByRole('group', { name: 'Theme' });
    const names = ['All', 'Food', 'Travel', 'Superpowers', 'Work', 'Silly', 'Deep'];
    expect(within(group).getAllByRole('radio')).toHaveLength(names.length);
    for (const name of names) expect(within(group).getByRole('radio', { name })).toBeTruthy();
    expect((within(group).getByRole('radio', { name: 'Food' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(group).getByRole('radio', { name: 'Food' }));
    await user.keyboard('{ArrowRight}');
    expect(currentQuery().get('theme')).toBe('travel');
    expect(currentQuery().get('d')).toMatch(/^travel-\d{3}$/);
  });

  it('explains a link to a dilemma that does not exist', () => {
    renderTool('/would-you-rather?d=food-999&theme=nope');
    expect(screen.getByText(/doesn't exist \(“food-999”\)/)).toBeTruthy();
    expect(screen.getByText(/unknown theme \(“nope”\)/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Would you rather…' })).toBeTruthy();
  });

  it('deals the unseen dilemmas of a theme before any repeat, then reshuffles', async () => {
    const deep = DILEMMAS.filter((d) => d.theme === 'deep');
    const unseen = deep.slice(-3).map((d) => d.id);
    localStorage.setItem('toolhub:would-you-rather:seen', JSON.stringify({ seen: deep.slice(0, -3).map((d) => d.id) }));
    const user = renderTool('/would-you-rather?theme=deep');
    const current = () => deep.find((d) => screen.queryByRole('button', { name: d.a }))?.id;
    const shown = [current()];
    expect(screen.getByText(/2 of 28 dilemmas in Deep/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next dilemma' }));
    shown.push(current());
    await user.click(screen.getByRole('button', { name: 'Next dilemma' }));
    shown.push(current());
    expect(shown.sort()).toEqual(unseen.sort());
    await user.click(screen.getByRole('button', { name: 'Next dilemma' }));
    expect(screen.getByText(/You've seen every dilemma in Deep/)).toBeTruthy();
  });

  it('copies a link to the dilemma where the Web Share API is missing', async () => {
    const user = renderTool('/would-you-rather?d=travel-004');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(/Link copied/)).toBeTruthy();
    const link = new URL(await navigator.clipboard.readText());
    expect(link.searchParams.get('d')).toBe('travel-004');
  });

  it('uses the Web Share API where there is one, and stays quiet when the sheet is closed', async () => {
    const share = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new DOMException('closed', 'AbortError'));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    const user = renderTool('/would-you-rather?d=travel-004');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Shared!')).toBeTruthy();
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('d=travel-004') }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await vi.waitFor(() => expect(screen.queryByText('Shared!')).toBeNull());
  });

  it('clears answers only after confirming', async () => {
    localStorage.setItem('toolhub:would-you-rather:answers', JSON.stringify({ 'food-001': { a: 1, b: 0 } }));
    const user = renderTool('/would-you-rather?d=food-002');
    expect(screen.getByText(/You have answered 1 of/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear my answers' }));
    await user.click(screen.getByRole('button', { name: 'Keep them' }));
    expect(screen.getByText(/You have answered 1 of/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear my answers' }));
    await user.click(screen.getByRole('button', { name: 'Yes, clear them' }));
    expect(screen.getByText(/You have answered 0 of/)).toBeTruthy();
  });

  it('survives corrupted storage', () => {
    localStorage.setItem('toolhub:would-you-rather:answers', '[[[');
    localStorage.setItem('toolhub:would-you-rather:seen', JSON.stringify({ seen: 12 }));
    renderTool();
    expect(screen.getByRole('heading', { name: 'Would you rather…' })).toBeTruthy();
  });
});
