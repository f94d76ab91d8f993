// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import SimonSaysTool from './index';
import { fakeTool, setTabHidden } from '../../testing/harness';
import { LEAD_IN_MS, PADS, timingFor, type PadId } from './logic';

const tool = fakeTool('simon-says', 'Simon Says');
const frequencies: number[] = [];

/** A stand-in for WebAudio that records the tones asked for. */
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume() {
    return Promise.resolve();
  }
  createOscillator() {
    const param = { setValueAtTime: (value: number) => frequencies.push(value) };
    return { type: 'sine', frequency: param, connect: (node: unknown) => node, start() {}, stop() {} };
  }
  createGain() {
    const gain = { setValueAtTime() {}, exponentialRampToValueAtTime() {} };
    return { gain, connect: (node: unknown) => node };
  }
}

/** Clicks and key presses as fireEvent (fake timers rule out user-event's delays). */
const user = {
  click: async (element: Element) => act(() => void fireEvent.click(element)),
  /** "qw{ArrowUp} " presses q, w, ArrowUp, Space on whatever has the focus. */
  keyboard: async (keys: string) => {
    for (const [, named, single] of keys.matchAll(/\{(\w+)\}|(.)/gu)) {
      act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: named ?? single }));
    }
  },
};

function renderGame(url = '/simon-says') {
  renderInRouter(<SimonSaysTool tool={tool} />, url);
  return user;
}
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const pad = (id: PadId) => screen.getByRole('button', { name: new RegExp(`^${PADS.find((p) => p.id === id)?.name} `) });
const litPad = () => (document.querySelector('[data-lit="true"]') as HTMLElement | null)?.dataset.pad as PadId | undefined;
const keyOf = (id: PadId) => PADS.find((p) => p.id === id)?.keyLabel.toLowerCase() ?? '';
const stat = (name: string | RegExp) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

/** Watches the playback and returns the pads in the order they lit. */
function watch(length: number): PadId[] {
  const { toneMs, gapMs } = timingFor(length, true);
  const seen: PadId[] = [];
  pass(LEAD_IN_MS + 10);
  for (let i = 0; i < length; i++) {
    const lit = litPad();
    if (lit) seen.push(lit);
    pass(toneMs + gapMs);
  }
  pass(50);
  return seen;
}

describe('Simon Says', () => {
  beforeEach(() => {
    localStorage.clear();
    frequencies.length = 0;
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    setTabHidden(false);
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('plays a growing sequence that the player repeats with keys and taps', async () => {
    const user = renderGame();
    expect(screen.getByText('Press Start')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByText('Watch…')).toBeTruthy();
    const first = watch(1);
    expect(first).toHaveLength(1);
    expect(screen.getByText('Your turn: 0 of 1')).toBeTruthy();
    expect(pad(first[0]!).getAttribute('aria-disabled')).toBe('false');
    await user.keyboard(keyOf(first[0]!));
    expect(stat('Score')).toBe('1');
    expect(stat('Round')).toBe('2');
    const second = watch(2);
    expect(second[0]).toBe(first[0]);
    act(() => void fireEvent.pointerDown(pad(second[0]!), { button: 0, isPrimary: true }));
    await user.keyboard(`{${second[1] === 'green' ? 'ArrowUp' : second[1] === 'red' ? 'ArrowRight' : second[1] === 'yellow' ? 'ArrowLeft' : 'ArrowDown'}}`);
    expect(stat('Score')).toBe('2');
    expect(stat('Best')).toBe('2');
    expect(localStorage.getItem('toolhub:simon-says:best')).toBe('2');
    // Tones: each pad's own note, played back and pressed.
    expect(frequencies).toContain(PADS.find((p) => p.id === first[0])?.frequency);
  });

  it('relaxed mode shows the round again after a mistake', async () => {
    const user = renderGame();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const [only] = watch(1);
    const wrong = PADS.find((p) => p.id !== only)!.id;
    await user.keyboard(keyOf(wrong));
    expect(screen.getByText('Oops! Watch again…')).toBeTruthy();
    expect(frequencies).toContain(110);
    expect(watch(1)).toEqual([only]);
    expect(screen.getByText('Your turn: 0 of 1')).toBeTruthy();
  });

  it('strict mode (from the URL) ends the game on the first mistake', async () => {
    const user = renderGame('/simon-says?strict=1');
    expect((screen.getByRole('checkbox', { name: 'Strict mode' }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard(' ');
    const [only] = watch(1);
    await user.keyboard(keyOf(only!));
    const [, next] = watch(2);
    const wrong = PADS.find((p) => p.id !== next)!.id;
    await user.keyboard(`${keyOf(only!)}${keyOf(wrong)}`);
    expect(screen.getByText('Game over')).toBeTruthy();
    expect(screen.getByText(/^You repeated/, { selector: 'p[role="status"]' }).textContent).toBe('You repeated 1 colour · New best!');
    expect(stat('Best (strict)')).toBe('1');
    expect(localStorage.getItem('toolhub:simon-says:best-strict')).toBe('1');
    expect(screen.getByRole('button', { name: 'Copy score' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play again' })).toBeTruthy();
  });

  it('keeps options in the URL: sound off plays nothing, symbols can be hidden', async () => {
    const user = renderGame();
    await user.click(screen.getByRole('checkbox', { name: 'Sound' }));
    await user.click(screen.getByRole('checkbox', { name: 'Symbols on pads' }));
    await user.click(screen.getByRole('checkbox', { name: 'Speed up' }));
    expect(currentSearch()).toBe('?sound=0&symbols=0&speedup=0');
    expect(pad('green').textContent).toBe('Q');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    watch(1);
    expect(frequencies).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Strict mode' }));
    expect(screen.getByText('Strict mode starts with your next game.')).toBeTruthy();
    expect(screen.getByText('Your turn: 0 of 1')).toBeTruthy();
  });

  it('names each pad by colour, shape and key, and ignores presses while watching', async () => {
    const user = renderGame();
    expect(pad('green').getAttribute('aria-label')).toBe('Green triangle (Q)');
    expect(pad('blue').textContent).toBe('◆S');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.keyboard('qwas');
    expect(stat('Score')).toBe('0');
    expect(screen.getByText('Watch…')).toBeTruthy();
  });

  it('pauses when the tab is hidden and replays the round on resume', async () => {
    const user = renderGame();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const [only] = watch(1);
    act(() => setTabHidden(true));
    expect(screen.getByText('Paused', { selector: 'p' })).toBeTruthy();
    await user.keyboard(keyOf(only!));
    expect(stat('Score')).toBe('0');
    act(() => setTabHidden(false));
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(watch(1)).toEqual([only]);
    await user.keyboard(keyOf(only!));
    expect(stat('Score')).toBe('1');
  });
});
