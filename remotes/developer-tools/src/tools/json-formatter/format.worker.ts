/**
 * Formats large documents off the main thread so a multi-megabyte paste never freezes the page.
 * Self-contained on purpose: no dynamic import(), so it works when loaded cross-origin.
 */
import { formatJson, type FormatOptions, type FormatResult } from './logic';

export interface FormatRequest {
  id: number;
  text: string;
  options: FormatOptions;
}

export interface FormatResponse {
  id: number;
  result: FormatResult;
}

// Typed against the DOM lib (the project has no separate worker tsconfig); these globals exist in workers too.
addEventListener('message', (event: MessageEvent<FormatRequest>) => {
  const { id, text, options } = event.data;
  const response: FormatResponse = { id, result: formatJson(text, options) };
  postMessage(response);
});
