import { Button } from '@toolhub/shared';

interface ResetHighScoreProps {
  highScore: number;
  /** A game in play: the button would only be hit by accident. */
  playing: boolean;
  onReset: () => void;
}

/** The button that sets a game's high score back to 0: offered between games once there is one. */
export function ResetHighScore({ highScore, playing, onReset }: ResetHighScoreProps) {
  if (highScore <= 0 || playing) return null;
  return (
    <Button variant="ghost" size="sm" onClick={onReset}>
      Reset high score
    </Button>
  );
}
