// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TimeLeft } from './TimeLeft';
import { useRoundClock } from './useRoundClock';

let now = 0;
const passTime = (ms: number) =>
  act(() => {
    now += ms;
    vi.advanceTimersByTime(ms);
  });

/** A round as a tool plays it: the tool keeps whether it runs, and moves the clock with it. */
function Round({ onTimeUp }: { onTimeUp: () => void }) {
  const [running, setRunning] = useState(false);
  const clock = useRoundClock(30_000, 100, () => {
    setRunning(false);
    onTimeUp();
  });
  const move = (step: () => void, runs: boolean) => () => {
    step();
    setRunning(runs);
  };
  return (
    <>
      <TimeLeft remaining={clock.remaining} running={running} />
      <button onClick={move(clock.start, true)}>Start</button>
      <button onClick={move(clock.pause, false)}>Pause</button>
      <button onClick={move(clock.resume, true)}>Resume</button>
      <button onClick={move(clock.reset, false)}>Reset</button>
    </>
  );
}

function renderRound(onTimeUp = vi.fn()) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<Round onTimeUp={onTimeUp} />);
  const press = (name: string) => user.click(screen.getByRole('button', { name }));
  const clock = () => screen.getByText(/^⏱ /);
  const spoken = () => screen.getByText(/seconds? left$/).textContent;
  const low = () => clock().closest('p')?.getAttribute('data-low');
  return { press, clock, spoken, low, onTimeUp };
}

describe('useRoundClock with TimeLeft', () => {
  beforeEach(() => {
    now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the whole round until it starts, then counts down', async () => {
    const { press, clock, spoken } = renderRound();
    expect(clock().textContent).toBe('⏱ 0:30');
    passTime(5_000);
    expect(spoken()).toBe('30 seconds left');
    await press('Start');
    passTime(12_000);
    expect(clock().textContent).toBe('⏱ 0:18');
    expect(spoken()).toBe('18 seconds left');
  });

  it('stops while paused and carries on from there', async () => {
    const { press, spoken } = renderRound();
    await press('Start');
    passTime(4_000);
    await press('Pause');
    passTime(60_000);
    expect(spoken()).toBe('26 seconds left');
    await press('Resume');
    passTime(1_000);
    expect(spoken()).toBe('25 seconds left');
  });

  it('turns low in the last ten seconds of a running round only', async () => {
    const { press, low } = renderRound();
    expect(low()).toBe('false');
    await press('Start');
    passTime(19_900);
    expect(low()).toBe('false');
    passTime(200);
    expect(low()).toBe('true');
    await press('Pause');
    expect(low()).toBe('false');
  });

  it('stops at the first reading past the end and calls time up once', async () => {
    const onTimeUp = vi.fn();
    const { press, clock } = renderRound(onTimeUp);
    await press('Start');
    passTime(29_950);
    expect(onTimeUp).not.toHaveBeenCalled();
    expect(clock().textContent).toBe('⏱ 0:01');
    passTime(100);
    expect(onTimeUp).toHaveBeenCalledTimes(1);
    passTime(5_000);
    expect(onTimeUp).toHaveBeenCalledTimes(1);
    expect(clock().textContent).toBe('⏱ 0:00');
    await press('Reset');
    expect(clock().textContent).toBe('⏱ 0:30');
  });
});
