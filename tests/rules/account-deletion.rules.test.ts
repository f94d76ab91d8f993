/** firestore.rules for deleting an account (issue 17 §5): only the owner deletes their profile and activities. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { type Firestore, addDoc, collection, deleteDoc, doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { expect, it } from 'vitest';
import { describeRules, profile } from './rules-env';

describeRules('deleting an account (issue 17 §5)', ({ env, as }) => {
  const activity = { type: 'login', description: 'Logged in', icon: '🔑', link: '/', relatedData: { toolPath: null }, timestamp: serverTimestamp() };
  /** alice's profile and one activity, written by alice as the app does; returns the activity's path. */
  const seedAlice = async () => {
    await assertSucceeds(setDoc(doc(as('alice'), 'users/alice'), profile('alice')));
    return (await assertSucceeds(addDoc(collection(as('alice'), 'users/alice/activities'), activity))).path;
  };
  const exists = async (path: string) => {
    let found = false;
    await env().withSecurityRulesDisabled(async (context) => {
      found = (await getDoc(doc(context.firestore() as unknown as Firestore, path))).exists();
    });
    return found;
  };

  it('lets the owner delete their activities and then their profile', async () => {
    const activityPath = await seedAlice();
    await assertSucceeds(deleteDoc(doc(as('alice'), activityPath)));
    await assertSucceeds(deleteDoc(doc(as('alice'), 'users/alice')));
    expect(await exists(activityPath)).toBe(false);
    expect(await exists('users/alice')).toBe(false);
  });

  it('refuses another signed-in user, a visitor and an admin, leaving both documents', async () => {
    const activityPath = await seedAlice();
    for (const db of [as('bob'), as(null), as('root', { admin: true })]) {
      await assertFails(deleteDoc(doc(db, activityPath)));
      await assertFails(deleteDoc(doc(db, 'users/alice')));
    }
    expect(await exists(activityPath)).toBe(true);
    expect(await exists('users/alice')).toBe(true);
  });

  it('lets nobody delete someone else’s, even with the owner’s email in their token', async () => {
    const activityPath = await seedAlice();
    const impostor = env().authenticatedContext('mallory', { email: 'alice@example.com' }).firestore() as unknown as Firestore;
    await assertFails(deleteDoc(doc(impostor, activityPath)));
    await assertFails(deleteDoc(doc(impostor, 'users/alice')));
    // Owning your own account gives nothing over anyone else's.
    await assertSucceeds(setDoc(doc(as('bob'), 'users/bob'), profile('bob')));
    await assertFails(deleteDoc(doc(as('bob'), 'users/alice')));
  });

  it('still never lets an activity be rewritten, by its owner either', async () => {
    const activityPath = await seedAlice();
    await assertFails(setDoc(doc(as('alice'), activityPath), { ...activity, description: 'Edited' }));
  });
});
