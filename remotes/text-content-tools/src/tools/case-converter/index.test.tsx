// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, PREVIEW_CHARS } from '@toolhub/shared';
import { resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import CaseConverterTool from './index';
import { tool } from './tool.testutil';

function renderTool(url = '/case-converter') {
  return renderInRouter(<CaseConverterTool tool={tool} />, url);
}

const result = () => screen.getByLabelText<HTMLTextAreaElement>('Converted text').value;

/** A reload: the page's memory is gone, IndexedDB is not. */
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

describe('CaseConverterTool', () => {
  it('shows every conversion as you type', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(screen.getByLabelText('Text to convert'), 'the lord of the rings');
    expect(result()).toBe('The Lord of the Rings');
    expect(screen.getByTestId('result-camel').textContent).toBe('theLordOfTheRings');
    expect(screen.getByTestId('result-constant').textContent).toBe('THE_LORD_OF_THE_RINGS');
    expect(screen.getByTestId('result-kebab').textContent).toBe('the-lord-of-the-rings');
    expect(screen.getByRole('button', { name: 'Copy snake_case' })).toHaveProperty('disabled', false);
  });

  it('keeps the chosen mode and letter rules in the URL', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('radio', { name: 'snake_case' }));
    expect(currentSearch()).toBe('?mode=snake');
    await user.selectOptions(screen.getByLabelText('Letter rules'), 'tr');
    expect(currentSearch()).toContain('lang=tr');
    await user.type(screen.getByLabelText('Text to convert'), 'KIRMIZI IŞIK');
    expect(result()).toBe('kırmızı_ışık');
  });

  it('reads the mode from a shared link and ignores unknown modes', () => {
    renderTool('/case-converter?mode=pascal');
    expect(screen.getByRole('radio', { name: 'PascalCase' })).toHaveProperty('checked', true);
    cleanup();
    renderTool('/case-converter?mode=shouting');
    expect(screen.getByRole('radio', { name: 'Title Case' })).toHaveProperty('checked', true);
  });

  it('puts the result back into the input and clears it', async () => {
    const user = userEvent.setup();
    renderTool('/case-converter?mode=upper');
    const input = screen.getByLabelText<HTMLTextAreaElement>('Text to convert');
    await user.type(input, 'école été');
    await user.click(screen.getByRole('button', { name: 'Use as input' }));
    expect(input.value).toBe('ÉCOLE ÉTÉ');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input.value).toBe('');
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveProperty('disabled', true);
    expect(result()).toBe('');
  });

  it('keeps the text after a reload and through option changes; Clear forgets it', async () => {
    const user = userEvent.setup();
    renderTool();
    const input = screen.getByLabelText<HTMLTextAreaElement>('Text to convert');
    await user.type(input, 'the NASA report');
    await user.click(screen.getByRole('radio', { name: 'snake_case' }));
    expect(input.value).toBe('the NASA report');
    expect(result()).toBe('the_nasa_report');

    await reload('/case-converter?mode=title');
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Text to convert').value).toBe('the NASA report'));
    expect(result()).toBe('The NASA Report');
    expect(screen.getByText(/Your text from last time is back/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await reload();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Text to convert').value).toBe('');
    expect(result()).toBe('');
  });

  it('converts a long text whole, previews it, and lists how each case starts', async () => {
    const user = userEvent.setup();
    renderTool('/case-converter?mode=upper');
    const line = 'the NASA report on html. ';
    const text = line.repeat(6_000);
    expect(text.length).toBeGreaterThan(PREVIEW_CHARS);
    fireEvent.change(screen.getByLabelText('Text to convert'), { target: { value: text } });
    expect(screen.getByRole('status').textContent).toContain('Converting…');
    await waitFor(() => expect(result()).toHaveLength(PREVIEW_CHARS));
    expect(result()).toBe(line.toUpperCase().repeat(6_000).slice(0, PREVIEW_CHARS));
    expect(screen.getByText(/^Showing the first/).textContent).toBe('Showing the first 98 KB of 146 KB. Copy and Download use the whole result.');
    expect(screen.getByRole('button', { name: 'Download full result' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();

    // The list converts only the start of a long text, and choosing a case converts all of it.
    expect(screen.getByTestId('result-kebab').textContent?.startsWith('the-nasa-report-on-html-the-nasa')).toBe(true);
    expect(screen.getByTestId('result-kebab').textContent?.endsWith('…')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Convert all to Sentence case' }));
    await waitFor(() => expect(result().startsWith('The NASA report on html. The NASA report')).toBe(true));
    expect(screen.getByRole('radio', { name: 'Sentence case' })).toHaveProperty('checked', true);
  });

  it('keeps the typed text when a long conversion is cancelled', () => {
    renderTool();
    const input = screen.getByLabelText<HTMLTextAreaElement>('Text to convert');
    const text = 'x'.repeat(150_000);
    // The job waits a moment before it starts; held timers keep it waiting while Cancel is found.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      act(() => vi.advanceTimersByTime(1000));
    } finally {
      vi.useRealTimers();
    }
    expect(screen.getByText('Converting stopped. Edit the text or choose a case to convert again.')).toBeTruthy();
    expect(input.value).toBe(text);
    expect(result()).toBe('');
  });
});
