// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, type CatalogueTool } from '@toolhub/shared';
import { resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import TextToBinaryTool from './index';

const tool: CatalogueTool = {
  name: 'Text to Binary',
  path: 'text-to-binary',
  description: 'Convert text to binary and back.',
  icon: '0️⃣',
  isAvailable: true,
  category: 'text-content-tools',
};

function renderTool(url = '/text-to-binary') {
  return renderInRouter(<TextToBinaryTool tool={tool} />, url);
}

const output = (label: string) => screen.getByLabelText<HTMLTextAreaElement>(label).value;

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

describe('TextToBinaryTool', () => {
  it('turns text into binary as you type, with every format and a breakdown', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(screen.getByLabelText('Text'), 'Hi');
    expect(output('Binary output')).toBe('01001000 01101001');
    expect(screen.getByText('2 characters, 2 bytes in UTF-8 (16 bits)')).toBeTruthy();
    expect(screen.getByTestId('view-hex').textContent).toBe('48 69');
    expect(screen.getByTestId('view-octal').textContent).toBe('110 151');
    expect(screen.getByTestId('view-decimal').textContent).toBe('72 105');
    expect(screen.getByTestId('view-base32').textContent).toBe('JBUQ====');

    await user.type(screen.getByLabelText('Text'), ' é');
    expect(output('Binary output')).toBe('01001000 01101001 00100000 11000011 10101001');
    const table = screen.getByRole('table');
    const row = within(table).getByRole('rowheader', { name: 'é' }).closest('tr')!;
    expect(row.textContent).toBe('éU+00E911000011 10101001 (2 bytes)');
    expect(within(table).getByRole('rowheader', { name: 'Space' })).toBeTruthy();
  });

  it('keeps every option in the URL and applies it', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(screen.getByLabelText('Text'), 'Hi');
    await user.click(screen.getByRole('radio', { name: 'Hex' }));
    expect(currentSearch()).toBe('?format=hex');
    expect(output('Hexadecimal output')).toBe('48 69');
    await user.selectOptions(screen.getByLabelText('Separator'), 'comma');
    expect(output('Hexadecimal output')).toBe('48, 69');
    await user.click(screen.getByRole('checkbox', { name: 'Prefix each group (0b, 0o, 0x)' }));
    expect(output('Hexadecimal output')).toBe('0x48, 0x69');
    expect(currentSearch()).toBe('?format=hex&sep=comma&prefix=on');
    await user.click(screen.getByRole('radio', { name: 'Decimal' }));
    expect(output('Decimal output')).toBe('72, 105');
    expect(screen.getByRole('checkbox', { name: 'Prefix each group (0b, 0o, 0x)' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: 'Base32' }));
    expect(output('Base32 output')).toBe('JBUQ====');
    expect(screen.getByLabelText('Separator')).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: 'Code points' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: 'Binary' }));
    await user.click(screen.getByRole('radio', { name: 'Code points' }));
    await user.clear(screen.getByLabelText('Text'));
    await user.type(screen.getByLabelText('Text'), 'é');
    expect(output('Binary output')).toBe('0b11101001');
    expect(currentSearch()).toContain('units=codepoint');
  });

  it('opens a shared link with its options, ignoring unknown values', () => {
    renderTool('/text-to-binary?dir=decode&format=octal&units=codepoint');
    expect(screen.getByRole('radio', { name: 'Code → text' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Octal' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Octal code points to decode')).toBeTruthy();
    cleanup();
    renderTool('/text-to-binary?dir=sideways&format=base64&units=utf32&sep=tab');
    expect(screen.getByRole('radio', { name: 'Text → code' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Binary' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'UTF-8 bytes' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText<HTMLSelectElement>('Separator').value).toBe('space');
  });

  it('decodes, explains a bad group next to the field, and offers the reading that works', async () => {
    const user = userEvent.setup();
    renderTool('/text-to-binary?dir=decode');
    const input = screen.getByLabelText<HTMLTextAreaElement>('Binary to decode');
    await user.type(input, '01001000 01101001');
    expect(output('Decoded text')).toBe('Hi');

    await user.clear(input);
    await user.type(input, '48 69');
    expect(screen.getByRole('alert').textContent).toBe('Group 1 “48” has “4”, which is not a binary digit (0 or 1).Read as Hexadecimal');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(output('Decoded text')).toBe('');
    expect(input.value).toBe('48 69');
    await user.click(screen.getByRole('button', { name: 'Read as Hexadecimal' }));
    expect(currentSearch()).toBe('?dir=decode&format=hex');
    expect(output('Decoded text')).toBe('Hi');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Hexadecimal to decode').value).toBe('48 69');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns about bytes that are not UTF-8 and offers code points', async () => {
    const user = userEvent.setup();
    renderTool('/text-to-binary?dir=decode');
    await user.type(screen.getByLabelText('Binary to decode'), '11101001');
    expect(output('Decoded text')).toBe('\uFFFD');
    expect(screen.getByText(/Byte 1 \(E9 in hex, in group 1\) is not valid UTF-8/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Read as code points' }));
    expect(output('Decoded text')).toBe('é');
  });

  it('swaps a result into the other direction and back', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(screen.getByLabelText('Text'), 'Hé');
    await user.click(screen.getByRole('button', { name: 'Decode this back' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Binary to decode').value).toBe('01001000 11000011 10101001');
    expect(output('Decoded text')).toBe('Hé');
    await user.click(screen.getByRole('button', { name: 'Encode this text' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Text').value).toBe('Hé');
  });

  it('keeps both inputs through direction changes and a reload; Clear forgets one', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(screen.getByLabelText('Text'), 'keep me');
    await user.click(screen.getByRole('radio', { name: 'Code → text' }));
    await user.type(screen.getByLabelText('Binary to decode'), '01000001');
    await user.click(screen.getByRole('radio', { name: 'Text → code' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Text').value).toBe('keep me');

    await reload('/text-to-binary?format=hex');
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Text').value).toBe('keep me'));
    expect(output('Hexadecimal output')).toBe('6B 65 65 70 20 6D 65');
    expect(screen.getByText(/Your input from last time is back/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear' }));

    await reload('/text-to-binary?dir=decode');
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Binary to decode').value).toBe('01000001'));
    await user.click(screen.getByRole('radio', { name: 'Text → code' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Text').value).toBe('');
  });

  it('converts a long text off the render path and shows the whole size', async () => {
    renderTool();
    const text = 'héllo '.repeat(20_000);
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: text } });
    expect(screen.getByRole('status').textContent).toContain('Encoding…');
    await waitFor(() => expect(output('Binary output').startsWith('01101000 11000011 10101001')).toBe(true));
    expect(screen.getByText('120,000 characters, 140,000 bytes in UTF-8 (1,120,000 bits)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download full result' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
