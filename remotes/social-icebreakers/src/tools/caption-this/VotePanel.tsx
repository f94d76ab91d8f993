/** A voter's turn: the anonymous captions to pick the funniest from (not their own). */
import { Button } from '@toolhub/shared';
import { captionLabel, type Round } from './logic';
import styles from './styles.module.css';

interface VotePanelProps {
  voter: string;
  round: Round;
  onVote: (author: string) => void;
  onRevealNow: () => void;
}

export function VotePanel({ voter, round, onVote, onRevealNow }: VotePanelProps) {
  return (
    <div className="th-stack">
      <p>Pass the device to <strong>{voter}</strong>. Pick the funniest caption (not your own).</p>
      <ul className={styles.captions} aria-label="Captions">
        {round.order.map((author, index) => (
          <li key={author}>
            <button type="button" className={styles.captionButton} disabled={author === voter} onClick={() => onVote(author)}>
              <span className={styles.letter}>{captionLabel(index)}</span>
              <span className={styles.captionText}>{round.captions[author]}</span>
              {author === voter && <span className="th-hint"> (yours)</span>}
            </button>
          </li>
        ))}
      </ul>
      <p className="th-hint">{Object.keys(round.votes).length} of {round.order.length} have voted.</p>
      <div className="th-row">
        <Button size="sm" onClick={onRevealNow}>
          Reveal now
        </Button>
      </div>
    </div>
  );
}
