// @ts-check
/**
 * The AI News feeds of the hosting suite: fixture files served on 127.0.0.1 by its runner, which
 * points the Functions emulator's NEWS_FEEDS at them, so /api/news never leaves the machine.
 */
export const FEEDS_PORT = 5640;
export const FEED_FILES = ['rss2.xml', 'atom.xml', 'rdf.xml'];
/** @param {string} file */
export const feedUrl = (file) => `http://127.0.0.1:${FEEDS_PORT}/${file}`;
