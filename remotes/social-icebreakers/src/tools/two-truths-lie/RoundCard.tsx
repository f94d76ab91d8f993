/** The round in play: the statements to vote on (one by one or by hands), the reveal and its points. */
import { Button } from '@toolhub/shared';
import { MAX_HANDS, castVote, nextVoter, scoreRound, setHands, tellerAt, votersFor, type Game, type Round, type VoteMode } from './logic';
import { possessive } from '../../players/players';
import styles from './styles.module.css';

interface RoundCardProps {
  game: Game;
  round: Round;
  mode: VoteMode;
  players: readonly string[];
  setGame: (game: Game) => void;
  onReveal: () => void;
  onNextRound: () => void;
}

export function RoundCard({ game, round, mode, players, setGame, onReveal, onNextRound }: RoundCardProps) {
  const result = game.revealed ? scoreRound(round, game.revealedMode) : null;
  const voter = !game.revealed && mode === 'each' ? nextVoter(round, players) : null;
  const voters = votersFor(players, round.teller);
  const voted = voters.filter((p) => p in round.votes).length;

  return (
    <section className={`th-card th-stack ${styles.card}`} aria-labelledby="ttl-round-title">
      <h2 id="ttl-round-title" className={styles.title}>
        {game.revealed ? 'The reveal' : round.teller ? `Which of ${possessive(round.teller)} statements is the lie?` : 'Which statement is the lie?'}
      </h2>
      <ol className={styles.statements}>
        {round.statements.map((text, index) => {
          const isLie = game.revealed && index === round.lie;
          return (
            <li key={index} className={styles.statement} data-verdict={game.revealed ? (isLie ? 'lie' : 'truth') : undefined}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.statementText}>{text}</span>
              {game.revealed && (
                <span className={styles.verdict}>
                  {isLie ? 'Lie' : 'True'} · {result?.counts[index] ?? 0} {result?.counts[index] === 1 ? 'vote' : 'votes'}
                </span>
              )}
              {!game.revealed && mode === 'hands' && (
                <span className={styles.hands}>
                  <Button
                    size="sm"
                    aria-label={`One hand fewer for statement ${index + 1}`}
                    disabled={round.hands[index] === 0}
                    onClick={() => setGame({ ...game, round: setHands(round, index, (round.hands[index] ?? 0) - 1) })}
                  >
                    −
                  </Button>
                  <output aria-live="polite" aria-label={`Hands for statement ${index + 1}`} className={styles.handCount}>
                    {round.hands[index] ?? 0}
                  </output>
                  <Button
                    size="sm"
                    aria-label={`One more hand for statement ${index + 1}`}
                    disabled={(round.hands[index] ?? 0) >= MAX_HANDS}
                    onClick={() => setGame({ ...game, round: setHands(round, index, (round.hands[index] ?? 0) + 1) })}
                  >
                    +
                  </Button>
                </span>
              )}
            </li>
          );
        })}
      </ol>

      {!game.revealed && mode === 'each' && (
        <div className="th-stack" aria-live="polite">
          {voter ? (
            <>
              <p className={styles.passTo}>
                Pass the device to <strong>{voter}</strong> ({voted + 1} of {voters.length}). Which one is the lie?
              </p>
              <div className={styles.voteButtons} role="group" aria-label={`${possessive(voter)} vote`}>
                {round.statements.map((_, index) => (
                  <Button
                    key={index}
                    variant="primary"
                    aria-label={`Statement ${index + 1}`}
                    onClick={() => setGame({ ...game, round: castVote(round, voter, index) })}
                  >
                    {index + 1}
                  </Button>
                ))}
              </div>
            </>
          ) : (
            <p className={styles.passTo}>Everyone has voted.</p>
          )}
        </div>
      )}

      {result && (
        <div className={`th-stack ${styles.result}`} aria-live="polite">
          {game.revealedMode === 'each' ? (
            <>
              <p>
                {result.spotted.length > 0 ? `Spotted the lie: ${result.spotted.join(', ')} (+1 each).` : 'Nobody spotted the lie.'}
              </p>
              <p>
                {round.teller
                  ? `${round.teller} fooled ${result.fooled.length} ${result.fooled.length === 1 ? 'player' : 'players'} (+${result.fooled.length}).`
                  : `Fooled: ${result.fooled.length}.`}
              </p>
            </>
          ) : (
            <p>
              {result.fooledCount} {result.fooledCount === 1 ? 'hand' : 'hands'} went to a truth
              {round.teller ? `: ${round.teller} earns ${result.fooledCount}.` : '.'}
            </p>
          )}
        </div>
      )}

      <div className="th-row">
        {!game.revealed ? (
          <>
            <Button variant="primary" onClick={onReveal}>
              Reveal the lie
            </Button>
            <Button onClick={() => setGame({ ...game, round: null })}>Edit the statements</Button>
          </>
        ) : (
          <Button variant="primary" onClick={onNextRound}>
            {players.length > 1 ? `Next teller: ${tellerAt(players, game.turn + 1)}` : 'Next round'}
          </Button>
        )}
      </div>
      {!game.revealed && mode === 'each' && voter && <p className="th-hint">Reveal early to skip anyone who has not voted.</p>}
    </section>
  );
}
