import { drawFromDeck, markDealt, restoreDeck, secureRandom, type DeckState, type RandomSource } from '@toolhub/shared';

export type Theme = 'food' | 'travel' | 'superpowers' | 'work' | 'silly' | 'deep';
export type ThemeFilter = Theme | 'all';
export type Choice = 'a' | 'b';

export interface Dilemma {
  id: string;
  theme: Theme;
  a: string;
  b: string;
}

export interface ThemeInfo {
  id: Theme;
  label: string;
  icon: string;
}

export const THEMES: readonly ThemeInfo[] = [
  { id: 'food', label: 'Food', icon: '🍕' },
  { id: 'travel', label: 'Travel', icon: '✈️' },
  { id: 'superpowers', label: 'Superpowers', icon: '🦸' },
  { id: 'work', label: 'Work', icon: '💼' },
  { id: 'silly', label: 'Silly', icon: '🤪' },
  { id: 'deep', label: 'Deep', icon: '🤔' },
];

export function parseThemeFilter(raw: string | null | undefined): ThemeFilter | null {
  if (raw === 'all') return 'all';
  return THEMES.find((t) => t.id === raw)?.id ?? null;
}

export function themeLabel(theme: ThemeFilter): string {
  return theme === 'all' ? 'All themes' : THEMES.find((t) => t.id === theme)?.label ?? theme;
}

export function dilemmasIn(all: readonly Dilemma[], theme: ThemeFilter): Dilemma[] {
  return theme === 'all' ? all.slice() : all.filter((d) => d.theme === theme);
}

/** Dilemma ids in shared links are typed by hand sometimes: tolerate case and stray spaces. */
export function findDilemma(all: readonly Dilemma[], rawId: string | null | undefined): Dilemma | null {
  if (!rawId) return null;
  const id = rawId.trim().toLowerCase();
  return all.find((d) => d.id === id) ?? null;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The dilemma as one sentence, for sharing and copying. */
export function questionText(d: Dilemma): string {
  return `Would you rather ${lowerFirst(d.a)} or ${lowerFirst(d.b)}?`;
}

/** The current page's address pointing at one dilemma; other settings (theme) are kept. */
export function shareUrl(currentHref: string, id: string): string {
  const url = new URL(currentHref);
  url.searchParams.set('d', id);
  url.hash = '';
  return url.toString();
}

/* ---------- This browser's answers ---------- */

export interface Tally {
  a: number;
  b: number;
}

export type Tallies = Record<string, Tally>;

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** Rebuilds tallies from storage, dropping unknown dilemmas and anything that is not a count. */
export function restoreTallies(raw: unknown, knownIds: readonly string[]): Tallies {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const known = new Set(knownIds);
  const tallies: Tallies = {};
  for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!known.has(id) || typeof value !== 'object' || value === null) continue;
    const { a, b } = value as Record<string, unknown>;
    if (isCount(a) && isCount(b) && a + b > 0) tallies[id] = { a, b };
  }
  return tallies;
}

export function tallyFor(tallies: Tallies, id: string): Tally {
  return tallies[id] ?? { a: 0, b: 0 };
}

/**
 * Counts one answer. `replacing` is the answer given earlier in the same viewing, so changing
 * one's mind moves the vote instead of counting twice.
 */
export function recordAnswer(tallies: Tallies, id: string, choice: Choice, replacing: Choice | null = null): Tallies {
  if (choice === replacing) return tallies;
  const next = { ...tallyFor(tallies, id) };
  next[choice] += 1;
  if (replacing) next[replacing] = Math.max(0, next[replacing] - 1);
  return { ...tallies, [id]: next };
}

/** Whole percentages that always add up to 100 once there is at least one answer. */
export function percentages(tally: Tally): Tally {
  const total = tally.a + tally.b;
  if (total === 0) return { a: 0, b: 0 };
  const a = Math.round((tally.a * 100) / total);
  return { a, b: 100 - a };
}

export function answeredCount(tallies: Tallies): number {
  return Object.keys(tallies).length;
}

export function timesLabel(n: number): string {
  return n === 1 ? '1 time' : `${n} times`;
}

/* ---------- Opening the tool ---------- */

export interface OpeningSession {
  seen: DeckState;
  /** The dilemma to show first. */
  first: Dilemma | null;
  /** What to tell the visitor about how the first dilemma was chosen, if anything. */
  notice: string | null;
}

/**
 * Decides the first dilemma: the one named in the link (which then counts as seen), or a fresh
 * deal from the chosen theme when the link names none or one that doesn't exist.
 */
export function openSession(
  all: readonly Dilemma[],
  storedSeen: unknown,
  linkedId: string | null,
  theme: ThemeFilter,
  source: RandomSource = secureRandom,
): OpeningSession {
  const seen = restoreDeck(storedSeen, all.map((d) => d.id));
  const linked = findDilemma(all, linkedId);
  if (linked) return { seen: markDealt(seen, linked.id), first: linked, notice: null };
  const draw = drawFromDeck(seen, dilemmasIn(all, theme).map((d) => d.id), source);
  const first = draw ? findDilemma(all, draw.id) : null;
  let notice: string | null = null;
  if (linkedId && linkedId.trim() !== '') notice = `The link pointed to a dilemma that doesn't exist (“${linkedId}”), so here's another one.`;
  else if (draw?.reshuffled) notice = reshuffleNotice(theme);
  return { seen: draw ? draw.state : seen, first, notice };
}

export function reshuffleNotice(theme: ThemeFilter): string {
  return `You've seen every dilemma in ${themeLabel(theme)}, so they're shuffled in again.`;
}
