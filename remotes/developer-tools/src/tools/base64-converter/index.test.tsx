// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, type CatalogueTool } from '@toolhub/shared';
import { resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import Base64ConverterTool from './index';
import { encodeText } from './logic';

const tool: CatalogueTool = {
  name: 'Base64 Converter',
  path: 'base64-converter',
  description: 'Encode and decode Base64',
  icon: '🔤',
  isAvailable: true,
  category: 'developer-tools',
};

function renderTool(url = '/base64-converter') {
  return renderInRouter(<Base64ConverterTool tool={tool} />, url);
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(cleanup);

/** A reload: the page's memory is gone, IndexedDB is not. */
async function reload(view: { unmount: () => void }) {
  view.unmount();
  await act(() => flushDrafts());
  resetDrafts();
}

describe('Base64ConverterTool', () => {
  it('encodes text as UTF-8 while typing', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(screen.getByLabelText('Text'), 'héllo');
    expect(screen.getByLabelText('Base64')).toHaveProperty('value', 'aMOpbGxv');
  });

  it('decodes Base64 while typing', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(screen.getByLabelText('Base64'), '8J+YgA==');
    expect(screen.getByLabelText('Text')).toHaveProperty('value', '😀');
  });

  it('switches to URL-safe without padding and keeps it in the URL', async () => {
    const user = userEvent.setup();
    renderTool();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: '😀' } });
    await user.click(screen.getByRole('radio', { name: 'URL-safe' }));
    await user.click(screen.getByLabelText('Add = padding'));
    expect(screen.getByLabelText('Base64')).toHaveProperty('value', '8J-YgA');
    expect(currentSearch()).toBe('?variant=url&pad=0');
  });

  it('explains invalid Base64 and keeps what was typed', () => {
    renderTool('/base64-converter?variant=url');
    fireEvent.change(screen.getByLabelText('Base64'), { target: { value: 'aGk%' } });
    expect(screen.getByRole('alert').textContent).toBe("Invalid Base64 at position 4: Invalid character '%'.");
    expect(screen.getByLabelText('Base64')).toHaveProperty('value', 'aGk%');
    expect(screen.getByLabelText('Base64').getAttribute('aria-invalid')).toBe('true');
  });

  it('says when the data is binary rather than text', () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('Base64'), { target: { value: '//79' } });
    expect(screen.getByRole('status').textContent).toContain('decodes to 3 B of binary data');
    expect(screen.getByRole('status').textContent).toContain('ff fe fd');
  });

  it('turns a file into Base64 and a data URL', async () => {
    const user = userEvent.setup();
    renderTool('/base64-converter?variant=url&pad=0');
    const file = new File([new Uint8Array([0xfb, 0xff, 0x61])], 'bits.bin', { type: 'application/x-test' });
    await user.upload(screen.getByLabelText('Choose a file'), file);
    await waitFor(() => expect(screen.getByLabelText('Base64 of the file')).toHaveProperty('value', '-_9h'));
    expect(screen.getByLabelText('Data URL')).toHaveProperty('value', 'data:application/x-test;base64,+/9h');
    expect(screen.getByText('bits.bin')).toBeTruthy();
  });

  it('previews a chosen image and releases its object URL when another file replaces it or the tool closes', async () => {
    let made = 0;
    const create = vi.fn(() => `blob:preview-${++made}`);
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    try {
      const user = userEvent.setup();
      const view = renderTool();
      await user.upload(screen.getByLabelText('Choose a file'), new File([new Uint8Array([0x89, 0x50])], 'dot.png', { type: 'image/png' }));
      await waitFor(() => expect(screen.getByRole('img', { name: 'Preview of dot.png' }).getAttribute('src')).toBe('blob:preview-1'));
      expect(revoke).not.toHaveBeenCalled();

      await user.upload(screen.getByLabelText('Choose a file'), new File(['x'], 'x.txt', { type: 'text/plain' }));
      await waitFor(() => expect(screen.getByText('x.txt')).toBeTruthy());
      expect(screen.queryByRole('img')).toBeNull();
      expect(revoke.mock.calls).toEqual([['blob:preview-1']]);

      await user.upload(screen.getByLabelText('Choose a file'), new File([new Uint8Array([1])], 'b.gif', { type: 'image/gif' }));
      await waitFor(() => expect(screen.getByRole('img', { name: 'Preview of b.gif' }).getAttribute('src')).toBe(`blob:preview-${made}`));
      const last = `blob:preview-${made}`;
      view.unmount();
      expect(revoke).toHaveBeenLastCalledWith(last);
      expect(revoke).toHaveBeenCalledTimes(made);
    } finally {
      Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
    }
  });

  it('refuses files over the limit with a clear message', async () => {
    const user = userEvent.setup();
    renderTool();
    const file = new File(['x'], 'huge.iso');
    Object.defineProperty(file, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Choose a file'), file);
    expect(screen.getByRole('alert').textContent).toBe(
      'huge.iso is 11 MB. Files up to 10 MB can be converted here, so the page stays responsive.',
    );
  });

  it('keeps what was typed across an option change and a reload; Clear forgets it', async () => {
    const user = userEvent.setup();
    const first = renderTool();
    await user.type(screen.getByLabelText('Base64'), '8J+YgA==');
    await user.click(screen.getByRole('radio', { name: 'URL-safe' }));
    expect(screen.getByLabelText('Base64')).toHaveProperty('value', '8J+YgA==');
    await reload(first);
    const second = renderTool();
    await waitFor(() => expect(screen.getByLabelText('Base64')).toHaveProperty('value', '8J+YgA=='));
    expect(screen.getByLabelText('Text')).toHaveProperty('value', '😀');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Base64')).toHaveProperty('value', '');
    await reload(second);
    renderTool();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByLabelText('Base64')).toHaveProperty('value', '');
  });

  it('encodes 300,000 characters and previews the long result', async () => {
    renderTool();
    const big = 'héllo wörld '.repeat(25_000);
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: big } });
    expect(screen.getByRole('status').textContent).toContain('Encoding…');
    await waitFor(() => expect(screen.getByLabelText('Base64')).toHaveProperty('value', encodeText(big, { variant: 'standard', pad: true }).slice(0, 100_000)));
    expect(screen.getByText(/^Showing the first 98 KB of 456 KB\. Copy and Download use the whole result\.$/)).toBeTruthy();
    expect(screen.getByText('300,000 characters · 342 KB as UTF-8')).toBeTruthy();
  });

  it('decodes 300,000 characters of Base64', async () => {
    renderTool();
    const text = 'abc😀'.repeat(40_000);
    const base64 = encodeText(text, { variant: 'standard', pad: true });
    expect(base64.length).toBeGreaterThan(300_000);
    fireEvent.change(screen.getByLabelText('Base64'), { target: { value: base64 } });
    await waitFor(() => expect(screen.getByLabelText('Text')).toHaveProperty('value', text.slice(0, 100_000)));
    expect(screen.getByRole('button', { name: 'Download full result' })).toBeTruthy();
  });
});
