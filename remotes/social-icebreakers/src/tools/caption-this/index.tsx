import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, CopyButton, FileDrop, formatNumber, Message, Segmented, readStored, useDraft, useQueryState, writeStored, type ToolProps } from '@toolhub/shared';
import {
  DEFAULT_PICTURE,
  MAX_CAPTION_LENGTH,
  MIN_PLAYERS,
  captionError,
  captionLabel,
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
import { parsePlayers, possessive } from '../../players/players';
import { PlayersField } from '../../players/PlayersField';
import { SCENE_COUNT, newSeed, parseSeed, sceneFromSeed } from './scene';
import { SceneArt } from './SceneArt';
import styles from './styles.module.css';

const GAME_KEY = 'toolhub:caption-this:game';
const PICTURE_OPTIONS = [
  { value: 'scene' as const, label: 'Generated scene' },
  { value: 'photo' as const, label: 'Your photo' },
];

interface Photo {
  url: string;
  name: string;
}

export default function CaptionThisTool(_props: ToolProps) {
  const [pictureParam, setPictureParam] = useQueryState('picture', DEFAULT_PICTURE);
  const [sceneParam, setSceneParam] = useQueryState('scene', '');
  const picture = parsePicture(pictureParam) ?? DEFAULT_PICTURE;
  const linkedSeed = parseSeed(sceneParam);
  const [game, setGame] = useState<Game>(() => restoreGame(readStored<unknown>(GAME_KEY, null), null));
  // The link's scene wins (a shared link, back/forward); otherwise this game's own scene.
  const [ownSeed, setSeed] = useState<number>(() => game.round.seed ?? newSeed());
  const seed = linkedSeed ?? ownSeed;
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [playersText, setPlayersText] = useDraft('caption-this:players', '');
  const [caption, setCaption] = useDraft('caption-this:caption', '');
  const [captionProblem, setCaptionProblem] = useState<string | null>(null);
  const captionId = useId();
  const captionRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    writeStored(GAME_KEY, game);
  }, [game]);
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);

  const { names: players, problems } = useMemo(() => parsePlayers(playersText), [playersText]);
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

  function takePhoto(files: File[]) {
    const file = files[0];
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setPhotoError(`“${file.name}” is not a picture. Choose a JPEG, PNG, WebP or GIF.`);
      return;
    }
    setPhotoError(null);
    setPhoto({ url: URL.createObjectURL(file), name: file.name });
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
  const board = players
    .map((name) => ({ name, points: game.points[name] ?? 0, wins: game.wins[name] ?? 0 }))
    .sort((a, b) => b.wins - a.wins || b.points - a.points);

  return (
    <div className={`th-columns ${styles.tool}`}>
      <div className="th-stack">
        <Segmented legend="Picture" options={PICTURE_OPTIONS} value={picture} onChange={(next) => setPictureParam(next)} />
        {parsePicture(pictureParam) === null && <Message tone="warning">The link asked for an unknown picture (“{pictureParam}”), so a generated scene is shown.</Message>}
        {sceneParam !== '' && linkedSeed === null && (
          <Message tone="warning">The link’s scene number (“{sceneParam.slice(0, 20)}”) is not a whole number up to 9 digits, so another scene is shown.</Message>
        )}

        <figure className={`th-card ${styles.picture}`}>
          {picture === 'scene' ? (
            <SceneArt scene={scene} className={styles.art} />
          ) : photo ? (
            <img
              src={photo.url}
              alt="Your photo"
              className={styles.art}
              onError={() => {
                setPhoto(null);
                setPhotoError('That file could not be opened as a picture. Try a JPEG, PNG, WebP or GIF.');
              }}
            />
          ) : (
            <FileDrop
              accept="image/*"
              onFiles={takePhoto}
              onRejected={(names) => setPhotoError(`${names.join(', ')}: not a picture. Choose a JPEG, PNG, WebP or GIF.`)}
              label="Choose a photo"
              hint="or drop it here · it stays on this device and is not uploaded or kept after you leave"
              className={styles.drop}
            />
          )}
          <figcaption className="th-hint">
            {picture === 'scene' ? `${scene.description} Scene #${seed}, one of ${formatNumber(SCENE_COUNT)} combinations.` : photo ? photo.name : 'No photo chosen yet.'}
          </figcaption>
        </figure>
        {photoError && <Message tone="error">{photoError}</Message>}
        <div className="th-row">
          {picture === 'scene' ? (
            <Button onClick={newPicture} disabled={written > 0 && !round.revealed}>
              <span aria-hidden="true">🎲</span> New scene
            </Button>
          ) : (
            photo && (
              <Button onClick={() => setPhoto(null)} disabled={written > 0 && !round.revealed}>
                Change photo
              </Button>
            )
          )}
          {written > 0 && !round.revealed && <span className="th-hint">The picture is fixed until this round ends.</span>}
        </div>

        <section className={`th-card th-stack ${styles.round}`} aria-labelledby="ct-round-title">
          <h2 id="ct-round-title" className={styles.title}>
            {heading}
          </h2>
          <p role="status" className="th-visually-hidden">
            {heading}
          </p>

          {!canPlay && <p>Caption This needs at least {MIN_PLAYERS} players: list them on the right. Then each writes a caption in turn and everyone votes for their favourite, without names.</p>}

          {canPlay && !voting && !round.revealed && writer && (
            <form className="th-stack" onSubmit={hand} noValidate>
              <p className="th-hint">
                {written} of {players.length} written. Others look away: captions stay hidden until the vote.
              </p>
              <div className="th-field">
                <label htmlFor={captionId}>Caption by {writer}</label>
                <textarea
                  id={captionId}
                  ref={captionRef}
                  className="th-textarea"
                  rows={2}
                  value={caption}
                  aria-invalid={captionProblem ? true : undefined}
                  aria-describedby={`${captionId}-${captionProblem ? 'error' : 'hint'}`}
                  onChange={(event) => {
                    setCaption(event.target.value);
                    if (captionProblem) setCaptionProblem(null);
                  }}
                />
                {captionProblem ? (
                  <p id={`${captionId}-error`} className="th-field-error">
                    {captionProblem}
                  </p>
                ) : (
                  <p id={`${captionId}-hint`} className="th-hint">
                    {caption.trim().length} / {MAX_CAPTION_LENGTH} characters.
                  </p>
                )}
              </div>
              <div className="th-row">
                <Button type="submit" variant="primary">
                  Hand in and pass on
                </Button>
              </div>
            </form>
          )}

          {voting && voter && (
            <div className="th-stack">
              <p>Pass the device to <strong>{voter}</strong>. Pick the funniest caption (not your own).</p>
              <ul className={styles.captions} aria-label="Captions">
                {round.order.map((author, index) => (
                  <li key={author}>
                    <button type="button" className={styles.captionButton} disabled={author === voter} onClick={() => vote(author)}>
                      <span className={styles.letter}>{captionLabel(index)}</span>
                      <span className={styles.captionText}>{round.captions[author]}</span>
                      {author === voter && <span className="th-hint"> (yours)</span>}
                    </button>
                  </li>
                ))}
              </ul>
              <p className="th-hint">{Object.keys(round.votes).length} of {round.order.length} have voted.</p>
              <div className="th-row">
                <Button size="sm" onClick={() => setGame(finishRound(game, pictureName))}>
                  Reveal now
                </Button>
              </div>
            </div>
          )}

          {result && (
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
                <Button variant="primary" onClick={nextRound}>
                  Next round
                </Button>
                {result.winners.length > 0 && <CopyButton size="sm" text={round.captions[result.winners[0]!] ?? ''} label="Copy winning caption" />}
              </div>
            </div>
          )}
        </section>
      </div>

      <aside className="th-card th-stack" aria-labelledby="ct-players-title">
        <h2 id="ct-players-title" className={styles.title}>
          Players and scores
        </h2>
        <PlayersField value={playersText} onChange={setPlayersText} problems={problems} hint="Captions are written in this order." />
        {board.length > 0 && (
          <ol className={`th-list ${styles.board}`} aria-label="Scores">
            {board.map(({ name, points, wins }) => (
              <li key={name} className={styles.boardRow}>
                <span className={styles.boardName}>{name}</span>
                <span className={styles.score}>
                  {wins} {wins === 1 ? 'win' : 'wins'} · {points} {points === 1 ? 'vote' : 'votes'}
                </span>
              </li>
            ))}
          </ol>
        )}
        {game.history.length > 0 && (
          <details>
            <summary>Round winners ({game.history.length})</summary>
            <ol className={styles.history}>
              {game.history.map((h) => (
                <li key={h.round}>
                  <strong>{h.names.join(' & ')}</strong>: “{h.caption}” <span className="th-hint">({h.picture})</span>
                </li>
              ))}
            </ol>
          </details>
        )}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setGame(newGame(seed));
            setCaption('');
            setCaptionProblem(null);
          }}
        >
          New game (scores to zero)
        </Button>
      </aside>
    </div>
  );
}
