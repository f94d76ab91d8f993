/**
 * Draws a plan and its adjustments onto a canvas: the same code paints the preview on the page
 * and the full-size export in a worker (OffscreenCanvas) or, without one, on the page.
 */
import type { Adjustments } from './edits';
import { drawStep, type Plan, type Rect } from './geometry';
import { applyAdjustments, cssFilter } from './pixels';

export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** A decoded picture of (part of) the original: `region` in original pixels, `scale` its pixels per original pixel. */
export interface SourceImage {
  image: CanvasImageSource;
  region: Rect;
  scale: number;
}

/** Canvas `filter` exists in Chromium and Firefox; older Safari silently ignores it. */
export function supportsCanvasFilter(ctx: Context2D): boolean {
  if (!('filter' in ctx)) return false;
  const before = ctx.filter;
  ctx.filter = 'blur(1px)';
  const works = ctx.filter === 'blur(1px)';
  ctx.filter = before;
  return works;
}

export interface RenderOptions {
  /** Paints behind transparent pixels (JPEG has no transparency; black would be a surprise). */
  background?: string;
  useCanvasFilter: boolean;
}

/** Renders into the whole canvas; its size decides the output scale. */
export function renderPlan(ctx: Context2D, source: SourceImage, plan: Plan, adjustments: Adjustments, options: RenderOptions): void {
  const { width, height } = ctx.canvas;
  const scale = width / plan.size.width;
  const step = drawStep({ ...plan, size: { width, height } });
  const filter = cssFilter(adjustments, scale);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalCompositeOperation = 'source-over';
  ctx.clearRect(0, 0, width, height);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.setTransform(...step.matrix);
  if (options.useCanvasFilter) ctx.filter = filter;
  const { region, scale: k } = source;
  ctx.drawImage(
    source.image,
    (plan.source.x - region.x) * k,
    (plan.source.y - region.y) * k,
    plan.source.width * k,
    plan.source.height * k,
    0,
    0,
    step.width,
    step.height,
  );
  ctx.filter = 'none';
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  if (!options.useCanvasFilter && filter !== 'none') {
    const pixels = ctx.getImageData(0, 0, width, height);
    applyAdjustments(pixels, adjustments, scale);
    ctx.putImageData(pixels, 0, 0);
  }
  if (options.background) {
    ctx.globalCompositeOperation = 'destination-over';
    ctx.fillStyle = options.background;
    ctx.fillRect(0, 0, width, height);
    ctx.globalCompositeOperation = 'source-over';
  }
}

export function encodeCanvas(canvas: HTMLCanvasElement | OffscreenCanvas, mime: string, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: mime, quality });
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode the image.'))), mime, quality);
  });
}
