/** firestore.rules for feedback: create-only, for visitors too, and validated. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, serverTimestamp } from 'firebase/firestore';
import { it } from 'vitest';
import { describeRules } from './rules-env';

describeRules('feedback', ({ as }) => {
  const feedback = { type: 'Bug Report', message: 'It broke', email: null, createdAt: serverTimestamp() };
  it('is create-only, for visitors too', async () => {
    const ref = await assertSucceeds(addDoc(collection(as(null), 'feedback'), feedback));
    await assertFails(getDoc(doc(as(null), ref.path)));
    await assertFails(deleteDoc(doc(as('alice'), ref.path)));
    await assertSucceeds(getDoc(doc(as('root', { admin: true }), ref.path)));
  });
  it('validates type, message and email', async () => {
    const db = as(null);
    await assertSucceeds(addDoc(collection(db, 'feedback'), { ...feedback, email: 'me@example.com' }));
    await assertFails(addDoc(collection(db, 'feedback'), { ...feedback, type: 'Spam' }));
    await assertFails(addDoc(collection(db, 'feedback'), { ...feedback, message: '   ' }));
    await assertFails(addDoc(collection(db, 'feedback'), { ...feedback, message: 'x'.repeat(5001) }));
    await assertFails(addDoc(collection(db, 'feedback'), { ...feedback, email: 42 }));
    await assertFails(addDoc(collection(db, 'feedback'), { ...feedback, extra: true }));
  });
});
