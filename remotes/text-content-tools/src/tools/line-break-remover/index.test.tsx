// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, type CatalogueTool } from '@toolhub/shared';
import { resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import LineBreakRemoverTool from './index';

const tool: CatalogueTool = {
  name: 'Line Break Remover',
  path: 'line-break-remover',
  description: 'Remove unwanted line breaks from pasted text.',
  icon: '↩️',
  isAvailable: true,
  category: 'text-content-tools',
};

function renderTool(url = '/line-break-remover') {
  return renderInRouter(<LineBreakRemoverTool tool={tool} />, url);
}

const input = () => screen.getByLabelText<HTMLTextAreaElement>('Text with line breaks');
const result = () => screen.getByLabelText<HTMLTextAreaElement>('Text without line breaks').value;
const paste = (text: string) => fireEvent.change(input(), { target: { value: text } });
const PDF = 'This is an exam-\r\nple of text\r\ncopied from a PDF.\r\n\r\nSecond  para-\r\ngraph here.\r\n- item one\r\n- item two';

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

describe('LineBreakRemoverTool', () => {
  it('joins lines as you type, keeping paragraphs, and says what it did', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(input(), 'first line{enter}second line{enter}{enter}next paragraph');
    expect(result()).toBe('first line second line\n\nnext paragraph');
    expect(screen.getByText('Removed 1 line break, kept 2 paragraphs.')).toBeTruthy();
    expect(screen.getByText('Your text has 3 line breaks.')).toBeTruthy();
  });

  it('mends text from a PDF with Windows line breaks', () => {
    renderTool();
    paste(PDF);
    expect(result()).toBe('This is an example of text copied from a PDF.\n\nSecond paragraph here. - item one - item two');
    expect(screen.getByText('Removed 5 line breaks, kept 2 paragraphs, joined 2 hyphenated words.')).toBeTruthy();
    // A text box hands over every break as LF, as browsers do; the tool reads CR and CRLF all the same.
    expect(screen.getByText('Your text has 7 line breaks.')).toBeTruthy();
  });

  it('applies every option and keeps it in the URL', async () => {
    const user = userEvent.setup();
    renderTool();
    paste(PDF);
    await user.click(screen.getByRole('checkbox', { name: 'Keep list items (•, -, 1.) on their own lines' }));
    expect(result()).toBe('This is an example of text copied from a PDF.\n\nSecond paragraph here.\n- item one\n- item two');
    await user.click(screen.getByRole('checkbox', { name: 'Join words hyphenated at a line end (exam- ple → example)' }));
    expect(result()).toContain('an exam- ple of');
    await user.click(screen.getByRole('checkbox', { name: 'Collapse repeated spaces and tabs into one space' }));
    expect(result()).toContain('Second  para- graph');
    await user.selectOptions(screen.getByLabelText('Between paragraphs'), 'single');
    expect(result()).toContain('PDF.\nSecond');
    await user.selectOptions(screen.getByLabelText('Line breaks in the result'), 'crlf');
    // A text box shows CRLF as LF; Copy and Download give the CRLF (see logic.test.ts).
    expect(result()).toContain('PDF.\nSecond');
    expect(currentSearch()).toBe('?lists=on&hyphens=off&collapse=off&gap=single&eol=crlf');

    await user.click(screen.getByRole('radio', { name: 'All line breaks' }));
    expect(result()).toBe('This is an exam- ple of text copied from a PDF. Second  para- graph here.\n- item one\n- item two');
    expect(screen.queryByLabelText('Between paragraphs')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Empty lines only' }));
    expect(result()).toBe('This is an exam-\nple of text\ncopied from a PDF.\nSecond  para-\ngraph here.\n- item one\n- item two');
    expect(screen.getByText('Removed 1 empty line.')).toBeTruthy();
    expect(input().value).toBe(PDF.replace(/\r\n/g, '\n'));
  });

  it('replaces line breaks with a custom text, and refuses one that is too long', async () => {
    const user = userEvent.setup();
    renderTool();
    paste('a\nb\nc');
    await user.selectOptions(screen.getByLabelText('Replace each line break with'), 'none');
    expect(result()).toBe('abc');
    await user.selectOptions(screen.getByLabelText('Replace each line break with'), 'comma');
    expect(result()).toBe('a, b, c');
    await user.selectOptions(screen.getByLabelText('Replace each line break with'), 'custom');
    const custom = screen.getByLabelText<HTMLInputElement>('Custom text');
    await user.type(custom, '<br>');
    expect(result()).toBe('a<br>b<br>c');
    expect(currentSearch()).toBe('?with=custom&custom=%3Cbr%3E');
    fireEvent.change(custom, { target: { value: 'x'.repeat(60) } });
    expect(screen.getByText('Use at most 50 characters; this has 60.')).toBeTruthy();
    expect(custom.getAttribute('aria-invalid')).toBe('true');
    expect(custom.value).toBe('x'.repeat(60));
    expect(result()).toBe('a b c');
  });

  it('opens a shared link with its options and ignores unknown ones', () => {
    renderTool('/line-break-remover?mode=all&with=comma');
    paste('a\nb\n\nc');
    expect(result()).toBe('a, b, c');
    cleanup();
    renderTool('/line-break-remover?mode=weird&with=tab&gap=huge&eol=cr');
    paste('a\nb\n\nc');
    expect(result()).toBe('a b\n\nc');
    expect(screen.getByRole('radio', { name: 'Line breaks, keep paragraphs' })).toHaveProperty('checked', true);
  });

  it('uses the result as input and clears it', async () => {
    const user = userEvent.setup();
    renderTool();
    paste('a\nb');
    await user.click(screen.getByRole('button', { name: 'Use as input' }));
    expect(input().value).toBe('a b');
    expect(screen.getByRole('button', { name: 'Use as input' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input().value).toBe('');
    expect(result()).toBe('');
  });

  it('keeps the text after a reload; Clear forgets it', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(input(), 'kept{enter}here');
    await reload('/line-break-remover?with=none');
    await waitFor(() => expect(input().value).toBe('kept\nhere'));
    expect(result()).toBe('kepthere');
    expect(screen.getByText(/Your text from last time is back/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await reload();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(input().value).toBe('');
  });

  it('works on a long text off the render path', async () => {
    renderTool();
    paste('wrapped line of a long\r\ndocument that goes on\r\n'.repeat(4_000));
    expect(screen.getByRole('status').textContent).toContain('Removing line breaks…');
    await waitFor(() => expect(result().startsWith('wrapped line of a long document that goes on wrapped')).toBe(true));
    expect(screen.getByText('Removed 7,999 line breaks, kept 1 paragraph, dropped 1 empty line.')).toBeTruthy();
  });
});
