import { formatClock } from './clock';

interface TimeLeftProps {
  /** Milliseconds left in the round. */
  remaining: number;
  /** Only a running round's clock turns low. */
  running: boolean;
  className?: string;
}

/**
 * A timed round's clock, "⏱ 1:05", read out as "65 seconds left"; data-low in a running round's
 * last ten seconds. The spoken form is visually hidden text, not an aria-label: a paragraph
 * cannot be named, and screen readers ignore a label on one.
 */
export function TimeLeft({ remaining, running, className }: TimeLeftProps) {
  const seconds = Math.ceil(remaining / 1000);
  return (
    <p className={className} data-low={running && seconds <= 10}>
      <span aria-hidden="true">⏱ {formatClock(remaining)}</span>
      <span className="th-visually-hidden">{seconds === 1 ? '1 second left' : `${seconds} seconds left`}</span>
    </p>
  );
}
