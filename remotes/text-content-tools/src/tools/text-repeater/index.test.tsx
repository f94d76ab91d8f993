// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, type CatalogueTool } from '@toolhub/shared';
import { resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import TextRepeaterTool from './index';

const tool: CatalogueTool = {
  name: 'Text Repeater',
  path: 'text-repeater',
  description: 'Repeat text',
  icon: '🔁',
  isAvailable: true,
  category: 'text-content-tools',
};

function renderTool(url = '/text-repeater') {
  return renderInRouter(<TextRepeaterTool tool={tool} />, url);
}

const output = () => screen.getByLabelText<HTMLTextAreaElement>('Repeated text').value;
const input = () => screen.getByLabelText<HTMLTextAreaElement>('Text to repeat');

async function reload(url?: string) {
  cleanup();
  await act(() => flushDrafts());
  resetDrafts();
  renderTool(url);
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(cleanup);

describe('TextRepeaterTool', () => {
  it('repeats the text ten times on new lines by default, and states the cap', async () => {
    const user = userEvent.setup();
    renderTool();
    expect(screen.getByText('Type some text to repeat it.')).toBeTruthy();
    expect(screen.getByText(/capped at 10,000,000 characters \(about 10 MB\)/)).toBeTruthy();
    await user.type(input(), 'hi');
    expect(output()).toBe(Array(10).fill('hi').join('\n'));
    expect(screen.getByText('10 copies · 29 characters · 29 B')).toBeTruthy();
  });

  it('changes count, separator and numbering, each kept in the URL', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(input(), 'go');
    const count = screen.getByLabelText('Repeat how many times');
    await user.clear(count);
    await user.type(count, '3');
    expect(output()).toBe('go\ngo\ngo');
    await user.click(screen.getByRole('radio', { name: 'Space' }));
    expect(output()).toBe('go go go');
    await user.click(screen.getByRole('radio', { name: 'Nothing' }));
    expect(output()).toBe('gogogo');
    await user.click(screen.getByRole('radio', { name: 'Comma' }));
    expect(output()).toBe('go, go, go');
    await user.click(screen.getByRole('radio', { name: '1)' }));
    expect(output()).toBe('1) go, 2) go, 3) go');
    await user.click(screen.getByRole('radio', { name: '[1]' }));
    await user.click(screen.getByRole('radio', { name: '#1' }));
    await user.click(screen.getByRole('radio', { name: '1.' }));
    expect(output()).toBe('1. go, 2. go, 3. go');
    await user.clear(count);
    await user.type(count, '10');
    await user.click(screen.getByRole('checkbox', { name: 'Same width (01, 02 … 10)' }));
    expect(output().startsWith('01. go, 02. go')).toBe(true);
    expect(output().endsWith('10. go')).toBe(true);
    // 10 is the default count, so the link leaves it out.
    expect(currentSearch()).toBe('?sep=comma&num=dot&pad=1');
  });

  it('takes a custom separator with escapes and explains a bad one without losing it', async () => {
    const user = userEvent.setup();
    renderTool('/text-repeater?n=2');
    await user.type(input(), 'a');
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(output()).toBe('a | a');
    const custom = screen.getByLabelText<HTMLInputElement>('Custom separator');
    await user.clear(custom);
    fireEvent.change(custom, { target: { value: '\\n--\\n' } });
    expect(output()).toBe('a\n--\na');
    fireEvent.change(custom, { target: { value: 'x\\q' } });
    expect(screen.getByText('\\q is not a known escape: use \\n (new line), \\t (tab), \\s (space) or \\\\ (backslash).')).toBeTruthy();
    expect(custom.value).toBe('x\\q');
    expect(custom.getAttribute('aria-invalid')).toBe('true');
    expect(output()).toBe('');
    expect(input().value).toBe('a');
  });

  it('refuses a count out of range with a message next to the field', async () => {
    const user = userEvent.setup();
    renderTool('/text-repeater?n=4');
    await user.type(input(), 'z');
    const count = screen.getByLabelText<HTMLInputElement>('Repeat how many times');
    await user.clear(count);
    await user.type(count, '0');
    expect(screen.getByText('Enter a number from 1 to 1000000.')).toBeTruthy();
    expect(count.value).toBe('0');
    await user.clear(count);
    await user.type(count, '2.5');
    expect(screen.getByText('Enter a whole number.')).toBeTruthy();
    // The last valid count ("2", typed on the way) keeps working meanwhile.
    expect(output()).toBe('z\nz');
  });

  it('says, before making it, when the result would pass the cap', async () => {
    renderTool('/text-repeater?n=1000000');
    fireEvent.change(input(), { target: { value: 'x'.repeat(20) } });
    expect(screen.getByRole('alert').textContent).toBe(
      'That would make 20,999,999 characters, over the 10,000,000-character limit that keeps your browser responsive. Repeat it at most 476,190 times, or shorten the text or separator.',
    );
    expect(output()).toBe('');
    expect(screen.getByText('Nothing made: the result would pass the limit (see the message above).')).toBeTruthy();
    expect(input().value).toBe('x'.repeat(20));
  });

  it('makes a big result (in a worker where there is one) and shows its size', async () => {
    renderTool('/text-repeater?n=200000&sep=none');
    fireEvent.change(input(), { target: { value: 'abcdefghij' } });
    await waitFor(() => expect(screen.getByText('200,000 copies · 2,000,000 characters · 1.9 MB')).toBeTruthy(), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Download full result' })).toBeTruthy();
  });

  it('restores the text after a reload and clears it', async () => {
    const user = userEvent.setup();
    renderTool('/text-repeater?n=2');
    await user.type(input(), 'keep me');
    await reload('/text-repeater?n=2');
    await waitFor(() => expect(input().value).toBe('keep me'));
    expect(screen.getByText(/Your text from last time is back/)).toBeTruthy();
    expect(output()).toBe('keep me\nkeep me');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input().value).toBe('');
    expect(output()).toBe('');
  });

  it('reads options from a shared link, ignoring unknown values', () => {
    renderTool('/text-repeater?n=3&sep=space&num=hash');
    expect(screen.getByRole('radio', { name: 'Space' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '#1' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText<HTMLInputElement>('Repeat how many times').value).toBe('3');
    cleanup();
    renderTool('/text-repeater?sep=tab&num=roman');
    expect(screen.getByRole('radio', { name: 'New line' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'None' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Same width (01, 02 … 10)' })).toHaveProperty('disabled', true);
  });
});
