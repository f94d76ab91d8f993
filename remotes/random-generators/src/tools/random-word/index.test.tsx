// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import RandomWordTool from './index';
import { loadWords } from './wordlist';

const tool = {
  name: 'Random Word Generator',
  path: 'random-word',
  description: 'Get random English words by length and first letter.',
  icon: '🔤',
  isAvailable: true,
  category: 'random-generators',
};

function renderTool(url = '/random-word') {
  return renderInRouter(<RandomWordTool tool={tool} />, url);
}

async function shownWords(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Random words' });
  return within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
}

describe('bundled word list', () => {
  it('holds plain lowercase words only, more at each commonness', async () => {
    const common = await loadWords('common');
    const everyday = await loadWords('everyday');
    expect(common.length).toBeGreaterThan(9000);
    expect(everyday.length).toBeGreaterThan(common.length);
    expect(common.every((w) => /^[a-z]+$/.test(w))).toBe(true);
    expect(common).toContain('house');
  });
});

describe('RandomWordTool', () => {
  it('says it is loading, then shows five different common words of 3–8 letters', async () => {
    renderTool();
    expect(screen.getAllByText('Loading word list…').length).toBeGreaterThan(0);
    const words = await shownWords();
    expect(words).toHaveLength(5);
    expect(new Set(words).size).toBe(5);
    for (const w of words) expect(w).toMatch(/^[a-z]{3,8}$/);
    expect(screen.getByText(/^[\d,]+ words match these filters\.$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy all' })).toBeTruthy();
  });

  it('filters by first letter and length, and keeps the settings in the URL', async () => {
    const user = userEvent.setup();
    renderTool('/random-word?count=10');
    await shownWords();
    await user.selectOptions(screen.getByLabelText('First letter'), 'q');
    await user.selectOptions(screen.getByLabelText('Shortest (letters)'), '5');
    await user.selectOptions(screen.getByLabelText('Longest (letters)'), '5');
    const words = await shownWords();
    for (const w of words) expect(w).toMatch(/^q[a-z]{4}$/);
    expect(currentSearch()).toBe('?count=10&first=q&min=5&max=5');
  });

  it('says when no words match', async () => {
    renderTool('/random-word?first=x&min=15&max=15');
    expect(await screen.findByText('No words match these filters. Try a wider length range, another first letter or a wider commonness.')).toBeTruthy();
    expect(screen.getByText('0 words match these filters.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'New words' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('explains crossed lengths and a bad count, keeping the input, and swaps lengths', async () => {
    const user = userEvent.setup();
    renderTool('/random-word?min=9&max=4');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The shortest length is longer than the longest length. Swap them or change one.');
    await user.click(screen.getByRole('button', { name: 'Swap shortest and longest lengths' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(currentSearch()).toBe('?min=4&max=9');
    const count = screen.getByRole('textbox', { name: 'How many' }) as HTMLInputElement;
    await user.clear(count);
    await user.type(count, '500');
    expect(count.value).toBe('500');
    expect(screen.getByText('How many must be from 1 to 100.')).toBeTruthy();
  });

  it('draws again on New words and with Enter in the count field', async () => {
    const user = userEvent.setup();
    renderTool('/random-word?count=100&common=everyday');
    const before = await shownWords();
    await user.click(screen.getByRole('button', { name: 'New words' }));
    const after = await shownWords();
    expect(after).toHaveLength(100);
    expect(after).not.toEqual(before);
    await user.type(screen.getByRole('textbox', { name: 'How many' }), '{Enter}');
    expect(await shownWords()).not.toEqual(after);
  });
});
