// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentQuery, renderInRouter } from '@toolhub/shared/testing/router';
import RandomColorTool from './index';

const tool = {
  name: 'Random Color',
  path: 'random-color',
  description: 'Random colours and palettes',
  icon: '🎨',
  isAvailable: true,
  category: 'random-generators',
};

function renderTool(url = '/random-color') {
  return renderInRouter(<RandomColorTool tool={tool} />, url);
}

function cards(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Palette' })).getAllByRole('listitem');
}

afterEach(cleanup);

describe('RandomColorTool', () => {
  it('starts with a palette of five and puts it in the link after its first paint', async () => {
    renderTool();
    expect(cards()).toHaveLength(5);
    const shown = cards().map((card) => card.getAttribute('aria-label')!.replace(/^Colour \d: #/, '').toLowerCase());
    await waitFor(() => expect(currentQuery().get('colors')).toBe(shown.join('-')));
  });

  it('shows every format and the contrast against white and black for a shared palette', () => {
    renderTool('/random-color?colors=ff0000-1e90ff');
    const [red] = cards();
    expect(red!.getAttribute('aria-label')).toBe('Colour 1: #FF0000');
    const card = within(red!);
    expect(card.getAllByText('#FF0000').length).toBeGreaterThan(0);
    expect(card.getByText('rgb(255, 0, 0)')).toBeTruthy();
    expect(card.getByText('hsl(0, 100%, 50%)')).toBeTruthy();
    expect(card.getByText(/3\.99:1/)).toBeTruthy();
    expect(card.getByText('AA Large')).toBeTruthy();
    expect(card.getByText(/5\.25:1/)).toBeTruthy();
    expect(card.getByText('AA')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy HEX of colour 1: #FF0000' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy HSL of colour 2: hsl(210, 100%, 56%)' })).toBeTruthy();
  });

  it('keeps locked colours when Space regenerates, and records locks in the link', async () => {
    const user = userEvent.setup();
    renderTool('/random-color?colors=ff0000-00ff00-0000ff');
    await user.click(screen.getByRole('button', { name: 'Lock colour 1' }));
    expect(screen.getByRole('button', { name: 'Lock colour 1' }).getAttribute('aria-pressed')).toBe('true');
    expect(currentQuery().get('locked')).toBe('0');
    (document.activeElement as HTMLElement).blur();
    await user.keyboard(' ');
    const colors = currentQuery().get('colors')!.split('-');
    expect(colors[0]).toBe('ff0000');
    expect(colors.slice(1)).not.toEqual(['00ff00', '0000ff']);
    expect(cards()[0]!.getAttribute('aria-label')).toBe('Colour 1: #FF0000, locked');
  });

  it('ignores Space while a control has focus', async () => {
    const user = userEvent.setup();
    renderTool('/random-color?colors=ff0000-00ff00');
    await user.click(screen.getByRole('combobox', { name: 'Style' }));
    await user.keyboard(' ');
    expect(currentQuery().get('colors')).toBe('ff0000-00ff00');
  });

  it('regenerates with the button and resizes the palette', async () => {
    const user = userEvent.setup();
    renderTool('/random-color?colors=ff0000-00ff00');
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(currentQuery().get('colors')).not.toBe('ff0000-00ff00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colours' }), '7');
    expect(cards()).toHaveLength(7);
    expect(currentQuery().get('colors')!.split('-')).toHaveLength(7);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Style' }), 'pastel');
    expect(currentQuery().get('style')).toBe('pastel');
  });

  it('disables Regenerate when every colour is locked', () => {
    renderTool('/random-color?colors=ff0000-00ff00&locked=0-1');
    expect((screen.getByRole('button', { name: 'Regenerate' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Every colour is locked. Unlock one to regenerate it.')).toBeTruthy();
  });

  it('replaces a broken palette in the link and says so', async () => {
    renderTool('/random-color?colors=nothex');
    expect(screen.getByText('The palette in this link could not be read, so here is a new one.')).toBeTruthy();
    expect(cards()).toHaveLength(5);
    await waitFor(() => expect(currentQuery().get('colors')).toMatch(/^[0-9a-f]{6}(-[0-9a-f]{6}){4}$/));
  });
});
