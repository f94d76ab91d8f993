// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, type CatalogueTool } from '@toolhub/shared';
import { failingOnce, resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import { hashLib } from './hashLib';
import HashGeneratorTool from './index';

const tool: CatalogueTool = {
  name: 'Hash Generator',
  path: 'hash-generator',
  description: 'MD5, SHA-1, SHA-256, SHA-512 and HMAC of text or files.',
  icon: '#️⃣',
  isAvailable: true,
  category: 'developer-tools',
};

const SHA256_ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

function renderTool(url = '/hash-generator') {
  return renderInRouter(<HashGeneratorTool tool={tool} />, url);
}

function digestOf(name: string): string {
  const copy = screen.queryByRole('button', { name: `Copy ${name}` });
  return copy?.closest('li')?.querySelector('code')?.textContent ?? '';
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

describe('HashGeneratorTool', () => {
  it('hashes text live with every algorithm and labels the weak ones', async () => {
    const user = userEvent.setup();
    renderTool();
    await screen.findByRole('list', { name: 'Hashes' });
    await user.type(screen.getByLabelText('Text to hash'), 'abc');
    await waitFor(() => expect(digestOf('SHA-256')).toBe(SHA256_ABC));
    expect(digestOf('MD5')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(digestOf('SHA3-256')).toBe('3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532');
    expect(screen.getAllByText('not for security')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Copy SHA-256' })).toBeTruthy();
  });

  it('changes algorithms and output format and keeps them in the URL', async () => {
    const user = userEvent.setup();
    renderTool('/hash-generator?algs=sha256,md5');
    await screen.findByRole('list', { name: 'Hashes' });
    fireEvent.change(screen.getByLabelText('Text to hash'), { target: { value: 'abc' } });
    await user.click(screen.getByRole('checkbox', { name: 'MD5' }));
    await user.selectOptions(screen.getByLabelText('Output'), 'Base64');
    await waitFor(() => expect(digestOf('SHA-256')).toBe('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='));
    expect(within(screen.getByRole('list', { name: 'Hashes' })).getAllByRole('listitem')).toHaveLength(1);
    expect(currentSearch()).toBe('?algs=sha256&format=base64');
    await user.click(screen.getByRole('checkbox', { name: 'SHA-256' }));
    expect(screen.getByText('Choose at least one algorithm above.')).toBeTruthy();
  });

  it('computes an HMAC with a text key without putting the key in the URL', async () => {
    const user = userEvent.setup();
    renderTool('/hash-generator?algs=sha256');
    await screen.findByRole('list', { name: 'Hashes' });
    fireEvent.change(screen.getByLabelText('Text to hash'), { target: { value: 'what do ya want for nothing?' } });
    await user.click(screen.getByLabelText('HMAC with a secret key'));
    await user.type(screen.getByLabelText('HMAC key'), 'Jefe');
    await waitFor(() => expect(digestOf('HMAC-SHA-256')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'));
    expect(currentSearch()).toBe('?algs=sha256');
  });

  it('compares with an expected hash, ignoring hex case', async () => {
    const user = userEvent.setup();
    renderTool();
    await screen.findByRole('list', { name: 'Hashes' });
    fireEvent.change(screen.getByLabelText('Text to hash'), { target: { value: 'abc' } });
    await waitFor(() => expect(digestOf('SHA-256')).toBe(SHA256_ABC));
    const expected = screen.getByLabelText('Expected hash');
    await user.click(expected);
    await user.paste(SHA256_ABC.toUpperCase());
    expect(screen.getByText('✓ Match: this is the SHA-256.')).toBeTruthy();
    expect(screen.getByText('✓ matches')).toBeTruthy();
    await user.clear(expected);
    await user.type(expected, '0'.repeat(64));
    expect(screen.getByRole('alert').textContent).toContain('No match. 64 hex digits is the length of SHA-256 and SHA3-256.');
    expect(expected).toHaveProperty('value', '0'.repeat(64));
  });

  it('hashes a file with progress and shows the result', async () => {
    const user = userEvent.setup();
    renderTool('/hash-generator?input=file&algs=md5,sha256');
    await user.upload(screen.getByLabelText('Choose a file'), new File(['abc'], 'abc.txt', { type: 'text/plain' }));
    expect(screen.getByText('abc.txt')).toBeTruthy();
    await waitFor(() => expect(digestOf('SHA-256')).toBe(SHA256_ABC));
    expect(digestOf('MD5')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(screen.getByText(/^Hashed 3 B in \d+\.\d s\.$/)).toBeTruthy();
  });

  it('hashes the file again when the algorithms change, also after none were chosen', async () => {
    const user = userEvent.setup();
    renderTool('/hash-generator?input=file&algs=sha256');
    await user.upload(screen.getByLabelText('Choose a file'), new File(['abc'], 'abc.txt', { type: 'text/plain' }));
    await waitFor(() => expect(digestOf('SHA-256')).toBe(SHA256_ABC));
    await user.click(screen.getByRole('checkbox', { name: 'SHA-256' }));
    expect(screen.getByRole('status').textContent).toBe('Choose at least one algorithm above.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/^Hashed /)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'MD5' }));
    expect(screen.getByRole('progressbar', { name: 'Hashing progress' })).toBeTruthy();
    await waitFor(() => expect(digestOf('MD5')).toBe('900150983cd24fb0d6963f7d28e17f72'));
    expect(digestOf('SHA-256')).toBe('');
  });

  it('cancels a file being hashed and offers to start again', async () => {
    const user = userEvent.setup();
    renderTool('/hash-generator?input=file&algs=sha256');
    await user.upload(screen.getByLabelText('Choose a file'), new File([new Uint8Array(10)], 'big.bin'));
    expect(screen.getByRole('progressbar', { name: 'Hashing progress' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/Cancelled at/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hash again' }));
    await waitFor(() => expect(digestOf('SHA-256')).toBe('01d448afd928065458cf670b60f5a594d735af0172c8d67f22a81680132681ca'));
  });

  it('keeps the text across an option change and a reload, never the HMAC key; Clear forgets the text', async () => {
    const user = userEvent.setup();
    const first = renderTool();
    await screen.findByRole('list', { name: 'Hashes' });
    await user.type(screen.getByLabelText('Text to hash'), 'abc');
    await user.click(screen.getByLabelText('HMAC with a secret key'));
    await user.type(screen.getByLabelText('HMAC key'), 'secret');
    await user.click(screen.getByRole('checkbox', { name: 'MD5' }));
    expect(screen.getByLabelText('Text to hash')).toHaveProperty('value', 'abc');
    await reload(first);
    const second = renderTool();
    await waitFor(() => expect(screen.getByLabelText('Text to hash')).toHaveProperty('value', 'abc'));
    await waitFor(() => expect(digestOf('SHA-256')).toBe(SHA256_ABC));
    expect(screen.queryByLabelText('HMAC key')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Text to hash')).toHaveProperty('value', '');
    await reload(second);
    renderTool();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByLabelText('Text to hash')).toHaveProperty('value', '');
  });

  it('hashes 300,000 characters off the render', async () => {
    renderTool('/hash-generator?algs=sha256,md5');
    await screen.findByRole('list', { name: 'Hashes' });
    const big = 'héllo wörld '.repeat(25_000);
    fireEvent.change(screen.getByLabelText('Text to hash'), { target: { value: big } });
    expect(screen.getByRole('status').textContent).toContain('Hashing…');
    await waitFor(() => expect(digestOf('SHA-256')).toBe(createHash('sha256').update(big, 'utf8').digest('hex')));
    expect(digestOf('MD5')).toBe(createHash('md5').update(big, 'utf8').digest('hex'));
    expect(screen.getByText('300,000 characters · 342 KB as UTF-8')).toBeTruthy();
  });

  it('shows the hashes in its first render when this page has loaded the hash functions already', async () => {
    await hashLib.load();
    renderTool();
    expect(screen.queryByText('Loading hash functions…')).toBeNull();
    expect(screen.getByRole('list', { name: 'Hashes' })).toBeTruthy();
  });
});

describe('HashGeneratorTool before its hash functions have loaded', () => {
  afterEach(() => {
    vi.doUnmock('@noble/hashes/sha2.js');
    vi.resetModules();
  });

  it('says when they could not be loaded, and Retry loads them', async () => {
    // A fresh page (nothing loaded yet) whose first fetch of a hash chunk fails.
    vi.resetModules();
    vi.doMock('@noble/hashes/sha2.js', failingOnce());
    const { default: FreshTool } = await import('./index');
    const user = userEvent.setup();
    renderInRouter(<FreshTool tool={tool} />, '/hash-generator');
    expect(screen.getByText('Loading hash functions…')).toBeTruthy();
    await screen.findByText('The hash functions could not be loaded. Check your connection and try again.');
    await user.type(screen.getByLabelText('Text to hash'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(digestOf('SHA-256')).toBe(SHA256_ABC));
    expect(screen.queryByText('The hash functions could not be loaded. Check your connection and try again.')).toBeNull();
  });
});
