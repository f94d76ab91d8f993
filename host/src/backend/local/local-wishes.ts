/**
 * The local adapter's wishes (host/src/backend/wishes.ts): the wish and its tool's count change in
 * one IndexedDB transaction, so two tabs (or a reload mid-merge) never count a wish twice, and the
 * checks firestore.rules makes are made here: own wishes only, tool paths only, admins list counts.
 */
import { guard } from '../errors';
import { WISHES, WISH_COUNTS, WISH_COUNT_LIMIT, byDemand, countOf, requireToolPath, type WishMethods, wishCountsPath, wishPath } from '../wishes';
import { type LocalDb, collectionOf } from './local-db';

export interface LocalWishContext {
  db: () => Promise<LocalDb>;
  /** Throws permission-denied unless `uid` is the signed-in user (the rules' isOwner). */
  requireOwner: (uid: string) => void;
  /** Throws permission-denied unless the signed-in user is an admin. */
  requireAdmin: () => void;
  now: () => Date;
  /** Tells this tab's and other tabs' subscribers that a document changed. */
  documentChanged: (path: string) => void;
}

export function createLocalWishes(context: LocalWishContext): WishMethods {
  /** Makes `uid`'s wish for `toolPath` exist (`wanted`) or not, moving the count only if it changed. */
  const setWish = (uid: string, toolPath: string, wanted: boolean) =>
    guard(async () => {
      requireToolPath(toolPath);
      context.requireOwner(uid);
      const wish = wishPath(uid, toolPath);
      const counter = wishCountsPath(toolPath);
      const tx = (await context.db()).transaction('documents', 'readwrite');
      if (Boolean(await tx.store.get(wish)) === wanted) {
        await tx.done;
        return;
      }
      const count = countOf((await tx.store.get(counter))?.data);
      if (wanted) await tx.store.put({ path: wish, collection: collectionOf(wish), data: { createdAt: context.now() } });
      else await tx.store.delete(wish);
      await tx.store.put({ path: counter, collection: WISH_COUNTS, data: { count: count + (wanted ? 1 : -1) } });
      await tx.done;
      context.documentChanged(wish);
      context.documentChanged(counter);
    });

  return {
    addWish: (uid, toolPath) => setWish(uid, toolPath, true),

    removeWish: (uid, toolPath) => setWish(uid, toolPath, false),

    listMyWishes: (uid) =>
      guard(async () => {
        context.requireOwner(uid);
        const records = await (await context.db()).getAllFromIndex('documents', 'collection', `users/${uid}/${WISHES}`);
        return records.map((record) => record.path.slice(record.path.lastIndexOf('/') + 1)).sort();
      }),

    wishCount: (toolPath) =>
      guard(async () => {
        requireToolPath(toolPath);
        return countOf((await (await context.db()).get('documents', wishCountsPath(toolPath)))?.data);
      }),

    listWishCounts: () =>
      guard(async () => {
        context.requireAdmin();
        const records = await (await context.db()).getAllFromIndex('documents', 'collection', WISH_COUNTS);
        return records
          .map((record) => ({ toolPath: record.path.slice(WISH_COUNTS.length + 1), count: countOf(record.data) }))
          .sort(byDemand)
          .slice(0, WISH_COUNT_LIMIT);
      }),
  };
}
