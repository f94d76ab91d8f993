/**
 * The local adapter's documents: Firestore-style documents in IndexedDB, read by collection and
 * merged on write (merge.ts), each write announced to this tab's subscribers of that path and, on
 * the tab channel, to other tabs'.
 */
import { BackendError } from '../errors';
import { type LocalDb, collectionOf } from './local-db';
import { mergeDocument } from './merge';

/** A new document id (and, two of them, an account's uid). */
export const newId = (): string => crypto.randomUUID().replace(/-/g, '').slice(0, 20);

export interface LocalDocumentContext {
  db: () => Promise<LocalDb>;
  now: () => Date;
  /** Tells other tabs that the document at `path` changed. */
  postDocument: (path: string) => void;
}

export interface LocalDocuments {
  /** Calls `listener` on every change of the document at `path`; the result stops it. */
  watch(path: string, listener: () => void): () => void;
  /** Tells this tab's subscribers that the document at `path` changed (another tab wrote it). */
  emit(path: string): void;
  /** Tells this tab's and other tabs' subscribers that the document at `path` changed. */
  changed(path: string): void;
  /** The data of every document in `collection`. */
  readCollection(collection: string): Promise<Record<string, unknown>[]>;
  /** Merges `data` into the document at `path`, unless `check` names a problem with the write. */
  write(path: string, data: Record<string, unknown>, check?: (existing: Record<string, unknown> | undefined) => string | null): Promise<void>;
  /** Several documents merged in one transaction: all of them are written, or (a page left mid-way) none. */
  writeAll(writes: readonly { path: string; data: Record<string, unknown> }[]): Promise<void>;
  /** Drops every subscriber (the adapter's close). */
  clear(): void;
}

export function createLocalDocuments(context: LocalDocumentContext): LocalDocuments {
  const { db, now } = context;
  const documentListeners = new Map<string, Set<() => void>>();

  const emit = (path: string) => documentListeners.get(path)?.forEach((listener) => listener());

  const changed = (path: string) => {
    context.postDocument(path);
    emit(path);
  };

  return {
    watch(path, listener) {
      const listeners = documentListeners.get(path) ?? new Set();
      listeners.add(listener);
      documentListeners.set(path, listeners);
      return () => listeners.delete(listener);
    },

    emit,

    changed,

    async readCollection(collection) {
      return (await (await db()).getAllFromIndex('documents', 'collection', collection)).map((record) => record.data);
    },

    async write(path, data, check) {
      const database = await db();
      const tx = database.transaction('documents', 'readwrite');
      const existing = (await tx.store.get(path))?.data;
      const problem = check?.(existing);
      if (problem) {
        tx.abort();
        await tx.done.catch(() => undefined);
        throw new BackendError('permission-denied', `Missing or insufficient permissions: ${problem}.`);
      }
      // Read-merge-write in one transaction: increments from two tabs never lose a count.
      await tx.store.put({ path, collection: collectionOf(path), data: mergeDocument(existing, data, now()) });
      await tx.done;
      changed(path);
    },

    async writeAll(writes) {
      const database = await db();
      const tx = database.transaction('documents', 'readwrite');
      for (const { path, data } of writes) {
        const existing = (await tx.store.get(path))?.data;
        await tx.store.put({ path, collection: collectionOf(path), data: mergeDocument(existing, data, now()) });
      }
      await tx.done;
      for (const { path } of writes) changed(path);
    },

    clear: () => documentListeners.clear(),
  };
}
