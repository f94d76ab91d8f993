// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BounceTapTool from './index';
import { fakeTool, setReducedMotion, setTabHidden } from '../../testing/harness';
import { fakeContext, stubCanvas } from '../../testing/canvas';
import { BALL_RADIUS } from './logic';

const tool = fakeTool('bounce-tap', 'Bounce Tap');
const HIGH_KEY = 'toolhub:bounce-tap:high-score';
// The canvas is 340 CSS px wide in jsdom (no layout), showing a 400-unit-wide world.
const SCALE = 340 / 400;

const playfield = () => screen.getByRole('img', { name: /Playfield/ });
const score = () => screen.getByTestId('score').textContent;
const frames = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Where the last frame drew the ball, in world units (read back from the recorded canvas calls). */
function ballPosition(calls: string[]): { x: number; y: number } {
  const arc = calls.findLast((c) => c.startsWith('arc(') && c.includes(`,${BALL_RADIUS},0,6)`));
  const [x, y] = (arc ?? 'arc(0,0').slice(4).split(',').map(Number);
  return { x: x ?? 0, y: y ?? 0 };
}

function tapWorld(point: { x: number; y: number }, pointerType = 'touch') {
  act(() => void fireEvent.pointerDown(playfield(), { pointerId: 1, isPrimary: true, button: 0, pointerType, clientX: point.x * SCALE, clientY: point.y * SCALE }));
}

describe('Bounce Tap', () => {
  let ctx: ReturnType<typeof fakeContext>;
  beforeEach(() => {
    localStorage.clear();
    setReducedMotion(true);
    ctx = fakeContext();
    stubCanvas(ctx);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    setTabHidden(false);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('says so and offers no start button action when there is no canvas', () => {
    stubCanvas(null);
    render(<BounceTapTool tool={tool} />);
    expect(screen.getByRole('alert').textContent).toMatch(/Bounce Tap can’t run here/);
    expect(screen.getByRole('button', { name: 'Start' })).toHaveProperty('disabled', true);
  });

  it('starts from a tap on the ball, counts hits, ends when the ball falls and keeps the high score', () => {
    render(<BounceTapTool tool={tool} />);
    expect(screen.getByText('Tap the ball to start')).toBeTruthy();
    // A tap beside the ball does nothing.
    tapWorld({ x: 30, y: 30 });
    expect(screen.getByText('Tap the ball to start')).toBeTruthy();

    tapWorld(ballPosition(ctx.calls));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(score()).toBe('0');

    frames(400);
    const ball = ballPosition(ctx.calls);
    // Just outside the ball's edge still counts for a finger.
    tapWorld({ x: ball.x + BALL_RADIUS * 1.4, y: ball.y });
    expect(score()).toBe('1');

    frames(6000);
    expect(screen.getByText('New high score!')).toBeTruthy();
    expect(screen.getByText(/Game over\. You scored 1\. New high score!/)).toBeTruthy();
    expect(localStorage.getItem(HIGH_KEY)).toBe('1');
    expect(screen.getByRole('button', { name: 'Play again' })).toBeTruthy();
  });

  it('serves and restarts with the space bar', () => {
    render(<BounceTapTool tool={tool} />);
    act(() => void fireEvent.keyDown(document.body, { key: ' ' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    frames(6000);
    expect(screen.getByText('Game over')).toBeTruthy();
    expect(localStorage.getItem(HIGH_KEY)).toBeNull();
    act(() => void fireEvent.keyDown(document.body, { key: ' ' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('pauses when the tab is hidden and resumes where it was', () => {
    render(<BounceTapTool tool={tool} />);
    act(() => void fireEvent.keyDown(document.body, { key: ' ' }));
    frames(200);
    act(() => setTabHidden(true));
    const frozen = ballPosition(ctx.calls);
    expect(screen.getByText('Paused')).toBeTruthy();
    frames(3000);
    expect(ballPosition(ctx.calls)).toEqual(frozen);
    act(() => setTabHidden(false));
    tapWorld({ x: 5, y: 5 });
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('pauses and resumes from its button without losing focus', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(<BounceTapTool tool={tool} />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const button = screen.getByRole('button', { name: 'Pause' });
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Resume' })).toBe(button);
    expect(document.activeElement).toBe(button);
  });

  it('keeps playing when storage is unavailable, and can reset the high score', async () => {
    localStorage.setItem(HIGH_KEY, '7');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.useRealTimers();
    render(<BounceTapTool tool={tool} />);
    expect(screen.getByText('High score').nextElementSibling?.textContent).toBe('7');
    await userEvent.click(screen.getByRole('button', { name: 'Reset high score' }));
    expect(screen.getByText('High score').nextElementSibling?.textContent).toBe('0');
    expect(screen.getByText(/isn’t saving your high score/)).toBeTruthy();
  });
});
