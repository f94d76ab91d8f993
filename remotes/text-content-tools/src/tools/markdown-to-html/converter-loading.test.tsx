// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CatalogueTool } from '@toolhub/shared';
import { nextPaint } from '@toolhub/shared/testing';
import { renderInRouter } from '@toolhub/shared/testing/router';

/**
 * The tool opens without its converter (marked and DOMPurify load after it): the Markdown field is
 * usable at once, and the preview follows when the converter arrives. Here the converter's import
 * waits until the test lets it through, or fails.
 */
const gate = { open: (_fail?: boolean) => {}, imports: 0 };
function holdConverter() {
  gate.imports = 0;
  vi.doMock('./engine', async (importOriginal) => {
    gate.imports += 1;
    const fail = await new Promise<boolean | undefined>((resolve) => {
      gate.open = resolve;
    });
    if (fail) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  });
}

const tool: CatalogueTool = { name: 'Markdown to HTML', path: 'markdown-to-html', description: 'Convert Markdown', icon: '⬇️', isAvailable: true, category: 'text-content-tools' };

async function openTool() {
  // A fresh module graph: the converter has not been loaded in this page yet.
  vi.resetModules();
  holdConverter();
  const { default: MarkdownToHtmlTool } = await import('./index');
  renderInRouter(<MarkdownToHtmlTool tool={tool} />, '/markdown-to-html');
}

const input = () => screen.getByLabelText<HTMLTextAreaElement>('Markdown');
const preview = () => screen.getByRole('region', { name: 'Preview' });
/** Waits past the next paint, when the tool starts loading its converter. */
const settle = () => act(() => nextPaint());

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(cleanup);

describe('Markdown to HTML before its converter has loaded', () => {
  it('takes typing at once, says the converter is loading, then previews what was typed', async () => {
    await openTool();
    await waitFor(() => expect(gate.imports).toBe(1));
    expect(screen.getByText('The preview of your Markdown appears here.')).toBeTruthy();
    expect(screen.queryByText('Loading the converter…')).toBeNull();
    fireEvent.change(input(), { target: { value: '# Hello' } });
    expect(screen.getByText('Loading the converter…')).toBeTruthy();
    expect(screen.queryByText('The preview of your Markdown appears here.')).toBeNull();
    expect(preview().getAttribute('aria-busy')).toBe('true');
    await act(async () => gate.open());
    // The real converter then loads (marked and DOMPurify, fresh in this module graph).
    await waitFor(() => expect(preview().innerHTML).toBe('<h1 id="hello">Hello</h1>\n'));
    expect(screen.queryByText('Loading the converter…')).toBeNull();
    expect(input().value).toBe('# Hello');
  });

  it('says when the converter could not be loaded, keeps the Markdown, and Retry loads it', async () => {
    await openTool();
    fireEvent.change(input(), { target: { value: 'Some **bold** text' } });
    await waitFor(() => expect(gate.imports).toBe(1));
    await act(async () => gate.open(true));
    await settle();
    expect(screen.getByText('The converter could not be loaded. Check your connection and try again.')).toBeTruthy();
    expect(input().value).toBe('Some **bold** text');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(screen.queryByText('The converter could not be loaded. Check your connection and try again.')).toBeNull();
    await waitFor(() => expect(gate.imports).toBe(2));
    await act(async () => gate.open());
    await waitFor(() => expect(preview().innerHTML).toBe('<p>Some <strong>bold</strong> text</p>\n'));
  });
});
