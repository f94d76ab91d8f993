/**
 * Retention's clean-up in the Firebase adapter (SPEC sections 7 and 9): dated analytics records
 * older than the cutoff are deleted, a query page at a time. A record the rules refuse to delete
 * (one dated on a day that does not exist, written before the rules checked dates) is skipped and
 * named in a warning, and the clean-up goes on past it and on to the next collection: one such
 * record must never stop retention for everything else.
 */
import {
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  collection,
  deleteDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  writeBatch,
} from 'firebase/firestore';
import { DATED_COLLECTIONS } from '../analytics/page-view-writes';

/** The most documents a non-admin query may ask for (firestore.rules' `request.query.limit <= 100`). */
export const CLEANUP_QUERY_LIMIT = 100;
/** Rounds of query-and-delete per collection per cleanup: bounds what one page load spends. */
export const CLEANUP_MAX_ROUNDS = 5;

export interface CleanupResult {
  deleted: number;
  /** Paths of the records that could not be deleted. */
  skipped: string[];
}

/** Deletes one page of records: in one batch, or one by one when the batch is refused. */
async function deletePage(db: Firestore, docs: QueryDocumentSnapshot[], result: CleanupResult): Promise<void> {
  const batch = writeBatch(db);
  docs.forEach((d) => batch.delete(d.ref));
  try {
    await batch.commit();
    result.deleted += docs.length;
    return;
  } catch {
    // A batch fails whole: find out which record the rules refused.
  }
  const outcomes = await Promise.allSettled(docs.map((d) => deleteDoc(d.ref)));
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'fulfilled') result.deleted += 1;
    else result.skipped.push(docs[index]?.ref.path ?? '');
  });
}

async function cleanCollection(db: Firestore, name: string, cutoffDate: string, result: CleanupResult): Promise<void> {
  let after: QueryDocumentSnapshot | null = null;
  for (let round = 0; round < CLEANUP_MAX_ROUNDS; round += 1) {
    const constraints: QueryConstraint[] = [where('date', '<', cutoffDate), orderBy('date'), ...(after ? [startAfter(after)] : []), limit(CLEANUP_QUERY_LIMIT)];
    const page: QuerySnapshot = await getDocs(query(collection(db, name), ...constraints));
    if (page.empty) return;
    await deletePage(db, page.docs, result);
    // The next page starts after this one, so records left behind are not read again.
    after = page.docs[page.docs.length - 1] ?? null;
    if (page.size < CLEANUP_QUERY_LIMIT) return;
  }
}

/** Deletes the dated records before `cutoffDate` in every dated collection; never throws. */
export async function deleteDatedRecordsBefore(
  db: Firestore,
  cutoffDate: string,
  warn: (message: string, detail: unknown) => void = (message, detail) => console.warn(message, detail),
): Promise<CleanupResult> {
  const result: CleanupResult = { deleted: 0, skipped: [] };
  for (const name of DATED_COLLECTIONS) {
    try {
      await cleanCollection(db, name, cutoffDate, result);
    } catch (error) {
      warn(`Analytics cleanup could not finish ${name}; it goes on with the next collection.`, error);
    }
  }
  if (result.skipped.length) warn('Analytics cleanup skipped records it may not delete.', result.skipped);
  return result;
}
