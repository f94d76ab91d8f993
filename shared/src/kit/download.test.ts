// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announcements, resetAnnouncements } from './announce';
import { downloadBlob, downloadText } from './download';

describe('downloads say so', () => {
  let clicked: { name: string; href: string }[];
  beforeEach(() => {
    resetAnnouncements();
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ name: this.download, href: this.href });
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test'), revokeObjectURL: vi.fn() });
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['default', undefined, 'Downloaded report.pdf'],
    ['custom', { announce: 'Image downloaded.' }, 'Image downloaded.'],
  ] as const)('saves the file and announces it (%s wording)', (_, options, message) => {
    downloadBlob(new Blob(['x']), 'report.pdf', options);
    expect(clicked).toEqual([{ name: 'report.pdf', href: 'blob:test' }]);
    expect(announcements().map(({ message: m, tone }) => [m, tone])).toEqual([[message, 'success']]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('can stay silent, for a caller that says it another way', () => {
    downloadText('hello', 'note.txt', 'text/plain', { announce: false });
    expect(clicked.map((c) => c.name)).toEqual(['note.txt']);
    expect(announcements()).toEqual([]);
  });
});
