import { useEffect, useState, type FormEvent } from 'react';
import { Message, Segmented, readStored, useDraft, useQueryState, useStoredState, writeStored, type DeckState, type ToolProps } from '@toolhub/shared';
import {
  DEFAULT_MODE,
  EMPTY_STATEMENTS,
  NEW_GAME,
  addPoints,
  checkStatements,
  drawIdea,
  lockRound,
  parseMode,
  restoreGame,
  scoreRound,
  tellerAt,
  votersFor,
  type Game,
  type Statements,
  type VoteMode,
} from './logic';
import { useTypedPlayers } from '../../players/useTypedPlayers';
import { PlayersPanel } from './PlayersPanel';
import { RoundCard } from './RoundCard';
import { StatementsForm } from './StatementsForm';
import styles from './styles.module.css';

const GAME_KEY = 'toolhub:two-truths-lie:game';
const IDEAS_KEY = 'toolhub:two-truths-lie:ideas';

const MODE_OPTIONS = [
  { value: 'each' as const, label: 'One by one' },
  { value: 'hands' as const, label: 'Show of hands' },
];

export default function TwoTruthsLieTool(_props: ToolProps) {
  const [modeParam, setModeParam] = useQueryState('votes', DEFAULT_MODE);
  const parsedMode = parseMode(modeParam);
  const playerList = useTypedPlayers('two-truths-lie:players');
  const [statements, setStatements] = useDraft<Statements>('two-truths-lie:statements', EMPTY_STATEMENTS);
  const [lieDraft, setLieDraft] = useDraft('two-truths-lie:lie', '');
  const [game, setGame] = useStoredState<Game>(GAME_KEY, restoreGame);
  const [ideaDeck, setIdeaDeck] = useState<DeckState>(() => readStored<DeckState>(IDEAS_KEY, { seen: [] }));
  const [idea, setIdea] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);

  useEffect(() => {
    writeStored(IDEAS_KEY, ideaDeck);
  }, [ideaDeck]);

  const players = playerList.names;
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
          <StatementsForm
            teller={teller}
            statements={statements}
            onEditStatement={editStatement}
            lieDraft={lieDraft}
            onLieDraft={setLieDraft}
            check={check}
            showErrors={showErrors}
            idea={idea}
            onLockIn={lockIn}
            onGiveIdea={giveIdea}
          />
        )}

        {round && <RoundCard game={game} round={round} mode={mode} players={players} setGame={setGame} onReveal={reveal} onNextRound={nextRound} />}
      </div>

      <PlayersPanel
        players={playerList}
        scores={game.scores}
        teller={teller}
        rounds={game.rounds}
        onNewGame={() => {
          setGame(NEW_GAME);
          setStatements(EMPTY_STATEMENTS);
          setLieDraft('');
          setShowErrors(false);
        }}
      />
    </div>
  );
}
