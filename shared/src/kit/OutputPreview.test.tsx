// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OutputPreview, previewOf } from './OutputPreview';

describe('previewOf', () => {
  it.each([
    ['', 5, '', false],
    ['abc', 5, 'abc', false],
    ['abcde', 5, 'abcde', false],
    ['abcdef', 5, 'abcde', true],
    // A surrogate pair across the cut is left out whole.
    ['abcd😀x', 5, 'abcd', true],
  ])('(%j, %d) → %j', (text, limit, shown, truncated) => {
    expect(previewOf(text, limit)).toEqual({ shown, truncated });
  });
});

describe('OutputPreview', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a short result whole, with Copy and Download', () => {
    render(<OutputPreview label="Result" text="hello" fileName="out.txt" />);
    expect(screen.getByLabelText('Result')).toHaveProperty('value', 'hello');
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(screen.queryByText(/Showing the first/)).toBeNull();
  });

  it('previews a long result, and Copy and Download use the whole of it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const text = 'x'.repeat(3000);
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<OutputPreview label="Result" text={text} fileName="out.txt" limit={1024} />);
    expect((screen.getByLabelText('Result') as HTMLTextAreaElement).value).toHaveLength(1024);
    expect(screen.getByText('Showing the first 1 KB of 2.9 KB. Copy and Download use the whole result.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(text);
    await user.click(screen.getByRole('button', { name: 'Download full result' }));
    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.size).toBe(3000);
  });

  it('disables its actions while empty or stale', () => {
    const { rerender } = render(<OutputPreview label="Result" text="" fileName="out.txt" />);
    expect(screen.getByRole('button', { name: 'Download' })).toHaveProperty('disabled', true);
    rerender(<OutputPreview label="Result" text="old" fileName="out.txt" stale />);
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Result').getAttribute('aria-busy')).toBe('true');
  });
});
