import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  Button,
  Message,
  Segmented,
  TextField,
  readStored,
  useDraft,
  useQueryState,
  writeStored,
  type DeckState,
  type ToolProps,
} from '@toolhub/shared';
import { IDEAS } from './ideas';
import {
  DEFAULT_MODE,
  EMPTY_STATEMENTS,
  MAX_HANDS,
  MAX_STATEMENT_LENGTH,
  NEW_GAME,
  addPoints,
  castVote,
  checkStatements,
  drawIdea,
  lockRound,
  nextVoter,
  parseMode,
  restoreGame,
  scoreRound,
  setHands,
  standings,
  tellerAt,
  votersFor,
  type Game,
  type Statements,
  type VoteMode,
} from './logic';
import { parsePlayers, possessive } from '../../players/players';
import { PlayersField } from '../../players/PlayersField';
import styles from './styles.module.css';

const GAME_KEY = 'toolhub:two-truths-lie:game';
const IDEAS_KEY = 'toolhub:two-truths-lie:ideas';

const MODE_OPTIONS = [
  { value: 'each' as const, label: 'One by one' },
  { value: 'hands' as const, label: 'Show of hands' },
];
const LIE_OPTIONS = [
  { value: '0', label: '1' },
  { value: '1', label: '2' },
  { value: '2', label: '3' },
];

export default function TwoTruthsLieTool(_props: ToolProps) {
  const [modeParam, setModeParam] = useQueryState('votes', DEFAULT_MODE);
  const parsedMode = parseMode(modeParam);
  const [playersText, setPlayersText] = useDraft('two-truths-lie:players', '');
  const [statements, setStatements] = useDraft<Statements>('two-truths-lie:statements', EMPTY_STATEMENTS);
  const [lieDraft, setLieDraft] = useDraft('two-truths-lie:lie', '');
  const [game, setGame] = useState<Game>(() => restoreGame(readStored<unknown>(GAME_KEY, null)));
  const [ideaDeck, setIdeaDeck] = useState<DeckState>(() => readStored<DeckState>(IDEAS_KEY, { seen: [] }));
  const [idea, setIdea] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);

  useEffect(() => {
    writeStored(GAME_KEY, game);
  }, [game]);
  useEffect(() => {
    writeStored(IDEAS_KEY, ideaDeck);
  }, [ideaDeck]);

  const { names: players, problems } = useMemo(() => parsePlayers(playersText), [playersText]);
  const teller = game.round ? game.round.teller : tellerAt(players, game.turn);
  // One-by-one votes need someone besides the teller; otherwise hands are counted.
  const canVoteEach = votersFor(players, teller).length > 0;
  const mode: VoteMode = (parsedMode ?? DEFAULT_MODE) === 'each' && canVoteEach ? 'each' : 'hands';
  const lie = lieDraft === '' ? null : Number(lieDraft);
  const check = checkStatements(statements, lie);

  function editStatement(index: number, text: string) {
    const next = [...statements] as Statements;
    next[index] = text;
    setStatements(next);
  }

  function lockIn(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (!check.ok || lie === null) return;
    setShowErrors(false);
    setIdea(null);
    setGame({ ...game, round: lockRound(teller, statements, lie), revealed: false });
  }

  function reveal() {
    if (!game.round) return;
    const result = scoreRound(game.round, mode);
    setGame({ ...game, revealed: true, revealedMode: mode, scores: addPoints(game.scores, result.points), rounds: game.rounds + 1 });
  }

  function nextRound() {
    setGame({ ...game, round: null, revealed: false, turn: players.length > 0 ? (game.turn + 1) % players.length : 0 });
    setStatements(EMPTY_STATEMENTS);
    setLieDraft('');
  }

  function giveIdea() {
    const draw = drawIdea(ideaDeck);
    if (!draw) return;
    setIdeaDeck(draw.deck);
    setIdea(draw.idea);
  }

  const round = game.round;
  const result = round && game.revealed ? scoreRound(round, game.revealedMode) : null;
  const voter = round && !game.revealed && mode === 'each' ? nextVoter(round, players) : null;
  const voters = round ? votersFor(players, round.teller) : [];
  const voted = round ? voters.filter((p) => p in round.votes).length : 0;
  const board = standings(players, game.scores);

  return (
    <div className={`th-columns ${styles.tool}`}>
      <div className="th-stack">
        <Segmented
          legend="Voting"
          options={MODE_OPTIONS}
          value={parsedMode ?? DEFAULT_MODE}
          onChange={(next) => setModeParam(next)}
        />
        <p className="th-hint">
          {mode === 'each'
            ? 'Each player picks the lie in secret on this device; spotting it earns 1 point, and the teller earns 1 for every player fooled.'
            : 'Everyone raises a hand for the statement they think is the lie; the teller earns 1 point per hand on a truth.'}
          {(parsedMode ?? DEFAULT_MODE) === 'each' && !canVoteEach && ' Add at least two players to vote one by one; until then hands are counted.'}
        </p>
        {parsedMode === null && (
          <Message tone="warning">The link asked for an unknown voting mode (“{modeParam}”), so votes are taken one by one.</Message>
        )}

        {!round && (
          <form className={`th-card th-stack ${styles.card}`} onSubmit={lockIn} noValidate aria-labelledby="ttl-write-title">
            <h2 id="ttl-write-title" className={styles.title}>
              {teller ? `${possessive(teller)} turn to tell` : 'Teller: write your statements'}
            </h2>
            <p className="th-hint">Two true things about you and one lie. Others look away while you mark the lie.</p>
            {statements.map((text, index) => (
              <TextField
                key={index}
                label={`Statement ${index + 1}`}
                value={text}
                maxLength={MAX_STATEMENT_LENGTH + 50}
                onChange={(value) => editStatement(index, value)}
                error={showErrors ? check.fields[index] : null}
              />
            ))}
            <div className="th-field">
              <Segmented legend="Which statement is the lie?" options={LIE_OPTIONS} value={lieDraft} onChange={setLieDraft} />
              {showErrors && check.lie && <p className="th-field-error">{check.lie}</p>}
            </div>
            <div className="th-row">
              <Button type="submit" variant="primary">
                Lock in and vote
              </Button>
              <Button onClick={giveIdea}>
                <span aria-hidden="true">💡</span> Give me an idea
              </Button>
            </div>
            <div aria-live="polite">
              {idea && (
                <p className={styles.idea}>
                  <strong>Idea:</strong> {idea}
                </p>
              )}
            </div>
          </form>
        )}

        {round && (
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
                  <Button variant="primary" onClick={reveal}>
                    Reveal the lie
                  </Button>
                  <Button onClick={() => setGame({ ...game, round: null })}>Edit the statements</Button>
                </>
              ) : (
                <Button variant="primary" onClick={nextRound}>
                  {players.length > 1 ? `Next teller: ${tellerAt(players, game.turn + 1)}` : 'Next round'}
                </Button>
              )}
            </div>
            {!game.revealed && mode === 'each' && voter && <p className="th-hint">Reveal early to skip anyone who has not voted.</p>}
          </section>
        )}
      </div>

      <aside className="th-card th-stack" aria-labelledby="ttl-players-title">
        <h2 id="ttl-players-title" className={styles.title}>
          Players and scores
        </h2>
        <PlayersField
          value={playersText}
          onChange={setPlayersText}
          problems={problems}
          hint="Optional. Turns to tell go round in this order."
        />
        {board.length > 0 ? (
          <ol className={`th-list ${styles.board}`} aria-label="Scores">
            {board.map(({ name, score }) => (
              <li key={name} className={styles.boardRow} data-teller={name === teller || undefined}>
                <span className={styles.boardName}>
                  {name}
                  {name === teller && <span className="th-hint"> · telling</span>}
                </span>
                <span className={styles.score}>
                  {score} {score === 1 ? 'pt' : 'pts'}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="th-hint">No players yet: play as a group and count hands.</p>
        )}
        <p className="th-hint">
          {game.rounds} {game.rounds === 1 ? 'round' : 'rounds'} played. {IDEAS.length} ideas for the stuck.
        </p>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setGame(NEW_GAME);
            setStatements(EMPTY_STATEMENTS);
            setLieDraft('');
            setShowErrors(false);
          }}
        >
          New game (scores to zero)
        </Button>
      </aside>
    </div>
  );
}
