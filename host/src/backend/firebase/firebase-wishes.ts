/**
 * The Firebase adapter's wishes (host/src/backend/wishes.ts). Adding and withdrawing run as
 * transactions that read the wish first: a second add (another tab, a reload mid-merge) finds it
 * and writes nothing, and the wish and its count are committed together, as firestore.rules insist.
 */
import { type Firestore, collection, doc, getDoc, getDocs, limit, orderBy, query, runTransaction, serverTimestamp } from 'firebase/firestore';
import { guard } from '../errors';
import { WISHES, WISH_COUNTS, WISH_COUNT_LIMIT, byDemand, countOf, requireToolPath, type WishMethods } from '../wishes';

/** `db` starts Firestore on first use, as the adapter does for everything else. */
export function createFirebaseWishes(db: () => Firestore): WishMethods {
  const setWish = (uid: string, toolPath: string, wanted: boolean) =>
    guard(async () => {
      requireToolPath(toolPath);
      const firestore = db();
      const wishRef = doc(firestore, 'users', uid, WISHES, toolPath);
      const countRef = doc(firestore, WISH_COUNTS, toolPath);
      try {
        await runTransaction(firestore, async (tx) => {
          if ((await tx.get(wishRef)).exists() === wanted) return;
          const count = countOf((await tx.get(countRef)).data());
          if (wanted) tx.set(wishRef, { createdAt: serverTimestamp() });
          else tx.delete(wishRef);
          // The count as a number, not increment(): the rules compare it through getAfter(), which
          // does not see a transform's result, so an increment is refused.
          tx.set(countRef, { count: count + (wanted ? 1 : -1) });
        });
      } catch (error) {
        // Another tab made the same change first: our commit is then a second create (or delete)
        // of the wish, which the rules refuse before the transaction could retry. The wish being
        // as wanted is success; anything else (someone else's wish, say) is the error it was.
        if ((error as { code?: unknown }).code !== 'permission-denied') throw error;
        if ((await getDoc(wishRef)).exists() !== wanted) throw error;
      }
    });

  return {
    addWish: (uid, toolPath) => setWish(uid, toolPath, true),

    removeWish: (uid, toolPath) => setWish(uid, toolPath, false),

    listMyWishes: (uid) => guard(async () => (await getDocs(collection(db(), 'users', uid, WISHES))).docs.map((d) => d.id).sort()),

    wishCount: (toolPath) =>
      guard(async () => {
        requireToolPath(toolPath);
        return countOf((await getDoc(doc(db(), WISH_COUNTS, toolPath))).data());
      }),

    listWishCounts: () =>
      guard(async () => {
        const snapshot = await getDocs(query(collection(db(), WISH_COUNTS), orderBy('count', 'desc'), limit(WISH_COUNT_LIMIT)));
        return snapshot.docs.map((d) => ({ toolPath: d.id, count: countOf(d.data()) })).sort(byDemand);
      }),
  };
}
