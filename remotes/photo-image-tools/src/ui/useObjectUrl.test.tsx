// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useObjectUrl } from './useObjectUrl';

function Picture({ blob }: { blob: Blob }) {
  return <img ref={useObjectUrl<HTMLImageElement>(blob)} alt="Picture" />;
}

function SaveLink({ blob }: { blob: Blob }) {
  return (
    <a ref={useObjectUrl<HTMLAnchorElement>(blob)} href="#download" download="photo.png">
      Save
    </a>
  );
}

const created = vi.fn();
const revoked = vi.fn();
let made = 0;

beforeEach(() => {
  made = 0;
  URL.createObjectURL = created.mockImplementation(() => `blob:test/${++made}`);
  URL.revokeObjectURL = revoked;
});

afterEach(() => {
  created.mockReset();
  revoked.mockReset();
});

describe('useObjectUrl', () => {
  it('points an image at its Blob, and revokes the URL when the Blob changes and when the image goes', () => {
    const first = new Blob(['a'], { type: 'image/png' });
    const { rerender, unmount } = render(<Picture blob={first} />);
    expect(screen.getByRole('img', { name: 'Picture' }).getAttribute('src')).toBe('blob:test/1');
    expect(created).toHaveBeenCalledWith(first);

    rerender(<Picture blob={new Blob(['b'], { type: 'image/png' })} />);
    expect(revoked).toHaveBeenCalledWith('blob:test/1');
    expect(screen.getByRole('img', { name: 'Picture' }).getAttribute('src')).toBe('blob:test/2');

    unmount();
    expect(revoked).toHaveBeenCalledWith('blob:test/2');
  });

  it('points a download link at its Blob', () => {
    const { unmount } = render(<SaveLink blob={new Blob(['a'])} />);
    expect(screen.getByRole('link', { name: 'Save' }).getAttribute('href')).toBe('blob:test/1');
    unmount();
    expect(revoked).toHaveBeenCalledWith('blob:test/1');
  });

  it('leaves the element as it is where the browser makes no object URLs', () => {
    // @ts-expect-error: an engine without object URLs
    URL.createObjectURL = undefined;
    render(<SaveLink blob={new Blob(['a'])} />);
    expect(screen.getByRole('link', { name: 'Save' }).getAttribute('href')).toBe('#download');
  });
});
