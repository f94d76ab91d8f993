// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueTool } from '@toolhub/shared';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import ImageResizerTool from './index';
import type { ResizeJob, ResizeOutcome } from './resize';

const tool: CatalogueTool = {
  name: 'Image Resizer',
  path: 'image-resizer',
  description: 'Resize images.',
  icon: '📐',
  isAvailable: true,
  category: 'photo-image-tools',
};

function renderTool(url = '/image-resizer') {
  return renderInRouter(<ImageResizerTool tool={tool} />, url);
}

function png(name: string, width: number, height: number): File {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return new File([bytes], name, { type: 'image/png' });
}

const picker = () => screen.getByLabelText('Choose images');
const planned = () => within(screen.getByRole('list', { name: 'Images to resize' })).getAllByRole('listitem').map((item) => item.textContent);

/** Answers like the resize worker: progress halfway, then each file "resized" to the planned size. */
class FakeWorker {
  static last: FakeWorker | null = null;
  static hold = false;
  static jobs: ResizeJob[] = [];
  private listeners: ((event: MessageEvent) => void)[] = [];
  private errorListeners: ((event: Event) => void)[] = [];
  terminated = false;
  constructor() {
    FakeWorker.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    if (type === 'message') this.listeners.push(listener);
    if (type === 'error') this.errorListeners.push(listener as unknown as (event: Event) => void);
  }
  removeEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners = this.listeners.filter((entry) => entry !== listener);
  }
  emit(data: unknown) {
    for (const listener of this.listeners) listener({ data } as MessageEvent);
  }
  postMessage(message: { id: number; input: ResizeJob } | { type: string }) {
    // The ZIP worker's ping: this fake is not one, so the ZIP is made on the page.
    if (!('input' in message)) {
      setTimeout(() => this.errorListeners.forEach((listener) => listener(new Event('error'))), 0);
      return;
    }
    const { id, input } = message;
    FakeWorker.jobs.push(input);
    setTimeout(() => {
      if (this.terminated) return;
      this.emit({ id, kind: 'progress', fraction: 0.5 });
      if (FakeWorker.hold) return;
      const result: ResizeOutcome = {
        items: input.items.map(({ id: itemId }, index) =>
          index === 1
            ? { id: itemId, ok: false, error: 'The image is damaged or incomplete and could not be decoded.' }
            : {
                id: itemId,
                ok: true,
                blob: new Blob([new Uint8Array(100)], { type: 'image/png' }),
                format: 'png',
                width: 1080,
                height: 720,
                original: { width: 6000, height: 4000 },
                note: null,
              },
        ),
      };
      this.emit({ id, kind: 'result', result });
    }, 10);
  }
  terminate() {
    this.terminated = true;
  }
}

beforeEach(() => {
  FakeWorker.last = null;
  FakeWorker.hold = false;
  FakeWorker.jobs = [];
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

describe('ImageResizerTool', () => {
  it('reads each picture’s size from its header and shows what it will become', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.upload(picker(), [png('beach.png', 6000, 4000), png('tall.png', 1000, 3000)]);
    await waitFor(() => expect(planned()[1]).toMatch('1000 × 3000'));
    expect(screen.getByRole('heading', { name: /^2 images · / })).toBeTruthy();
    expect(screen.getByText(/Enter a width, a height or both\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resize 2 images' })).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText('Width (px)'), '1080');
    expect(planned()).toEqual([expect.stringContaining('6000 × 4000 → 1080 × 720'), expect.stringContaining('1000 × 3000 → 1080 × 3240')]);
    expect(screen.getByLabelText('Height (px)').getAttribute('placeholder')).toBe('Auto (720)');
    expect(currentSearch()).toBe('?w=1080');

    await user.type(screen.getByLabelText('Height (px)'), '1080');
    expect(planned()[0]).toMatch('6000 × 4000 → 1080 × 720');
    expect(planned()[1]).toMatch('1000 × 3000 → 360 × 1080');
    await user.click(screen.getByRole('radio', { name: 'Crop to fill' }));
    expect(planned()).toEqual([expect.stringContaining('→ 1080 × 1080'), expect.stringContaining('→ 1080 × 1080')]);
    expect(screen.getByText(FIT_CROP_HINT)).toBeTruthy();
    expect(currentSearch()).toBe('?w=1080&h=1080&fit=crop');
    expect(screen.getByRole('button', { name: 'Resize 2 images' })).toHaveProperty('disabled', false);
  });

  it('flags bad sizes next to the field, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.upload(picker(), [png('a.png', 100, 100)]);
    const width = screen.getByLabelText('Width (px)');
    await user.type(width, '12.5');
    expect(width).toHaveProperty('value', '12.5');
    expect(width.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter whole pixels, like 1080, or leave it empty for automatic.')).toBeTruthy();
    await user.clear(width);
    await user.type(width, '99999');
    expect(screen.getByText('Enter at most 16384 pixels.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resize image' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('radio', { name: 'Percentage' }));
    const scale = screen.getByLabelText('Scale (%)');
    await user.clear(scale);
    await user.type(scale, '0');
    expect(screen.getByText('Enter a percentage from 1 to 1000.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '25%' }));
    expect(scale).toHaveProperty('value', '25');
    expect(planned()[0]).toMatch('100 × 100 → 25 × 25');
    // Back to pixels: the typed width is still there.
    await user.click(screen.getByRole('radio', { name: 'Pixels' }));
    expect(screen.getByLabelText('Width (px)')).toHaveProperty('value', '99999');
  });

  it('opens with the options of a shared link and keeps every option in it', async () => {
    const user = userEvent.setup();
    renderTool('/image-resizer?w=1200&h=630&fit=pad&anchor=top&fmt=jpeg&q=70&bg=%23000000&filter=lanczos3&noup=1');
    expect(screen.getByLabelText('Width (px)')).toHaveProperty('value', '1200');
    expect(screen.getByRole('radio', { name: 'Pad to size' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Place the picture')).toHaveProperty('value', 'top');
    expect(screen.getByLabelText('Format')).toHaveProperty('value', 'jpeg');
    expect(screen.getByRole('slider', { name: 'Quality' })).toHaveProperty('value', '70');
    expect(screen.getByLabelText('Background colour')).toHaveProperty('value', '#000000');
    expect(screen.getByLabelText('Resampling')).toHaveProperty('value', 'lanczos3');
    expect(screen.getByRole('checkbox', { name: 'Never enlarge' })).toHaveProperty('checked', true);
    // JPEG has no transparency: no transparent padding offered.
    expect(screen.queryByRole('checkbox', { name: 'Transparent padding' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Format'), 'png');
    expect(screen.queryByRole('slider', { name: 'Quality' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Transparent padding' })).toHaveProperty('checked', true);
    expect(screen.queryByLabelText('Background colour')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Transparent padding' }));
    const background = screen.getByLabelText('Background colour');
    await user.clear(background);
    await user.type(background, 'blue');
    expect(screen.getByText('Enter a colour as #rrggbb, like #ffffff for white.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Place the picture'), 'bottom-right');
    await user.click(screen.getByRole('checkbox', { name: 'Keep photo metadata (EXIF)' }));
    expect(currentSearch()).toBe('?w=1200&h=630&fit=pad&anchor=bottom-right&fmt=png&q=70&filter=lanczos3&noup=1&tp=0&bg=blue&meta=1');
  });

  it('turns off the aspect ratio to stretch, and brings back the chosen fit after', async () => {
    const user = userEvent.setup();
    renderTool('/image-resizer?w=500&h=500&fit=crop');
    await user.upload(picker(), [png('a.png', 1000, 500)]);
    await waitFor(() => expect(planned()[0]).toMatch('→ 500 × 500'));
    await user.click(screen.getByRole('checkbox', { name: 'Keep aspect ratio' }));
    expect(screen.queryByRole('radio', { name: 'Crop to fill' })).toBeNull();
    expect(screen.getByText(/squeezed or stretched/)).toBeTruthy();
    expect(currentSearch()).toBe('?w=500&h=500&fit=stretch');
    await user.click(screen.getByRole('checkbox', { name: 'Keep aspect ratio' }));
    expect(screen.getByRole('radio', { name: 'Crop to fill' })).toHaveProperty('checked', true);
  });

  it('sets a preset size and shows which one is chosen', async () => {
    const user = userEvent.setup();
    renderTool('/image-resizer?mode=percent');
    await user.click(screen.getByText(/^Preset sizes/));
    await user.click(screen.getByRole('button', { name: /YouTube thumbnail/ }));
    expect(currentSearch()).toBe('?w=1280&h=720&fit=crop');
    expect(screen.getByLabelText('Width (px)')).toHaveProperty('value', '1280');
    expect(screen.getByRole('button', { name: /YouTube thumbnail/ }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: /Apple touch icon/ }));
    expect(screen.getByRole('radio', { name: 'Pad to size' })).toHaveProperty('checked', true);
  });

  it('says which files cannot be read, and leaves them out', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderTool('/image-resizer?w=100');
    await user.upload(picker(), [png('ok.png', 200, 200), new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    expect(await screen.findByText('This is not an image file, or it is damaged.')).toBeTruthy();
    expect(screen.getByText('notes.txt will be skipped.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resize image' })).toHaveProperty('disabled', false);
  });

  it('resizes in the worker with progress, lists results with downloads, and zips them', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const user = userEvent.setup();
    renderTool('/image-resizer?w=1080');
    await user.upload(picker(), [png('one.png', 6000, 4000), png('two.png', 6000, 4000), png('three.png', 6000, 4000)]);
    await waitFor(() => expect(planned()[2]).toMatch('→ 1080 × 720'));
    FakeWorker.hold = true;
    await user.click(screen.getByRole('button', { name: 'Resize 3 images' }));
    expect(await screen.findByText(/Resizing image 2 of 3… 50%/)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Resize progress' })).toBeTruthy();
    expect(FakeWorker.jobs[0]).toMatchObject({ size: { mode: 'pixels', width: 1080, height: null }, format: 'same', quality: 85, filter: 'mks2013' });

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(FakeWorker.last?.terminated).toBe(true);
    expect(screen.getByText('Resizing was cancelled; your images and settings are kept.')).toBeTruthy();
    expect(planned()).toHaveLength(3);

    FakeWorker.hold = false;
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    const results = await screen.findByRole('list', { name: 'Resized images' });
    expect(screen.getByRole('heading', { name: 'Resized 2 of 3' })).toBeTruthy();
    expect(within(results).getByRole('link', { name: 'Download one-1080x720.png' })).toBeTruthy();
    expect(within(results).getByText('The image is damaged or incomplete and could not be decoded.')).toBeTruthy();
    expect(within(results).getAllByRole('link', { name: /^Download/ }).map((link) => link.getAttribute('download'))).toEqual(['one-1080x720.png', 'three-1080x720.png']);

    // Renaming applies to what is already made; a settings change is flagged.
    const names = screen.getByLabelText('File names');
    await user.clear(names);
    await user.type(names, 'web-{{n}');
    expect(within(results).getByRole('link', { name: 'Download web-1.png' })).toBeTruthy();
    await user.clear(screen.getByLabelText('Width (px)'));
    await user.type(screen.getByLabelText('Width (px)'), '500');
    expect(screen.getByText('The settings have changed since; resize again to apply them.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Download all (2) as ZIP' }));
    await waitFor(() => expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled());
  });

  it('explains when this browser cannot resize in the background', async () => {
    vi.stubGlobal('Worker', undefined);
    const user = userEvent.setup();
    renderTool('/image-resizer?w=100');
    await user.upload(picker(), [png('a.png', 200, 200)]);
    await waitFor(() => expect(planned()[0]).toMatch('→ 100 × 100'));
    await user.click(screen.getByRole('button', { name: 'Resize image' }));
    expect(await screen.findByText(/This browser cannot resize images in the background/)).toBeTruthy();
    expect(planned()).toHaveLength(1);
  });

  it('keeps the file-name pattern as a draft across visits', async () => {
    const user = userEvent.setup();
    const first = renderTool();
    const names = screen.getByLabelText('File names');
    expect(names).toHaveProperty('value', '{name}-{w}x{h}');
    await user.clear(names);
    await user.type(names, 'small-{{name}');
    first.unmount();
    renderTool();
    expect(screen.getByLabelText('File names')).toHaveProperty('value', 'small-{name}');
    await user.type(screen.getByLabelText('File names'), '-{{size}');
    expect(screen.getByText('“{size}” is not a name token; use {name}, {w}, {h} or {n}.')).toBeTruthy();
  });

  it('takes images dropped anywhere on the card', async () => {
    renderTool();
    await act(async () => {
      fireEvent.drop(screen.getByRole('heading', { name: 'Images' }), { dataTransfer: { files: [png('dropped.png', 10, 10)], types: ['Files'], items: [] } });
    });
    expect(await screen.findByText('dropped.png')).toBeTruthy();
  });
});

const FIT_CROP_HINT = 'Exactly the box size: the picture fills it and the overflow is cut off.';
