import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import type { Adjustments } from './edits';
import { fitScale, outputSize, type Plan } from './geometry';
import { PREVIEW_MAX_SIDE } from './logic';
import { renderPlan, supportsCanvasFilter, type SourceImage } from './render';
import styles from './styles.module.css';

interface PreviewProps {
  source: SourceImage | null;
  plan: Plan;
  adjustments: Adjustments;
  label: string;
  /** Drawn over the picture, sized to it (the crop box). */
  children?: ReactNode;
  onUnavailable: () => void;
}

/** The live result, drawn at most PREVIEW_MAX_SIDE pixels wide, once per animation frame. */
export function Preview({ source, plan, adjustments, label, children, onUnavailable }: PreviewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const filterSupport = useRef<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const out = outputSize(plan);
  const scale = fitScale(out, PREVIEW_MAX_SIDE);
  const width = Math.max(1, Math.round(out.width * scale));
  const height = Math.max(1, Math.round(out.height * scale));
  const reportUnavailable = useEffectEvent(onUnavailable);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !source || failed) return;
    const draw = () => {
      try {
        const ctx = canvas.getContext('2d', { willReadFrequently: false });
        if (!ctx) throw new Error('no 2D canvas');
        filterSupport.current ??= supportsCanvasFilter(ctx);
        renderPlan(ctx, source, plan, adjustments, { useCanvasFilter: filterSupport.current });
      } catch {
        setFailed(true);
        reportUnavailable();
      }
    };
    if (typeof requestAnimationFrame !== 'function') {
      draw();
      return;
    }
    const frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [source, plan, adjustments, width, height, failed]);

  return (
    <div className={styles.stage}>
      <div className={styles.canvasWrap}>
        <canvas ref={canvasRef} width={width} height={height} className={styles.canvas} role="img" aria-label={label} />
        {children}
      </div>
    </div>
  );
}
