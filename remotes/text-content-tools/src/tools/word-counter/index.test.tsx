// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, type CatalogueTool } from '@toolhub/shared';
import { resetDrafts } from '@toolhub/shared/testing';
import WordCounterTool from './index';

const tool: CatalogueTool = {
  name: 'Word Counter',
  path: 'word-counter',
  description: 'Count words and characters',
  icon: '🔢',
  isAvailable: true,
  category: 'text-content-tools',
};

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(cleanup);

/** A reload: the page's memory is gone, IndexedDB is not. */
async function reload() {
  cleanup();
  await act(() => flushDrafts());
  resetDrafts();
  render(<WordCounterTool tool={tool} />);
}

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

  it('keeps the text after a reload, and Clear forgets it', async () => {
    const user = userEvent.setup();
    render(<WordCounterTool tool={tool} />);
    await user.type(screen.getByLabelText('Your text'), 'Still here after a reload.');
    await reload();
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Your text').value).toBe('Still here after a reload.'));
    expect(tile('Words')).toBe('5');
    expect(screen.getByText(/Your text from last time is back/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your text').value).toBe('');
    await reload();
    // Give a stored draft every chance to come back before checking that none did.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your text').value).toBe('');
    expect(tile('Words')).toBe('0');
  });

  it('counts a long text off the render path, showing the work meanwhile', async () => {
    render(<WordCounterTool tool={tool} />);
    const text = 'Alpha beta. '.repeat(10_000);
    expect(text.length).toBeGreaterThan(100_000);
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: text } });
    expect(screen.getByRole('status').textContent).toContain('Counting…');
    expect(tile('Words')).toBe('—');
    expect(screen.getByLabelText('Your text').getAttribute('spellcheck')).toBe('false');
    await waitFor(() => expect(tile('Words')).toBe('20,000'));
    expect(tile('Sentences')).toBe('10,000');
    expect(tile('Characters')).toBe('120,000');
    expect(tile('Reading time')).toBe('1 hr 24 min');
    expect(screen.queryByRole('status')).toBeNull();
    const first = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(first.textContent).toBe('alpha10,00050.0%');
  });

  it('can cancel counting a long text, and counts again after an edit', async () => {
    const user = userEvent.setup();
    render(<WordCounterTool tool={tool} />);
    const input = screen.getByLabelText('Your text');
    fireEvent.change(input, { target: { value: 'word '.repeat(30_000) } });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Counting stopped. Edit the text to count it again.')).toBeTruthy();
    expect(tile('Words')).toBe('—');
    expect(screen.getByRole('button', { name: 'Copy counts' })).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: `${'word '.repeat(30_000)}end` } });
    await waitFor(() => expect(tile('Words')).toBe('30,001'));
    expect(screen.queryByText(/Counting stopped/)).toBeNull();
  });
});
