// @ts-check
/** Fetching one feed: the request, its time limit, a size-limited and charset-aware body read, and a short reason when it fails. */
import { FeedParseError, parseFeed } from './parse-feed.mjs';

/**
 * @typedef {(input: string, init?: { signal?: AbortSignal, headers?: Record<string, string>, redirect?: 'follow' }) => Promise<Response>} FetchLike
 */

/**
 * @param {string | null} contentType
 * @param {Uint8Array} bytes
 */
function charsetOf(contentType, bytes) {
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  if (fromHeader) return fromHeader;
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  return /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1] ?? 'utf-8';
}

/**
 * @param {Uint8Array} bytes
 * @param {string | null} contentType
 */
function decodeBody(bytes, contentType) {
  try {
    return new TextDecoder(charsetOf(contentType, bytes)).decode(bytes);
  } catch {
    // An encoding label the runtime does not know: UTF-8 is right for nearly all feeds.
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** @param {number} bytes */
function megabytes(bytes) {
  return `${Math.round((bytes / 1_000_000) * 10) / 10} MB`;
}

/**
 * Reads a response body, refusing to buffer more than `maxBytes`.
 * @param {Response} response
 * @param {number} maxBytes
 * @returns {Promise<Uint8Array>}
 */
async function readLimited(response, maxBytes) {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new Error(`Feed is larger than ${megabytes(maxBytes)}`);
  if (!response.body) return new Uint8Array(await response.arrayBuffer()).subarray(0, maxBytes);
  const reader = response.body.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new Error(`Feed is larger than ${megabytes(maxBytes)}`);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * A short reason fit to show next to the feed's address.
 * @param {unknown} error
 * @param {boolean} timedOut
 * @param {number} timeoutMs
 */
function describeFailure(error, timedOut, timeoutMs) {
  if (timedOut) return `Timed out after ${Math.round(timeoutMs / 100) / 10} s`;
  if (error instanceof FeedParseError) return error.message;
  if (error instanceof Error && error.message && !/fetch failed/i.test(error.message)) return error.message;
  return 'Could not connect';
}

/**
 * Fetches and parses one feed within `timeoutMs` (connection and body together).
 * @param {string} url
 * @param {{ fetch: FetchLike, timeoutMs: number, maxBytes: number }} options
 */
export async function fetchFeed(url, { fetch, timeoutMs, maxBytes }) {
  const controller = new AbortController();
  let timedOut = false;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
      reject(new Error('timeout'));
    }, timeoutMs);
  });
  try {
    const work = (async () => {
      const response = await fetch(url, {
        signal: controller.signal,
        redirect: 'follow',
        headers: {
          Accept: 'application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
          'User-Agent': 'ToolHub-News/1.0 (+https://toolhub.app/ai-news)',
        },
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new Error(`HTTP ${response.status}`);
      }
      const bytes = await readLimited(response, maxBytes);
      return parseFeed(decodeBody(bytes, response.headers.get('content-type')), { url: response.url || url });
    })();
    // A fetch that ignores the abort signal must still not hold the response hostage.
    return await Promise.race([work, deadline]);
  } catch (error) {
    throw new Error(describeFailure(error, timedOut, timeoutMs), { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
