// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DrawCircleTool from './index';
import { fakeTool, setReducedMotion, setTabHidden } from '../../testing/harness';
import { fakeContext, stubCanvas } from '../../testing/canvas';

const tool = fakeTool('draw-circle', 'Draw a Perfect Circle');
const BEST_KEY = 'toolhub:draw-circle:best';

const canvas = () => screen.getByRole('img', { name: /Drawing area|Your circle scored/ });

/** Draws `turns` of a circle (or a stretched ellipse) with pointer events, as a finger would. */
function drawShape({ r = 100, turns = 1, squash = 1, n = 80, lift = true } = {}) {
  const target = canvas();
  const at = (i: number) => {
    const angle = (i / n) * turns * 2 * Math.PI;
    return { clientX: 160 + r * Math.cos(angle), clientY: 160 + r * squash * Math.sin(angle) };
  };
  act(() => void fireEvent.pointerDown(target, { pointerId: 1, isPrimary: true, button: 0, ...at(0) }));
  for (let i = 1; i <= n; i++) act(() => void fireEvent.pointerMove(target, { pointerId: 1, isPrimary: true, ...at(i) }));
  if (lift) act(() => void fireEvent.pointerUp(target, { pointerId: 1, isPrimary: true, ...at(n) }));
}

describe('Draw a Perfect Circle', () => {
  beforeEach(() => {
    localStorage.clear();
    setReducedMotion(false);
  });
  afterEach(() => {
    setTabHidden(false);
    vi.restoreAllMocks();
  });

  it('says so instead of crashing when the browser gives no canvas', () => {
    stubCanvas(null);
    render(<DrawCircleTool tool={tool} />);
    expect(screen.getByRole('alert').textContent).toMatch(/won’t let the page draw/);
  });

  it('scores a perfect circle near 100%, shows the ideal circle and keeps the best', async () => {
    const ctx = fakeContext();
    stubCanvas(ctx);
    render(<DrawCircleTool tool={tool} />);
    expect(screen.queryByRole('alert')).toBeNull();
    drawShape();
    const status = screen.getByRole('status');
    expect(status.textContent).toMatch(/^(99\.\d|100\.0)% .* New best!$/);
    expect(canvas().getAttribute('aria-label')).toMatch(/scored (99\.\d|100\.0) percent/);
    // The dashed ideal circle is drawn after scoring.
    await waitFor(() => expect(ctx.calls).toContain('setLineDash(object)'));
    expect(Number(localStorage.getItem(BEST_KEY))).toBeGreaterThanOrEqual(99);
    expect(screen.getByRole('button', { name: 'Copy my score' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText(/^Best:/).textContent).toMatch(/Best: (99\.\d|100\.0)%/);
  });

  it('scores an ellipse lower and does not replace a better best', () => {
    localStorage.setItem(BEST_KEY, '97.5');
    stubCanvas(fakeContext());
    render(<DrawCircleTool tool={tool} />);
    drawShape({ squash: 0.8 });
    const text = screen.getByRole('status').textContent ?? '';
    const score = Number(/^([\d.]+)%/.exec(text)?.[1]);
    expect(score).toBeLessThan(80);
    expect(text).not.toMatch(/New best/);
    expect(screen.getByText(/^Best:/).textContent).toBe('Best: 97.5%');
  });

  it.each([
    ['too small', { r: 20 }, /Too small/],
    ['not closed', { turns: 0.6 }, /Not closed: \d+°/],
  ])('explains a stroke that is %s', (_, shape, message) => {
    stubCanvas(fakeContext());
    render(<DrawCircleTool tool={tool} />);
    drawShape(shape);
    expect(screen.getByRole('status').textContent).toMatch(message);
    expect(localStorage.getItem(BEST_KEY)).toBeNull();
  });

  it('drops a stroke in progress when the tab is hidden', () => {
    stubCanvas(fakeContext());
    render(<DrawCircleTool tool={tool} />);
    drawShape({ lift: false });
    act(() => setTabHidden(true));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveProperty('disabled', true);
  });

  it('keeps playing when storage is full and says the best is not kept', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    stubCanvas(fakeContext());
    render(<DrawCircleTool tool={tool} />);
    drawShape();
    expect(screen.getByRole('status').textContent).toMatch(/New best!/);
    expect(screen.getByText(/isn’t saving your best score/)).toBeTruthy();
  });

  it('can reset the best score', async () => {
    localStorage.setItem(BEST_KEY, '88');
    stubCanvas(fakeContext());
    render(<DrawCircleTool tool={tool} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset best' }));
    expect(screen.getByText(/^Best:/).textContent).toBe('Best: –');
    expect(localStorage.getItem(BEST_KEY)).toBe('null');
  });
});
