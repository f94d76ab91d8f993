// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueTool } from '@toolhub/shared';
import WordCounterTool from './index';

const tool: CatalogueTool = {
  name: 'Word Counter',
  path: 'word-counter',
  description: 'Count words and characters',
  icon: '🔢',
  isAvailable: true,
  category: 'text-content-tools',
};

afterEach(cleanup);

function tile(label: string) {
  const counts = screen.getByRole('region', { name: 'Word Counter counts' });
  const term = within(counts).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('WordCounterTool', () => {
  it('counts as you type and lists keywords', async () => {
    const user = userEvent.setup();
    render(<WordCounterTool tool={tool} />);
    expect(tile('Words')).toBe('0');
    expect(screen.getByText(/Keywords appear here/)).toBeTruthy();

    await user.type(screen.getByLabelText('Your text'), 'Café 👍🏽 café. Second line!{enter}Café again');

    expect(tile('Words')).toBe('6');
    expect(tile('Characters')).toBe('36');
    expect(tile('Sentences')).toBe('3');
    expect(tile('Paragraphs')).toBe('2');
    expect(tile('Reading time')).toBe('2 sec');
    const table = screen.getByRole('table');
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('rowheader').textContent).toBe('café');
    expect(first.textContent).toContain('50.0%');
  });

  it('clears the text with the Clear button', async () => {
    const user = userEvent.setup();
    render(<WordCounterTool tool={tool} />);
    const input = screen.getByLabelText<HTMLTextAreaElement>('Your text');
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear).toHaveProperty('disabled', true);
    await user.type(input, 'one two three');
    expect(tile('Words')).toBe('3');
    await user.click(clear);
    expect(input.value).toBe('');
    expect(tile('Words')).toBe('0');
  });

  it('keeps the counts in a polite live region', () => {
    render(<WordCounterTool tool={tool} />);
    expect(screen.getByRole('region', { name: 'Word Counter counts' }).getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
