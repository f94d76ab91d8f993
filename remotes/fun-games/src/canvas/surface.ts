import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * Canvas plumbing shared by the canvas games of this remote (draw-circle, bounce-tap): sharp
 * drawing on high-density screens, a size that follows the layout, and theme colours.
 */

/** The 2D context, or null where the browser refuses one (disabled, jsdom, blocked by privacy settings). */
export function getContext2d(canvas: HTMLCanvasElement | null): CanvasRenderingContext2D | null {
  if (!canvas) return null;
  try {
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}

/**
 * Sizes the backing store to the device pixels behind `width`×`height` CSS pixels and scales the
 * context so drawing code works in CSS pixels. Without this, a 3× phone screen shows a blurry game.
 */
export function fitCanvas(canvas: HTMLCanvasElement, ctx: CanvasRenderingContext2D, width: number, height: number): void {
  const dpr = Math.min(3, Math.max(1, (typeof window !== 'undefined' && window.devicePixelRatio) || 1));
  const pixelWidth = Math.round(width * dpr);
  const pixelHeight = Math.round(height * dpr);
  if (canvas.width !== pixelWidth) canvas.width = pixelWidth;
  if (canvas.height !== pixelHeight) canvas.height = pixelHeight;
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  ctx.setTransform(pixelWidth / width, 0, 0, pixelHeight / height, 0, 0);
}

/**
 * Keeps a canvas ready to draw on: takes its 2D context into `ctxRef` (or reports `canvasMissing`),
 * sizes it to `width`×`height` CSS pixels, reads the theme colours into `coloursRef` and repaints,
 * again whenever the size or the theme changes. A layout effect, so the browser never shows a
 * stretched frame.
 */
export function useCanvasSurface<K extends string>({
  canvasRef,
  ctxRef,
  coloursRef,
  fallbacks,
  width,
  height,
  paint,
}: {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  ctxRef: RefObject<CanvasRenderingContext2D | null>;
  coloursRef: RefObject<Record<K, string>>;
  fallbacks: Record<K, string>;
  width: number;
  height: number;
  paint: () => void;
}): { canvasMissing: boolean } {
  const [canvasMissing, setCanvasMissing] = useState(false);
  const themeVersion = useThemeVersion();
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const ctx = ctxRef.current ?? getContext2d(canvas);
    ctxRef.current = ctx;
    setCanvasMissing(!ctx);
    if (!canvas || !ctx) return;
    fitCanvas(canvas, ctx, width, height);
    coloursRef.current = readThemeColours(canvas, fallbacks);
    paint();
  }, [canvasRef, ctxRef, coloursRef, fallbacks, width, height, themeVersion, paint]);
  return { canvasMissing };
}

/**
 * The CSS width of an element, kept current as the layout changes (rotation, window resize).
 * Where ResizeObserver exists, its first report (after the page's layout, before its paint) gives
 * the width: measuring in the effect would force a layout of the whole new page inside the task
 * that opens the game. The new width is rendered in that same frame (flushSync), so the canvas is
 * never painted at the fallback width.
 */
export function useBoxWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      if (measured > 0) setWidth(Math.floor(measured));
    };
    if (typeof ResizeObserver === 'function') {
      const observer = new ResizeObserver(() => flushSync(measure));
      observer.observe(element);
      return () => observer.disconnect();
    }
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref]);
  return width;
}

/** Reads --th-* custom properties as seen by `element`; missing ones get the given fallback. */
export function readThemeColours<K extends string>(element: Element | null, fallbacks: Record<K, string>): Record<K, string> {
  const colours = { ...fallbacks };
  if (!element || typeof getComputedStyle !== 'function') return colours;
  try {
    const style = getComputedStyle(element);
    for (const name of Object.keys(fallbacks) as K[]) {
      const value = style.getPropertyValue(`--th-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`).trim();
      if (value) colours[name] = value;
    }
  } catch {
    // A detached element or an odd browser keeps the fallbacks.
  }
  return colours;
}

/**
 * A number that changes whenever the theme may have changed (the shell's data-theme/class on
 * <html>, or the system colour scheme), so canvas drawings can re-read their colours.
 */
export function useThemeVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    let observer: MutationObserver | undefined;
    if (typeof MutationObserver === 'function') {
      observer = new MutationObserver(bump);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class', 'style'] });
    }
    const media = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
    media?.addEventListener?.('change', bump);
    return () => {
      observer?.disconnect();
      media?.removeEventListener?.('change', bump);
    };
  }, []);
  return version;
}
