/**
 * user-event walks a radio group with CSS.escape, which jsdom lacks: tests that press arrow keys
 * in a Segmented call this first. Escapes every character other than letters, digits, _ and -,
 * enough for the ids React's useId makes. Leaves a real CSS.escape alone.
 */
export function installCssEscape(): void {
  if (typeof globalThis.CSS?.escape === 'function') return;
  const escape = (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
  globalThis.CSS = { ...(globalThis.CSS ?? {}), escape } as typeof CSS;
}
