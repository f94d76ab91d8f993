import { forwardRef, useEffect, useEffectEvent, useImperativeHandle, useRef } from 'react';
import { SYMBOLS, type SymbolId } from './data';
import styles from './styles.module.css';

export interface ReelsSpin {
  id: number;
  stops: readonly number[];
}

export interface ReelsHandle {
  /** Lands every reel at once (tab hidden, impatient player). */
  finish: () => void;
}

interface ReelsProps {
  strips: readonly (readonly SymbolId[])[];
  spin: ReelsSpin | null;
  /** Reduced motion: reels jump straight to their stops. */
  instant: boolean;
  /** Reels (0–2) to highlight as part of a win. */
  winning: readonly number[];
  onLanded: (id: number) => void;
}

const FIRST_STOP_MS = 900;
const STOP_GAP_MS = 450;

/** Ease-out with a small overshoot, so each reel lands with a little clunk. */
function easeOutBack(t: number): number {
  const c1 = 1.1;
  const c3 = c1 + 1;
  return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2;
}

/** Moves a reel's column so that `position` on its strip (of `length` symbols) sits on the payline. */
function placeColumn(column: HTMLDivElement | null | undefined, length: number, position: number) {
  const wrapped = ((position % length) + length) % length;
  // The middle copy of the strip is on show; the row above the payline is one cell earlier.
  if (column) column.style.transform = `translateY(${(-(length + wrapped - 1) / (3 * length)) * 100}%)`;
}

/** Three reel windows; each shows the strip three times over so wrapping round is seamless. */
export const Reels = forwardRef<ReelsHandle, ReelsProps>(function Reels({ strips, spin, instant, winning, onLanded }, ref) {
  const columns = useRef<(HTMLDivElement | null)[]>([]);
  const positions = useRef<number[]>(strips.map(() => 0));
  const frame = useRef<number | null>(null);
  const finishRef = useRef<() => void>(() => {});

  useImperativeHandle(ref, () => ({ finish: () => finishRef.current() }), []);

  // Placing only needs to happen once per strip set; later moves come from the spin effect.
  useEffect(() => {
    strips.forEach((strip, reel) => placeColumn(columns.current[reel], strip.length, positions.current[reel] ?? 0));
  }, [strips]);

  // A new spin is identified by its id: the strips, motion setting and listener it reads when it
  // starts must not restart it if they change mid-spin, so they are read through effect events.
  const spinSettings = useEffectEvent(() => ({ strips, instant }));
  const notifyLanded = useEffectEvent((id: number) => onLanded(id));

  useEffect(() => {
    if (!spin) return;
    const { strips, instant } = spinSettings();
    const place = (reel: number, position: number) => placeColumn(columns.current[reel], strips[reel]?.length ?? 1, position);
    const targets = spin.stops.map((stop, reel) => {
      const length = strips[reel]?.length ?? 1;
      const from = positions.current[reel] ?? 0;
      // Always spin forwards a few whole turns, more for later reels, then land on the stop.
      const ahead = (((stop - from) % length) + length) % length;
      return from + (2 + reel) * length + ahead;
    });
    const current = positions.current;
    const starts = [...current];
    let done = false;
    const land = () => {
      if (done) return;
      done = true;
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
      spin.stops.forEach((stop, reel) => {
        positions.current[reel] = stop;
        place(reel, stop);
      });
      notifyLanded(spin.id);
    };
    finishRef.current = land;
    if (instant || typeof requestAnimationFrame !== 'function') {
      land();
      return;
    }
    let startedAt: number | null = null;
    const step = (now: number) => {
      startedAt ??= now;
      const elapsed = now - startedAt;
      let moving = false;
      targets.forEach((target, reel) => {
        const duration = FIRST_STOP_MS + reel * STOP_GAP_MS;
        const t = Math.min(1, elapsed / duration);
        if (t < 1) moving = true;
        const start = starts[reel] ?? 0;
        place(reel, start + (target - start) * easeOutBack(t));
      });
      if (moving) frame.current = requestAnimationFrame(step);
      else land();
    };
    frame.current = requestAnimationFrame(step);
    return () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
      if (!done) {
        // Unmounting or a new spin mid-way: leave the reels where the outcome says they are.
        spin.stops.forEach((stop, reel) => {
          current[reel] = stop;
        });
      }
    };
  }, [spin]);

  return (
    <div className={styles.reels} aria-hidden="true">
      {strips.map((strip, reel) => (
        <div key={reel} className={styles.window} data-win={winning.includes(reel)}>
          <div
            className={styles.column}
            ref={(el) => {
              columns.current[reel] = el;
            }}
          >
            {[0, 1, 2].flatMap((copy) =>
              strip.map((symbol, i) => (
                <span key={`${copy}-${i}`} className={styles.cell}>
                  {SYMBOLS[symbol].glyph}
                </span>
              )),
            )}
          </div>
        </div>
      ))}
      <div className={styles.payline} />
    </div>
  );
});
