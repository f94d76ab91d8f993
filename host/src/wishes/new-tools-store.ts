/**
 * Which tools are "New" to this browser (new-tools.ts), kept in localStorage and recomputed when
 * the live catalogue arrives or the wishes change. Only the live catalogue counts: the snapshot
 * built into the host can be older than what this browser last saw, and would otherwise make a
 * tool look as if it had just arrived.
 */
import { create } from 'zustand';
import { readStored, writeStored } from '@toolhub/shared';
import type { Unsubscribe } from '../backend/backend';
import { useCatalogueStore } from '../catalogue/catalogue-store';
import { NEW_TOOLS_KEY, type NewToolsState, observeCatalogue, parseNewToolsState, toolOpened } from './new-tools';
import { useWishesStore } from './wishes-store';

export const useNewToolsStore = create<{ marked: Record<string, number> }>()(() => ({ marked: {} }));

/** Read afresh each time: another tab may have changed it. */
const readState = (): NewToolsState => parseNewToolsState(readStored<unknown>(NEW_TOOLS_KEY, null));

function save(state: NewToolsState): void {
  writeStored(NEW_TOOLS_KEY, state);
  const { marked } = useNewToolsStore.getState();
  // A new object only when something changed, so the cards re-render only then.
  if (JSON.stringify(marked) !== JSON.stringify(state.marked)) useNewToolsStore.setState({ marked: state.marked });
}

export function startNewTools(now: () => number = Date.now): Unsubscribe {
  useNewToolsStore.setState({ marked: readState().marked });
  const observe = () => {
    const { catalogue, source } = useCatalogueStore.getState();
    if (source !== 'live') return;
    save(observeCatalogue(readState(), catalogue.tools, useWishesStore.getState().wishes, now()));
  };
  observe();
  const stopCatalogue = useCatalogueStore.subscribe(observe);
  const stopWishes = useWishesStore.subscribe(observe);
  return () => {
    stopCatalogue();
    stopWishes();
  };
}

/** The visitor opened `path`: it is New no more. */
export function noteToolOpened(path: string): void {
  save(toolOpened(readState(), path));
}
