/** firestore.rules for users/{uid}: profiles (owner only, validated) and their activities. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, doc, getDoc, getDocs, serverTimestamp, setDoc } from 'firebase/firestore';
import { it } from 'vitest';
import { describeRules, profile, utcDay } from './rules-env';

describeRules('users/{uid}', ({ as }) => {
  it('lets the owner create, read and merge their profile', async () => {
    const db = as('alice');
    await assertSucceeds(setDoc(doc(db, 'users/alice'), profile('alice'), { merge: true }));
    await assertSucceeds(getDoc(doc(db, 'users/alice')));
    await assertSucceeds(setDoc(doc(db, 'users/alice'), { xp: 10, streak: 1, toolsUsedToday: ['dice'], lastUsed: utcDay() }, { merge: true }));
  });
  it('keeps everyone else out, admins may read', async () => {
    await assertSucceeds(setDoc(doc(as('alice'), 'users/alice'), profile('alice')));
    await assertFails(getDoc(doc(as('bob'), 'users/alice')));
    await assertFails(getDoc(doc(as(null), 'users/alice')));
    await assertFails(setDoc(doc(as('bob'), 'users/alice'), { xp: 99 }, { merge: true }));
    await assertSucceeds(getDoc(doc(as('root', { admin: true }), 'users/alice')));
  });
  it('validates fields: xp, streak, email, createdAt', async () => {
    const db = as('alice');
    await assertFails(setDoc(doc(db, 'users/alice'), { ...profile('alice'), xp: -1 }));
    await assertFails(setDoc(doc(db, 'users/alice'), { ...profile('alice'), streak: 0 }));
    await assertFails(setDoc(doc(db, 'users/alice'), { ...profile('alice'), email: 'bob@example.com' }));
    await assertFails(setDoc(doc(db, 'users/alice'), { ...profile('alice'), xp: '10' }));
    await assertSucceeds(setDoc(doc(db, 'users/alice'), profile('alice')));
    await assertFails(setDoc(doc(db, 'users/alice'), { createdAt: serverTimestamp() }, { merge: true }));
    await assertFails(setDoc(doc(db, 'users/alice'), { isAdmin: true }, { merge: true }));
  });
  it('lets the owner add and read activities, nobody else', async () => {
    const activity = { type: 'login', description: 'Logged in', icon: '🔑', link: '/', relatedData: { toolPath: null }, timestamp: serverTimestamp() };
    await assertSucceeds(addDoc(collection(as('alice'), 'users/alice/activities'), activity));
    await assertFails(addDoc(collection(as('bob'), 'users/alice/activities'), activity));
    await assertFails(addDoc(collection(as('alice'), 'users/alice/activities'), { ...activity, type: 'hack' }));
    await assertSucceeds(getDocs(collection(as('alice'), 'users/alice/activities')));
    await assertFails(getDocs(collection(as('bob'), 'users/alice/activities')));
  });
});
