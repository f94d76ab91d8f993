import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Button, Message, usePrefersReducedMotion, type ToolProps } from '@toolhub/shared';
import { useActionKey, useTabHidden } from '../../input/useActionKey';
import { ResetHighScore } from '../../records/ResetHighScore';
import { useHighScore } from '../../records/useHighScore';
import { useBoxWidth, useCanvasSurface } from '../../canvas/surface';
import { StatTile } from '../../ui/StatTile';
import { WORLD_HEIGHT, WORLD_WIDTH, newGame, pause, pointerKind, sanitizeHighScore, serve, stepBall, tapAt, toWorld, type BounceState, type Phase } from './logic';
import { COLOUR_FALLBACKS, paintFrame, type Colours } from './paint';
import styles from './styles.module.css';

const HIGH_SCORE_KEY = 'toolhub:bounce-tap:high-score';
const MAX_WIDTH = 440;
/** After a game ends, frantic taps meant for the ball should not start the next one at once. */
const RESTART_GUARD_MS = 700;

export default function BounceTapTool({ tool }: ToolProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const ctxRef = useRef<CanvasRenderingContext2D | null>(null);
  const coloursRef = useRef<Colours>(COLOUR_FALLBACKS);
  const gameRef = useRef<BounceState>(newGame());
  const overAt = useRef(0);

  const [phase, setPhase] = useState<Phase>('ready');
  const phaseRef = useRef<Phase>('ready');
  const [score, setScore] = useState(0);
  const { highScore, newRecord, storageLost, offer: offerScore, reset: resetHighScore, clearNewRecord } = useHighScore(HIGH_SCORE_KEY, sanitizeHighScore);
  const reduced = usePrefersReducedMotion();

  const boxWidth = useBoxWidth(boxRef, 340);
  const width = Math.max(220, Math.min(MAX_WIDTH, boxWidth));
  const height = Math.round((width * WORLD_HEIGHT) / WORLD_WIDTH);

  const paint = useCallback(() => {
    const ctx = ctxRef.current;
    const canvas = canvasRef.current;
    if (ctx && canvas) paintFrame(ctx, canvas.width, coloursRef.current, gameRef.current, !reduced);
  }, [reduced]);

  /** Brings React in line with the game after anything changed it. */
  const sync = useCallback(() => {
    const game = gameRef.current;
    setScore(game.score);
    if (game.phase === 'over' && phaseRef.current !== 'over') overAt.current = performance.now();
    phaseRef.current = game.phase;
    setPhase(game.phase);
    if (game.phase === 'over') offerScore(game.score);
  }, [offerScore]);

  const { canvasMissing } = useCanvasSurface({ canvasRef, ctxRef, coloursRef, fallbacks: COLOUR_FALLBACKS, width, height, paint });

  // The frame loop runs only while the ball is in play; everything else is drawn on demand.
  useEffect(() => {
    if (phase !== 'playing' || typeof requestAnimationFrame !== 'function') return;
    let frame = 0;
    let last: number | null = null;
    const tick = (now: number) => {
      const dt = last === null ? 0 : (now - last) / 1000;
      last = now;
      const before = gameRef.current;
      const after = stepBall(before, dt);
      gameRef.current = after;
      paint();
      if (after.phase !== 'playing') {
        sync();
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [phase, paint, sync]);

  const startOrResume = useCallback(() => {
    const game = gameRef.current;
    if (game.phase === 'playing') return;
    if (game.phase !== 'paused') clearNewRecord();
    gameRef.current = serve(game);
    sync();
    paint();
  }, [paint, sync, clearNewRecord]);

  const pauseGame = useCallback(() => {
    gameRef.current = pause(gameRef.current);
    sync();
  }, [sync]);

  useActionKey(startOrResume);
  useTabHidden(pauseGame);

  function onPointerDown(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (!event.isPrimary || event.button > 0) return;
    // No focus change, text selection or emulated mouse events from a game tap.
    event.preventDefault();
    const game = gameRef.current;
    if (game.phase === 'over') {
      if (performance.now() - overAt.current > RESTART_GUARD_MS) startOrResume();
      return;
    }
    const rect = event.currentTarget.getBoundingClientRect();
    const point = toWorld({ x: event.clientX - rect.left, y: event.clientY - rect.top }, rect.width || width);
    const { state, outcome } = tapAt(game, point, pointerKind(event.pointerType));
    if (outcome === 'miss' || outcome === 'ignored') return;
    if (outcome === 'started') clearNewRecord();
    gameRef.current = state;
    sync();
    paint();
  }

  const overlay =
    phase === 'ready'
      ? { title: 'Tap the ball to start', detail: 'Keep it in the air. Hit it off-centre to send it sideways. Space starts too.' }
      : phase === 'paused'
        ? { title: 'Paused', detail: 'Tap or press Space to carry on.' }
        : phase === 'over'
          ? { title: newRecord ? 'New high score!' : 'Game over', detail: `You kept it up ${score} time${score === 1 ? '' : 's'}. Tap or press Space to play again.` }
          : null;

  return (
    <div className="th-stack">
      <section className={`th-card ${styles.play}`} aria-label={tool.name}>
        <dl className={styles.scores}>
          <StatTile label="Score" valueTestId="score">{score}</StatTile>
          <StatTile label="High score" highlight={newRecord}>{highScore}</StatTile>
        </dl>
        <div ref={boxRef} className={styles.board}>
          <div className={styles.stage} style={{ width, height }}>
            <canvas
              ref={canvasRef}
              className={styles.canvas}
              width={width}
              height={height}
              style={{ width, height }}
              role="img"
              aria-label={`Playfield: the ball${phase === 'playing' ? ' is in play' : ''}. Score ${score}.`}
              onPointerDown={onPointerDown}
            />
            {overlay && !canvasMissing && (
              <div className={styles.overlay} data-phase={phase}>
                <p className={styles.overlayTitle}>{overlay.title}</p>
                <p className={styles.overlayDetail}>{overlay.detail}</p>
              </div>
            )}
          </div>
        </div>
        {canvasMissing && (
          <Message tone="error">This browser won’t let the page draw on a canvas (it may be turned off for privacy), so Bounce Tap can’t run here.</Message>
        )}
        <p className="th-visually-hidden" aria-live="polite">
          {phase === 'over' ? `Game over. You scored ${score}.${newRecord ? ' New high score!' : ''}` : phase === 'paused' ? 'Paused.' : ''}
        </p>
        <div className={`th-row ${styles.actions}`}>
          {/* One button whose job changes, so keyboard focus stays put between pause and resume. */}
          <Button variant={phase === 'playing' ? 'default' : 'primary'} onClick={phase === 'playing' ? pauseGame : startOrResume} disabled={canvasMissing}>
            {phase === 'playing' ? 'Pause' : phase === 'paused' ? 'Resume' : phase === 'over' ? 'Play again' : 'Start'}
          </Button>
          <ResetHighScore highScore={highScore} playing={phase === 'playing'} onReset={resetHighScore} />
        </div>
        {storageLost && <p className="th-hint">This browser isn’t saving your high score, so it will be gone after you leave.</p>}
      </section>
    </div>
  );
}
