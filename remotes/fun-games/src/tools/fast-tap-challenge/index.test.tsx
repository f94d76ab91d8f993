// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import FastTapChallengeTool from './index';
import { fakeTool, setReducedMotion, setTabHidden } from '../../testing/harness';

const tool = fakeTool('fast-tap-challenge', 'Fast Tap Challenge');

const target = () => screen.getByRole('button', { name: /Tap|Get ready|Go!|Time!|Cancelled|^\d/ });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const click = () => act(() => void fireEvent.pointerDown(target(), { pointerType: 'mouse', button: 0 }));
const touch = (fingers: number) =>
  act(() => void fireEvent.touchStart(target(), { changedTouches: Array.from({ length: fingers }, (_, i) => ({ identifier: i })) }));
const space = (repeat = false) => act(() => void fireEvent.keyDown(document.body, { key: ' ', repeat }));
function stat(name: string): string {
  return screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

describe('Fast Tap Challenge', () => {
  beforeEach(() => {
    localStorage.clear();
    setReducedMotion(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    setTabHidden(false);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('counts down 3-2-1, counts taps for ten seconds and keeps the best', () => {
    render(<FastTapChallengeTool tool={tool} />);
    click();
    expect(target().textContent).toMatch(/^3Get ready/);
    // Frames land every 16 ms, so the display catches up on the first frame after each second.
    wait(1020);
    click();
    expect(target().textContent).toMatch(/^2/);
    wait(1000);
    expect(target().textContent).toMatch(/^1/);
    wait(980);
    for (let i = 0; i < 20; i++) {
      click();
      wait(100);
    }
    expect(stat('Taps')).toBe('20');
    expect(Number(stat('Taps / second'))).toBeGreaterThan(8);
    wait(8100);
    click();
    expect(stat('Taps')).toBe('20');
    expect(stat('Time left')).toBe('0.0 s');
    expect(stat('Taps / second')).toBe('2.0');
    expect(screen.getByText(/New best!/)).toBeTruthy();
    expect(stat('Best')).toBe('20');
    expect(JSON.parse(localStorage.getItem('toolhub:fast-tap-challenge:best') ?? 'null')).toEqual({ taps: 20 });
    expect(screen.getByRole('button', { name: 'Copy result' })).toBeTruthy();
  });

  it('counts every finger that lands, once', () => {
    render(<FastTapChallengeTool tool={tool} />);
    touch(1);
    wait(3000);
    touch(2);
    touch(3);
    // The pointer events mirroring those touches must not count again.
    act(() => void fireEvent.pointerDown(target(), { pointerType: 'touch', button: 0 }));
    expect(stat('Taps')).toBe('5');
  });

  it('taps with Space and ignores held-down key repeats', () => {
    render(<FastTapChallengeTool tool={tool} />);
    space();
    wait(3000);
    space();
    space(true);
    space(true);
    space();
    expect(stat('Taps')).toBe('2');
  });

  it('cancels the round when the tab is hidden', () => {
    render(<FastTapChallengeTool tool={tool} />);
    click();
    wait(3500);
    click();
    act(() => setTabHidden(true));
    expect(target().textContent).toMatch(/Cancelled/);
    wait(20_000);
    expect(stat('Best')).toBe('–');
  });

  it('does not restart from taps that land just after time is up', () => {
    render(<FastTapChallengeTool tool={tool} />);
    click();
    wait(3000);
    click();
    wait(10_000);
    click();
    expect(target().textContent).toMatch(/Time!/);
    wait(1500);
    click();
    expect(target().textContent).toMatch(/Get ready/);
  });

  it('keeps playing when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<FastTapChallengeTool tool={tool} />);
    click();
    wait(3000);
    click();
    wait(10_050);
    expect(screen.getByText(/isn’t saving your best score/)).toBeTruthy();
    expect(stat('Best')).toBe('1');
  });
});
