/**
 * The zero-config adapter: accounts and documents in the browser's IndexedDB. It behaves like the
 * Firebase adapter where the UI can tell: the same error codes, a session that survives reloads,
 * auth state and profiles live across tabs, and the writes firestore.rules would refuse refused.
 * This file assembles it: the session (local-session.ts), the documents (local-documents.ts) and
 * the collections on them (local-collections.ts, local-analytics.ts, local-wishes.ts), tied to one
 * database and one tab channel.
 */
import type { Backend } from '../backend';
import { guard } from '../errors';
import { type LocalDb, DEFAULT_DB_NAME, openLocalDb } from './local-db';
import { type LocalAccountContext, changeLocalPassword, deleteLocalAccount } from './local-account';
import { createLocalAnalytics } from './local-analytics';
import { createLocalCollections } from './local-collections';
import { createLocalDocuments } from './local-documents';
import { createLocalSession } from './local-session';
import { PBKDF2_ITERATIONS } from './password';
import { type TabNotice, openTabChannel } from './tab-channel';
import { createLocalWishes } from './local-wishes';

export interface LocalBackendOptions {
  /** The IndexedDB database; tests give each case its own. */
  dbName?: string;
  iterations?: number;
  now?: () => Date;
  /** Lower-cased emails allowed on /admin (toolhubConfig.adminEmails, from ADMIN_EMAILS). */
  adminEmails?: readonly string[];
  /** Shard documents per daily counter (toolhubConfig.analyticsShards); 0 = SPEC's single documents. */
  analyticsShards?: number;
  /** Picks the shard a page view increments. */
  random?: () => number;
}

export function createLocalBackend(options: LocalBackendOptions = {}): Backend {
  const dbName = options.dbName ?? DEFAULT_DB_NAME;
  // Strictly increasing by default: two writes in one millisecond (a sign-up and the first tool
  // use) must still list newest first. An injected clock is used as it is.
  let last = 0;
  const now =
    options.now ??
    (() => {
      last = Math.max(Date.now(), last + 1);
      return new Date(last);
    });
  const iterations = options.iterations ?? PBKDF2_ITERATIONS;

  const dbPromise: Promise<LocalDb> = openLocalDb(dbName);
  // Callers see the failure on their own calls; this keeps an unobserved rejection quiet.
  dbPromise.catch(() => undefined);
  const db = async (): Promise<LocalDb> => dbPromise;

  // Both post on the channel opened just below, and only once a call is made.
  const session = createLocalSession({
    db,
    now,
    iterations,
    adminEmails: options.adminEmails ?? [],
    postAuth: () => channel.post({ kind: 'auth' }),
  });
  const documents = createLocalDocuments({ db, now, postDocument: (path) => channel.post({ kind: 'document', path }) });

  const channel = openTabChannel(dbName, (notice: TabNotice) => {
    if (notice.kind === 'auth') void session.load();
    else documents.emit(notice.path);
  });
  const ready = session.load();

  const { requireOwner, requireAdmin } = session;

  const accountContext: LocalAccountContext = {
    db,
    currentUid: () => session.requireUser().uid,
    iterations,
    signOut: () => session.signOut(),
    documentChanged: (path) => documents.changed(path),
    // Read when an account is deleted, by which time `backend` below exists.
    wishes: () => backend,
  };

  const backend: Backend = {
    kind: 'local',

    ...session.methods,

    ...createLocalCollections({ db, documents, ready, requireOwner, requireAdmin }),

    // Issue 17 §5: the whole history for the export, and the account's own changes.
    listAllActivities: (uid) => backend.listRecentActivities(uid, Number.POSITIVE_INFINITY),
    changePassword: (currentPassword, newPassword) => guard(() => changeLocalPassword(accountContext, currentPassword, newPassword)),
    deleteAccount: (password) => guard(() => deleteLocalAccount(accountContext, password)),

    ...createLocalAnalytics({ db, documents, shards: options.analyticsShards ?? 0, random: options.random ?? Math.random, requireAdmin }),

    // Issue 17 §3: wishes for coming-soon tools (local-wishes.ts).
    ...createLocalWishes({ db, requireOwner, requireAdmin, now, documentChanged: (path) => documents.changed(path) }),

    async close() {
      channel.close();
      session.clear();
      documents.clear();
      (await dbPromise.catch(() => null))?.close();
    },
  };
  return backend;
}
