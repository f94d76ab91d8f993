// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { CatalogueTool } from '@toolhub/shared';
import Base64ConverterTool from './index';

const tool: CatalogueTool = {
  name: 'Base64 Converter',
  path: 'base64-converter',
  description: 'Encode and decode Base64',
  icon: '🔤',
  isAvailable: true,
  category: 'developer-tools',
};

function Search() {
  return <span data-testid="search">{useLocation().search}</span>;
}

function renderTool(url = '/base64-converter') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Base64ConverterTool tool={tool} />
      <Search />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

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
    expect(screen.getByTestId('search').textContent).toBe('?variant=url&pad=0');
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
    expect(screen.getByRole('status').textContent).toContain('decodes to 3 bytes of binary data');
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

  it('refuses files over the limit with a clear message', async () => {
    const user = userEvent.setup();
    renderTool();
    const file = new File(['x'], 'huge.iso');
    Object.defineProperty(file, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Choose a file'), file);
    expect(screen.getByRole('alert').textContent).toBe(
      'huge.iso is 11.0 MB. Files up to 10.0 MB can be converted here, so the page stays responsive.',
    );
  });
});
