/** The round's outcome: the winner, every caption with its author and votes, and the next round. */
import { Button, CopyButton } from '@toolhub/shared';
import { captionLabel, type Round, type Tally } from './logic';
import styles from './styles.module.css';

interface RoundResultProps {
  result: Tally;
  round: Round;
  onNextRound: () => void;
}

export function RoundResult({ result, round, onNextRound }: RoundResultProps) {
  return (
    <div className="th-stack">
      {result.winners.length > 0 ? (
        <p className={styles.winner}>
          {result.winners.length > 1 ? `A tie: ${result.winners.join(' and ')} win this round!` : `${result.winners[0]} wins this round!`}
        </p>
      ) : (
        <p className={styles.winner}>No votes this round.</p>
      )}
      <ol className={styles.captions} aria-label="Results">
        {result.counts.map((c, index) => (
          <li key={c.author} className={styles.resultRow} data-winner={result.winners.includes(c.author) || undefined}>
            <span className={styles.letter}>{captionLabel(index)}</span>
            <span className={styles.captionText}>
              “{c.caption}” <span className="th-hint">— {c.author}</span>
            </span>
            <span className={styles.votes}>
              {c.votes} {c.votes === 1 ? 'vote' : 'votes'}
            </span>
          </li>
        ))}
      </ol>
      <div className="th-row">
        <Button variant="primary" onClick={onNextRound}>
          Next round
        </Button>
        {result.winners.length > 0 && <CopyButton size="sm" text={round.captions[result.winners[0]!] ?? ''} label="Copy winning caption" />}
      </div>
    </div>
  );
}
