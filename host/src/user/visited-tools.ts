/**
 * localStorage `visitedTools` (SPEC section 3): the tool paths opened in this browser, most
 * recent first, without repeats. Whatever is stored is treated as untrusted (old formats, hand
 * edits), so reading never fails and a bad entry simply starts a fresh list.
 */
import { readStored, writeStored } from '@toolhub/shared';

export const VISITED_TOOLS_KEY = 'visitedTools';
/** Enough for "recently visited" without letting the entry grow for ever. */
export const MAX_VISITED_TOOLS = 50;

/** The stored value as a clean list: strings only, first occurrence wins, capped. */
export function parseVisitedTools(value: unknown, max = MAX_VISITED_TOOLS): string[] {
  if (!Array.isArray(value)) return [];
  const paths = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  return [...new Set(paths)].slice(0, max);
}

/** `path` moved (or added) to the front. */
export function withVisitedTool(visited: readonly string[], path: string, max = MAX_VISITED_TOOLS): string[] {
  return [path, ...visited.filter((p) => p !== path)].slice(0, max);
}

export const readVisitedTools = (): string[] => parseVisitedTools(readStored<unknown>(VISITED_TOOLS_KEY, []));

export function rememberVisitedTool(path: string): void {
  writeStored(VISITED_TOOLS_KEY, withVisitedTool(readVisitedTools(), path));
}

export function clearVisitedTools(): boolean {
  return writeStored(VISITED_TOOLS_KEY, []);
}
