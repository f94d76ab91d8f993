// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, type CatalogueTool } from '@toolhub/shared';
import { installCssEscape, resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import { converter } from './converter';
import MarkdownToHtmlTool from './index';

const tool: CatalogueTool = {
  name: 'Markdown to HTML',
  path: 'markdown-to-html',
  description: 'Convert Markdown',
  icon: '⬇️',
  isAvailable: true,
  category: 'text-content-tools',
};

function renderTool(url = '/markdown-to-html') {
  return renderInRouter(<MarkdownToHtmlTool tool={tool} />, url);
}

const input = () => screen.getByLabelText<HTMLTextAreaElement>('Markdown');
const preview = () => screen.getByRole('region', { name: 'Preview' });
const source = () => screen.getByLabelText<HTMLTextAreaElement>('HTML source').value;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

async function reload(url?: string) {
  cleanup();
  await act(() => flushDrafts());
  resetDrafts();
  renderTool(url);
}

// Here the converter is already loaded, as after the tool's first moments (converter-loading.test.tsx covers before).
beforeAll(() => converter.load());
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('MarkdownToHtmlTool', () => {
  it('previews Markdown as you type, and shows its HTML source', async () => {
    const user = userEvent.setup();
    renderTool();
    expect(screen.getByText('The preview of your Markdown appears here.')).toBeTruthy();
    await user.type(input(), '# Hello{Enter}{Enter}Some **bold** text');
    expect(preview().innerHTML).toBe('<h1 id="hello">Hello</h1>\n<p>Some <strong>bold</strong> text</p>\n');
    expect(screen.getByRole('heading', { name: 'Hello', level: 1 })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'HTML code' }));
    expect(source()).toBe('<h1 id="hello">Hello</h1>\n<p>Some <strong>bold</strong> text</p>\n');
    expect(currentSearch()).toBe('?view=source');
    expect(input().value).toBe('# Hello\n\nSome **bold** text');
  });

  it('renders GFM tables, task lists, strikethrough and autolinks', () => {
    renderTool();
    type('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~old~~ https://example.com');
    expect(screen.getByRole('table')).toBeTruthy();
    const boxes = screen.getAllByRole<HTMLInputElement>('checkbox', { hidden: true }).filter((box) => box.closest('[aria-label="Preview"]'));
    expect(boxes.map((box) => [box.checked, box.disabled])).toEqual([
      [true, true],
      [false, true],
    ]);
    expect(preview().querySelector('del')?.textContent).toBe('old');
    expect(screen.getByRole('link', { name: 'https://example.com' }).getAttribute('href')).toBe('https://example.com');
  });

  it('removes scripts, event handlers and javascript: links, and says so', () => {
    renderTool();
    type('<script>alert(1)</script>\n\n<img src="x.png" onerror="alert(1)">\n\n[click](javascript:alert(1)) <a href="https://ok.example" onclick="steal()">ok</a>');
    const html = preview().innerHTML;
    expect(html).not.toMatch(/script|onerror|onclick|javascript/i);
    // The preview fetches no image; the HTML keeps it, without the handler.
    expect(preview().querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Image' }).textContent).toBe('🖼 Image (not loaded in the preview)');
    expect(screen.getByText(/1 image is not loaded in the preview/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Removed for safety: 1 <script> element, 2 event handlers (onclick, onerror) and 1 unsafe link.',
    );
  });

  it('applies every option and keeps each in the URL', async () => {
    const user = userEvent.setup();
    renderTool('/markdown-to-html?view=source');
    type('# Title\n\na\nb ~~x~~ <b>raw</b> [l](https://x.org)');
    await user.click(screen.getByRole('checkbox', { name: 'Line breaks become <br>' }));
    expect(source()).toContain('<p>a<br>b <del>x</del>');
    await user.click(screen.getByRole('checkbox', { name: 'Heading ids for #links' }));
    expect(source()).toContain('<h1>Title</h1>');
    await user.click(screen.getByRole('checkbox', { name: 'Links open in a new tab' }));
    expect(source()).toContain('<a href="https://x.org" target="_blank" rel="noopener noreferrer">l</a>');
    await user.click(screen.getByRole('radio', { name: 'Show as text' }));
    expect(source()).toContain('&lt;b&gt;raw&lt;/b&gt;');
    await user.click(screen.getByRole('radio', { name: 'CommonMark' }));
    expect(source()).toContain('a\nb ~~x~~');
    expect(screen.getByRole('checkbox', { name: 'Line breaks become <br>' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: 'Complete page' }));
    expect(source().startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(source()).toContain('<title>Title</title>');
    expect(currentSearch()).toBe('?view=source&breaks=1&ids=0&newtab=1&raw=escape&flavour=commonmark&output=page');
    expect(input().value).toBe('# Title\n\na\nb ~~x~~ <b>raw</b> [l](https://x.org)');
  });

  it('shows data: images in the preview and holds back external ones', async () => {
    const user = userEvent.setup();
    renderTool();
    type('![dot](data:image/png;base64,iVBORw0KGgo=) ![Logo](https://example.com/logo.png)');
    expect(preview().querySelector('img')?.getAttribute('alt')).toBe('dot');
    expect(screen.getByRole('img', { name: 'Image: Logo' }).getAttribute('title')).toBe('https://example.com/logo.png');
    await user.click(screen.getByRole('radio', { name: 'HTML code' }));
    expect(source()).toContain('<img src="https://example.com/logo.png" alt="Logo">');
  });

  it('reads options from a shared link, ignoring unknown values', () => {
    renderTool('/markdown-to-html?flavour=commonmark&raw=escape&view=nonsense');
    expect(screen.getByRole('radio', { name: 'CommonMark' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Show as text' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Preview' })).toHaveProperty('checked', true);
  });

  it('copies the HTML and downloads a complete page', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderTool();
    type('# My Notes\n\ntext');
    await user.click(screen.getByRole('button', { name: 'Copy HTML' }));
    expect(await navigator.clipboard.readText()).toBe('<h1 id="my-notes">My Notes</h1>\n<p>text</p>\n');
    expect(screen.getByText(/Download always saves a complete page named my-notes\.html\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download .html' }));
    const page = await created[0]!.text();
    expect(created[0]!.type).toBe('text/html;charset=utf-8');
    expect(page).toContain('<title>My Notes</title>');
    expect(page).toContain('<h1 id="my-notes">My Notes</h1>');
  });

  it('loads the example, clears, and brings the draft back after a reload', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Load example' }));
    expect(input().value.startsWith('# Release notes')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Release notes' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input().value).toBe('');
    await user.type(input(), '## Kept');
    await reload();
    await waitFor(() => expect(input().value).toBe('## Kept'));
    expect(screen.getByText(/Your Markdown from last time is back/)).toBeTruthy();
    expect(preview().innerHTML).toBe('<h2 id="kept">Kept</h2>\n');
  });

  it('opens a Markdown file and explains a file it cannot use', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderTool();
    const picker = screen.getByLabelText('Open a Markdown file');
    await user.upload(picker, new File(['# From file'], 'notes.md', { type: 'text/markdown' }));
    await waitFor(() => expect(input().value).toBe('# From file'));
    await user.upload(picker, new File(['\u0000\u0001PNG'], 'picture.md'));
    await waitFor(() => expect(screen.getByText('picture.md is not a text file. Choose a Markdown (.md) or text file.')).toBeTruthy());
    expect(input().value).toBe('# From file');
  });

  it('explains Markdown nested too deeply to convert, keeping the text', () => {
    renderTool();
    type(`${'>'.repeat(20_000)} deep`);
    expect(screen.getByRole('alert').textContent).toMatch(/^The Markdown could not be converted: it nests too deeply/);
    expect(input().value.length).toBe(20_005);
  });

  it('converts a long document in slices and previews its start', async () => {
    renderTool();
    const markdown = Array.from({ length: 1000 }, (_, index) => `## Section ${index}\n\nParagraph with <b onclick="x()">bold</b> text ${index}, ${'and more words '.repeat(12)}`).join('\n\n');
    type(markdown);
    await waitFor(() => expect(screen.getByText('The preview shows the start of this long document. Copy and Download use all of it.')).toBeTruthy(), {
      timeout: 15_000,
    });
    expect(screen.getByRole('status').textContent).toBe('Removed for safety: 1000 event handlers (onclick).');
    expect(preview().innerHTML).toContain('<h2 id="section-0">Section 0</h2>');
    expect(preview().innerHTML).not.toContain('section-999');
  });
});

describe('MarkdownToHtmlTool preview links', () => {
  installCssEscape();
  it('scrolls to a #link’s heading, and a #link with a malformed escape does nothing instead of throwing', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      errors.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      renderTool();
      type('# Café\n\n[broken](#caf%E0%A4%A) [half](#%ED%A0%80) [good](#caf%C3%A9)');
      const link = (name: string) => preview().querySelector(`a[href*="${name === 'good' ? '%C3%A9' : name === 'half' ? '%ED' : '%E0'}"]`) as HTMLElement;
      await waitFor(() => expect(link('good')).toBeTruthy());
      fireEvent.click(link('broken'));
      fireEvent.click(link('half'));
      expect(scrolled).not.toHaveBeenCalled();
      fireEvent.click(link('good'));
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(errors).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
    }
  });
});
