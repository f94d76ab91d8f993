// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

/** Whether the archive module (fflate) has been evaluated: the fallback's library, not the tools'. */
const loaded = { archive: 0 };

describe('openZipSink on a page without workers', () => {
  it('leaves fflate out of the tools that can zip until a ZIP is made on the page', async () => {
    vi.resetModules();
    vi.doMock('./archive', async (importOriginal) => {
      loaded.archive++;
      return importOriginal();
    });
    const { openZipSink } = await import('./zipper');
    expect(loaded.archive).toBe(0);

    const sink = await openZipSink();
    expect(sink.where).toBe('page');
    await sink.add({ name: 'a.txt', data: new TextEncoder().encode('hello'), modified: Date.UTC(2026, 0, 1), compress: true });
    const blob = await sink.finish();
    expect(loaded.archive).toBe(1);
    const { unzipSync } = await import('fflate');
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(new TextDecoder().decode(files['a.txt'])).toBe('hello');
  });

  it('makes nothing when cancelled before it finishes', async () => {
    const { openZipSink } = await import('./zipper');
    const sink = await openZipSink();
    await sink.add({ name: 'a.txt', data: new Uint8Array([1]), modified: 0, compress: false });
    sink.cancel();
    await expect(sink.finish()).rejects.toThrow('cancelled');
  });
});
