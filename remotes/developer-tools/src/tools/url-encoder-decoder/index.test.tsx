// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, type CatalogueTool } from '@toolhub/shared';
import { resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import UrlEncoderDecoderTool from './index';

const tool: CatalogueTool = {
  name: 'URL Encoder/Decoder',
  path: 'url-encoder-decoder',
  description: 'Encode and decode URLs and inspect their query parameters.',
  icon: '🔗',
  isAvailable: true,
  category: 'developer-tools',
};

function renderTool(url = '/url-encoder-decoder') {
  return renderInRouter(<UrlEncoderDecoderTool tool={tool} />, url);
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

/** A reload: the page's memory is gone, IndexedDB is not. */
async function reload(view: { unmount: () => void }) {
  view.unmount();
  await act(() => flushDrafts());
  resetDrafts();
}

describe('UrlEncoderDecoderTool', () => {
  it('encodes a component while typing', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(screen.getByLabelText('Decoded text'), 'café & crème');
    expect(screen.getByLabelText('Encoded')).toHaveProperty('value', 'caf%C3%A9%20%26%20cr%C3%A8me');
  });

  it('switches to form mode and keeps it in the URL', async () => {
    const user = userEvent.setup();
    renderTool();
    fireEvent.change(screen.getByLabelText('Decoded text'), { target: { value: 'a b/c' } });
    await user.click(screen.getByRole('radio', { name: 'Form (+ for spaces)' }));
    expect(screen.getByLabelText('Encoded')).toHaveProperty('value', 'a+b%2Fc');
    expect(currentSearch()).toBe('?mode=form');
    await user.click(screen.getByRole('radio', { name: 'Full URL' }));
    expect(screen.getByLabelText('Encoded')).toHaveProperty('value', 'a%20b/c');
    expect(currentSearch()).toBe('?mode=uri');
  });

  it('decodes and names a malformed escape without losing the input', () => {
    renderTool();
    const encoded = screen.getByLabelText('Encoded');
    fireEvent.change(encoded, { target: { value: '%E0%A4%A' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Malformed escape “%A” at position 7: % must be followed by two hex digits (write %25 for a literal %).',
    );
    expect(encoded).toHaveProperty('value', '%E0%A4%A');
    expect(encoded.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(encoded, { target: { value: '%E0%A4%A4' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Decoded text')).toHaveProperty('value', 'त');
  });

  it('offers to decode double-encoded text', async () => {
    const user = userEvent.setup();
    renderTool();
    fireEvent.change(screen.getByLabelText('Encoded'), { target: { value: 'a%2520b' } });
    expect(screen.getByLabelText('Decoded text')).toHaveProperty('value', 'a%20b');
    await user.click(screen.getByRole('button', { name: 'Decode again' }));
    expect(screen.getByLabelText('Decoded text')).toHaveProperty('value', 'a b');
    expect(screen.getByText('Decoded 2 times.')).toBeTruthy();
  });

  it('breaks down a URL and rebuilds it when the query table is edited', async () => {
    const user = userEvent.setup();
    renderTool();
    fireEvent.change(screen.getByLabelText('Encoded'), {
      target: { value: 'https://example.com:8443/a%20b?q=caf%C3%A9&tag=a&tag=b#top' },
    });
    await user.click(screen.getByRole('button', { name: 'Break down this URL' }));
    const urlBox = screen.getByLabelText('URL to inspect');
    expect(urlBox).toHaveProperty('value', 'https://example.com:8443/a%20b?q=caf%C3%A9&tag=a&tag=b#top');
    const parts = within(screen.getByLabelText('URL parts'));
    expect(parts.getByText('example.com')).toBeTruthy();
    expect(parts.getByText('8443')).toBeTruthy();
    expect(parts.getByText('#top')).toBeTruthy();
    expect(parts.getByText('decoded: /a b')).toBeTruthy();

    const table = within(screen.getByRole('table', { name: 'Query parameters' }));
    expect(table.getByLabelText('Value of parameter 1')).toHaveProperty('value', 'café');
    expect(table.getAllByText('repeated')).toHaveLength(2);

    const value = table.getByLabelText('Value of parameter 1');
    await user.clear(value);
    await user.type(value, 'tea & cake');
    expect(urlBox).toHaveProperty('value', 'https://example.com:8443/a%20b?q=tea+%26+cake&tag=a&tag=b#top');
    await user.click(table.getByRole('button', { name: 'Remove parameter 3' }));
    expect(urlBox).toHaveProperty('value', 'https://example.com:8443/a%20b?q=tea+%26+cake&tag=a#top');
    await user.click(screen.getByRole('button', { name: 'Add parameter' }));
    await user.type(screen.getByLabelText('Name of parameter 3'), 'page');
    await user.type(screen.getByLabelText('Value of parameter 3'), '2');
    expect(urlBox).toHaveProperty('value', 'https://example.com:8443/a%20b?q=tea+%26+cake&tag=a&page=2#top');
  });

  it('explains a URL it cannot read', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(screen.getByLabelText('URL to inspect'), 'example.com/path');
    expect(screen.getByRole('alert').textContent).toContain('Try https://example.com/path');
    expect(screen.getByLabelText('URL to inspect')).toHaveProperty('value', 'example.com/path');
  });

  it('keeps both typed fields across an option change and a reload; Clear forgets them', async () => {
    const user = userEvent.setup();
    const first = renderTool();
    await user.type(screen.getByLabelText('Decoded text'), 'a b');
    await user.type(screen.getByLabelText('URL to inspect'), 'https://x.test/?q=1');
    await user.click(screen.getByRole('radio', { name: 'Full URL' }));
    expect(screen.getByLabelText('Decoded text')).toHaveProperty('value', 'a b');
    await reload(first);
    const second = renderTool('/url-encoder-decoder?mode=uri');
    await waitFor(() => expect(screen.getByLabelText('Decoded text')).toHaveProperty('value', 'a b'));
    expect(screen.getByLabelText('Encoded')).toHaveProperty('value', 'a%20b');
    expect(screen.getByLabelText('URL to inspect')).toHaveProperty('value', 'https://x.test/?q=1');
    await user.click(screen.getAllByRole('button', { name: 'Clear' })[0]!);
    expect(screen.getByLabelText('Decoded text')).toHaveProperty('value', '');
    await reload(second);
    renderTool();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByLabelText('Decoded text')).toHaveProperty('value', '');
  });

  it('encodes 300,000 characters and previews the long result', async () => {
    renderTool();
    const big = 'café & crème '.repeat(23_077);
    expect(big.length).toBeGreaterThan(300_000);
    fireEvent.change(screen.getByLabelText('Decoded text'), { target: { value: big } });
    expect(screen.getByRole('status').textContent).toContain('Encoding…');
    await waitFor(() => expect(screen.getByLabelText('Encoded')).toHaveProperty('value', encodeURIComponent(big).slice(0, 100_000)));
    expect(screen.getByText(/^Showing the first 98 KB of [\d.]+ KB\. Copy and Download use the whole result\.$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download full result' })).toBeTruthy();
  });

  it('decodes 300,000 characters', async () => {
    renderTool();
    const text = 'naïve/ünïcode? '.repeat(20_000);
    fireEvent.change(screen.getByLabelText('Encoded'), { target: { value: encodeURIComponent(text) } });
    await waitFor(() => expect(screen.getByLabelText('Decoded text')).toHaveProperty('value', text.slice(0, 100_000)));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download full result' })).toBeTruthy();
  });
});
