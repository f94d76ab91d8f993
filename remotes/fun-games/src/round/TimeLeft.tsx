import { formatClock } from './clock';

interface TimeLeftProps {
  /** Milliseconds left in the round. */
  remaining: number;
  /** Only a running round's clock turns low. */
  running: boolean;
  className?: string;
}

/** A timed round's clock, "⏱ 1:05", read out as "65 seconds left"; data-low in a running round's last ten seconds. */
export function TimeLeft({ remaining, running, className }: TimeLeftProps) {
  const seconds = Math.ceil(remaining / 1000);
  return (
    <p className={className} aria-label={`${seconds} seconds left`} data-low={running && seconds <= 10}>
      ⏱ {formatClock(remaining)}
    </p>
  );
}
