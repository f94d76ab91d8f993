import { useEffect, useRef, useState, type RefObject } from 'react';
import { drawArt } from './draw';
import type { ArtPlan } from './plan';
import styles from './styles.module.css';

interface ArtCanvasProps {
  plan: ArtPlan;
  playing: boolean;
  /** Seconds of animation shown so far; shared so a download captures the frame on screen. */
  timeRef: RefObject<number>;
  label: string;
  onSupportChange: (supported: boolean) => void;
}

const MIN_SIDE = 240;
const MAX_SIDE = 1600;
/** A long pause (background tab, debugger) should not make shapes leap ahead. */
const MAX_FRAME_STEP = 0.1;

function get2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  try {
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}

export function ArtCanvas({ plan, playing, timeRef, label, onSupportChange }: ArtCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [side, setSide] = useState(720);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    // Match the backing store to the displayed size so the picture is sharp on phones and retina screens.
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      if (width <= 0) return;
      const next = Math.round(Math.min(MAX_SIDE, Math.max(MIN_SIDE, width * (window.devicePixelRatio || 1))));
      setSide((current) => (Math.abs(current - next) > 8 ? next : current));
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ctx = get2d(canvas);
    if (!ctx) {
      onSupportChange(false);
      return;
    }
    canvas.width = side;
    canvas.height = side;
    const time = timeRef;
    let broken = false;
    // A context that cannot paint (a stub, a lost GPU context) reports unsupported instead of throwing every frame.
    const draw = () => {
      if (broken) return;
      try {
        drawArt(ctx, plan, side, time.current);
      } catch {
        broken = true;
        onSupportChange(false);
      }
    };
    draw();
    if (!broken) onSupportChange(true);
    if (!playing || broken) return;

    let frame = 0;
    let last = 0;
    const tick = (now: number) => {
      time.current += Math.min(MAX_FRAME_STEP, Math.max(0, (now - last) / 1000));
      last = now;
      draw();
      frame = requestAnimationFrame(tick);
    };
    const start = () => {
      if (frame) return;
      last = performance.now();
      frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
    };
    // A hidden tab has nothing to show, so the loop sleeps instead of burning battery.
    const onVisibility = () => (document.hidden ? stop() : start());
    if (!document.hidden) start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [plan, playing, side, timeRef, onSupportChange]);

  return <canvas ref={canvasRef} className={styles.canvas} role="img" aria-label={label} />;
}
