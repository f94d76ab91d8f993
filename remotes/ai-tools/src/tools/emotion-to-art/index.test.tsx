// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, readDraft, type CatalogueTool } from '@toolhub/shared';
import { resetDrafts } from '@toolhub/shared/testing';
import { currentQuery, renderInRouter } from '@toolhub/shared/testing/router';
import EmotionToArtTool from './index';

const tool: CatalogueTool = {
  name: 'Emotion to Art',
  path: 'emotion-to-art',
  description: 'Turn a feeling into a one-of-a-kind generative painting.',
  icon: '🎨',
  isAvailable: true,
  category: 'ai-tools',
};

function renderTool(url = '/emotion-to-art') {
  return renderInRouter(<EmotionToArtTool tool={tool} />, url);
}

/** A reload: the page's memory is gone, IndexedDB is not. */
async function reload(url: string) {
  cleanup();
  await act(() => flushDrafts());
  resetDrafts();
  renderTool(url);
}

const words = () => screen.getByLabelText('Or describe it in words') as HTMLTextAreaElement;

/** What "Copy share link" puts on the clipboard, as a URL. */
async function copiedLink(user: ReturnType<typeof userEvent.setup>): Promise<URL> {
  const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
  await user.click(screen.getByRole('button', { name: 'Copy share link' }));
  return new URL(String(writeText.mock.calls.at(-1)?.[0]));
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  // jsdom has no 2D canvas; the tool must cope and say so.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('EmotionToArtTool', () => {
  it('gives a first visit its own seed and asks for a feeling', async () => {
    renderTool();
    const shown = (screen.getByLabelText('Seed') as HTMLInputElement).value;
    expect(shown).toMatch(/^[a-z2-9]{8}$/);
    // Written to the link after the tool's first paint, so the click does not wait for the address.
    await waitFor(() => expect(currentQuery().get('s')).toBe(shown));
    expect((screen.getByLabelText('Seed') as HTMLInputElement).value).toBe(shown);
    expect(screen.getByText('Pick an emotion or describe a feeling to start painting.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PNG' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toMatch(/cannot draw on a canvas/);
  });

  it('toggles emotion buttons into the mix and the link', async () => {
    const user = userEvent.setup();
    renderTool('/emotion-to-art?s=abc');
    const joy = screen.getByRole('button', { name: /Joy/ });
    await user.click(joy);
    expect(joy.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: /Anger/ }));
    expect(currentQuery().get('e')).toBe('joy,anger');
    expect(screen.getByText('Painting Joy 50%, Anger 50%.')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/sharp jagged red strokes/);

    await user.click(joy);
    expect(currentQuery().get('e')).toBe('anger');
    await user.click(screen.getByRole('button', { name: 'Clear feelings' }));
    expect(currentQuery().get('e')).toBeNull();
  });

  it('reads typed words, with negation, and shows which matched', async () => {
    const user = userEvent.setup();
    renderTool('/emotion-to-art?s=abc');
    await user.type(screen.getByLabelText('Or describe it in words'), 'not afraid, smiling');
    const matched = screen.getByRole('list', { name: 'Words that matched' });
    expect(matched.textContent).toContain('not afraid');
    expect(matched.textContent).toContain('(negated)');
    expect(matched.textContent).toContain('via “smile”');
    expect(screen.getByText(/^Painting /).textContent).toMatch(/Joy \d+%, Calm \d+%/);
    // The words stay out of the address; the share link carries them.
    expect(currentQuery().get('t')).toBeNull();
    expect((await copiedLink(user)).searchParams.get('t')).toBe('not afraid, smiling');
  });

  it('keeps the words after a reload and a feeling change, and Clear forgets them', async () => {
    const user = userEvent.setup();
    renderTool('/emotion-to-art?s=abc');
    await user.type(words(), 'so happy');
    await reload('/emotion-to-art?s=abc');
    await waitFor(() => expect(words().value).toBe('so happy'));
    await user.click(screen.getByRole('button', { name: /Anger/ }));
    expect(words().value).toBe('so happy');
    expect(currentQuery().get('e')).toBe('anger');

    await user.click(screen.getByRole('button', { name: 'Clear feelings' }));
    expect(words().value).toBe('');
    await reload('/emotion-to-art?s=abc');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(words().value).toBe('');
    expect(await readDraft('emotion-to-art:text')).toBeUndefined();
  });

  it('lets a shared link’s words win over an older draft', async () => {
    const user = userEvent.setup();
    renderTool('/emotion-to-art?s=abc');
    await user.type(words(), 'so happy');
    await reload('/emotion-to-art?t=lonely&s=abc');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(words().value).toBe('lonely');
    expect(currentQuery().get('t')).toBeNull();
    await reload('/emotion-to-art?s=abc');
    await waitFor(() => expect(words().value).toBe('lonely'));
  });

  it('shares the feelings and seed only when the words are too long for a link, and says so', async () => {
    const user = userEvent.setup();
    renderTool('/emotion-to-art?e=joy&s=abc');
    await user.click(words());
    await user.paste('ü'.repeat(400));
    expect(screen.getByText('Your words are too long for a link: the share link carries the feelings you picked and the seed.')).toBeTruthy();
    expect((await copiedLink(user)).searchParams.has('t')).toBe(false);
  });

  it('shares the feelings and seed only when the words hold a broken character, and says so', async () => {
    const user = userEvent.setup();
    renderTool('/emotion-to-art?e=joy&s=abc');
    fireEvent.change(words(), { target: { value: 'so sad \uD800' } });
    expect(words().value).toBe('so sad \uD800');
    expect(screen.getByText('Your words have a broken character that a link can’t carry: the share link carries the feelings you picked and the seed.')).toBeTruthy();
    expect((await copiedLink(user)).searchParams.has('t')).toBe(false);
    fireEvent.change(words(), { target: { value: 'so sad 😀' } });
    expect(screen.queryByText(/a link can’t carry/)).toBeNull();
  });

  it('reopens a shared link exactly and makes a new seed on request', async () => {
    const user = userEvent.setup();
    renderTool('/emotion-to-art?e=calm&t=lonely&s=shared1');
    expect(screen.getByRole('button', { name: /Calm/ }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Seed') as HTMLInputElement).value).toBe('shared1');
    expect(screen.getByText(/^Painting /).textContent).toMatch(/Calm/);
    await user.click(screen.getByRole('button', { name: 'New seed' }));
    expect(currentQuery().get('s')).not.toBe('shared1');
    expect(currentQuery().get('s')).toMatch(/^[a-z2-9]{8}$/);
  });

  it('explains a bad seed and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderTool('/emotion-to-art?e=joy&s=abc');
    const seed = screen.getByLabelText('Seed');
    await user.clear(seed);
    await user.type(seed, 'bad!seed');
    expect((seed as HTMLInputElement).value).toBe('bad!seed');
    expect(seed.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/A seed is 1 to 32 letters/)).toBeTruthy();
  });

  it('warns about very long text without losing it', async () => {
    renderTool(`/emotion-to-art?s=abc&t=${'happy '.repeat(200)}`);
    expect(screen.getByText('Only the first 1000 characters are read (1,200 typed).')).toBeTruthy();
    expect(words().value).toBe('happy '.repeat(200));
  });

  it('remembers the PNG size', async () => {
    const user = userEvent.setup();
    const first = renderTool('/emotion-to-art?s=abc');
    await user.selectOptions(screen.getByLabelText('PNG size'), '2048');
    first.unmount();
    renderTool('/emotion-to-art?s=abc');
    expect((screen.getByLabelText('PNG size') as HTMLSelectElement).value).toBe('2048');
  });

  it('starts still when the system asks for reduced motion, and can be played on request', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const paint = new Proxy(
      {},
      {
        get: (_target, prop) =>
          prop === 'createLinearGradient' || prop === 'createRadialGradient' ? () => ({ addColorStop: () => undefined }) : () => undefined,
        set: () => true,
      },
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(paint as unknown as CanvasRenderingContext2D);
    const user = userEvent.setup();
    try {
      renderTool('/emotion-to-art?e=calm&s=abc');
      expect(screen.getByText(/Motion is paused because your system asks for reduced motion/)).toBeTruthy();
      expect(screen.queryByText(/cannot draw on a canvas/)).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Play motion' }));
      expect(screen.getByRole('button', { name: 'Pause motion' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reports a canvas that fails while painting instead of crashing', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as CanvasRenderingContext2D);
    renderTool('/emotion-to-art?e=joy&s=abc');
    expect(screen.getByRole('alert').textContent).toMatch(/cannot draw on a canvas/);
  });
});
