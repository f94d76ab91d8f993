/** A failure's reason for people: its message, with the error's code when the code adds something. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const text = message.trim() || 'unknown error';
  return typeof code === 'string' && code && text !== code ? `${text} (${code})` : text;
}
