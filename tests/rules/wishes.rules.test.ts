/** firestore.rules for wishes for coming-soon tools (notify me) and their counters. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { type Firestore, collection, collectionGroup, deleteDoc, doc, getDoc, getDocs, increment, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { expect, it } from 'vitest';
import { describeRules } from './rules-env';

// Issue 17 §3: a wish is users/{uid}/wishes/{toolPath}; wish-counts/{toolPath} counts them, moving
// by exactly one only together with the caller creating or deleting their own wish.
describeRules('wishes for coming-soon tools', ({ as, seed }) => {
  /**
   * One batch, as the adapters write it: `uid`'s wish for `tool` created, deleted or left alone,
   * and the counter set to `counter` (a number as `{ count }`, or a whole document), or left alone.
   */
  const write = (
    db: Firestore,
    { uid, tool = 'split-pdf', wish, counter, wishData = { createdAt: serverTimestamp() } }: {
      uid: string;
      tool?: string;
      wish: 'create' | 'delete' | null;
      counter: number | Record<string, unknown> | null;
      wishData?: Record<string, unknown>;
    },
  ) => {
    const batch = writeBatch(db);
    const wishRef = doc(db, `users/${uid}/wishes/${tool}`);
    if (wish === 'create') batch.set(wishRef, wishData);
    if (wish === 'delete') batch.delete(wishRef);
    if (counter !== null) batch.set(doc(db, `wish-counts/${tool}`), typeof counter === 'number' ? { count: counter } : counter);
    return batch.commit();
  };
  const countOf = async (tool = 'split-pdf') => (await getDoc(doc(as(null), `wish-counts/${tool}`))).data()?.count as number | undefined;

  it('lets a user add and withdraw their own wish, the counter moving by exactly one', async () => {
    await assertSucceeds(write(as('alice'), { uid: 'alice', wish: 'create', counter: 1 }));
    await assertSucceeds(write(as('bob'), { uid: 'bob', wish: 'create', counter: 2 }));
    expect(await countOf()).toBe(2);
    await assertSucceeds(write(as('alice'), { uid: 'alice', wish: 'delete', counter: 1 }));
    expect(await countOf()).toBe(1);
    await assertSucceeds(write(as('alice'), { uid: 'alice', wish: 'create', counter: 2 }));
    expect(await countOf()).toBe(2);
    await assertSucceeds(getDoc(doc(as('alice'), 'users/alice/wishes/split-pdf')));
    await assertSucceeds(getDocs(collection(as('alice'), 'users/alice/wishes')));
  });

  it('refuses a counter that does not move by exactly the caller’s own wish', async () => {
    await seed('wish-counts/split-pdf', { count: 3 });
    const alice = as('alice');
    await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: 5 })); // +2
    await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: { count: increment(2) } }));
    await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: 3 })); // a wish, not counted
    await assertFails(write(alice, { uid: 'alice', wish: null, counter: 4 })); // counted, no wish
    await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: null }));
    await assertFails(write(alice, { uid: 'alice', wish: null, counter: 2 })); // −1 with no wish to delete
    await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: 4.5 }));
    await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: { count: '4' } }));
    await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: { count: 4, boost: 100 } }));
    expect(await countOf()).toBe(3);

    await assertSucceeds(write(alice, { uid: 'alice', wish: 'create', counter: 4 }));
    // Counted once: wishing again rewrites an existing wish, which nobody may do.
    await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: 5 }));
    await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: null }));
    await assertFails(write(alice, { uid: 'alice', wish: 'delete', counter: 4 })); // withdrawn, still counted
    await assertFails(write(alice, { uid: 'alice', wish: 'delete', counter: 2 })); // −2
    await assertFails(write(alice, { uid: 'alice', wish: 'delete', counter: null }));
    await assertFails(deleteDoc(doc(alice, 'wish-counts/split-pdf')));
    expect(await countOf()).toBe(4);
  });

  it('lets a user create and delete only their own wish', async () => {
    await assertFails(write(as('alice'), { uid: 'bob', wish: 'create', counter: 1 }));
    await seed('users/bob/wishes/split-pdf', { createdAt: new Date() });
    await seed('wish-counts/split-pdf', { count: 1 });
    await assertFails(write(as('alice'), { uid: 'bob', wish: 'delete', counter: 0 }));
    // Bob's wish lets nobody else move the counter either way.
    await assertFails(write(as('alice'), { uid: 'alice', wish: null, counter: 0 }));
    await assertFails(write(as('alice'), { uid: 'alice', wish: null, counter: 2 }));
    // Nor may an admin write for someone: wishes are the user's own.
    await assertFails(write(as('root', { admin: true }), { uid: 'bob', wish: 'delete', counter: 0 }));
    expect(await countOf()).toBe(1);
  });

  it('refuses every write from a signed-out visitor', async () => {
    const db = as(null);
    await assertFails(write(db, { uid: 'alice', wish: 'create', counter: 1 }));
    await assertFails(write(db, { uid: 'alice', wish: null, counter: 1 }));
    await assertFails(setDoc(doc(db, 'users/alice/wishes/split-pdf'), { createdAt: serverTimestamp() }));
    await seed('users/alice/wishes/split-pdf', { createdAt: new Date() });
    await seed('wish-counts/split-pdf', { count: 1 });
    await assertFails(write(db, { uid: 'alice', wish: 'delete', counter: 0 }));
    expect(await countOf()).toBe(1);
  });

  it('counts no wish from an anonymous account (issue 41 §3): throwaway accounts cannot raise a count', async () => {
    const anonymous = (uid: string) => as(uid, { email: null, firebase: { sign_in_provider: 'anonymous' } });
    for (let n = 0; n < 3; n += 1) {
      await assertFails(write(anonymous(`anon${n}`), { uid: `anon${n}`, wish: 'create', counter: 1 }));
      await assertFails(setDoc(doc(anonymous(`anon${n}`), `users/anon${n}/wishes/split-pdf`), { createdAt: serverTimestamp() }));
    }
    expect(await countOf()).toBeUndefined();
    await assertSucceeds(write(as('alice', { firebase: { sign_in_provider: 'password' } }), { uid: 'alice', wish: 'create', counter: 1 }));
    // A wish made before still goes away with its count when withdrawn.
    await seed('users/anon9/wishes/split-pdf', { createdAt: new Date() });
    await seed('wish-counts/split-pdf', { count: 2 });
    await assertSucceeds(write(anonymous('anon9'), { uid: 'anon9', wish: 'delete', counter: 1 }));
    expect(await countOf()).toBe(1);
  });

  it('takes a wish only in its exact shape, for a tool path, and never rewrites one', async () => {
    const alice = as('alice');
    await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: 1, wishData: { createdAt: serverTimestamp(), note: 'x' } }));
    await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: 1, wishData: { createdAt: new Date(2000, 0, 1) } }));
    await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: 1, wishData: {} }));
    for (const tool of ['Split-PDF', 'split_pdf', 'split--pdf', 'a'.repeat(101)]) {
      await assertFails(write(alice, { uid: 'alice', tool, wish: 'create', counter: 1 }));
    }
    await assertSucceeds(write(alice, { uid: 'alice', tool: 'a'.repeat(100), wish: 'create', counter: 1 }));
    await assertSucceeds(write(alice, { uid: 'alice', wish: 'create', counter: 1 }));
    await assertFails(setDoc(doc(alice, 'users/alice/wishes/split-pdf'), { createdAt: serverTimestamp() }, { merge: true }));
  });

  it('shows counts to anyone, lists them for admins only, and wishes to their owner and admins only', async () => {
    await seed('users/alice/wishes/split-pdf', { createdAt: new Date() });
    await seed('wish-counts/split-pdf', { count: 1 });
    for (const db of [as(null), as('bob')]) {
      await assertSucceeds(getDoc(doc(db, 'wish-counts/split-pdf')));
      await assertSucceeds(getDoc(doc(db, 'wish-counts/no-such-tool')));
      await assertFails(getDocs(collection(db, 'wish-counts')));
      await assertFails(getDoc(doc(db, 'users/alice/wishes/split-pdf')));
      await assertFails(getDocs(collection(db, 'users/alice/wishes')));
      await assertFails(getDocs(collectionGroup(db, 'wishes')));
    }
    const admin = as('root', { admin: true });
    await assertSucceeds(getDocs(collection(admin, 'wish-counts')));
    await assertSucceeds(getDoc(doc(admin, 'users/alice/wishes/split-pdf')));
  });
});
