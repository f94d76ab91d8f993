import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Message, Segmented, useDraft, useQueryState, useStoredState, type ToolProps } from '@toolhub/shared';
import {
  DEFAULT_PICTURE,
  MIN_PLAYERS,
  captionError,
  castVote,
  finishRound,
  newGame,
  newRound,
  nextVoter,
  nextWriter,
  parsePicture,
  restoreGame,
  startVoting,
  submitCaption,
  tally,
  type Game,
} from './logic';
import { possessive } from '../../players/players';
import { useTypedPlayers } from '../../players/useTypedPlayers';
import { newSeed, parseSeed, sceneFromSeed } from './scene';
import { CaptionForm } from './CaptionForm';
import { PictureCard, type Photo } from './PictureCard';
import { PlayersPanel } from './PlayersPanel';
import { RoundResult } from './RoundResult';
import { VotePanel } from './VotePanel';
import styles from './styles.module.css';

const GAME_KEY = 'toolhub:caption-this:game';
const PICTURE_OPTIONS = [
  { value: 'scene' as const, label: 'Generated scene' },
  { value: 'photo' as const, label: 'Your photo' },
];

export default function CaptionThisTool(_props: ToolProps) {
  const [pictureParam, setPictureParam] = useQueryState('picture', DEFAULT_PICTURE);
  const [sceneParam, setSceneParam] = useQueryState('scene', '');
  const picture = parsePicture(pictureParam) ?? DEFAULT_PICTURE;
  const linkedSeed = parseSeed(sceneParam);
  const [game, setGame] = useStoredState<Game>(GAME_KEY, (stored) => restoreGame(stored, null));
  // The link's scene wins (a shared link, back/forward); otherwise this game's own scene.
  const [ownSeed, setSeed] = useState<number>(() => game.round.seed ?? newSeed());
  const seed = linkedSeed ?? ownSeed;
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const playerList = useTypedPlayers('caption-this:players');
  const [caption, setCaption] = useDraft('caption-this:caption', '');
  const [captionProblem, setCaptionProblem] = useState<string | null>(null);
  const captionId = useId();
  const captionRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);

  const players = playerList.names;
  const scene = sceneFromSeed(seed);
  const round = game.round;
  const writer = nextWriter(round, players);
  const voting = round.order.length > 0 && !round.revealed;
  const voter = voting ? nextVoter(round, players) : null;
  const written = Object.keys(round.captions).length;
  const canPlay = players.length >= MIN_PLAYERS;
  const pictureName = picture === 'photo' ? (photo ? `your photo (${photo.name})` : 'your photo') : scene.description;

  function newPicture() {
    const next = newSeed();
    setSeed(next);
    setSceneParam(String(next));
    setGame({ ...game, round: { ...round, seed: next } });
  }

  function hand(event: FormEvent) {
    event.preventDefault();
    if (!writer) return;
    const others = Object.entries(round.captions).filter(([a]) => a !== writer).map(([, c]) => c);
    const problem = captionError(caption, others);
    setCaptionProblem(problem);
    if (problem) {
      captionRef.current?.focus();
      return;
    }
    let next = submitCaption(round, writer, caption);
    if (nextWriter(next, players) === null) next = startVoting(next);
    setGame({ ...game, round: next });
    setCaption('');
  }

  function vote(author: string) {
    if (!voter) return;
    const next = castVote(round, voter, author);
    const updated = { ...game, round: next };
    setGame(nextVoter(next, players) === null ? finishRound(updated, pictureName) : updated);
  }

  function nextRound() {
    const next = newSeed();
    if (picture === 'scene') {
      setSeed(next);
      setSceneParam(String(next));
    }
    setGame({ ...game, round: newRound(next) });
    setCaptionProblem(null);
  }

  const heading = !canPlay
    ? 'Add players to start'
    : round.revealed
      ? 'The winner'
      : voting
        ? voter
          ? `${possessive(voter)} vote`
          : 'Votes are in'
        : writer
          ? `${possessive(writer)} caption`
          : 'Captions are in';
  const result = round.revealed ? tally(round) : null;

  return (
    <div className={`th-columns ${styles.tool}`}>
      <div className="th-stack">
        <Segmented legend="Picture" options={PICTURE_OPTIONS} value={picture} onChange={(next) => setPictureParam(next)} />
        {parsePicture(pictureParam) === null && <Message tone="warning">The link asked for an unknown picture (“{pictureParam}”), so a generated scene is shown.</Message>}
        {sceneParam !== '' && linkedSeed === null && (
          <Message tone="warning">The link’s scene number (“{sceneParam.slice(0, 20)}”) is not a whole number up to 9 digits, so another scene is shown.</Message>
        )}

        <PictureCard
          picture={picture}
          scene={scene}
          seed={seed}
          photo={photo}
          setPhoto={setPhoto}
          photoError={photoError}
          setPhotoError={setPhotoError}
          written={written}
          round={round}
          onNewPicture={newPicture}
        />

        <section className={`th-card th-stack ${styles.round}`} aria-labelledby="ct-round-title">
          <h2 id="ct-round-title" className={styles.title}>
            {heading}
          </h2>
          <p role="status" className="th-visually-hidden">
            {heading}
          </p>

          {!canPlay && <p>Caption This needs at least {MIN_PLAYERS} players: list them on the right. Then each writes a caption in turn and everyone votes for their favourite, without names.</p>}

          {canPlay && !voting && !round.revealed && writer && (
            <CaptionForm
              writer={writer}
              written={written}
              players={players}
              caption={caption}
              setCaption={setCaption}
              captionProblem={captionProblem}
              setCaptionProblem={setCaptionProblem}
              captionId={captionId}
              captionRef={captionRef}
              onHandIn={hand}
            />
          )}

          {voting && voter && <VotePanel voter={voter} round={round} onVote={vote} onRevealNow={() => setGame(finishRound(game, pictureName))} />}

          {result && <RoundResult result={result} round={round} onNextRound={nextRound} />}
        </section>
      </div>

      <PlayersPanel
        players={playerList}
        game={game}
        onNewGame={() => {
          setGame(newGame(seed));
          setCaption('');
          setCaptionProblem(null);
        }}
      />
    </div>
  );
}
