import { describe, expect, it, vi } from 'vitest';
import { CancelledError, type CodecRunner } from '../codecs/client';
import type { ItemStatus, QueueItem } from '../codecs/queue';
import type { CodecResult, EncodeSettings } from '../codecs/types';
import { encodeItem } from './encodeItem';

const settings: EncodeSettings = { format: 'webp', quality: 80, lossless: false, png: 'fast', colors: null, background: [255, 255, 255], keepMetadata: false, icoSizes: [] };
const item: QueueItem = { id: 7, file: new File([new Uint8Array(10)], 'photo.jpg', { type: 'image/jpeg' }), status: { state: 'queued' } };
const result: CodecResult = { blob: new Blob(['x'], { type: 'image/webp' }), width: 2, height: 1, transparent: false, flattened: false, metadata: 'stripped' };

function runner(run: CodecRunner['run']): CodecRunner {
  return { run, cancel: vi.fn(), dispose: vi.fn() };
}

function statuses() {
  const seen: ItemStatus[] = [];
  return { seen, update: (id: number, status: ItemStatus) => (id === 7 ? seen.push(status) : undefined) };
}

describe('encodeItem', () => {
  it('reports progress, then the result named for its new format and the settings it was made with', async () => {
    const { seen, update } = statuses();
    const run = vi.fn<CodecRunner['run']>(async (_job, progress) => {
      progress?.(0.5);
      return result;
    });
    expect(await encodeItem(runner(run), item, { settings, key: 'k1' }, update)).toBe('done');
    expect(run.mock.calls[0]?.[0]).toMatchObject({ file: item.file, settings });
    expect(seen).toEqual([
      { state: 'working', fraction: 0 },
      { state: 'working', fraction: 0.5 },
      { state: 'done', result, name: 'photo.webp', settingsKey: 'k1' },
    ]);
  });

  it('keeps the reason when it fails', async () => {
    const { seen, update } = statuses();
    expect(await encodeItem(runner(() => Promise.reject(new Error('This is not an image file, or it is damaged.'))), item, { settings, key: 'k1' }, update)).toBe('failed');
    expect(seen.at(-1)).toEqual({ state: 'failed', message: 'This is not an image file, or it is damaged.' });
  });

  it('puts a cancelled picture back in the queue', async () => {
    const { seen, update } = statuses();
    expect(await encodeItem(runner(() => Promise.reject(new CancelledError())), item, { settings, key: 'k1' }, update)).toBe('cancelled');
    expect(seen.at(-1)).toEqual({ state: 'queued' });
  });
});
