import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { createStore, del, get, promisifyRequest, set, type UseStore } from 'idb-keyval';

/**
 * Input drafts: what a user typed into a tool, kept in this browser (IndexedDB) so it survives a
 * reload or a closed tab. Options belong in the URL (useQueryState); drafts never go there.
 * Reads are cached in memory for the visit, writes are batched and flushed when the page hides.
 */

/** Larger drafts stay in memory for the visit but are not written (quota, write time). */
export const MAX_DRAFT_CHARS = 20_000_000;
const WRITE_DELAY_MS = 300;

const memory = new Map<string, unknown>();
const pending = new Map<string, unknown>();
let timer: ReturnType<typeof setTimeout> | undefined;
let store: UseStore | null | undefined;

function draftStore(): UseStore | null {
  if (store === undefined) {
    try {
      store = typeof indexedDB === 'undefined' ? null : createStore('toolhub-drafts', 'drafts');
    } catch {
      store = null;
    }
  }
  return store;
}

function tooBig(value: unknown): boolean {
  return typeof value === 'string' && value.length > MAX_DRAFT_CHARS;
}

/** The stored draft, or undefined when there is none or storage is unavailable. */
export async function readDraft<T>(key: string): Promise<T | undefined> {
  if (memory.has(key)) return memory.get(key) as T | undefined;
  const target = draftStore();
  if (!target) return undefined;
  try {
    return await get<T>(key, target);
  } catch {
    return undefined;
  }
}

const loadedPrefixes = new Set<string>();
/** Keys whose value in memory came from storage and has not been changed since. */
const fromStorage = new Set<string>();

/** True once `loadDrafts(prefix)` has brought that tool's drafts into memory. */
export function draftsLoaded(prefix: string): boolean {
  return loadedPrefixes.has(prefix) || draftStore() === null;
}

/**
 * Reads every stored draft whose key starts with `prefix` (a tool's `'<path>:'`) into memory, so
 * the tool's first render has them: no late restore can land under the user's first keystroke.
 * The host calls it while the tool's module loads. Never rejects.
 */
export async function loadDrafts(prefix: string): Promise<void> {
  const target = draftStore();
  if (!target || loadedPrefixes.has(prefix)) return;
  try {
    const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
    const [keys, values] = await target('readonly', (objects) =>
      Promise.all([promisifyRequest(objects.getAllKeys(range)), promisifyRequest(objects.getAll(range))]),
    );
    keys.forEach((key, index) => {
      // A value set during this visit is newer than the stored one.
      if (typeof key === 'string' && !memory.has(key) && !pending.has(key)) {
        memory.set(key, values[index]);
        fromStorage.add(key);
      }
    });
  } catch {
    // Storage unavailable: the tool starts empty, as it would without drafts.
  }
  loadedPrefixes.add(prefix);
}

/** Writes every pending draft now (also called when the page is hidden or closed). */
export async function flushDrafts(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const target = draftStore();
  const batch = [...pending];
  pending.clear();
  if (!target) return;
  await Promise.all(
    batch.map(async ([key, value]) => {
      try {
        if (value === undefined || tooBig(value)) await del(key, target);
        else await set(key, value, target);
      } catch {
        // A full or blocked store loses only persistence, never the text on screen.
      }
    }),
  );
}

let listening = false;
function flushOnHide() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const flush = () => void flushDrafts();
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** Stores a draft (undefined deletes it); the write happens shortly after, batched. */
export function saveDraft(key: string, value: unknown): void {
  fromStorage.delete(key);
  if (value === undefined) memory.delete(key);
  else memory.set(key, value);
  pending.set(key, value);
  flushOnHide();
  clearTimeout(timer);
  timer = setTimeout(() => void flushDrafts(), WRITE_DELAY_MS);
}

/** Forgets the in-memory cache; tests call this between cases. */
export function resetDrafts(): void {
  memory.clear();
  loadedPrefixes.clear();
  fromStorage.clear();
  pending.clear();
  clearTimeout(timer);
  timer = undefined;
  store = undefined;
}

export interface DraftControls {
  /** True when the value came back from an earlier visit. */
  restored: boolean;
  /** Empties the field and forgets the stored draft. */
  clear: () => void;
}

/**
 * A tool's input that survives reloads: `useDraft('json-formatter:input', '')` is used like
 * useState. The stored value arrives a moment after the first render; anything the user types
 * before that wins over it. Setting the initial value deletes the draft.
 */
export function useDraft<T>(key: string, initial: T): [T, (value: T) => void, DraftControls] {
  const cached = memory.has(key);
  const [value, setValue] = useState<T>(() => (cached ? (memory.get(key) as T) : initial));
  const [restored, setRestored] = useState(() => fromStorage.has(key));
  const touched = useRef(false);
  const initialValue = useRef(initial);
  const [, renderAgain] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (memory.has(key)) return;
    let live = true;
    void readDraft<T>(key).then((stored) => {
      if (!live || touched.current || stored === undefined) return;
      memory.set(key, stored);
      setValue(stored);
      setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [key]);

  const update = useCallback(
    (next: T) => {
      touched.current = true;
      setValue(next);
      const cleared = Object.is(next, initialValue.current);
      saveDraft(key, cleared ? undefined : next);
      // React keeps the previous render's props (a 5 MB text, its results) in its alternate fiber
      // tree until the next render: one more render after a clear lets that memory go at once.
      if (cleared) setTimeout(renderAgain, 0);
    },
    [key],
  );
  const clear = useCallback(() => {
    update(initialValue.current);
    setRestored(false);
  }, [update]);
  return [value, update, { restored, clear }];
}
