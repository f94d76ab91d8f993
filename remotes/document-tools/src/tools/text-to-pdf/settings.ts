/**
 * Page settings: the raw strings kept in the URL query, their validation, and the page
 * geometry (in PDF points, origin bottom-left) that the layout works in.
 */

export type PageSizeId = 'a4' | 'letter';
export type Orientation = 'portrait' | 'landscape';
export type FontId = 'sans' | 'mono';

export const POINTS_PER_MM = 72 / 25.4;

export const PAGE_SIZES: Record<PageSizeId, { label: string; widthMm: number; heightMm: number }> = {
  a4: { label: 'A4', widthMm: 210, heightMm: 297 },
  letter: { label: 'Letter', widthMm: 215.9, heightMm: 279.4 },
};

export const FONT_LABELS: Record<FontId, string> = { sans: 'Sans (DejaVu)', mono: 'Mono (DejaVu)' };

export const LIMITS = {
  margin: { min: 0, max: 100 },
  fontSize: { min: 6, max: 72 },
  lineHeight: { min: 1, max: 3 },
  tabSize: { min: 1, max: 16 },
  titleLength: 200,
  /** Narrower text than this wraps almost every word, which is never what anyone wants. */
  minTextWidthMm: 30,
} as const;

/** The settings as typed by the visitor (and as kept in the URL). */
export interface RawSettings {
  size: string;
  orientation: string;
  margin: string;
  font: string;
  fontSize: string;
  lineHeight: string;
  tabSize: string;
  title: string;
  pageNumbers: string;
}

export const DEFAULT_RAW: RawSettings = {
  size: 'a4',
  orientation: 'portrait',
  margin: '20',
  font: 'sans',
  fontSize: '11',
  lineHeight: '1.4',
  tabSize: '4',
  title: '',
  pageNumbers: '1',
};

export interface Settings {
  size: PageSizeId;
  orientation: Orientation;
  marginMm: number;
  font: FontId;
  fontSize: number;
  lineHeight: number;
  tabSize: number;
  title: string;
  pageNumbers: boolean;
}

export type SettingsErrors = Partial<Record<keyof RawSettings, string>>;

export type ParsedSettings = { ok: true; settings: Settings } | { ok: false; errors: SettingsErrors };

/** Accepts a decimal comma too, as typed on many European keyboards. */
export function parseDecimal(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function numberField(raw: string, name: string, unit: string, min: number, max: number, integer = false): number | string {
  if (raw.trim() === '') return `Enter a ${name}.`;
  const value = parseDecimal(raw);
  if (value === null) return `The ${name} must be a number${unit ? ` in ${unit}` : ''}.`;
  if (integer && !Number.isInteger(value)) return `The ${name} must be a whole number.`;
  if (value < min || value > max) return `The ${name} must be between ${min} and ${max}${unit ? ` ${unit}` : ''}.`;
  return value;
}

export function pageSizeOf(raw: string): PageSizeId {
  return raw === 'letter' ? 'letter' : 'a4';
}
export function orientationOf(raw: string): Orientation {
  return raw === 'landscape' ? 'landscape' : 'portrait';
}
export function fontOf(raw: string): FontId {
  return raw === 'mono' ? 'mono' : 'sans';
}

/** Page width and height in points for the chosen size and orientation. */
export function pageDimensions(size: PageSizeId, orientation: Orientation): { width: number; height: number } {
  const { widthMm, heightMm } = PAGE_SIZES[size];
  const [w, h] = orientation === 'portrait' ? [widthMm, heightMm] : [heightMm, widthMm];
  return { width: w * POINTS_PER_MM, height: h * POINTS_PER_MM };
}

export function parseSettings(raw: RawSettings): ParsedSettings {
  const errors: SettingsErrors = {};
  const margin = numberField(raw.margin, 'margin', 'mm', LIMITS.margin.min, LIMITS.margin.max);
  const fontSize = numberField(raw.fontSize, 'font size', 'pt', LIMITS.fontSize.min, LIMITS.fontSize.max);
  const lineHeight = numberField(raw.lineHeight, 'line height', '', LIMITS.lineHeight.min, LIMITS.lineHeight.max);
  const tabSize = numberField(raw.tabSize, 'tab width', 'spaces', LIMITS.tabSize.min, LIMITS.tabSize.max, true);
  if (typeof margin === 'string') errors.margin = margin;
  if (typeof fontSize === 'string') errors.fontSize = fontSize;
  if (typeof lineHeight === 'string') errors.lineHeight = lineHeight;
  if (typeof tabSize === 'string') errors.tabSize = tabSize;
  const title = raw.title.trim();
  if ([...title].length > LIMITS.titleLength) errors.title = `Keep the title under ${LIMITS.titleLength} characters.`;
  if (typeof margin === 'string' || typeof fontSize === 'string' || typeof lineHeight === 'string' || typeof tabSize === 'string' || errors.title) {
    return { ok: false, errors };
  }
  const settings: Settings = {
    size: pageSizeOf(raw.size),
    orientation: orientationOf(raw.orientation),
    marginMm: margin,
    font: fontOf(raw.font),
    fontSize,
    lineHeight,
    tabSize,
    title,
    pageNumbers: raw.pageNumbers !== '0',
  };
  const roomError = checkRoom(settings);
  if (roomError) return { ok: false, errors: { margin: roomError } };
  return { ok: true, settings };
}

export interface PageGeometry {
  width: number;
  height: number;
  margin: number;
  /** Left edge of the text and the width lines may fill. */
  left: number;
  textWidth: number;
  /** Top of the first line box and bottom of the last one the page may hold. */
  top: number;
  bottom: number;
  bodySize: number;
  bodyAdvance: number;
  titleSize: number;
  titleAdvance: number;
  /** Space between the title and the text that follows it. */
  titleGap: number;
  footerSize: number;
  /** Baseline of the page number, inside the bottom margin area reserved for it. */
  footerBaseline: number;
}

/** Page numbers sit inside the text area rather than the margin so that a 0 mm margin still shows them. */
export function pageGeometry(settings: Settings): PageGeometry {
  const { width, height } = pageDimensions(settings.size, settings.orientation);
  const margin = settings.marginMm * POINTS_PER_MM;
  const bodySize = settings.fontSize;
  const bodyAdvance = bodySize * settings.lineHeight;
  const titleSize = Math.round(bodySize * 1.6 * 10) / 10;
  const footerSize = Math.max(LIMITS.fontSize.min, Math.round(bodySize * 0.85 * 10) / 10);
  const footerReserve = settings.pageNumbers ? footerSize * 2.5 : 0;
  const footerBaseline = margin + footerSize * 0.6;
  return {
    width,
    height,
    margin,
    left: margin,
    textWidth: width - 2 * margin,
    top: height - margin,
    bottom: margin + footerReserve,
    bodySize,
    bodyAdvance,
    titleSize,
    titleAdvance: titleSize * Math.max(1.2, Math.min(settings.lineHeight, 1.4)),
    titleGap: bodyAdvance,
    footerSize,
    footerBaseline,
  };
}

/** How many body lines fit on a page that has no title. */
export function linesPerPage(geometry: PageGeometry): number {
  return Math.max(0, Math.floor((geometry.top - geometry.bottom) / geometry.bodyAdvance + 1e-9));
}

/** The largest margin (whole mm) that still leaves room for text with these settings. */
export function maxMarginMm(settings: Settings): number {
  const probe = (marginMm: number) => {
    const g = pageGeometry({ ...settings, marginMm });
    return hasRoom(g);
  };
  let best = 0;
  for (let mm = 0; mm <= LIMITS.margin.max; mm++) if (probe(mm)) best = mm;
  return best;
}

function hasRoom(g: PageGeometry): boolean {
  return g.textWidth >= LIMITS.minTextWidthMm * POINTS_PER_MM - 1e-6 && linesPerPage(g) >= 1;
}

function checkRoom(settings: Settings): string | null {
  const g = pageGeometry(settings);
  if (hasRoom(g)) return null;
  const { label, widthMm, heightMm } = PAGE_SIZES[settings.size];
  const dims = settings.orientation === 'portrait' ? `${widthMm} × ${heightMm} mm` : `${heightMm} × ${widthMm} mm`;
  const most = maxMarginMm(settings);
  return `Margins of ${formatNumber(settings.marginMm)} mm leave no room for text on ${label === 'A4' ? 'an' : 'a'} ${label} ${settings.orientation} page (${dims}) at ${formatNumber(settings.fontSize)} pt. Use at most ${most} mm.`;
}

export function formatNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}
