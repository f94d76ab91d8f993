/**
 * The local adapter's IndexedDB schema (through `idb`). Accounts hold only password hashes; every
 * Firestore document lives in one store keyed by its path, with its collection path indexed so a
 * collection can be listed the way Firestore lists one.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { StoredPasswordHash } from './password';
import { BackendError, STORAGE_UNAVAILABLE } from '../errors';

export interface AccountRecord {
  uid: string;
  /** Lower-cased, as Firebase stores it; unique. */
  email: string;
  displayName: string | null;
  password: StoredPasswordHash;
  createdAt: string;
  lastSignInAt: string;
}

export interface DocumentRecord {
  /** e.g. users/abc or users/abc/activities/xyz. */
  path: string;
  /** The collection path: users, users/abc/activities, feedback... */
  collection: string;
  data: Record<string, unknown>;
}

export interface LocalSchema extends DBSchema {
  accounts: { key: string; value: AccountRecord; indexes: { email: string } };
  session: { key: string; value: { uid: string } };
  documents: { key: string; value: DocumentRecord; indexes: { collection: string } };
}

export type LocalDb = IDBPDatabase<LocalSchema>;

export const DEFAULT_DB_NAME = 'toolhub';

export async function openLocalDb(name: string): Promise<LocalDb> {
  if (typeof indexedDB === 'undefined') {
    throw new BackendError(STORAGE_UNAVAILABLE, 'IndexedDB is not available in this browser.');
  }
  try {
    return await openDB<LocalSchema>(name, 1, {
      upgrade(db) {
        db.createObjectStore('accounts', { keyPath: 'uid' }).createIndex('email', 'email', { unique: true });
        db.createObjectStore('session');
        db.createObjectStore('documents', { keyPath: 'path' }).createIndex('collection', 'collection');
      },
    });
  } catch (error) {
    // Private modes and blocked storage fail here: say so, rather than with a bare DOMException.
    throw new BackendError(STORAGE_UNAVAILABLE, `IndexedDB could not be opened: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export const collectionOf = (path: string): string => path.slice(0, path.lastIndexOf('/'));
