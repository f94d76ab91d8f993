// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Announcer, type CatalogueTool } from '@toolhub/shared';
import { resetAnnouncements } from '@toolhub/shared/testing';
import { renderInRouter } from '@toolhub/shared/testing/router';
import { renderPng } from './draw';
import EmotionToArtTool from './index';

// jsdom cannot paint: the painting itself is tested in draw.test.ts; here only what Download does.
vi.mock('./draw', () => ({ drawArt: vi.fn(), renderPng: vi.fn() }));

const tool: CatalogueTool = {
  name: 'Emotion to Art',
  path: 'emotion-to-art',
  description: 'Turn a feeling into a one-of-a-kind generative painting.',
  icon: '🎨',
  isAvailable: true,
  category: 'ai-tools',
};

function renderTool(url: string) {
  return renderInRouter(
    <>
      <EmotionToArtTool tool={tool} />
      <Announcer />
    </>,
    url,
  );
}

let saved: HTMLAnchorElement[] = [];
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  saved = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as CanvasRenderingContext2D);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:painting');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this);
  });
});
afterEach(() => {
  cleanup();
  resetAnnouncements();
  vi.restoreAllMocks();
});

describe('EmotionToArtTool download', () => {
  it.each([
    ['/emotion-to-art?e=joy&s=abc123', 'emotion-art-joy-abc123-1080.png', 'Downloaded a 1080×1080 PNG.'],
    ['/emotion-to-art?e=calm,fear&s=my-seed_2', 'emotion-art-calm-my-seed_2-1080.png', 'Downloaded a 1080×1080 PNG.'],
  ])('saves %s as %s and announces it', async (url, fileName, message) => {
    vi.mocked(renderPng).mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
    const user = userEvent.setup();
    renderTool(url);
    await user.click(screen.getByRole('button', { name: 'Download PNG' }));
    // Said once, by the page's announcer (a toast and its live region), not as a notice in the tool.
    const shown = await screen.findAllByText(message);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.closest('.th-announcer')).not.toBeNull();
    expect(saved.map((link) => [link.download, link.href])).toEqual([[fileName, 'blob:painting']]);
  });

  it('says next to the button when the browser cannot make the PNG, and saves nothing', async () => {
    vi.mocked(renderPng).mockResolvedValue(null);
    const user = userEvent.setup();
    renderTool('/emotion-to-art?e=joy&s=abc123');
    await user.click(screen.getByRole('button', { name: 'Download PNG' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your browser could not create the PNG image.');
    expect(saved).toEqual([]);
  });
});
