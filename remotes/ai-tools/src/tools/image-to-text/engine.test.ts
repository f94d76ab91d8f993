import { describe, expect, it } from 'vitest';
import { supportsSimd, workerBootstrap } from './engine';

describe('supportsSimd', () => {
  it('detects WebAssembly SIMD (Node 20 has it)', () => {
    expect(supportsSimd()).toBe(true);
  });
});

describe('workerBootstrap', () => {
  it('answers mapped addresses from the given URLs and passes others through', async () => {
    const code = workerBootstrap('https://remote.example/assets/worker.min.js', { 'https://tessdata.toolhub.invalid/eng.traineddata.gz': 'blob:eng' });
    const requested: unknown[] = [];
    const imported: string[] = [];
    const self = { fetch: async (input: unknown) => (requested.push(input), 'response') } as { fetch: (input: unknown) => Promise<unknown> };
    new Function('self', 'importScripts', code)(self, (url: string) => imported.push(url));
    await self.fetch('https://tessdata.toolhub.invalid/eng.traineddata.gz');
    await self.fetch('https://elsewhere.example/x');
    await self.fetch('toString');
    expect(requested).toEqual(['blob:eng', 'https://elsewhere.example/x', 'toString']);
    expect(imported).toEqual(['https://remote.example/assets/worker.min.js']);
  });
});
