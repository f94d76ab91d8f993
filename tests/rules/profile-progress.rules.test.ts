/**
 * firestore.rules for XP, streak and favourites (issue 41 §2): the owner can make only the
 * transitions the product defines (host/src/user/progress.ts), and the host's own writes pass.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { type Firestore, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { it } from 'vitest';
import { XP_PER_NEW_TOOL, afterToolUse } from '../../host/src/user/progress';
import { describeRules, profile, utcDay } from './rules-env';

/** A stored profile (past the rules), as after some days of use. */
const stored = (uid: string, fields: Record<string, unknown> = {}) => ({
  ...profile(uid), createdAt: new Date(), xp: 30, streak: 2, toolsUsedToday: ['json-formatter', 'coin-flip', 'dice'], lastUsed: utcDay(-1), ...fields,
});

/** Local noon of a YYYY-MM-DD day: the clock afterToolUse reads that day from. */
const noonOf = (day: string) => new Date(`${day}T12:00:00`);

describeRules('profile progress (issue 41 §2)', ({ as, seed }) => {
  const merge = (db: Firestore, data: Record<string, unknown>) => setDoc(doc(db, 'users/alice'), data, { merge: true });

  it('takes the host’s writes: a new profile, then tools used over several days', async () => {
    const db = as('alice');
    await assertSucceeds(setDoc(doc(db, 'users/alice'), profile('alice'), { merge: true }));
    let progress = { xp: 0, streak: 1, toolsUsedToday: [] as string[], lastUsed: '' };
    for (const [day, tool] of [[utcDay(-1), 'json-formatter'], [utcDay(-1), 'dice'], [utcDay(-1), 'dice'], [utcDay(0), 'dice'], [utcDay(1), 'coin-flip'], [utcDay(1), 'json-formatter']] as const) {
      const { xpGained: _gained, ...next } = afterToolUse(progress, tool, noonOf(day));
      await assertSucceeds(merge(db, next));
      progress = next;
    }
    // Three days in a row, five tools new on their day: xp 50, streak 3.
    await assertSucceeds(merge(db, { favourites: ['dice', 'json-formatter'] }));
    await assertSucceeds(merge(db, { favourites: ['json-formatter', 'dice'] }));
    await assertSucceeds(merge(db, { favourites: [] }));
    await assertSucceeds(merge(db, { displayName: 'Alice B.' }));
  });

  it('refuses a profile that does not start at zero', async () => {
    const db = as('alice');
    for (const fields of [{ xp: 1e9 }, { xp: 10 }, { streak: 1_000_000 }, { streak: 2 }, { toolsUsedToday: ['dice'] }, { lastUsed: '9999-12-31' }, { lastUsed: utcDay() }]) {
      await assertFails(setDoc(doc(db, 'users/alice'), { ...profile('alice'), ...fields }));
    }
  });

  it('refuses XP and streak that do not follow from a tool used for the first time that day', async () => {
    await seed('users/alice', stored('alice'));
    const db = as('alice');
    const today = utcDay();
    for (const data of [
      { xp: 1e9 },
      { xp: Number.POSITIVE_INFINITY },
      { xp: 40 },
      { xp: 30.5 },
      { streak: 1_000_000 },
      { streak: 3 },
      { lastUsed: '9999-12-31' },
      { lastUsed: utcDay(2), xp: 40, streak: 1, toolsUsedToday: ['dice'] },
      // The same day: XP without a new tool, a tool without XP, two tools at once, a tool used already.
      { xp: 40, toolsUsedToday: ['json-formatter', 'coin-flip', 'dice'] },
      { toolsUsedToday: ['json-formatter', 'coin-flip', 'dice', 'uuid-generator'] },
      { xp: 50, toolsUsedToday: ['json-formatter', 'coin-flip', 'dice', 'uuid-generator', 'hash-generator'] },
      { xp: 40, toolsUsedToday: ['json-formatter', 'coin-flip', 'dice', 'dice'] },
      { xp: 40, toolsUsedToday: ['json-formatter', 'coin-flip', 'dice', 'Not A Path'] },
      // A new day: the list must start again with the one tool, the streak must follow.
      { xp: 40, streak: 3, lastUsed: today, toolsUsedToday: ['json-formatter', 'coin-flip', 'dice', 'uuid-generator'] },
      { xp: 40, streak: 4, lastUsed: today, toolsUsedToday: ['uuid-generator'] },
      { xp: 40, streak: 1, lastUsed: today, toolsUsedToday: ['uuid-generator'] },
      { xp: 50, streak: 3, lastUsed: today, toolsUsedToday: ['uuid-generator'] },
      // Backwards in time.
      { xp: 40, streak: 1, lastUsed: utcDay(-2), toolsUsedToday: ['uuid-generator'] },
    ]) {
      await assertFails(merge(db, data));
    }
    await assertSucceeds(merge(db, { xp: 30 + XP_PER_NEW_TOOL, toolsUsedToday: ['json-formatter', 'coin-flip', 'dice', 'uuid-generator'] }));
    await assertSucceeds(merge(db, { xp: 40 + XP_PER_NEW_TOOL, streak: 3, lastUsed: today, toolsUsedToday: ['dice'] }));
  });

  it('restarts the streak after a day without tools', async () => {
    await seed('users/alice', stored('alice', { lastUsed: utcDay(-3), streak: 7 }));
    const db = as('alice');
    await assertFails(merge(db, { xp: 40, streak: 8, lastUsed: utcDay(), toolsUsedToday: ['dice'] }));
    await assertSucceeds(merge(db, { xp: 40, streak: 1, lastUsed: utcDay(), toolsUsedToday: ['dice'] }));
  });

  it('bounds the lists: short tool paths, no repeats, at most 200', async () => {
    await seed('users/alice', stored('alice'));
    const db = as('alice');
    const paths = (n: number) => Array.from({ length: n }, (_, i) => `tool-${i}`);
    await assertSucceeds(merge(db, { favourites: paths(200) }));
    for (const favourites of [paths(201), ['dice', 'dice'], ['x'.repeat(101)], ['a b'], [''], [42], ['../users/bob'], 'dice', [`${'a'.repeat(50)}-`]]) {
      await assertFails(merge(db, { favourites }));
    }
    await seed('users/alice', stored('alice', { lastUsed: utcDay(), toolsUsedToday: paths(200), xp: 2000 }));
    await assertFails(merge(db, { xp: 2010, toolsUsedToday: [...paths(200), 'dice'] }));
  });

  it('lets the sign-up and the repair of a missing profile create it, once', async () => {
    const db = as('alice');
    await assertSucceeds(setDoc(doc(db, 'users/alice'), { ...profile('alice'), favourites: ['dice'] }, { merge: true }));
    await assertFails(setDoc(doc(db, 'users/alice'), { ...profile('alice'), createdAt: serverTimestamp() }, { merge: true }));
  });
});
