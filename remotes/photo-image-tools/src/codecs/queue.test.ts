import { describe, expect, it } from 'vitest';
import { admit, MAX_ITEMS } from './queue';

const image = (name: string) => new File([new Uint8Array([1])], name, { type: 'image/png' });
const text = (name: string) => new File(['x'], name, { type: 'text/plain' });

describe('admit', () => {
  it('adds images and says so', () => {
    const files = [image('a.png'), image('b.png')];
    expect(admit(files, 0)).toEqual({ accepted: files, notice: { tone: 'info', text: 'Added 2 images.' } });
  });

  it('skips what is not an image, naming it', () => {
    const { accepted, notice } = admit([image('a.png'), text('notes.txt')], 0);
    expect(accepted.map((file) => file.name)).toEqual(['a.png']);
    expect(notice).toEqual({ tone: 'warning', text: 'Added 1 image. Skipped 1 file that is not an image: notes.txt.' });
    expect(admit([text('a.txt'), text('b.txt')], 0).notice?.text).toBe('Skipped 2 files that are not an image: a.txt, b.txt.');
  });

  it('takes no more than the queue has room for', () => {
    const { accepted, notice } = admit([image('a.png'), image('b.png'), image('c.png')], MAX_ITEMS - 1);
    expect(accepted.map((file) => file.name)).toEqual(['a.png']);
    expect(notice).toEqual({ tone: 'warning', text: `Added 1 image. At most ${MAX_ITEMS} images at a time; 2 not added.` });
    expect(admit([image('a.png')], MAX_ITEMS + 5).accepted).toEqual([]);
  });

  it('says nothing when nothing was chosen', () => {
    expect(admit([], 0)).toEqual({ accepted: [], notice: null });
  });
});
