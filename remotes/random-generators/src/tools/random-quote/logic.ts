import { pick, secureRandom, type RandomSource } from '@toolhub/shared';
import { AUTHORS } from './authors';
import { QUOTES, TOPICS, type QuoteEntry, type Topic } from './quotes';

export { TOPICS, type Topic };

export interface Quote {
  id: number;
  text: string;
  author: string;
  years: string;
  source: string;
  topics: readonly Topic[];
}

export const TOPIC_CHOICES = ['all', ...TOPICS] as const;
export type TopicChoice = (typeof TOPIC_CHOICES)[number];

export const SEEN_KEY = 'toolhub.random-quote.seen';
export const FAVOURITES_KEY = 'toolhub.random-quote.favourites';

function withAuthor(entry: QuoteEntry): Quote {
  const author = AUTHORS[entry.author];
  return { id: entry.id, text: entry.text, author: author.name, years: author.years, source: entry.source, topics: entry.topics };
}

export const ALL_QUOTES: readonly Quote[] = QUOTES.map(withAuthor);
const BY_ID = new Map(ALL_QUOTES.map((quote) => [quote.id, quote]));

export function topicName(topic: TopicChoice): string {
  return topic === 'all' ? 'All topics' : topic.charAt(0).toUpperCase() + topic.slice(1);
}

export function quotesFor(topic: TopicChoice, quotes: readonly Quote[] = ALL_QUOTES): Quote[] {
  return topic === 'all' ? [...quotes] : quotes.filter((quote) => quote.topics.includes(topic));
}

/** The quote a share link names, or null for anything that is not exactly a known id. */
export function quoteFromLink(param: string): Quote | null {
  if (!/^[1-9]\d{0,5}$/.test(param)) return null;
  return BY_ID.get(Number(param)) ?? null;
}

export function linkParam(quote: Quote): string {
  return String(quote.id);
}

/** The tool's own address with only ?q=<id>, so a shared link opens exactly this quote. */
export function shareLink(pageUrl: string, quote: Quote): string {
  const url = new URL(pageUrl);
  url.search = `?q=${linkParam(quote)}`;
  url.hash = '';
  return url.toString();
}

export function formatQuote(quote: Quote): string {
  return `“${quote.text}” — ${quote.author}`;
}

/** Whatever is stored may be stale or hand-edited: keep known ids, once each, in order. */
export function sanitizeIds(stored: unknown): number[] {
  if (!Array.isArray(stored)) return [];
  const kept = new Set<number>();
  for (const value of stored) {
    if (typeof value === 'number' && BY_ID.has(value)) kept.add(value);
  }
  return [...kept];
}

export interface Deal {
  quote: Quote;
  seen: number[];
}

/**
 * Deals the next quote of a topic. Quotes already seen are skipped until the whole topic has
 * been shown; then that topic starts a new round (without repeating the quote on screen), while
 * what was seen in other topics is kept.
 */
export function dealNext(pool: readonly Quote[], seen: readonly number[], currentId: number | null, source: RandomSource = secureRandom): Deal {
  if (pool.length === 0) throw new RangeError('no quotes to deal from');
  const seenSet = new Set(seen);
  let fresh = pool.filter((quote) => !seenSet.has(quote.id));
  let kept = [...seen];
  if (fresh.length === 0) {
    const poolIds = new Set(pool.map((quote) => quote.id));
    kept = kept.filter((id) => !poolIds.has(id));
    fresh = pool.length > 1 ? pool.filter((quote) => quote.id !== currentId) : [...pool];
  }
  const quote = pick(fresh, source);
  return { quote, seen: [...kept, quote.id] };
}

/** Records a quote opened from a link, so it is not dealt again in this round. */
export function markSeen(seen: readonly number[], id: number): number[] {
  return seen.includes(id) ? [...seen] : [...seen, id];
}

export function unseenCount(pool: readonly Quote[], seen: readonly number[]): number {
  const seenSet = new Set(seen);
  return pool.filter((quote) => !seenSet.has(quote.id)).length;
}

export function toggleFavourite(favourites: readonly number[], id: number): number[] {
  return favourites.includes(id) ? favourites.filter((f) => f !== id) : [id, ...favourites];
}

export function favouriteQuotes(favourites: readonly number[]): Quote[] {
  return favourites.flatMap((id) => {
    const quote = BY_ID.get(id);
    return quote ? [quote] : [];
  });
}
