/** The crop box: dragging its handles, aspect presets and typed numbers, all in image pixels. */
import type { Rect, Size } from './geometry';

export type Handle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw' | 'move';

export const HANDLES: readonly Exclude<Handle, 'move'>[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

export interface AspectPreset {
  id: string;
  label: string;
  /** width / height; null means free. */
  ratio: number | null;
}

export const ASPECTS: readonly AspectPreset[] = [
  { id: 'free', label: 'Free', ratio: null },
  { id: '1:1', label: '1:1 square', ratio: 1 },
  { id: '4:3', label: '4:3', ratio: 4 / 3 },
  { id: '3:4', label: '3:4 portrait', ratio: 3 / 4 },
  { id: '16:9', label: '16:9', ratio: 16 / 9 },
  { id: '9:16', label: '9:16 portrait', ratio: 9 / 16 },
];

export const aspectRatio = (id: string): number | null => ASPECTS.find((aspect) => aspect.id === id)?.ratio ?? null;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Whole pixels, at least 1×1, inside the image. */
export function clampRect(rect: Rect, bounds: Size): Rect {
  const width = clamp(Math.round(rect.width), 1, bounds.width);
  const height = clamp(Math.round(rect.height), 1, bounds.height);
  return {
    x: clamp(Math.round(rect.x), 0, bounds.width - width),
    y: clamp(Math.round(rect.y), 0, bounds.height - height),
    width,
    height,
  };
}

/** The largest box of this shape centred in the image (the whole image when free). */
export function fitAspect(bounds: Size, ratio: number | null): Rect {
  if (ratio === null) return { x: 0, y: 0, width: bounds.width, height: bounds.height };
  let width = bounds.width;
  let height = width / ratio;
  if (height > bounds.height) {
    height = bounds.height;
    width = height * ratio;
  }
  return clampRect({ x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width, height }, bounds);
}

function dragFree(start: Rect, handle: Handle, dx: number, dy: number, bounds: Size, min: number): Rect {
  let left = start.x;
  let top = start.y;
  let right = start.x + start.width;
  let bottom = start.y + start.height;
  if (handle.includes('w')) left = clamp(left + dx, 0, right - min);
  if (handle.includes('e')) right = clamp(right + dx, left + min, bounds.width);
  if (handle.includes('n')) top = clamp(top + dy, 0, bottom - min);
  if (handle.includes('s')) bottom = clamp(bottom + dy, top + min, bounds.height);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

function dragLocked(start: Rect, handle: Handle, dx: number, dy: number, bounds: Size, min: number, ratio: number): Rect {
  const west = handle.includes('w');
  const north = handle.includes('n');
  const horizontal = handle.includes('e') || west;
  const vertical = handle.includes('s') || north;
  // The opposite side (or corner) stays put; edges grow from the middle of the other axis.
  const anchorX = west ? start.x + start.width : start.x;
  const anchorY = north ? start.y + start.height : start.y;
  const centerX = start.x + start.width / 2;
  const centerY = start.y + start.height / 2;
  const roomX = horizontal
    ? west
      ? anchorX
      : bounds.width - anchorX
    : 2 * Math.min(centerX, bounds.width - centerX);
  const roomY = vertical ? (north ? anchorY : bounds.height - anchorY) : 2 * Math.min(centerY, bounds.height - centerY);
  const wantedX = start.width + (west ? -dx : dx);
  const wantedY = start.height + (north ? -dy : dy);
  let width = horizontal && vertical ? Math.max(wantedX, wantedY * ratio) : horizontal ? wantedX : wantedY * ratio;
  width = Math.min(width, roomX, roomY * ratio);
  width = Math.max(width, min * Math.max(1, ratio));
  const height = width / ratio;
  const x = horizontal ? (west ? anchorX - width : anchorX) : centerX - width / 2;
  const y = vertical ? (north ? anchorY - height : anchorY) : centerY - height / 2;
  return { x, y, width, height };
}

/** The box after dragging `handle` by (dx, dy) image pixels from where the drag started. */
export function dragRect(start: Rect, handle: Handle, dx: number, dy: number, bounds: Size, ratio: number | null, min = 1): Rect {
  if (handle === 'move') {
    return clampRect({ ...start, x: start.x + dx, y: start.y + dy }, bounds);
  }
  const next = ratio === null ? dragFree(start, handle, dx, dy, bounds, min) : dragLocked(start, handle, dx, dy, bounds, min, ratio);
  return clampRect(next, bounds);
}

/** A typed change to one of X, Y, W, H; with a locked shape the other side follows. */
export function editRectField(rect: Rect, field: keyof Rect, value: number, bounds: Size, ratio: number | null): Rect {
  const next = { ...rect, [field]: value };
  if (ratio !== null && field === 'width') next.height = value / ratio;
  if (ratio !== null && field === 'height') next.width = value * ratio;
  if (ratio !== null && (next.width > bounds.width || next.height > bounds.height)) {
    const scale = Math.min(bounds.width / next.width, bounds.height / next.height);
    next.width *= scale;
    next.height *= scale;
  }
  return clampRect(next, bounds);
}

export function isWholeImage(rect: Rect, bounds: Size): boolean {
  return rect.x === 0 && rect.y === 0 && rect.width === bounds.width && rect.height === bounds.height;
}
