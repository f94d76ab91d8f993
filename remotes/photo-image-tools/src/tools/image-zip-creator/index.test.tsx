// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unzipSync } from 'fflate';
import type { CatalogueTool } from '@toolhub/shared';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import ImageZipCreatorTool from './index';

const tool: CatalogueTool = {
  name: 'Image ZIP Creator',
  path: 'image-zip-creator',
  description: 'Bundle many images into one ZIP, optionally resized or converted.',
  icon: '🗜️',
  isAvailable: true,
  category: 'photo-image-tools',
};

function renderTool(url = '/image-zip-creator') {
  return renderInRouter(<ImageZipCreatorTool tool={tool} />, url);
}

const image = (name: string, bytes: number[], type = 'image/jpeg') => new File([Uint8Array.from(bytes)], name, { type });
const picker = () => screen.getByLabelText('Choose images');

let made: Blob[] = [];
beforeEach(() => {
  made = [];
  // jsdom has no object URLs and cannot follow a download link.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    made.push(blob);
    return `blob:test/${made.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

async function unzipBlob(blob: Blob) {
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, Array.from(data)]));
}

describe('ImageZipCreatorTool', () => {
  it('adds images, skips other files with a message, and lists them with thumbnails', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderTool();
    await user.upload(picker(), [image('a.jpg', [1]), new File(['x'], 'notes.txt', { type: 'text/plain' }), image('b.png', [2], 'image/png')]);
    expect(screen.getByText(/Skipped 1 file that is not an image: notes.txt/)).toBeTruthy();
    expect(screen.getByText('Added 2 images.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Images to zip' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list.querySelectorAll('img[loading="lazy"]')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: /2 images/ })).toBeTruthy();
  });

  it('keeps 24 added images and their thumbnails through every option change on a fresh deep link', async () => {
    const user = userEvent.setup();
    renderTool('/image-zip-creator?format=keep');
    const names = Array.from({ length: 24 }, (_, i) => `photo-${i + 1}.jpg`);
    await user.upload(picker(), names.map((name, i) => image(name, [i])));
    const listed = () => within(screen.getByRole('list', { name: 'Images to zip' })).getAllByRole('listitem').map((item) => item.textContent);
    const before = listed();
    expect(before).toHaveLength(24);

    await user.selectOptions(screen.getByLabelText('Format'), 'jpeg');
    fireEvent.change(screen.getByRole('slider', { name: /^Quality/ }), { target: { value: '60' } });
    await user.type(screen.getByLabelText('Max width (px)'), '800');
    await user.type(screen.getByLabelText('Max height (px)'), '600');
    await user.selectOptions(screen.getByLabelText('Format'), 'webp');
    const zipName = screen.getByLabelText('ZIP file name');
    await user.clear(zipName);
    await user.type(zipName, 'trip');

    expect(currentSearch()).toBe('?format=webp&quality=60&maxw=800&maxh=600');
    expect(listed()).toEqual(before);
    expect(screen.getByRole('heading', { name: /^24 images/ })).toBeTruthy();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create trip.zip' })).toHaveProperty('disabled', false);
  });

  it('removes one image or clears them all, revoking thumbnails', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.upload(picker(), [image('a.jpg', [1]), image('b.jpg', [2]), image('c.jpg', [3])]);
    await user.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
    expect(screen.queryByText('b.jpg')).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('list', { name: 'Images to zip' })).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('button', { name: 'Create images.zip' })).toHaveProperty('disabled', true);
  });

  it('zips originals with unique names on the page when no worker exists, and downloads it', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.upload(picker(), [image('photo.jpg', [1, 2, 3]), image('Photo.jpg', [4, 5]), image('b.png', [6], 'image/png')]);
    const name = screen.getByLabelText('ZIP file name');
    await user.clear(name);
    await user.type(name, 'holiday');
    await user.click(screen.getByRole('button', { name: 'Create holiday.zip' }));
    expect(await screen.findByText(/holiday.zip is ready: 3 images/)).toBeTruthy();
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled();
    const zip = made.find((blob) => blob.type === 'application/zip');
    expect(zip).toBeTruthy();
    expect(await unzipBlob(zip as Blob)).toEqual({ 'photo.jpg': [1, 2, 3], 'Photo (2).jpg': [4, 5], 'b.png': [6] });
    expect(screen.getByRole('link', { name: /Download holiday.zip again/ })).toBeTruthy();
  });

  it('keeps resize and format options in the link and flags a bad size', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.upload(picker(), [image('a.jpg', [1])]);
    await user.selectOptions(screen.getByLabelText('Format'), 'webp');
    await user.type(screen.getByLabelText('Max width (px)'), '1920');
    await waitFor(() => expect(currentSearch()).toBe('?format=webp&maxw=1920'));
    await user.type(screen.getByLabelText('Max height (px)'), '12.5');
    expect(screen.getByText(/Use whole pixels/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create images.zip' })).toHaveProperty('disabled', true);
  });

  it('explains that converting needs a browser that can decode images (jsdom cannot)', async () => {
    const user = userEvent.setup();
    renderTool('/image-zip-creator?format=png');
    await user.upload(picker(), [image('a.jpg', [1])]);
    await user.click(screen.getByRole('button', { name: 'Create images.zip' }));
    expect(screen.getByRole('alert').textContent).toMatch(/cannot convert or resize images/);
  });

  it('reports images that could not be converted', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn(async () => Promise.reject(new Error('broken'))));
    const user = userEvent.setup();
    renderTool('/image-zip-creator?format=jpeg');
    await user.upload(picker(), [image('bad.jpg', [1]), image('worse.jpg', [2])]);
    await user.click(screen.getByRole('button', { name: 'Create images.zip' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/No image could be added to the ZIP: bad.jpg \(could not be decoded\), worse.jpg/);
  });

  it('adds images dropped on the card once each, and none while a ZIP is being made', async () => {
    renderTool();
    const drop = (target: Element, files: File[]) => fireEvent.drop(target, { dataTransfer: { files, types: ['Files'], items: [] } });
    drop(picker(), [image('a.jpg', [1]), new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    await screen.findByText('Added 1 image.');
    expect(screen.getByText('Skipped 1 file that is not an image: notes.txt.')).toBeTruthy();
    drop(screen.getByRole('heading', { name: 'Add images' }), [image('b.jpg', [2]), image('c.jpg', [3])]);
    await screen.findByText('Added 2 images.');
    const list = screen.getByRole('list', { name: 'Images to zip' });
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('[title]')?.textContent)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
  });

  it('shows sizes in the kit format', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.upload(picker(), [image('a.jpg', Array.from({ length: 15_872 }, () => 0))]);
    expect(screen.getByRole('heading', { name: '1 image · 16 KB' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Images to zip' })).getByText('16 KB')).toBeTruthy();
  });
});
