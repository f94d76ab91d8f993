/**
 * The AI News tool's rules: reading the /api/news answer defensively, filtering headlines and
 * saying how old they are.
 */

export interface Headline {
  title: string;
  link: string;
  source: string;
  /** ISO 8601, or null when the feed gave no date. */
  publishedAt: string | null;
  summary: string;
  /** The title was cut (here or by the server) and ends in '…'; shown as "(shortened)". */
  titleShortened?: boolean;
}

export interface FeedSource {
  url: string;
  ok: boolean;
  name?: string;
  count?: number;
  error?: string;
  stale?: boolean;
}

export interface NewsData {
  items: Headline[];
  sources: FeedSource[];
  fetchedAt: string | null;
  /** No feed answered this time; everything shown is from an earlier fetch. */
  stale: boolean;
}

export type NewsAnswer = { ok: true; data: NewsData } | { ok: false; message: string; sources: FeedSource[] };

export const NO_FEED_MESSAGE = 'No news feed could be reached right now.';
export const UNAVAILABLE_MESSAGE = 'The news service is not available right now. Please try again later.';
export const OFFLINE_MESSAGE = 'Could not reach the news service. Check your connection and try again.';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Display limits, a little above the server's own (200, 280, 80), in case the answer ignores them. */
export const TITLE_LIMIT = 200;
export const SUMMARY_LIMIT = 300;
export const SOURCE_LIMIT = 80;

/** `value` cut to at most `max` characters (as people count them), ending in '…' when cut. */
export function clip(value: string, max: number): { text: string; cut: boolean } {
  // Looking at a little more than `max` UTF-16 units is enough to count `max` characters.
  const chars = Array.from(value.length > max * 2 + 2 ? value.slice(0, max * 2 + 2) : value);
  if (chars.length <= max) return { text: value, cut: false };
  return { text: `${chars.slice(0, max - 1).join('').trimEnd()}…`, cut: true };
}

/** Only web links are ever rendered, whatever the server sends. */
export function webLink(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function isoOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function toHeadline(value: unknown): Headline | null {
  if (!isRecord(value)) return null;
  const title = clip(text(value.title), TITLE_LIMIT);
  const link = webLink(value.link);
  if (!title.text || !link) return null;
  const headline: Headline = {
    title: title.text,
    link,
    source: clip(text(value.source) || hostName(link), SOURCE_LIMIT).text,
    publishedAt: isoOrNull(value.publishedAt),
    summary: clip(text(value.summary), SUMMARY_LIMIT).text,
  };
  if (title.cut || value.titleShortened === true) headline.titleShortened = true;
  return headline;
}

function toSource(value: unknown): FeedSource | null {
  if (!isRecord(value) || typeof value.url !== 'string') return null;
  const source: FeedSource = { url: clip(value.url, 2048).text, ok: value.ok === true };
  if (text(value.name)) source.name = clip(text(value.name), SOURCE_LIMIT).text;
  if (typeof value.count === 'number' && Number.isFinite(value.count)) source.count = value.count;
  if (text(value.error)) source.error = clip(text(value.error), SUMMARY_LIMIT).text;
  if (value.stale === true) source.stale = true;
  return source;
}

const list = <T>(value: unknown, read: (entry: unknown) => T | null): T[] =>
  Array.isArray(value) ? value.map(read).filter((entry): entry is T => entry !== null) : [];

/** One headline per link: the list is keyed by link. */
function uniqueByLink(items: Headline[]): Headline[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.link) && Boolean(seen.add(item.link)));
}

/**
 * Makes sense of the endpoint's answer. `body` is the parsed JSON, or undefined when the answer
 * was not JSON at all (a site without the endpoint serves its HTML page instead).
 */
export function readNewsAnswer(status: number, body: unknown): NewsAnswer {
  if (status >= 200 && status < 300 && isRecord(body) && Array.isArray(body.items)) {
    return {
      ok: true,
      data: {
        items: uniqueByLink(list(body.items, toHeadline)),
        sources: list(body.sources, toSource),
        fetchedAt: isoOrNull(body.fetchedAt),
        stale: body.stale === true,
      },
    };
  }
  const sources = isRecord(body) ? list(body.sources, toSource) : [];
  if (status === 502 || status === 504) return { ok: false, message: text(isRecord(body) ? body.error : '') || NO_FEED_MESSAGE, sources };
  // 401: the server could not confirm the page (App Check) and says what to do.
  if ((status >= 500 || status === 401) && isRecord(body) && text(body.error)) return { ok: false, message: text(body.error), sources };
  return { ok: false, message: UNAVAILABLE_MESSAGE, sources };
}

export function hostName(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** The name a visitor knows a source by: its title, else its host. */
export const sourceName = (source: FeedSource): string => source.name ?? hostName(source.url);

export interface SourceOption {
  name: string;
  count: number;
}

/** Sources present in the headlines, most headlines first, then by name. */
export function sourceOptions(items: readonly Headline[]): SourceOption[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.source, (counts.get(item.source) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/**
 * Headlines from `source` ('' for all) whose title, summary or source contain every word of
 * `query` (case and accents ignored).
 */
export function filterHeadlines(items: readonly Headline[], source: string, query: string): Headline[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (source && item.source !== source) return false;
    if (words.length === 0) return true;
    const haystack = fold(`${item.title} ${item.summary} ${item.source}`);
    return words.every((word) => haystack.includes(word));
  });
}

function fold(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago", then the date.
 * Dates slightly in the future (clock skew) read as "just now".
 */
export function relativeTime(iso: string, now: number, locale = 'en', timeZone?: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const ago = now - time;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return format.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return format.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return format.format(-Math.floor(ago / DAY), 'day');
  const sameYear = new Date(time).getUTCFullYear() === new Date(now).getUTCFullYear();
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: sameYear ? undefined : 'numeric', timeZone }).format(time);
}

/** The full date and time, for the tooltip. */
export function exactTime(iso: string, locale?: string, timeZone?: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(time);
}

/** Failed sources, split into those still showing earlier headlines and those missing. */
export function feedProblems(sources: readonly FeedSource[]): { stale: FeedSource[]; missing: FeedSource[] } {
  const failed = sources.filter((source) => !source.ok);
  return { stale: failed.filter((source) => source.stale), missing: failed.filter((source) => !source.stale) };
}

export const PAGE_SIZE = 20;
