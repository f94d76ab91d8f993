// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReactionTimeTool from './index';
import { fakeTool, setReducedMotion, setTabHidden } from '../../testing/harness';

const tool = fakeTool('reaction-time', 'Reaction Time Test');

/** Presses like a finger or mouse: pointer down on the pad (fake timers rule out user-event's delays). */
const tap = (element: Element) => act(() => void fireEvent.pointerDown(element, { button: 0, isPrimary: true }));
const key = (k: string) => act(() => void fireEvent.keyDown(document.body, { key: k }));

function setup() {
  render(<ReactionTimeTool tool={tool} />);
  return { click: tap, keyboard: key };
}

const pad = () => screen.getByRole('button', { name: /Tap|Wait|Too soon|Round cancelled|ms/ });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function stat(name: string): string {
  return screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

describe('Reaction Time Test', () => {
  beforeEach(() => {
    localStorage.clear();
    setReducedMotion(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    cleanup();
    setTabHidden(false);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits on red, turns green within 1.5–5 s and times the press', async () => {
    const user = setup();
    await user.click(pad());
    expect(pad().textContent).toMatch(/Wait for green/);
    await wait(1400);
    expect(pad().textContent).toMatch(/Wait for green/);
    await wait(3600);
    expect(pad().textContent).toMatch(/^Tap!/);
    await wait(250);
    await user.click(pad());
    const ms = Number(/^(\d+) ms/.exec(pad().textContent ?? '')?.[1]);
    expect(ms).toBeGreaterThanOrEqual(230);
    expect(ms).toBeLessThanOrEqual(250);
    expect(stat('Best ever')).toBe(`${ms} ms`);
    expect(screen.getByText(`${ms} milliseconds.`)).toBeTruthy();
  });

  it('says "Too soon!" on an early press and restarts the round', async () => {
    const user = setup();
    await user.click(pad());
    await wait(800);
    await user.click(pad());
    expect(pad().textContent).toMatch(/Too soon!/);
    // The abandoned wait must not turn the pad green later.
    await wait(5000);
    expect(pad().textContent).toMatch(/Too soon!/);
    await user.click(pad());
    expect(pad().textContent).toMatch(/Wait for green/);
    expect(screen.getByText('Attempts').textContent).toMatch(/0 of 5/);
  });

  it('cancels the round when the tab is hidden', async () => {
    const user = setup();
    await user.click(pad());
    act(() => setTabHidden(true));
    expect(pad().textContent).toMatch(/Round cancelled/);
    await wait(5000);
    expect(pad().textContent).toMatch(/Round cancelled/);
  });

  it('plays five attempts with the keyboard and shows the average', async () => {
    const user = setup();
    for (let i = 0; i < 5; i++) {
      await user.keyboard(' ');
      await wait(5000);
      await wait(200 + i * 10);
      await user.keyboard('k');
    }
    expect(pad().textContent).toMatch(/Set complete: \d+ ms average/);
    const times = screen
      .getAllByText(/^\d+ ms$/, { selector: 'li span' })
      .map((el) => Number(el.textContent?.split(' ')[0]));
    expect(times).toHaveLength(5);
    const average = Math.round(times.reduce((a, b) => a + b, 0) / 5);
    expect(stat('Average of five')).toBe(`${average} ms`);
    expect(stat('Best average of five')).toBe(`${average} ms`);
    expect(stat('Rounds played')).toBe('5');
    expect(screen.getByRole('button', { name: 'Copy my result' })).toBeTruthy();

    await user.keyboard('Enter');
    expect(pad().textContent).toMatch(/Wait for green/);
    expect(screen.getByText('Attempts').textContent).toMatch(/0 of 5/);
  });

  it('keeps playing when storage is unavailable', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const user = setup();
    await user.click(pad());
    await wait(5000);
    await wait(300);
    await user.click(pad());
    expect(pad().textContent).toMatch(/\d+ ms/);
    expect(screen.getByText(/isn’t saving your best times/)).toBeTruthy();
  });
});

describe('Reaction Time Test with real timers and user-event', () => {
  beforeEach(() => {
    localStorage.clear();
    setReducedMotion(true);
  });
  afterEach(() => cleanup());

  it('catches an early click straight away', async () => {
    const user = userEvent.setup();
    render(<ReactionTimeTool tool={tool} />);
    await user.click(screen.getByRole('button', { name: /Tap to start/ }));
    await user.click(screen.getByRole('button', { name: /Wait for green/ }));
    expect(screen.getByRole('button', { name: /Too soon!/ })).toBeTruthy();
    expect(screen.getByText('Too soon!', { selector: '[aria-live] , [aria-live] *' })).toBeTruthy();
  });

  it('remembers the best time across visits and can clear it', async () => {
    localStorage.setItem('toolhub:reaction-time:records', JSON.stringify({ best: 187, bestAverage: 240, rounds: 10 }));
    const user = userEvent.setup();
    render(<ReactionTimeTool tool={tool} />);
    expect(stat('Best ever')).toBe('187 ms');
    expect(stat('Best average of five')).toBe('240 ms');
    await user.click(screen.getByRole('button', { name: 'Clear best times' }));
    expect(stat('Best ever')).toBe('–');
    expect(JSON.parse(localStorage.getItem('toolhub:reaction-time:records') ?? 'null')).toEqual({ best: null, bestAverage: null, rounds: 0 });
  });

  it('restarts the set and puts focus back on the pad', async () => {
    const user = userEvent.setup();
    render(<ReactionTimeTool tool={tool} />);
    await user.click(screen.getByRole('button', { name: /Tap to start/ }));
    await user.click(screen.getByRole('button', { name: 'Restart set' }));
    const padButton = screen.getByRole('button', { name: /Tap to start/ });
    expect(document.activeElement).toBe(padButton);
  });
});
