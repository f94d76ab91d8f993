import { useCallback, useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Button, CopyButton, Message, useStoredState, type ToolProps } from '@toolhub/shared';
import { useTabHidden } from '../../input/useActionKey';
import { useBoxWidth, useCanvasSurface } from '../../canvas/surface';
import { MAX_POINTS, fitCircle, judgeStroke, liveScore, radialErrors, sanitizeBest, shareText, verdictMessage, type StrokePoint, type Verdict } from './logic';
import { COLOUR_FALLBACKS, paintScene, type Colours } from './paint';
import styles from './styles.module.css';

const BEST_KEY = 'toolhub:draw-circle:best';
const MAX_SIZE = 560;

type Phase = 'idle' | 'drawing' | 'done';

export default function DrawCircleTool({ tool }: ToolProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const ctxRef = useRef<CanvasRenderingContext2D | null>(null);
  const coloursRef = useRef<Colours>(COLOUR_FALLBACKS);
  const pointsRef = useRef<StrokePoint[]>([]);
  const pointerRef = useRef<number | null>(null);
  const frameRef = useRef<number | null>(null);
  const verdictRef = useRef<Verdict | null>(null);

  const [phase, setPhase] = useState<Phase>('idle');
  const [live, setLive] = useState<number | null>(null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [best, setBest, kept] = useStoredState<number | null>(BEST_KEY, sanitizeBest);
  const bestRef = useRef(best);
  const [newBest, setNewBest] = useState(false);

  const boxWidth = useBoxWidth(boxRef, 320);
  const size = Math.max(200, Math.min(MAX_SIZE, boxWidth));
  const helpId = useId();

  const paint = useCallback(() => {
    frameRef.current = null;
    const ctx = ctxRef.current;
    if (!ctx) return;
    const points = pointsRef.current;
    const scored = verdictRef.current?.kind === 'scored' ? verdictRef.current : null;
    let errors: number[] | null = scored ? scored.errors : null;
    if (!scored && points.length >= 3) {
      const fit = fitCircle(points);
      errors = fit ? radialErrors(points, fit) : null;
    }
    paintScene(ctx, coloursRef.current, { size, points, errors, ideal: scored ? scored.circle : null });
  }, [size]);

  const requestPaint = useCallback(() => {
    if (frameRef.current !== null) return;
    if (typeof requestAnimationFrame !== 'function') return paint();
    frameRef.current = requestAnimationFrame(paint);
  }, [paint]);

  useEffect(() => () => {
    if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
  }, []);

  const { canvasMissing } = useCanvasSurface({ canvasRef, ctxRef, coloursRef, fallbacks: COLOUR_FALLBACKS, width: size, height: size, paint });

  const finish = useCallback(() => {
    pointerRef.current = null;
    const result = judgeStroke(pointsRef.current);
    verdictRef.current = result;
    setVerdict(result);
    setLive(null);
    setPhase('done');
    const beaten = result.kind === 'scored' && (bestRef.current === null || result.score > bestRef.current);
    setNewBest(beaten);
    if (beaten && result.kind === 'scored') {
      bestRef.current = result.score;
      setBest(result.score);
    }
    requestPaint();
  }, [requestPaint, setBest]);

  function pointFrom(event: { clientX: number; clientY: number; timeStamp: number }): StrokePoint {
    const rect = canvasRef.current?.getBoundingClientRect();
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0), t: event.timeStamp };
  }

  function onPointerDown(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (!event.isPrimary || event.button > 0 || pointerRef.current !== null) return;
    event.preventDefault();
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Capture is a nicety: without it a stroke leaving the canvas just ends there.
    }
    pointerRef.current = event.pointerId;
    pointsRef.current = [pointFrom(event)];
    verdictRef.current = null;
    setVerdict(null);
    setNewBest(false);
    setLive(null);
    setPhase('drawing');
    requestPaint();
  }

  function onPointerMove(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (event.pointerId !== pointerRef.current) return;
    // Coalesced events keep the full pen/finger resolution even when frames are slow.
    const native = event.nativeEvent;
    const samples = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    const points = pointsRef.current;
    for (const sample of samples.length > 0 ? samples : [native]) points.push(pointFrom(sample));
    if (points.length >= MAX_POINTS) {
      points.length = MAX_POINTS;
      finish();
      return;
    }
    setLive(liveScore(points));
    requestPaint();
  }

  function onPointerEnd(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (event.pointerId !== pointerRef.current) return;
    finish();
  }

  const clear = useCallback(() => {
    pointerRef.current = null;
    pointsRef.current = [];
    verdictRef.current = null;
    setVerdict(null);
    setNewBest(false);
    setLive(null);
    setPhase('idle');
    requestPaint();
  }, [requestPaint]);

  // A stroke interrupted by switching apps would be judged on half a circle; drop it instead.
  useTabHidden(() => {
    if (pointerRef.current !== null) clear();
  });

  function resetBest() {
    bestRef.current = null;
    setBest(null);
    setNewBest(false);
  }

  const scored = verdict?.kind === 'scored' ? verdict : null;
  const headline = phase === 'drawing' ? (live !== null ? `${live.toFixed(1)}%` : '…') : scored ? `${scored.score.toFixed(1)}%` : '–';

  return (
    <div className="th-stack">
      <section className={`th-card ${styles.play}`} aria-label={tool.name}>
        <div className={styles.scoreLine}>
          <p className={styles.headline} data-phase={phase} aria-hidden="true">
            {headline}
          </p>
          <p className={styles.best}>
            Best: <strong>{best !== null ? `${best.toFixed(1)}%` : '–'}</strong>
          </p>
        </div>
        <div ref={boxRef} className={styles.board}>
          <canvas
            ref={canvasRef}
            className={styles.canvas}
            width={size}
            height={size}
            style={{ width: size, height: size }}
            role="img"
            aria-label={scored ? `Your circle scored ${scored.score.toFixed(1)} percent; the ideal circle is shown dashed.` : 'Drawing area: draw a circle here with your mouse, pen or finger.'}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
            onLostPointerCapture={onPointerEnd}
          />
          {phase === 'idle' && !canvasMissing && <p className={styles.prompt}>Draw a circle in one stroke</p>}
        </div>
        {canvasMissing && (
          <Message tone="error">This browser won’t let the page draw on a canvas (it may be turned off for privacy), so the circle game can’t run here.</Message>
        )}
        <div aria-live="polite" className={styles.verdict}>
          {verdict && (
            <Message tone={scored ? (newBest ? 'success' : 'info') : 'warning'}>
              {verdictMessage(verdict)}
              {newBest && scored && ' New best!'}
            </Message>
          )}
        </div>
        <div className="th-row">
          <Button onClick={clear} disabled={phase === 'idle'}>
            Clear
          </Button>
          {scored && <CopyButton text={shareText(scored.score, best)} label="Copy my score" />}
          {best !== null && (
            <Button variant="ghost" size="sm" onClick={resetBest}>
              Reset best
            </Button>
          )}
        </div>
        {!kept && <p className="th-hint">This browser isn’t saving your best score, so it will be gone after you leave.</p>}
      </section>
      <section className={`th-card ${styles.help}`} aria-labelledby={helpId}>
        <h2 id={helpId}>How it’s scored</h2>
        <p>
          The best-fitting circle is found through your stroke (a least-squares fit), then every part of your line is measured
          against it. The colours show where you strayed: green is on the circle, red is off. Draw once round, in either
          direction, and finish where you started.
        </p>
      </section>
    </div>
  );
}
