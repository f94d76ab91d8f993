/**
 * "New" on the home page (issue 17 §3): a tool this browser last saw coming soon, or one the
 * visitor wished for, that is now available, until the visitor opens it or NEW_FOR_MS pass. Pure:
 * new-tools-store.ts feeds it the live catalogue, the wishes and the clock, and keeps the state in
 * localStorage, so "New" means new to this browser, not to the world.
 */
import type { CatalogueTool } from '@toolhub/shared';
import { isToolPath } from '../backend/wishes';

export const NEW_TOOLS_KEY = 'newTools';
/** Two weeks: long enough for a weekly visitor to notice, short enough not to become wallpaper. */
export const NEW_FOR_MS = 14 * 24 * 60 * 60 * 1000;
/** Far more than the catalogue lists; bounds what a hand-edited entry can make us carry. */
const MAX_ENTRIES = 500;

export interface NewToolsState {
  /** The tools that were coming soon when this browser last saw the live catalogue. */
  soon: string[];
  /** The tools shown as New, with when (ms since the epoch) each became New. */
  marked: Record<string, number>;
  /**
   * Available tools whose New is used up (opened, or timed out), so that a wish, which outlives
   * the tool's arrival, does not mark them again.
   */
  done: string[];
}

export const emptyNewToolsState = (): NewToolsState => ({ soon: [], marked: {}, done: [] });

type Availability = Pick<CatalogueTool, 'path' | 'isAvailable'>;

const unique = (paths: readonly string[]): string[] => [...new Set(paths)];

export const isNewTool = (state: NewToolsState, path: string): boolean => Object.hasOwn(state.marked, path);

/** The state after this browser sees `tools` (the live catalogue) with `wishes` at `now`. */
export function observeCatalogue(state: NewToolsState, tools: readonly Availability[], wishes: readonly string[], now: number): NewToolsState {
  const available = new Set(tools.filter((tool) => tool.isAvailable).map((tool) => tool.path));
  // A tool gone back to coming soon (or out of the catalogue) may be New again when it returns.
  const done = state.done.filter((path) => available.has(path));
  const marked: Record<string, number> = {};
  for (const [path, since] of Object.entries(state.marked)) {
    if (!available.has(path)) continue;
    if (now - since >= NEW_FOR_MS) done.push(path);
    else marked[path] = since;
  }
  for (const path of [...state.soon, ...wishes]) {
    if (available.has(path) && !Object.hasOwn(marked, path) && !done.includes(path)) marked[path] = now;
  }
  return { soon: tools.filter((tool) => !tool.isAvailable).map((tool) => tool.path), marked, done: unique(done) };
}

/** The state after the visitor opens `path`: it is New no more, and will not be marked later. */
export function toolOpened(state: NewToolsState, path: string): NewToolsState {
  if (!isNewTool(state, path) && state.done.includes(path)) return state;
  const marked = Object.fromEntries(Object.entries(state.marked).filter(([marking]) => marking !== path));
  return { ...state, marked, done: unique([...state.done, path]) };
}

const paths = (value: unknown): string[] => (Array.isArray(value) ? unique(value.filter(isToolPath)).slice(0, MAX_ENTRIES) : []);

/** Whatever localStorage held, as a state: tool paths only, finite times only. */
export function parseNewToolsState(value: unknown): NewToolsState {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return emptyNewToolsState();
  const { soon, marked, done } = value as Record<string, unknown>;
  const markings =
    typeof marked === 'object' && marked !== null && !Array.isArray(marked)
      ? Object.entries(marked).filter((entry): entry is [string, number] => isToolPath(entry[0]) && Number.isFinite(entry[1]))
      : [];
  return { soon: paths(soon), marked: Object.fromEntries(markings.slice(0, MAX_ENTRIES)), done: paths(done) };
}
