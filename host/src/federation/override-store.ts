import { create } from 'zustand';
import { storeOverrides } from './override-storage';

export interface RefusedOverride {
  id: string;
  value: string;
  reason: string;
}

/**
 * Overrides a link asked for, waiting for the visitor's answer in the confirmation dialog (nothing
 * is fetched or stored meanwhile), and the ones refused outright, for the banner to explain.
 */
interface OverrideState {
  pending: Record<string, string>;
  rejected: RefusedOverride[];
  /** Stores the pending overrides for this tab; false when storage refused them. */
  accept(now?: number): boolean;
  decline(): void;
  dismissRejected(): void;
}

export const useOverrideStore = create<OverrideState>((set, get) => ({
  pending: {},
  rejected: [],
  accept: (now = Date.now()) => {
    const stored = storeOverrides(get().pending, now);
    set({ pending: {} });
    return stored;
  },
  decline: () => set({ pending: {} }),
  dismissRejected: () => set({ rejected: [] }),
}));

/**
 * Resolves once no override of `remoteId` awaits an answer, so a loader can hold a remote's load
 * until the visitor has accepted or declined (see README, "How to override a remote").
 */
export function whenOverrideSettled(remoteId: string): Promise<void> {
  if (!(remoteId in useOverrideStore.getState().pending)) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useOverrideStore.subscribe((state) => {
      if (remoteId in state.pending) return;
      stop();
      resolve();
    });
  });
}
