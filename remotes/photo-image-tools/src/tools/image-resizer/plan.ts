/** Working out each picture's new size (fit, crop, pad or stretch) and the region of the original it comes from. */
import { MAX_OUTPUT_PIXELS, MAX_SIDE, type Anchor, type Reading, type SizeSettings } from './settings';

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

/** What happens to one picture: the part of it used, the size it is resampled to, and where that lands. */
export interface Plan {
  /** The region of the original that is used (all of it, except when cropping). */
  source: Rect;
  /** The size the region is resampled to. */
  resized: Size;
  /** The output picture's size. */
  canvas: Size;
  /** Where the resampled region is drawn in the output (not 0,0 only when padding). */
  offset: { x: number; y: number };
}

const ANCHOR_AT: Record<Anchor, [number, number]> = {
  center: [0.5, 0.5],
  top: [0.5, 0],
  bottom: [0.5, 1],
  left: [0, 0.5],
  right: [1, 0.5],
  'top-left': [0, 0],
  'top-right': [1, 0],
  'bottom-left': [0, 1],
  'bottom-right': [1, 1],
};

const side = (value: number) => Math.max(1, Math.round(value));

function whole(size: Size, resized: Size): Plan {
  return { source: { x: 0, y: 0, ...size }, resized, canvas: resized, offset: { x: 0, y: 0 } };
}

/**
 * The plan for one picture of `original` size. Sides left empty follow the picture's shape; with
 * both given, `fit` decides. "Never enlarge" caps the scale at 100% (a padded or cropped box keeps
 * its size where it can; the picture inside is not blown up).
 */
export function planResize(original: Size, settings: SizeSettings): Reading<Plan> {
  const { width: sw, height: sh } = original;
  if (!(sw >= 1 && sh >= 1)) return { error: 'The picture has no size.' };
  const cap = (scale: number) => (settings.noEnlarge ? Math.min(1, scale) : scale);
  let plan: Plan;

  if (settings.mode === 'percent') {
    const scale = cap(settings.percent / 100);
    plan = whole(original, { width: side(sw * scale), height: side(sh * scale) });
  } else {
    const { width: bw, height: bh, fit } = settings;
    if (bw === null && bh === null) return { error: 'Enter a width, a height or both.' };
    if (fit === 'stretch') {
      // An empty side keeps the original's length.
      let width = bw ?? sw;
      let height = bh ?? sh;
      if (settings.noEnlarge) {
        width = Math.min(width, sw);
        height = Math.min(height, sh);
      }
      plan = whole(original, { width, height });
    } else if (bw === null || bh === null) {
      const scale = cap(bw !== null ? bw / sw : (bh as number) / sh);
      plan = whole(original, { width: bw !== null && scale === bw / sw ? bw : side(sw * scale), height: bh !== null && scale === bh / sh ? bh : side(sh * scale) });
    } else if (fit === 'crop') {
      const exact = Math.max(bw / sw, bh / sh);
      const capped = cap(exact) < exact;
      // Capped at 100%, the box shrinks to what the original can fill.
      const resized = capped ? { width: Math.min(bw, sw), height: Math.min(bh, sh) } : { width: bw, height: bh };
      // The box as seen in the original's pixels, never larger than the original.
      const cropWidth = capped ? resized.width : Math.min(sw, side(bw / exact));
      const cropHeight = capped ? resized.height : Math.min(sh, side(bh / exact));
      const [ax, ay] = ANCHOR_AT[settings.anchor];
      const source = { x: Math.round((sw - cropWidth) * ax), y: Math.round((sh - cropHeight) * ay), width: cropWidth, height: cropHeight };
      plan = { source, resized, canvas: resized, offset: { x: 0, y: 0 } };
    } else {
      const exact = Math.min(bw / sw, bh / sh);
      const scale = cap(exact);
      const resized = {
        width: scale === bw / sw ? bw : Math.min(bw, side(sw * scale)),
        height: scale === bh / sh ? bh : Math.min(bh, side(sh * scale)),
      };
      if (fit === 'pad') {
        const [ax, ay] = ANCHOR_AT[settings.anchor];
        plan = {
          source: { x: 0, y: 0, ...original },
          resized,
          canvas: { width: bw, height: bh },
          offset: { x: Math.round((bw - resized.width) * ax), y: Math.round((bh - resized.height) * ay) },
        };
      } else plan = whole(original, resized);
    }
  }

  const { width, height } = plan.canvas;
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_OUTPUT_PIXELS) {
    return {
      error: `The result would be ${formatSize(plan.canvas)} pixels; at most ${MAX_SIDE} pixels a side and ${MAX_OUTPUT_PIXELS / 1_000_000} megapixels fit in a browser.`,
    };
  }
  return { value: plan };
}

export const formatSize = (size: Size) => `${size.width} × ${size.height}`;

export const isUnchanged = (original: Size, plan: Plan) =>
  plan.canvas.width === original.width && plan.canvas.height === original.height && plan.source.width === original.width && plan.source.height === original.height;

/** The height (or width) an empty box side would get for this picture, for the field's placeholder. */
export function automaticSide(original: Size, settings: SizeSettings, which: 'width' | 'height'): number | null {
  if (settings.mode !== 'pixels') return null;
  const given = which === 'width' ? settings.height : settings.width;
  const own = which === 'width' ? settings.width : settings.height;
  if (own !== null || given === null) return null;
  const plan = planResize(original, settings);
  return 'value' in plan ? plan.value.canvas[which] : null;
}
