/**
 * The adjustments as a CSS filter (fast, drawn by the browser) and the same maths by hand on
 * pixels for browsers whose canvas has no `filter`. Both follow the Filter Effects spec's
 * shorthand functions, in the same order, in sRGB.
 */
import type { Adjustments } from './edits';

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

type Matrix3 = readonly [number, number, number, number, number, number, number, number, number];

const round = (value: number) => Math.round(value * 1000) / 1000;

/** `blurScale` shrinks the blur for a downscaled preview so it looks like the full-size result. */
export function cssFilter(adjustments: Adjustments, blurScale = 1): string {
  const parts: string[] = [];
  if (adjustments.brightness !== 0) parts.push(`brightness(${round(1 + adjustments.brightness / 100)})`);
  if (adjustments.contrast !== 0) parts.push(`contrast(${round(1 + adjustments.contrast / 100)})`);
  if (adjustments.saturation !== 0) parts.push(`saturate(${round(1 + adjustments.saturation / 100)})`);
  if (adjustments.grayscale !== 0) parts.push(`grayscale(${round(adjustments.grayscale / 100)})`);
  if (adjustments.sepia !== 0) parts.push(`sepia(${round(adjustments.sepia / 100)})`);
  if (adjustments.invert !== 0) parts.push(`invert(${round(adjustments.invert / 100)})`);
  const blur = round(adjustments.blur * blurScale);
  if (blur > 0) parts.push(`blur(${blur}px)`);
  return parts.length ? parts.join(' ') : 'none';
}

export function saturateMatrix(s: number): Matrix3 {
  return [
    0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
    0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
    0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s,
  ];
}

export function grayscaleMatrix(amount: number): Matrix3 {
  const k = 1 - amount;
  return [
    0.2126 + 0.7874 * k, 0.7152 - 0.7152 * k, 0.0722 - 0.0722 * k,
    0.2126 - 0.2126 * k, 0.7152 + 0.2848 * k, 0.0722 - 0.0722 * k,
    0.2126 - 0.2126 * k, 0.7152 - 0.7152 * k, 0.0722 + 0.9278 * k,
  ];
}

export function sepiaMatrix(amount: number): Matrix3 {
  const k = 1 - amount;
  return [
    0.393 + 0.607 * k, 0.769 - 0.769 * k, 0.189 - 0.189 * k,
    0.349 - 0.349 * k, 0.686 + 0.314 * k, 0.168 - 0.168 * k,
    0.272 - 0.272 * k, 0.534 - 0.534 * k, 0.131 + 0.869 * k,
  ];
}

const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);

type ColorStep = (rgb: [number, number, number]) => void;

function linear(slope: number, intercept: number): ColorStep {
  return (rgb) => {
    for (let i = 0; i < 3; i++) rgb[i] = clamp01((rgb[i] as number) * slope + intercept);
  };
}

function matrix(m: Matrix3): ColorStep {
  return (rgb) => {
    const [r, g, b] = rgb;
    rgb[0] = clamp01(m[0] * r + m[1] * g + m[2] * b);
    rgb[1] = clamp01(m[3] * r + m[4] * g + m[5] * b);
    rgb[2] = clamp01(m[6] * r + m[7] * g + m[8] * b);
  };
}

function colorSteps(adjustments: Adjustments): ColorStep[] {
  const steps: ColorStep[] = [];
  if (adjustments.brightness !== 0) steps.push(linear(1 + adjustments.brightness / 100, 0));
  if (adjustments.contrast !== 0) {
    const c = 1 + adjustments.contrast / 100;
    steps.push(linear(c, 0.5 - 0.5 * c));
  }
  if (adjustments.saturation !== 0) steps.push(matrix(saturateMatrix(1 + adjustments.saturation / 100)));
  if (adjustments.grayscale !== 0) steps.push(matrix(grayscaleMatrix(adjustments.grayscale / 100)));
  if (adjustments.sepia !== 0) steps.push(matrix(sepiaMatrix(adjustments.sepia / 100)));
  if (adjustments.invert !== 0) {
    const a = adjustments.invert / 100;
    steps.push(linear(1 - 2 * a, a));
  }
  return steps;
}

/** Applies the colour adjustments in place; alpha is left alone. */
export function applyColorAdjustments(pixels: Pixels, adjustments: Adjustments): void {
  const steps = colorSteps(adjustments);
  if (steps.length === 0) return;
  const { data } = pixels;
  const rgb: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < data.length; i += 4) {
    rgb[0] = (data[i] as number) / 255;
    rgb[1] = (data[i + 1] as number) / 255;
    rgb[2] = (data[i + 2] as number) / 255;
    for (const step of steps) step(rgb);
    data[i] = Math.round(rgb[0] * 255);
    data[i + 1] = Math.round(rgb[1] * 255);
    data[i + 2] = Math.round(rgb[2] * 255);
  }
}

/** Three box blurs approximate a Gaussian of this standard deviation (W. Jarosz's widths). */
export function boxSizes(sigma: number, passes = 3): number[] {
  const ideal = Math.sqrt((12 * sigma * sigma) / passes + 1);
  let lower = Math.floor(ideal);
  if (lower % 2 === 0) lower--;
  const upper = lower + 2;
  const m = Math.round((12 * sigma * sigma - passes * lower * lower - 4 * passes * lower - 3 * passes) / (-4 * lower - 4));
  return Array.from({ length: passes }, (_, i) => (i < m ? lower : upper));
}

/** One horizontal box pass over premultiplied channels, clamping at the edges. */
function boxPass(src: Float32Array, dst: Float32Array, width: number, height: number, radius: number, horizontal: boolean) {
  const lines = horizontal ? height : width;
  const length = horizontal ? width : height;
  const stride = horizontal ? 4 : width * 4;
  const scale = 1 / (2 * radius + 1);
  for (let line = 0; line < lines; line++) {
    const start = horizontal ? line * width * 4 : line * 4;
    for (let channel = 0; channel < 4; channel++) {
      const at = (i: number) => src[start + Math.min(length - 1, Math.max(0, i)) * stride + channel] as number;
      let sum = 0;
      for (let i = -radius; i <= radius; i++) sum += at(i);
      for (let i = 0; i < length; i++) {
        dst[start + i * stride + channel] = sum * scale;
        sum += at(i + radius + 1) - at(i - radius);
      }
    }
  }
}

/** Gaussian-like blur in place, on premultiplied colours so transparent pixels do not bleed dark. */
export function blurPixels(pixels: Pixels, sigma: number): void {
  if (!(sigma > 0) || pixels.width === 0 || pixels.height === 0) return;
  const { data, width, height } = pixels;
  const a = new Float32Array(data.length);
  const b = new Float32Array(data.length);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = (data[i + 3] as number) / 255;
    a[i] = (data[i] as number) * alpha;
    a[i + 1] = (data[i + 1] as number) * alpha;
    a[i + 2] = (data[i + 2] as number) * alpha;
    a[i + 3] = data[i + 3] as number;
  }
  for (const size of boxSizes(sigma)) {
    const radius = (size - 1) / 2;
    boxPass(a, b, width, height, radius, true);
    boxPass(b, a, width, height, radius, false);
  }
  for (let i = 0; i < data.length; i += 4) {
    const alpha = a[i + 3] as number;
    const unpremultiply = alpha > 0 ? 255 / alpha : 0;
    data[i] = Math.round((a[i] as number) * unpremultiply);
    data[i + 1] = Math.round((a[i + 1] as number) * unpremultiply);
    data[i + 2] = Math.round((a[i + 2] as number) * unpremultiply);
    data[i + 3] = Math.round(alpha);
  }
}

/** The whole adjustment pipeline by hand, in the same order as `cssFilter`. */
export function applyAdjustments(pixels: Pixels, adjustments: Adjustments, blurScale = 1): void {
  applyColorAdjustments(pixels, adjustments);
  blurPixels(pixels, adjustments.blur * blurScale);
}
