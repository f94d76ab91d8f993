import game from '../ui/game.module.css';

interface TimeLeftBarProps {
  /** How much of the round is left: 1 full, 0 gone. */
  part: number;
  /** The tool's own class for the bar (its transition). */
  barClassName?: string;
}

/** A timed round's draining bar, beside the clock that says the same to screen readers. */
export function TimeLeftBar({ part, barClassName }: TimeLeftBarProps) {
  return (
    <div className={game.track} aria-hidden="true">
      <div className={barClassName ? `${game.bar} ${barClassName}` : game.bar} style={{ transform: `scaleX(${part})` }} />
    </div>
  );
}
