// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findTool } from '@toolhub/shared';
import { useCatalogueStore } from '../catalogue/catalogue-store';
import { preloadTool } from './remote-registry';
import { INTENT_REST_MS } from './useToolIntent';
import { ToolGrid } from '../pages/ToolCard';
import { usePreparedToolPage } from '../pages/prepared-tool-page';

vi.mock('./remote-registry', () => ({ preloadTool: vi.fn(() => Promise.resolve(true)), openTool: vi.fn() }));
vi.mock('../backend/select', () => ({ getBackend: () => new Promise(() => undefined) }));

const coinFlip = () => {
  const found = findTool(useCatalogueStore.getState().catalogue, 'coin-flip');
  if (!found) throw new Error('no coin-flip in the catalogue');
  return found;
};

function renderCard() {
  const view = render(
    <MemoryRouter>
      <ToolGrid tools={[coinFlip()]} label="Tools" />
    </MemoryRouter>,
  );
  return { link: screen.getByRole('link', { name: /Coin Flip/ }), ...view };
}

/** React's pointer enter and leave come from pointerover and pointerout. */
const pointer = (type: 'pointerOver' | 'pointerOut', element: Element, pointerType: string) => fireEvent[type](element, { pointerType, pointerId: 1 });

describe('intent preload on tool cards', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(preloadTool).mockClear();
    usePreparedToolPage.setState({ prepared: null });
  });
  afterEach(() => vi.useRealTimers());

  it(`fetches the tool once a mouse has rested on it for ${INTENT_REST_MS} ms`, () => {
    const { link } = renderCard();
    pointer('pointerOver', link, 'mouse');
    act(() => vi.advanceTimersByTime(INTENT_REST_MS - 1));
    expect(preloadTool).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(preloadTool).toHaveBeenCalledTimes(1);
    expect(vi.mocked(preloadTool).mock.calls[0]?.[1].path).toBe('coin-flip');
  });

  it('fetches nothing for a pointer only passing over', () => {
    const { link } = renderCard();
    pointer('pointerOver', link, 'mouse');
    act(() => vi.advanceTimersByTime(INTENT_REST_MS / 2));
    pointer('pointerOut', link, 'mouse');
    act(() => vi.advanceTimersByTime(INTENT_REST_MS * 4));
    expect(preloadTool).not.toHaveBeenCalled();
  });

  it('fetches at once on a touch and on keyboard focus', () => {
    const { link } = renderCard();
    fireEvent.touchStart(link);
    expect(preloadTool).toHaveBeenCalledTimes(1);
    fireEvent.focus(link);
    expect(preloadTool).toHaveBeenCalledTimes(2);
  });

  it('fetches at once when a mouse button goes down on it before the rest is over, and only once', () => {
    const { link } = renderCard();
    pointer('pointerOver', link, 'mouse');
    act(() => vi.advanceTimersByTime(INTENT_REST_MS / 2));
    fireEvent.pointerDown(link, { pointerType: 'mouse', pointerId: 1 });
    expect(preloadTool).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(INTENT_REST_MS * 2));
    expect(preloadTool).toHaveBeenCalledTimes(1);
  });

  it('leaves a finger to touchstart: its pointerdown fetches nothing more', () => {
    const { link } = renderCard();
    fireEvent.pointerDown(link, { pointerType: 'touch', pointerId: 1 });
    expect(preloadTool).not.toHaveBeenCalled();
    fireEvent.touchStart(link);
    expect(preloadTool).toHaveBeenCalledTimes(1);
  });

  it('does not wait for the rest after a touch, and leaves no timer behind when the card goes', () => {
    const { link, unmount } = renderCard();
    pointer('pointerOver', link, 'touch');
    expect(preloadTool).not.toHaveBeenCalled();
    pointer('pointerOut', link, 'touch');
    pointer('pointerOver', link, 'mouse');
    unmount();
    act(() => vi.advanceTimersByTime(INTENT_REST_MS * 2));
    expect(preloadTool).not.toHaveBeenCalled();
  });

  it('has the tool’s page prepared once its code is here, on the address the card was on', async () => {
    const { link } = renderCard();
    fireEvent.focus(link);
    expect(usePreparedToolPage.getState().prepared).toBeNull();
    await act(async () => {});
    expect(usePreparedToolPage.getState().prepared).toEqual({ path: 'coin-flip', at: 'default' });
  });

  it('prepares nothing when the code did not load', async () => {
    vi.mocked(preloadTool).mockResolvedValueOnce(false);
    const { link } = renderCard();
    fireEvent.focus(link);
    await act(async () => {});
    expect(usePreparedToolPage.getState().prepared).toBeNull();
  });
});
