/**
 * The files a visitor gave a PDF tool, kept in this browser so a reload gives them back: a small
 * list draft (names, order, settings) plus each file once under its own key, so editing a setting
 * never rewrites megabytes. Past a size cap the files stay in memory for the visit only and the
 * tool says so. Passwords are never part of it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readDraft, saveDraft, useDraft } from '@toolhub/shared';

/** What a reload can bring back; more stays in memory only (quota, write time). */
export const DRAFT_CAP_BYTES = 100 * 1024 * 1024;

export interface StoredEntry {
  id: string;
  name: string;
  size: number;
}

export interface StoredFiles<E extends StoredEntry> {
  /** The list, without entries whose file is still coming back from storage. */
  entries: E[];
  /** Each entry's file. */
  files: ReadonlyMap<string, Blob>;
  /** Entries from the last visit whose files are still being read back. */
  loading: number;
  /** Replaces the list; `added` holds the files of new entries. */
  setEntries: (next: E[], added?: ReadonlyMap<string, Blob>) => void;
  /** The list came back from an earlier visit and has not been changed since. */
  restored: boolean;
  /** The files are over the cap: they are gone after a reload. */
  memoryOnly: boolean;
}

/** A Blob or File, also one made in another realm (a test's, a worker's). */
function isBlob(value: unknown): value is Blob {
  return value instanceof Blob || ['[object Blob]', '[object File]'].includes(Object.prototype.toString.call(value));
}

const sizeOf = (entries: readonly StoredEntry[]) => entries.reduce((sum, entry) => sum + entry.size, 0);

let nextId = 1;
/** Unique for the visit and across visits (restored ids were made at another time). */
export function newFileId(): string {
  return `${Date.now().toString(36)}-${nextId++}`;
}

export function useStoredFiles<E extends StoredEntry>(tool: string, empty: E[]): StoredFiles<E> {
  const fileKey = useCallback((id: string) => `${tool}:file:${id}`, [tool]);
  const [saved, saveList, draft] = useDraft<E[]>(`${tool}:files`, empty);
  const [inMemory, setInMemory] = useState<E[] | null>(null);
  const [files, setFiles] = useState<ReadonlyMap<string, Blob | null>>(() => new Map());
  const [changed, setChanged] = useState(false);
  const asked = useRef(new Set<string>());
  const list = inMemory ?? saved;

  // Files of a restored list come back from storage, each under its own key.
  useEffect(() => {
    for (const entry of list) {
      if (files.has(entry.id) || asked.current.has(entry.id)) continue;
      asked.current.add(entry.id);
      void readDraft<Blob>(fileKey(entry.id)).then((blob) => {
        setFiles((current) => new Map(current).set(entry.id, isBlob(blob) ? blob : null));
      });
    }
  }, [list, files, fileKey]);

  const setEntries = useCallback(
    (next: E[], added: ReadonlyMap<string, Blob> = new Map()) => {
      setChanged(true);
      const known = new Map<string, Blob | null>(files);
      added.forEach((blob, id) => known.set(id, blob));
      const kept = next.filter((entry) => known.get(entry.id));
      const before = inMemory ?? saved;
      const removed = before.filter((entry) => !kept.some((other) => other.id === entry.id));
      const wasStored = inMemory === null;
      for (const entry of removed) {
        known.delete(entry.id);
        if (wasStored) saveDraft(fileKey(entry.id), undefined);
      }
      setFiles(known);
      if (kept.length > 0 && sizeOf(kept) > DRAFT_CAP_BYTES) {
        // Over the cap: nothing of it is stored, and what was stored is forgotten.
        if (wasStored) before.forEach((entry) => saveDraft(fileKey(entry.id), undefined));
        setInMemory(kept);
        saveList(empty);
        return;
      }
      const toStore = wasStored ? kept.filter((entry) => added.has(entry.id)) : kept;
      toStore.forEach((entry) => saveDraft(fileKey(entry.id), known.get(entry.id)));
      setInMemory(null);
      saveList(kept.length === 0 ? empty : kept);
    },
    [files, inMemory, saved, empty, fileKey, saveList],
  );

  const entries = useMemo(() => list.filter((entry) => files.get(entry.id)), [list, files]);
  const loading = list.filter((entry) => !files.has(entry.id)).length;
  const present = useMemo(() => {
    const map = new Map<string, Blob>();
    files.forEach((blob, id) => {
      if (blob) map.set(id, blob);
    });
    return map;
  }, [files]);
  return { entries, files: present, loading, setEntries, restored: draft.restored && !changed, memoryOnly: inMemory !== null };
}

/** What happens to the files on a reload, for the hint under the picker. */
export function keptNote(memoryOnly: boolean, total: string): string {
  if (memoryOnly) return `These files total ${total}, more than the ${DRAFT_CAP_BYTES / 1024 / 1024} MB this browser keeps for a reload: they stay only until you leave the page.`;
  return 'They are kept in this browser, so a reload brings them back.';
}
