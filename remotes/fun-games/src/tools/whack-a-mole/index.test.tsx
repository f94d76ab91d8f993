// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WhackAMoleTool from './index';
import { fakeTool, setReducedMotion, setTabHidden } from '../../testing/harness';
import type { Pop } from './logic';

// The round's schedule is fixed here so the test knows where moles will be.
const SCHEDULE: Pop[] = [
  { hole: 4, at: 100, until: 1100 },
  { hole: 0, at: 600, until: 1600 },
  { hole: 8, at: 2000, until: 3000 },
];
vi.mock('./logic', async (importOriginal) => {
  const original = await importOriginal<typeof import('./logic')>();
  return { ...original, buildSchedule: () => SCHEDULE };
});

const tool = fakeTool('whack-a-mole', 'Whack-a-Mole');
const HIGH_KEY = 'toolhub:whack-a-mole:high-score';

const hole = (key: string) => screen.getByRole('button', { name: new RegExp(`^Hole ${key}\\b`) });
const score = () => screen.getByTestId('score').textContent;
const frames = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const press = (key: string, init: KeyboardEventInit = {}) => act(() => void fireEvent.keyDown(document.body, { key, ...init }));
const tap = (el: Element) => act(() => void fireEvent.pointerDown(el, { button: 0, isPrimary: true }));

describe('Whack-a-Mole', () => {
  beforeEach(() => {
    localStorage.clear();
    setReducedMotion(true);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    setTabHidden(false);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('lays out nine holes like a numpad', () => {
    render(<WhackAMoleTool tool={tool} />);
    const names = within(screen.getByRole('group', { name: 'Mole holes' }))
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Hole 7', 'Hole 8', 'Hole 9', 'Hole 4', 'Hole 5', 'Hole 6', 'Hole 1', 'Hole 2', 'Hole 3']);
  });

  it('plays a 30-second round with taps and number keys, and keeps the high score', () => {
    render(<WhackAMoleTool tool={tool} />);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Start round' })));
    frames(300);
    expect(hole('5').getAttribute('aria-label')).toBe('Hole 5, mole up!');
    tap(hole('5'));
    expect(score()).toBe('10');
    expect(hole('5').getAttribute('aria-label')).toBe('Hole 5, whacked');

    frames(400);
    // Hole 0 of the schedule is the top-left hole, key 7 on a numpad.
    press('7');
    expect(score()).toBe('20');
    // Hitting an empty hole is a miss.
    press('3');
    expect(score()).toBe('15');
    expect(screen.getByText(/Misses/).textContent).toMatch(/Hits 2 · Misses 1 · Got away 0 · Accuracy 67%/);

    frames(30_000);
    expect(screen.getByText('New high score!')).toBeTruthy();
    expect(screen.getByText(/Time’s up! 2 hits, 1 miss, 1 got away\. Score 15\. New high score!/)).toBeTruthy();
    expect(localStorage.getItem(HIGH_KEY)).toBe('15');
    expect(screen.getByRole('button', { name: 'Play again' })).toBeTruthy();
  });

  it('starts with the space bar and whacks the focused hole with a keyboard click after moving with arrows', () => {
    render(<WhackAMoleTool tool={tool} />);
    press(' ');
    expect(screen.queryByRole('button', { name: 'Start round' })).toBeNull();
    frames(300);
    // Focus starts on the middle hole; one step up and one left reaches the top-left.
    act(() => hole('5').focus());
    act(() => void fireEvent.keyDown(hole('5'), { key: 'ArrowUp' }));
    expect(document.activeElement).toBe(hole('8'));
    act(() => void fireEvent.keyDown(hole('8'), { key: 'ArrowLeft' }));
    expect(document.activeElement).toBe(hole('7'));
    expect(hole('7').tabIndex).toBe(0);
    expect(hole('5').tabIndex).toBe(-1);
    frames(400);
    act(() => void fireEvent.click(hole('7'), { detail: 0 }));
    expect(score()).toBe('10');
  });

  it('pauses when the tab is hidden and the clock stops', () => {
    render(<WhackAMoleTool tool={tool} />);
    press(' ');
    frames(1000);
    act(() => setTabHidden(true));
    expect(screen.getByText('Paused', { selector: 'p' })).toBeTruthy();
    const left = screen.getByRole('progressbar', { name: 'Time left' }).getAttribute('aria-valuenow');
    frames(10_000);
    expect(screen.getByRole('progressbar', { name: 'Time left' }).getAttribute('aria-valuenow')).toBe(left);
    // Keys do nothing while paused.
    press('5');
    expect(screen.getByText(/Misses/).textContent).toMatch(/Misses 0/);
    act(() => setTabHidden(false));
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Resume' })));
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
  });

  it('keeps playing when storage is unavailable and can reset the high score', async () => {
    vi.useRealTimers();
    localStorage.setItem(HIGH_KEY, '120');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<WhackAMoleTool tool={tool} />);
    expect(screen.getByText('High score').nextElementSibling?.textContent).toBe('120');
    await userEvent.click(screen.getByRole('button', { name: 'Reset high score' }));
    expect(screen.getByText('High score').nextElementSibling?.textContent).toBe('0');
    expect(screen.getByText(/isn’t saving your high score/)).toBeTruthy();
  });

  it('ignores number keys typed into a field', () => {
    render(
      <>
        <label>
          Name <input />
        </label>
        <WhackAMoleTool tool={tool} />
      </>,
    );
    press(' ');
    frames(300);
    const input = screen.getByRole('textbox', { name: 'Name' });
    act(() => void fireEvent.keyDown(input, { key: '5' }));
    expect(score()).toBe('0');
  });
});
