// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';

const zipResults = vi.fn();
const downloadBlob = vi.fn();

vi.mock('../codecs/zip', () => ({ zipResults: (...args: unknown[]) => zipResults(...args) }));
vi.mock('@toolhub/shared', async (original) => ({ ...(await original<typeof import('@toolhub/shared')>()), downloadBlob: (...args: unknown[]) => downloadBlob(...args) }));

const { useQueueZip } = await import('./useQueueZip');

const files = [{ name: 'a.webp', blob: new Blob(['a']), modified: 1 }];

beforeEach(() => {
  zipResults.mockReset();
  downloadBlob.mockReset();
});

describe('useQueueZip', () => {
  it('zips the files and downloads the ZIP under its name, zipping meanwhile', async () => {
    const zip = new Blob(['zip']);
    let finish: (blob: Blob) => void = () => {};
    zipResults.mockReturnValue(new Promise<Blob>((resolve) => (finish = resolve)));
    const onFail = vi.fn();
    const { result } = renderHook(() => useQueueZip('converted-images.zip', onFail));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.downloadZip(files);
    });
    expect(result.current.zipping).toBe(true);
    await act(async () => {
      finish(zip);
      await done;
    });
    expect(zipResults).toHaveBeenCalledWith(files);
    expect(downloadBlob).toHaveBeenCalledWith(zip, 'converted-images.zip');
    expect(result.current.zipping).toBe(false);
    expect(onFail).not.toHaveBeenCalled();
  });

  it('says so when the ZIP could not be made', async () => {
    zipResults.mockRejectedValue(new Error('out of memory'));
    const onFail = vi.fn();
    const { result } = renderHook(() => useQueueZip('compressed-images.zip', onFail));
    await act(() => result.current.downloadZip(files));
    expect(onFail).toHaveBeenCalledWith({ tone: 'error', text: 'The ZIP could not be made. Download the images one by one instead.' });
    expect(downloadBlob).not.toHaveBeenCalled();
    expect(result.current.zipping).toBe(false);
  });
});
