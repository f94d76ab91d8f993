import {
  converter,
  modeHsl,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  parse,
  toGamut,
  useMode as registerMode,
  type Color,
} from 'culori/fn';

// Only the colour spaces this tool shows are registered, to keep the bundle small.
registerMode(modeRgb);
registerMode(modeLrgb);
registerMode(modeHsl);
registerMode(modeOklab);
registerMode(modeOklch);

const toRgbSpace = converter('rgb');
const toHslSpace = converter('hsl');
const toOklchSpace = converter('oklch');
const mapToSrgb = toGamut('rgb', 'oklch');

/** Red, green, blue 0..255 (fractions allowed) and alpha 0..1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/**
 * The picker's own state. Hue is kept separately from RGB so that dragging through greys or
 * black does not lose the hue the user chose.
 */
export interface Hsva {
  h: number;
  s: number;
  v: number;
  a: number;
}

export type FormatKind = 'hex' | 'rgb' | 'hsl' | 'oklch';

export type ParseResult =
  | { ok: true; color: Rgba; /** true when the value was outside sRGB and was mapped into it */ mapped: boolean }
  | { ok: false; error: string };

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Rounds and drops trailing zeros: 0.5000 → "0.5". */
function num(value: number, digits: number): string {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

export function hsvToRgb({ h, s, v, a }: Hsva): Rgba {
  const hue = (((h % 360) + 360) % 360) / 60;
  const chroma = v * s;
  const x = chroma * (1 - Math.abs((hue % 2) - 1));
  const m = v - chroma;
  const sector = Math.floor(hue);
  const [r, g, b] =
    sector === 0 ? [chroma, x, 0]
    : sector === 1 ? [x, chroma, 0]
    : sector === 2 ? [0, chroma, x]
    : sector === 3 ? [0, x, chroma]
    : sector === 4 ? [x, 0, chroma]
    : [chroma, 0, x];
  return { r: (r + m) * 255, g: (g + m) * 255, b: (b + m) * 255, a };
}

/** `keepHue` is used when the colour has no hue of its own (greys). */
export function rgbToHsv({ r, g, b, a }: Rgba, keepHue = 0): Hsva {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const delta = max - min;
  let h = keepHue;
  if (delta > 1e-9) {
    if (max === rr) h = 60 * (((gg - bb) / delta) % 6);
    else if (max === gg) h = 60 * ((bb - rr) / delta + 2);
    else h = 60 * ((rr - gg) / delta + 4);
    if (h < 0) h += 360;
  }
  return { h, s: max === 0 ? 0 : delta / max, v: max, a };
}

const byte = (value: number) => clamp(Math.round(value), 0, 255);
const hex2 = (value: number) => byte(value).toString(16).padStart(2, '0');
const alphaByte = (a: number) => Math.round(clamp(a, 0, 1) * 255);

export function formatHex(color: Rgba): string {
  const base = `#${hex2(color.r)}${hex2(color.g)}${hex2(color.b)}`;
  return alphaByte(color.a) < 255 ? base + hex2(alphaByte(color.a)) : base;
}

function alphaSuffix(a: number): string {
  return a < 1 ? ` / ${num(clamp(a, 0, 1) * 100, 1)}%` : '';
}

export function formatRgb(color: Rgba): string {
  return `rgb(${byte(color.r)} ${byte(color.g)} ${byte(color.b)}${alphaSuffix(color.a)})`;
}

function culoriRgb({ r, g, b, a }: Rgba): Color {
  return { mode: 'rgb', r: byte(r) / 255, g: byte(g) / 255, b: byte(b) / 255, alpha: a };
}

export function formatHsl(color: Rgba): string {
  const hsl = toHslSpace(culoriRgb(color));
  return `hsl(${num(hsl.h ?? 0, 1)} ${num(hsl.s * 100, 1)}% ${num(hsl.l * 100, 1)}%${alphaSuffix(color.a)})`;
}

export function formatOklch(color: Rgba): string {
  const lch = toOklchSpace(culoriRgb(color));
  // Greys have no hue; CSS accepts 0 there.
  const hue = lch.c < 1e-4 ? 0 : (lch.h ?? 0);
  // Five decimals of L and C: with four, vivid colours came back two steps off in a channel.
  return `oklch(${num(lch.l, 5)} ${num(Math.max(0, lch.c), 5)} ${num(hue, 2)}${alphaSuffix(color.a)})`;
}

export function formatColor(kind: FormatKind, color: Rgba): string {
  switch (kind) {
    case 'hex':
      return formatHex(color);
    case 'rgb':
      return formatRgb(color);
    case 'hsl':
      return formatHsl(color);
    case 'oklch':
      return formatOklch(color);
  }
}

const EXAMPLES: Record<FormatKind, string> = {
  hex: '#ff0000',
  rgb: 'rgb(255 0 0)',
  hsl: 'hsl(0 100% 50%)',
  oklch: 'oklch(0.628 0.2577 29.23)',
};

/** Lets people type the numbers alone ("255, 0, 0") or a hex without its "#". */
function normalise(kind: FormatKind, text: string): string {
  if (kind === 'hex' && /^[0-9a-f]+$/i.test(text)) return `#${text}`;
  if (kind !== 'hex' && /^[-+.\d]/.test(text)) return `${kind}(${text})`;
  return text;
}

const EPSILON = 1e-6;

/**
 * Reads a colour typed into one of the format fields. Any CSS colour is accepted in any field
 * (people paste what they have); the field's own syntax also works without its wrapper.
 */
export function parseColor(kind: FormatKind, input: string): ParseResult {
  const text = input.trim();
  if (text === '') return { ok: false, error: `Enter a colour, for example ${EXAMPLES[kind]}.` };
  if (text.length > 200) return { ok: false, error: 'That is too long to be a colour.' };
  const normalised = normalise(kind, text);
  if (kind === 'hex' && normalised.startsWith('#') && !/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(normalised)) {
    return { ok: false, error: 'A hex colour has 3, 4, 6 or 8 digits 0–9 and a–f, for example #ff0000.' };
  }
  let parsed: Color | undefined;
  try {
    parsed = parse(normalised);
  } catch {
    // The CSS tokenizer throws on some malformed numbers; that is just invalid input here.
    parsed = undefined;
  }
  if (!parsed) return { ok: false, error: `Not a colour this field understands. Try ${EXAMPLES[kind]}.` };
  const values = Object.values(parsed).filter((value): value is number => typeof value === 'number');
  if (values.some((value) => !Number.isFinite(value))) return { ok: false, error: 'The numbers must be finite.' };

  let rgb = toRgbSpace(parsed);
  const outside = [rgb.r, rgb.g, rgb.b].some((channel) => channel < -EPSILON || channel > 1 + EPSILON);
  if (outside && parsed.mode === 'rgb') {
    return { ok: false, error: 'Red, green and blue go from 0 to 255 (or 0% to 100%).' };
  }
  if (outside) rgb = toRgbSpace(mapToSrgb(parsed));
  const alpha = parsed.alpha ?? 1;
  if (alpha < 0 || alpha > 1) return { ok: false, error: 'Alpha goes from 0 to 1 (or 0% to 100%).' };
  return {
    ok: true,
    mapped: outside,
    color: {
      r: clamp(rgb.r, 0, 1) * 255,
      g: clamp(rgb.g, 0, 1) * 255,
      b: clamp(rgb.b, 0, 1) * 255,
      a: alpha,
    },
  };
}

/** The colour in the URL: hex digits without "#" (which would need escaping). */
export function encodeColorParam(color: Rgba): string {
  return formatHex(color).slice(1);
}

export function decodeColorParam(text: string): Rgba | null {
  if (!/^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(text)) return null;
  const result = parseColor('hex', text);
  return result.ok ? result.color : null;
}

/** Snaps to whole bytes so the state matches exactly what the fields and URL show. */
export function roundRgba(color: Rgba): Rgba {
  return { r: byte(color.r), g: byte(color.g), b: byte(color.b), a: alphaByte(color.a) / 255 };
}

// ---- Saturation/brightness area ----

/** Arrow keys move 1% (10% with Shift); Home/End jump to the edges of saturation. */
export function moveInArea(color: Hsva, key: string, big: boolean): Hsva | null {
  const step = big ? 0.1 : 0.01;
  switch (key) {
    case 'ArrowLeft':
      return { ...color, s: clamp(color.s - step, 0, 1) };
    case 'ArrowRight':
      return { ...color, s: clamp(color.s + step, 0, 1) };
    case 'ArrowUp':
      return { ...color, v: clamp(color.v + step, 0, 1) };
    case 'ArrowDown':
      return { ...color, v: clamp(color.v - step, 0, 1) };
    case 'Home':
      return { ...color, s: 0 };
    case 'End':
      return { ...color, s: 1 };
    case 'PageUp':
      return { ...color, v: 1 };
    case 'PageDown':
      return { ...color, v: 0 };
    default:
      return null;
  }
}

/** Pointer position inside the area → saturation (x) and brightness (y, top = 1). */
export function areaPoint(x: number, y: number, width: number, height: number): { s: number; v: number } {
  if (width <= 0 || height <= 0) return { s: 0, v: 0 };
  return { s: clamp(x / width, 0, 1), v: clamp(1 - y / height, 0, 1) };
}

/** Maps a point on the displayed image to the pixel underneath in the canvas's own resolution. */
export function imagePixel(
  x: number,
  y: number,
  shownWidth: number,
  shownHeight: number,
  pixelWidth: number,
  pixelHeight: number,
): { x: number; y: number } {
  if (shownWidth <= 0 || shownHeight <= 0) return { x: 0, y: 0 };
  return {
    x: clamp(Math.floor((x / shownWidth) * pixelWidth), 0, Math.max(0, pixelWidth - 1)),
    y: clamp(Math.floor((y / shownHeight) * pixelHeight), 0, Math.max(0, pixelHeight - 1)),
  };
}

/** Fits an image into a bounding box without upscaling. */
export function fitSize(width: number, height: number, max: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
