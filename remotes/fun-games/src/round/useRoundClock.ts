import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { STOPPED_CLOCK, elapsedOf, type Clock } from './clock';

/**
 * The clock of a timed round of `roundMs` that can pause. While it runs it is read every `tickMs`;
 * the first reading past the end stops it with no time left and calls `onTimeUp`. The tool keeps
 * its own phase and moves the clock with it: `start` from zero, `pause` (banks the time),
 * `resume`, and `reset` (stopped at zero).
 */
export function useRoundClock(roundMs: number, tickMs: number, onTimeUp: () => void) {
  const [clock, setClock] = useState<Clock>(STOPPED_CLOCK);
  // The time the clock was last read (performance.now()); ticks while the clock runs.
  const [now, setNow] = useState(0);
  const running = clock.since !== null;

  const tick = useEffectEvent(() => {
    const at = performance.now();
    if (elapsedOf(clock, at) < roundMs) {
      setNow(at);
      return;
    }
    setClock({ banked: roundMs, since: null });
    onTimeUp();
  });

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(tick, tickMs);
    return () => clearInterval(timer);
  }, [running, tickMs]);

  const controls = useMemo(
    () => ({
      start() {
        const at = performance.now();
        setNow(at);
        setClock({ banked: 0, since: at });
      },
      resume() {
        const at = performance.now();
        setNow(at);
        setClock((c) => ({ banked: c.banked, since: at }));
      },
      pause() {
        setClock((c) => ({ banked: elapsedOf(c, performance.now()), since: null }));
      },
      reset() {
        setClock(STOPPED_CLOCK);
      },
    }),
    [],
  );

  return { remaining: Math.max(0, roundMs - elapsedOf(clock, now)), ...controls };
}
