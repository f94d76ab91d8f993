// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueTool } from '@toolhub/shared';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import type { CodecJob, CodecResult } from '../../codecs/types';
import { CodecError } from '../../codecs/types';

const jobs: CodecJob[] = [];
let behaviour: (job: CodecJob, progress: (fraction: number) => void) => Promise<CodecResult>;
let onCancel: () => void = () => {};

vi.mock('../../codecs/client', async (original) => {
  const actual = await original<typeof import('../../codecs/client')>();
  return {
    ...actual,
    createCodecRunner: () => ({
      run: (job: CodecJob, progress?: (fraction: number) => void) => {
        jobs.push(job);
        return behaviour(job, progress ?? (() => {}));
      },
      cancel: () => onCancel(),
      dispose: vi.fn(),
    }),
  };
});

const { default: ImageConverterTool } = await import('./index');

const tool: CatalogueTool = { name: 'Image Converter', path: 'image-converter', description: 'Convert images.', icon: '🔄', isAvailable: true, category: 'photo-image-tools' };

function renderTool(url = '/image-converter') {
  return renderInRouter(<ImageConverterTool tool={tool} />, url);
}

const image = (name: string, size = 1000, type = 'image/png') => new File([new Uint8Array(size)], name, { type });
const picker = () => screen.getByLabelText('Choose images');

beforeEach(() => {
  jobs.length = 0;
  behaviour = async (job, progress) => {
    progress(0.5);
    return { blob: new Blob([new Uint8Array(400)], { type: `image/${job.settings.format}` }), width: 60, height: 40, transparent: true, flattened: job.settings.format === 'jpeg', metadata: 'stripped' };
  };
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ImageConverterTool', () => {
  it('converts every added image to JPEG by default, flattening transparency onto white', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.upload(picker(), [image('logo.png'), image('b.webp', 800, 'image/webp')]);
    expect(screen.getByText('Added 2 images.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Convert 2 images to JPEG' }));
    expect(await screen.findByText('Converted 2 images to JPEG.')).toBeTruthy();
    expect(jobs.map((job) => [job.settings.format, job.settings.quality, job.settings.background, job.settings.keepMetadata])).toEqual([
      ['jpeg', 85, [255, 255, 255], false],
      ['jpeg', 85, [255, 255, 255], false],
    ]);
    const list = screen.getByRole('list', { name: 'Images to convert' });
    expect(within(list).getByText('logo.jpg')).toBeTruthy();
    expect(within(list).getAllByText(/transparency filled with the background/)).toHaveLength(2);
    expect(within(list).getByText('−60%')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download logo.jpg' }));
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Download all \(2 files, ZIP\)/ })).toBeTruthy();
  });

  it('keeps every option in the link and the added images through option changes', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.upload(picker(), [image('a.png')]);
    await user.click(screen.getByRole('radio', { name: 'WebP' }));
    await user.click(screen.getByRole('checkbox', { name: 'Lossless' }));
    await user.click(screen.getByRole('radio', { name: 'Keep' }));
    expect(currentSearch()).toBe('?to=webp&lossless=1&meta=keep');
    expect(screen.queryByRole('slider', { name: 'Quality' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'ICO' }));
    await user.click(screen.getByRole('checkbox', { name: '64' }));
    expect(currentSearch()).toBe('?to=ico&lossless=1&meta=keep&sizes=16%2C32%2C48%2C64%2C256');
    expect(within(screen.getByRole('list', { name: 'Images to convert' })).getByText('a.png')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Convert to ICO' }));
    await screen.findByText('Converted 1 image to ICO (favicon).');
    expect(jobs[0]?.settings).toMatchObject({ format: 'ico', icoSizes: [16, 32, 48, 64, 256], keepMetadata: true });
  });

  it('reads its options from a deep link', async () => {
    const user = userEvent.setup();
    renderTool('/image-converter?to=avif&q=40');
    expect((screen.getByRole('radio', { name: 'AVIF' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('slider', { name: 'Quality' }) as HTMLInputElement).value).toBe('40');
    await user.upload(picker(), [image('a.png')]);
    await user.click(screen.getByRole('button', { name: 'Convert to AVIF' }));
    await screen.findByText('Converted 1 image to AVIF.');
    expect(jobs[0]?.settings).toMatchObject({ format: 'avif', quality: 40 });
  });

  it('flags a bad background colour next to the field and will not convert until it is fixed', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.upload(picker(), [image('a.png')]);
    const field = screen.getByLabelText('Background for transparent areas');
    await user.clear(field);
    await user.type(field, '12');
    expect(screen.getByText('Enter a colour as #rrggbb, like #ffffff for white.')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('12');
    expect(screen.getByRole('button', { name: 'Convert to JPEG' })).toHaveProperty('disabled', true);
    await user.type(field, '3456');
    expect(screen.queryByText(/Enter a colour/)).toBeNull();
    expect(currentSearch()).toBe('?bg=123456');
    fireEvent.change(screen.getByLabelText('Pick the background colour'), { target: { value: '#000000' } });
    expect((field as HTMLInputElement).value).toBe('000000');
  });

  it('shows a clear message for a file that cannot be decoded, and goes on with the rest', async () => {
    behaviour = async (job) => {
      if ((job.file as File).name === 'bad.jpg') throw new CodecError('The image is damaged or incomplete and could not be decoded.');
      return { blob: new Blob([new Uint8Array(10)], { type: 'image/jpeg' }), width: 1, height: 1, transparent: false, flattened: false, metadata: 'none' };
    };
    const user = userEvent.setup();
    renderTool();
    await user.upload(picker(), [image('bad.jpg', 50, 'image/jpeg'), image('good.png')]);
    await user.click(screen.getByRole('button', { name: 'Convert 2 images to JPEG' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The image is damaged or incomplete and could not be decoded.');
    expect(screen.getByText('Converted 1 image to JPEG; 1 could not be converted (see the list).')).toBeTruthy();
  });

  it('skips files that are not images with a message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderTool();
    await user.upload(picker(), [new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(screen.getByText('Skipped 1 file that is not an image: notes.txt.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Convert to JPEG' })).toHaveProperty('disabled', true);
  });

  it('shows progress and stops when cancelled, keeping the list', async () => {
    const { CancelledError } = await import('../../codecs/client');
    behaviour = (_job, progress) =>
      new Promise((_resolve, reject) => {
        progress(0.4);
        onCancel = () => reject(new CancelledError('cancelled'));
      });
    const user = userEvent.setup();
    renderTool();
    await user.upload(picker(), [image('a.png'), image('b.png')]);
    await user.click(screen.getByRole('button', { name: 'Convert 2 images to JPEG' }));
    expect(await screen.findByText('Converting 1 of 2… 20%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Conversion progress' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancelled. 0 images converted before that.')).toBeTruthy();
    expect(jobs).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: 'Images to convert' })).getAllByRole('listitem')).toHaveLength(2);
  });
});
