// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

describe('Image Resizer as it opens', () => {
  it('leaves the resizing code (pica, the decoders and encoders) to its worker: the page module never evaluates it', async () => {
    const evaluated = { resize: 0 };
    vi.resetModules();
    vi.doMock('./resize', async (importOriginal) => {
      evaluated.resize++;
      return importOriginal();
    });
    const tool = await import('./index');
    expect(typeof tool.default).toBe('function');
    expect(evaluated.resize).toBe(0);
  });
});
