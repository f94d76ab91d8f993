/** Errors from the worker in the visitor's words. */

const KNOWN = [
  { test: /memory|allocation|Array buffer allocation|out of bounds/i, text: 'The browser ran out of memory for this image. Close other tabs, or try a smaller image.' },
  { test: /abort|unreachable/i, text: 'The encoder could not handle this image. Try another format or a smaller image.' },
];

/** Our own messages pass through; engine internals become a sentence. */
export function friendlyError(message: string): string {
  const trimmed = message.trim();
  if (trimmed === '') return 'The image could not be converted.';
  for (const known of KNOWN) if (known.test.test(trimmed)) return known.text;
  // Messages written for people end with a full stop; engine messages rarely do.
  return /[.!?]$/.test(trimmed) ? trimmed : `The image could not be converted (${trimmed}).`;
}
