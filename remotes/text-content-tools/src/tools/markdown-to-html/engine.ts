/**
 * The converter: marked (render.ts) and DOMPurify (sanitize.ts), a chunk of its own that loads
 * after the tool opens (converter.ts), so the click that opens the tool does not wait for it.
 */
export { renderMarkdown } from './render';
export { sanitizeHtml } from './sanitize';
