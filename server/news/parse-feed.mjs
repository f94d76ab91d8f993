// @ts-check
/**
 * Turns the text of an RSS 2.0, Atom 1.0 or RDF (RSS 1.0) feed into plain news items.
 * Feeds in the wild are sloppy: fields go missing, HTML arrives escaped or in CDATA, dates come
 * in several formats. Anything we cannot make sense of is dropped item by item; only a document
 * that is not well-formed XML, or not a feed at all, fails as a whole.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decodeXmlReferences, htmlToText, truncateText } from './text.mjs';

/**
 * @typedef {object} NewsItem
 * @property {string} title
 * @property {string} link          absolute http(s) URL
 * @property {string} source        the feed's own title (or its host name)
 * @property {string | null} publishedAt  ISO 8601, or null when the feed gives no usable date
 * @property {string} summary       plain text, at most `summaryLength` characters
 * @property {true} [titleShortened] the title was longer than TITLE_LENGTH and was cut (ends in '…')
 */

/**
 * @typedef {object} ParsedFeed
 * @property {'rss' | 'atom' | 'rdf'} format
 * @property {string} title
 * @property {NewsItem[]} items
 */

export class FeedParseError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'FeedParseError';
  }
}

export const SUMMARY_LENGTH = 280;
/** Titles are shown whole; one longer than this is cut, ends in '…' and is flagged. */
export const TITLE_LENGTH = 200;
/** A feed's name, shown beside every headline and in the source menu. */
export const SOURCE_LENGTH = 80;
/** Longer links are not real article addresses; the item is dropped. */
export const MAX_LINK_LENGTH = 2048;
export const MAX_ITEMS_PER_FEED = 50;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // dc:date, content:encoded, rdf:RDF and atom:link all become their local names.
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link',
});

/**
 * @param {unknown} value
 * @returns {unknown[]}
 */
function asArray(value) {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * The text of a parsed node, whichever shape the parser gave it (string, { '#text' }, array).
 * @param {unknown} node
 * @returns {string}
 */
function textOf(node) {
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (Array.isArray(node)) return node.length > 0 ? textOf(node[0]) : '';
  if (node && typeof node === 'object' && '#text' in node) return textOf(/** @type {Record<string, unknown>} */ (node)['#text']);
  return '';
}

/**
 * @param {unknown} node
 * @param {string} name
 * @returns {string}
 */
function attr(node, name) {
  if (!node || typeof node !== 'object') return '';
  const value = /** @type {Record<string, unknown>} */ (node)[`@_${name}`];
  return typeof value === 'string' ? value : '';
}

/**
 * @param {unknown} node
 * @param {string} key
 * @returns {unknown}
 */
function field(node, key) {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
  return /** @type {Record<string, unknown>} */ (node)[key];
}

/**
 * An absolute http(s) URL, or '' for anything else (javascript:, data:, mailto:, garbage, or a
 * link longer than MAX_LINK_LENGTH): links are shown to visitors, so only web pages get through.
 * Character references the XML parser leaves alone (`&#x6A;avascript:`) are decoded first, so
 * an encoded scheme is judged as what it is.
 * @param {string} raw
 * @param {string | undefined} base
 */
export function safeLink(raw, base) {
  if (raw.length > MAX_LINK_LENGTH * 8) return '';
  const text = decodeXmlReferences(raw).trim();
  if (!text || text.length > MAX_LINK_LENGTH) return '';
  try {
    const url = base ? new URL(text, base) : new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return url.href.length <= MAX_LINK_LENGTH ? url.href : '';
  } catch {
    return '';
  }
}

/**
 * ISO date from RFC 822 (RSS), RFC 3339 (Atom, dc:date) and the usual near misses.
 * @param {string} raw
 * @returns {string | null}
 */
export function parseFeedDate(raw) {
  const text = raw.trim();
  if (!text) return null;
  let time = Date.parse(text);
  if (Number.isNaN(time)) {
    // "Tue, 10 Jun 2003 04:00:00 +0000 (UTC)" and similar trailing comments.
    time = Date.parse(text.replace(/\s*\([^)]*\)\s*$/, ''));
  }
  if (Number.isNaN(time)) return null;
  const year = new Date(time).getUTCFullYear();
  // Two-digit years and typos produce dates no news feed can mean.
  if (year < 1990 || year > 9999) return null;
  return new Date(time).toISOString();
}

/**
 * @param {unknown} links  Atom <link> elements
 * @param {string | undefined} base
 */
function atomLink(links, base) {
  const all = asArray(links);
  const preferred =
    all.find((link) => attr(link, 'rel') === 'alternate' && (!attr(link, 'type') || attr(link, 'type').includes('html'))) ??
    all.find((link) => !attr(link, 'rel')) ??
    all.find((link) => attr(link, 'rel') === 'alternate');
  const href = preferred ? attr(preferred, 'href') || textOf(preferred) : '';
  return safeLink(href, base);
}

/**
 * RSS items name their page in <link>, else in a permalink <guid>.
 * @param {unknown} item
 * @param {string | undefined} base
 */
function rssLink(item, base) {
  for (const link of asArray(field(item, 'link'))) {
    // An RSS item can also carry <atom:link href>, which the namespace removal folds in here.
    const found = safeLink(textOf(link) || attr(link, 'href'), base);
    if (found) return found;
  }
  const guid = field(item, 'guid');
  if (guid !== undefined && attr(guid, 'isPermaLink') !== 'false') {
    const found = safeLink(textOf(guid), base);
    if (found) return found;
  }
  return safeLink(attr(item, 'about'), base);
}

/**
 * @param {unknown} item
 * @param {string[]} keys  in order of preference
 */
function firstText(item, keys) {
  for (const key of keys) {
    const text = textOf(field(item, key)).trim();
    if (text) return text;
  }
  return '';
}

/**
 * @param {unknown} item
 * @param {{ format: ParsedFeed['format'], source: string, base: string | undefined, summaryLength: number }} context
 * @returns {NewsItem | null}
 */
function toItem(item, { format, source, base, summaryLength }) {
  const link = format === 'atom' ? atomLink(field(item, 'link'), base) : rssLink(item, base);
  const rawSummary =
    format === 'atom' ? firstText(item, ['summary', 'content']) : firstText(item, ['description', 'encoded', 'summary']);
  const summary = truncateText(htmlToText(rawSummary), summaryLength);
  const fullTitle = htmlToText(firstText(item, ['title'])) || truncateText(summary, 90);
  const title = truncateText(fullTitle, TITLE_LENGTH);
  if (!link || !title) return null;
  const dateKeys = format === 'atom' ? ['published', 'updated', 'issued', 'modified'] : ['pubDate', 'date', 'published', 'updated'];
  /** @type {NewsItem} */
  const news = { title, link, source, publishedAt: parseFeedDate(firstText(item, dateKeys)), summary };
  if (title !== fullTitle) news.titleShortened = true;
  return news;
}

/** @param {string | undefined} url */
function hostOf(url) {
  if (!url) return '';
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * @param {string} xml  the feed document's text
 * @param {{ url?: string, summaryLength?: number, maxItems?: number }} [options]
 *   url: where the feed came from (relative links resolve against it; names an untitled feed)
 * @returns {ParsedFeed}
 * @throws {FeedParseError} when the text is not well-formed XML or not a feed
 */
export function parseFeed(xml, { url, summaryLength = SUMMARY_LENGTH, maxItems = MAX_ITEMS_PER_FEED } = {}) {
  const text = typeof xml === 'string' ? xml.replace(/^\uFEFF/, '').trim() : '';
  if (!text) throw new FeedParseError('Empty response');
  const validity = XMLValidator.validate(text);
  if (validity !== true) {
    const { line } = validity.err;
    throw new FeedParseError(`Not well-formed XML${line ? ` (line ${line})` : ''}`);
  }
  /** @type {Record<string, unknown>} */
  let doc;
  try {
    doc = parser.parse(text);
  } catch (error) {
    throw new FeedParseError(`Unreadable XML: ${error instanceof Error ? error.message : String(error)}`);
  }

  /** @type {ParsedFeed['format']} */
  let format;
  /** @type {unknown} */
  let channel;
  /** @type {unknown[]} */
  let rawItems;
  if (doc.rss !== undefined) {
    format = 'rss';
    channel = field(doc.rss, 'channel');
    rawItems = asArray(field(channel, 'item'));
  } else if (doc.feed !== undefined) {
    format = 'atom';
    channel = doc.feed;
    rawItems = asArray(field(channel, 'entry'));
  } else if (doc.RDF !== undefined) {
    format = 'rdf';
    channel = field(doc.RDF, 'channel');
    // RSS 1.0 puts items beside the channel; some producers nest them anyway.
    rawItems = [...asArray(field(doc.RDF, 'item')), ...asArray(field(channel, 'item'))];
  } else {
    throw new FeedParseError('Not an RSS or Atom feed');
  }

  const base = url ?? undefined;
  const title = truncateText(htmlToText(textOf(field(channel, 'title'))), SOURCE_LENGTH) || hostOf(url) || 'Untitled feed';
  /** @type {NewsItem[]} */
  const items = [];
  for (const raw of rawItems) {
    if (items.length >= maxItems) break;
    const item = toItem(raw, { format, source: title, base, summaryLength });
    if (item) items.push(item);
  }
  return { format, title, items };
}
