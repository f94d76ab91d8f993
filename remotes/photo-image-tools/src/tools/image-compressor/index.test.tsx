// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueTool } from '@toolhub/shared';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import type { CodecJob, CodecResult } from '../../codecs/types';
import { CodecError } from '../../codecs/types';

const jobs: CodecJob[] = [];
let behaviour: (job: CodecJob, progress: (fraction: number) => void) => Promise<CodecResult>;

vi.mock('../../codecs/client', async (original) => {
  const actual = await original<typeof import('../../codecs/client')>();
  return {
    ...actual,
    createCodecRunner: () => ({
      run: (job: CodecJob, progress?: (fraction: number) => void) => {
        jobs.push(job);
        return behaviour(job, progress ?? (() => {}));
      },
      cancel: vi.fn(),
      dispose: vi.fn(),
    }),
  };
});

const { default: ImageCompressorTool } = await import('./index');

const tool: CatalogueTool = { name: 'Image Compressor', path: 'image-compressor', description: 'Compress images.', icon: '🗜️', isAvailable: true, category: 'photo-image-tools' };

function renderTool(url = '/image-compressor') {
  return renderInRouter(<ImageCompressorTool tool={tool} />, url);
}

const image = (name: string, size = 1000, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });
const picker = () => screen.getByLabelText('Choose images');
/** The fake encoder: the output is quality × 10 bytes, so the slider visibly changes it. */
const bySize = async (job: CodecJob, progress: (fraction: number) => void): Promise<CodecResult> => {
  progress(0.5);
  const size = job.settings.format === 'png' ? 1500 : job.settings.quality * 10;
  return { blob: new Blob([new Uint8Array(size)], { type: `image/${job.settings.format}` }), width: 60, height: 40, transparent: false, flattened: false, metadata: 'stripped' };
};

beforeEach(() => {
  jobs.length = 0;
  behaviour = bySize;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ImageCompressorTool', () => {
  it('previews the first image at once, before and after, with the size saved', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.upload(picker(), [image('photo.jpg', 2000)]);
    expect(await screen.findAllByText('(−62%)', {}, { timeout: 2000 })).toBeTruthy();
    expect(jobs[0]?.settings).toMatchObject({ format: 'jpeg', quality: 75, keepMetadata: false });
    expect(screen.getByRole('img', { name: 'The original' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The compressed version' })).toBeTruthy();
    expect(screen.getByText('Original 2 KB')).toBeTruthy();
    // The divider moves with the keyboard-operable slider.
    const divider = screen.getByRole('slider', { name: /Divider/ });
    fireEvent.change(divider, { target: { value: '20' } });
    expect(screen.getByText('20%')).toBeTruthy();
  });

  it('compresses again when the quality changes, keeping the images and the link in step', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.upload(picker(), [image('photo.jpg', 2000)]);
    await screen.findAllByText('(−62%)', {}, { timeout: 2000 });
    fireEvent.change(screen.getByRole('slider', { name: /^Quality/ }), { target: { value: '40' } });
    expect(await screen.findAllByText('(−80%)', {}, { timeout: 2000 })).toBeTruthy();
    expect(currentSearch()).toBe('?q=40');
    expect(jobs.at(-1)?.settings.quality).toBe(40);
    expect(within(screen.getByRole('list', { name: 'Images to compress' })).getByText('photo.jpg')).toBeTruthy();
  });

  it('keeps the original, and says so, when compressing makes a file larger', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.upload(picker(), [image('tiny.png', 1000, 'image/png')]);
    expect(await screen.findByText('Compressing made it no smaller, so the original is kept.', {}, { timeout: 2000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download tiny.png' }));
    expect(URL.createObjectURL).toHaveBeenLastCalledWith(expect.objectContaining({ size: 1000 }));
    await user.click(screen.getByRole('checkbox', { name: 'Keep the original when compressing makes it larger' }));
    expect(currentSearch()).toBe('?larger=allow');
    expect(await screen.findByText('The compressed file is larger than the original.')).toBeTruthy();
  });

  it('reduces PNG colours when asked, from the link too', async () => {
    const user = userEvent.setup();
    renderTool('/image-compressor?colors=64');
    await user.upload(picker(), [image('shot.png', 5000, 'image/png')]);
    await screen.findAllByText('(−70%)', {}, { timeout: 2000 });
    expect(jobs[0]?.settings).toMatchObject({ format: 'png', colors: 64, png: 'optimised' });
    expect((screen.getByRole('radio', { name: 'Fewer colours' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Lossless' }));
    expect(currentSearch()).toBe('');
  });

  it('compresses a batch, reusing the preview, and totals what was saved', async () => {
    const user = userEvent.setup();
    renderTool('/image-compressor?to=webp');
    await user.upload(picker(), [image('a.jpg', 2000), image('b.png', 4000, 'image/png')]);
    await screen.findAllByText('(−62%)', {}, { timeout: 2000 });
    await user.click(screen.getByRole('button', { name: 'Compress all 2' }));
    expect(await screen.findByText('Compressed 2 images.')).toBeTruthy();
    expect(jobs.map((job) => job.settings.format)).toEqual(['webp', 'webp']);
    expect(screen.getByText('Saved 4.4 KB (75%): 5.9 KB → 1.5 KB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download b.webp' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download all \(2 files, ZIP\)/ })).toBeTruthy();
  });

  it('shows a clear message for a damaged file', async () => {
    behaviour = async () => {
      throw new CodecError('The image is damaged or incomplete and could not be decoded.');
    };
    const user = userEvent.setup();
    renderTool();
    await user.upload(picker(), [image('broken.jpg', 10)]);
    await waitFor(() => expect(screen.getAllByText('The image is damaged or incomplete and could not be decoded.').length).toBeGreaterThan(0), { timeout: 2000 });
  });

  it('previews another image when chosen', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.upload(picker(), [image('a.jpg', 2000), image('b.jpg', 3000)]);
    await screen.findAllByText('(−62%)', {}, { timeout: 2000 });
    await user.click(screen.getByRole('button', { name: 'Preview b.jpg' }));
    expect(await screen.findAllByText('(−75%)', {}, { timeout: 2000 })).toBeTruthy();
    const select = screen.getByLabelText('Preview image') as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('b.jpg');
    await user.selectOptions(select, 'a.jpg');
    expect(select.selectedOptions[0]?.textContent).toBe('a.jpg');
    // a.jpg was compressed already with these options: no new job.
    expect(jobs).toHaveLength(2);
  });
});
