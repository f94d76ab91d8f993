// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueTool } from '@toolhub/shared';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import ImageEditorTool from './index';

const tool: CatalogueTool = {
  name: 'Image Editor',
  path: 'image-editor',
  description: 'Crop, rotate, resize, adjust and filter a photo, then export it.',
  icon: '🖌️',
  isAvailable: true,
  category: 'photo-image-tools',
};

function renderTool(url = '/image-editor') {
  return renderInRouter(<ImageEditorTool tool={tool} />, url);
}

const photo = () => new File([new Uint8Array([1, 2, 3])], 'photo.jpg', { type: 'image/jpeg' });
const status = () => screen.getByText('photo.jpg').closest('p')?.textContent ?? '';

/** jsdom decodes nothing and has no canvas: pretend to decode, and let the canvas be missing. */
function fakeDecoder(width = 400, height = 300) {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close: vi.fn() })),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
}

async function openPhoto() {
  const user = userEvent.setup();
  renderTool();
  await user.upload(screen.getByLabelText('Choose an image'), photo());
  await screen.findByRole('button', { name: /Rotate right/ });
  return user;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ImageEditorTool', () => {
  it('starts with a place to open an image', () => {
    renderTool();
    expect(screen.getByRole('heading', { level: 2, name: 'Open an image' })).toBeTruthy();
    expect(screen.getByLabelText('Choose an image')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull();
  });

  it('rejects a file that is not an image and keeps the page usable', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderTool();
    await user.upload(screen.getByLabelText('Choose an image'), new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toMatch(/“notes.txt” is not an image/);
    expect(screen.getByLabelText('Choose an image')).toBeTruthy();
  });

  it('rejects a file that is too large', async () => {
    const user = userEvent.setup();
    renderTool();
    const big = photo();
    Object.defineProperty(big, 'size', { value: 80 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Choose an image'), big);
    expect(screen.getByRole('alert').textContent).toMatch(/80 MB; the editor opens images up to 60 MB/);
  });

  it('explains when the browser cannot decode images (no createImageBitmap here)', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.upload(screen.getByLabelText('Choose an image'), photo());
    expect(screen.getByRole('alert').textContent).toMatch(/cannot decode images/);
  });

  it('reports a damaged image', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn(async () => Promise.reject(new Error('bad data'))));
    const user = userEvent.setup();
    renderTool();
    await user.upload(screen.getByLabelText('Choose an image'), photo());
    expect((await screen.findByRole('alert')).textContent).toMatch(/“photo.jpg” could not be read as an image/);
  });

  it('rotates, flips, undoes and redoes with buttons and keys, even without a canvas', async () => {
    fakeDecoder();
    const user = await openPhoto();
    expect(status()).toMatch(/400 × 300 px/);
    await waitFor(() => expect(screen.getByText(/could not draw the preview/)).toBeTruthy());

    await user.click(screen.getByRole('button', { name: /Rotate right/ }));
    expect(status()).toMatch(/300 × 400 px/);
    await user.click(screen.getByRole('button', { name: /Flip horizontal/ }));
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Control>}z{/Control}');
    expect(status()).toMatch(/400 × 300 px/);
    expect(screen.getByRole('button', { name: /Undo/ })).toHaveProperty('disabled', true);
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(status()).toMatch(/300 × 400 px/);
    await user.keyboard('{Control>}y{/Control}');
    expect(screen.getByRole('button', { name: /Redo/ })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: /Undo/ }));
    await user.click(screen.getByRole('button', { name: /Undo/ }));
    expect(status()).toMatch(/400 × 300 px/);
  });

  it('resizes with a locked aspect ratio and keeps bad input with a message', async () => {
    fakeDecoder();
    const user = await openPhoto();
    const width = screen.getByRole('textbox', { name: 'Width (px)' }) as HTMLInputElement;
    await user.clear(width);
    await user.type(width, '200');
    expect((screen.getByRole('textbox', { name: 'Height (px)' }) as HTMLInputElement).value).toBe('150');
    await user.click(screen.getByRole('button', { name: 'Apply resize' }));
    expect(status()).toMatch(/200 × 150 px/);
    expect(screen.getByText(/Export size:/).textContent).toMatch(/200 × 150 px/);

    await user.clear(width);
    await user.type(width, '12x');
    expect(width.value).toBe('12x');
    expect(width.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Use whole pixels, like 1200.')).toBeTruthy();
  });

  it('crops to a square with the aspect preset and typed numbers', async () => {
    fakeDecoder();
    const user = await openPhoto();
    await user.click(screen.getByRole('button', { name: /Crop/ }));
    expect(screen.getByRole('group', { name: /Crop box 400 × 300/ })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Aspect ratio'), '1:1');
    expect((screen.getByRole('textbox', { name: 'Width' }) as HTMLInputElement).value).toBe('300');
    const width = screen.getByRole('textbox', { name: 'Width' });
    await user.clear(width);
    await user.type(width, '100');
    expect((screen.getByRole('textbox', { name: 'Height' }) as HTMLInputElement).value).toBe('100');
    screen.getByRole('group', { name: /Crop box/ }).focus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(status()).toMatch(/100 × 100 px/);
    expect(screen.queryByRole('group', { name: /Crop box/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Undo/ }));
    expect(status()).toMatch(/400 × 300 px/);
  });

  it('adjusts with sliders and filter toggles, one undo step per control', async () => {
    fakeDecoder();
    const user = await openPhoto();
    const brightness = screen.getByRole('slider', { name: /Brightness/ });
    fireEvent.change(brightness, { target: { value: '10' } });
    fireEvent.change(brightness, { target: { value: '25' } });
    expect(brightness.getAttribute('aria-valuetext')).toBe('+25');
    await user.click(screen.getByRole('button', { name: 'Sepia' }));
    expect(screen.getByRole('button', { name: 'Sepia' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: /Undo/ }));
    expect(screen.getByRole('button', { name: 'Sepia' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: /Undo/ }));
    expect(screen.getByRole('slider', { name: /Brightness/ }).getAttribute('aria-valuetext')).toBe('0');
  });

  it('keeps the export format and quality in the link', async () => {
    fakeDecoder();
    const user = await openPhoto();
    expect(screen.queryByRole('slider', { name: /Quality/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Format'), 'jpeg');
    fireEvent.change(screen.getByRole('slider', { name: /Quality/ }), { target: { value: '75' } });
    await waitFor(() => expect(currentSearch()).toBe('?format=jpeg&quality=75'));
  });

  it('opens an image dropped anywhere on the tool, once, and says when a dropped file is not an image', async () => {
    fakeDecoder();
    renderTool();
    const drop = (target: Element, file: File) => fireEvent.drop(target, { dataTransfer: { files: [file], types: ['Files'], items: [] } });
    drop(screen.getByRole('heading', { name: 'Open an image' }), new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe('“notes.txt” is not an image. Open a PNG, JPEG, WebP, GIF, AVIF or BMP file.');
    drop(screen.getByLabelText('Choose an image'), photo());
    await screen.findByRole('button', { name: /Rotate right/ });
    expect(createImageBitmap).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    drop(screen.getByRole('img', { name: /photo.jpg/ }), new File([new Uint8Array([4])], 'second.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByText('second.png')).toBeTruthy());
  });
});
