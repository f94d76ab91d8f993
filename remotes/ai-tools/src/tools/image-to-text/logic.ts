import { formatBytes } from '@toolhub/shared';

/**
 * Image to Text's rules: which files we accept, how big an image we hand to the OCR engine,
 * how the engine's progress reads as one bar, and how the recognised text is tidied.
 */

/** Larger files are refused before decoding: phones' full-resolution photos stay well below. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/**
 * The largest canvas we draw for the engine. iOS Safari refuses canvases above ~16.7 million
 * pixels, and more pixels only make recognition slower.
 */
export const MAX_PIXELS = 16_000_000;

/** Images whose longest side is shorter than this are enlarged: small text reads better bigger. */
export const UPSCALE_BELOW = 1200;

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'jfif', 'pjpeg', 'webp', 'gif', 'bmp', 'avif', 'tif', 'tiff', 'heic', 'heif', 'ico', 'svg']);

export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

export type FileCheck = { ok: true } | { ok: false; message: string };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Whether a file looks like an image, by its MIME type or, when the type is missing, its name. */
export function looksLikeImage({ name, type }: Pick<FileFacts, 'name' | 'type'>): boolean {
  if (type.startsWith('image/')) return true;
  if (type && type !== 'application/octet-stream') return false;
  return IMAGE_EXTENSIONS.has(extensionOf(name));
}

/** Checks a chosen, dropped or pasted file before anything is decoded. */
export function checkImageFile(file: FileFacts): FileCheck {
  const label = file.name ? `“${file.name}”` : 'This file';
  if (!looksLikeImage(file)) {
    return { ok: false, message: `${label} is not an image. Choose a PNG, JPEG, WebP, GIF or BMP file.` };
  }
  if (file.size === 0) return { ok: false, message: `${label} is empty.` };
  if (file.size > MAX_FILE_BYTES) {
    return {
      ok: false,
      message: `${label} is ${formatBytes(file.size)}; the limit is ${formatBytes(MAX_FILE_BYTES)}. Try a smaller or compressed copy.`,
    };
  }
  return { ok: true };
}

export interface CanvasSize {
  width: number;
  height: number;
  scale: number;
}

/** The size to draw an image at for the engine, or null when the image has no pixels. */
export function canvasSizeFor(width: number, height: number): CanvasSize | null {
  if (!Number.isFinite(width) || !Number.isFinite(height) || width < 1 || height < 1) return null;
  let scale = 1;
  if (Math.max(width, height) < UPSCALE_BELOW) scale = 2;
  if (width * height * scale * scale > MAX_PIXELS) scale = Math.sqrt(MAX_PIXELS / (width * height));
  return {
    width: Math.max(1, Math.floor(width * scale)),
    height: Math.max(1, Math.floor(height * scale)),
    scale,
  };
}

/** The steps a visitor sees; the first three only happen once per visit. */
export type OcrStep = 'download' | 'start' | 'language' | 'recognize';

const STEP_RANGE: Record<OcrStep, [number, number]> = {
  download: [0, 0.6],
  start: [0.6, 0.75],
  language: [0.75, 0.85],
  recognize: [0.85, 1],
};

export const STEP_LABEL: Record<OcrStep, string> = {
  download: 'Downloading the OCR engine and English language data',
  start: 'Starting the OCR engine',
  language: 'Loading the English language data',
  recognize: 'Recognising text',
};

/** Maps a tesseract.js logger status to the step it belongs to. */
export function stepForStatus(status: string): OcrStep | null {
  if (status === 'loading tesseract core' || status === 'initializing tesseract' || status === 'initialized tesseract') return 'start';
  if (status.includes('language traineddata') || status === 'initializing api' || status === 'initialized api') return 'language';
  if (status === 'recognizing text') return 'recognize';
  return null;
}

/**
 * One bar for the whole job: a first run goes through every step, later runs (engine already
 * warm) only recognise, so recognition then fills the whole bar. Returns 0..100.
 */
export function overallPercent(step: OcrStep, fraction: number, warm: boolean): number {
  const clamped = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  const [from, to] = warm && step === 'recognize' ? [0, 1] : STEP_RANGE[step];
  return Math.round((from + (to - from) * clamped) * 100);
}

export type ConfidenceLevel = 'high' | 'medium' | 'low';

export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence >= 85) return 'high';
  if (confidence >= 60) return 'medium';
  return 'low';
}

/** Tesseract's mean word confidence (0..100) as a whole percentage. */
export function confidencePercent(confidence: number): number {
  return Number.isFinite(confidence) ? Math.round(Math.min(100, Math.max(0, confidence))) : 0;
}

/**
 * Cleans the engine's text: unified line breaks, no trailing spaces, at most one blank line
 * between paragraphs. With `joinLines`, lines within a paragraph are joined (re-attaching words
 * hyphenated across a line break) so the text reflows when pasted elsewhere.
 */
export function tidyText(raw: string, joinLines = false): string {
  const lines = raw
    .replace(/\r\n?/g, '\n')
    .replace(/\f/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+$/g, ''));
  const paragraphs: string[][] = [[]];
  for (const line of lines) {
    const current = paragraphs[paragraphs.length - 1]!;
    if (line.trim() === '') {
      if (current.length > 0) paragraphs.push([]);
    } else {
      current.push(line);
    }
  }
  return paragraphs
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => (joinLines ? joinParagraph(paragraph) : paragraph.join('\n')))
    .join('\n\n');
}

function joinParagraph(lines: string[]): string {
  let text = '';
  for (const raw of lines) {
    const line = raw.trim();
    if (!text) text = line;
    else if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(line)) text = text.slice(0, -1) + line;
    else text = `${text} ${line}`;
  }
  return text;
}

export interface TextStats {
  words: number;
  lines: number;
  characters: number;
}

export function textStats(text: string): TextStats {
  const trimmed = text.trim();
  return {
    words: trimmed ? trimmed.split(/\s+/).length : 0,
    lines: trimmed ? trimmed.split('\n').filter((line) => line.trim() !== '').length : 0,
    characters: Array.from(text).length,
  };
}

/** "receipt.jpg" → "receipt-text.txt"; names are kept safe for every file system. */
export function textFileName(imageName: string): string {
  const base = imageName
    .replace(/\.[^.]*$/, '')
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-')
    .replace(/^[\s.-]+|[\s.-]+$/g, '')
    .slice(0, 80);
  return `${base || 'image'}-text.txt`;
}

/** Page layouts the visitor can pick, as tesseract page segmentation modes. */
export const LAYOUTS = [
  { id: 'auto', label: 'Automatic', psm: '3' },
  { id: 'column', label: 'Single column', psm: '4' },
  { id: 'block', label: 'Single block of text', psm: '6' },
  { id: 'line', label: 'Single line', psm: '7' },
  { id: 'sparse', label: 'Scattered text (signs, labels)', psm: '11' },
] as const;

/** The layout named in the URL, or the automatic one for anything unknown. */
export function layoutFor(id: string): (typeof LAYOUTS)[number] {
  return LAYOUTS.find((layout) => layout.id === id) ?? LAYOUTS[0];
}
