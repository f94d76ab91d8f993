/** The contract for profiles (users/{uid}): the live subscription, and the writes the rules forbid. */
import { expect, it } from 'vitest';
import { type Profile, serverTime } from '../../../host/src/backend/backend';
import { type ContractContext, codeOf, signedIn } from '../contract-helpers';

/** Today's UTC day: a day the rules accept as the user's whatever the machine's time zone. */
const today = () => new Date().toISOString().slice(0, 10);

export function profilesContract({ open }: ContractContext): void {
  it('live-subscribes to users/{uid}: null, then each merge', async () => {
    const { backend, user } = await signedIn(open);
    const seen: (Profile | null)[] = [];
    const errors: unknown[] = [];
    const stop = backend.subscribeProfile(user.uid, (p) => seen.push(p), (e) => errors.push(e));
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    expect(seen[0]).toBeNull();
    await backend.mergeProfile(user.uid, {
      uid: user.uid, email: user.email, displayName: 'Ada', xp: 0, streak: 1, toolsUsedToday: [], lastUsed: '', createdAt: serverTime(),
    });
    await expect.poll(() => seen.at(-1)?.displayName).toBe('Ada');
    await backend.mergeProfile(user.uid, { xp: 10, toolsUsedToday: ['coin-flip'], lastUsed: today() });
    await expect.poll(() => seen.at(-1)?.xp).toBe(10);
    const profile = seen.at(-1);
    expect(profile).toMatchObject({ uid: user.uid, displayName: 'Ada', streak: 1, toolsUsedToday: ['coin-flip'], lastUsed: today() });
    expect(profile?.createdAt).toBeInstanceOf(Date);
    stop();
    expect(errors).toEqual([]);
  });

  it('refuses profile writes the rules forbid', async () => {
    const { backend, user } = await signedIn(open);
    await backend.mergeProfile(user.uid, { uid: user.uid, email: user.email, displayName: 'A', xp: 0, streak: 1, toolsUsedToday: [], lastUsed: '', createdAt: serverTime() });
    expect(await codeOf(backend.mergeProfile(user.uid, { xp: -1 }))).toBe('permission-denied');
    // Issue 41 §2: XP only with a tool new that day, the streak only as the days go, lists of tool paths.
    expect(await codeOf(backend.mergeProfile(user.uid, { xp: 1e9 }))).toBe('permission-denied');
    expect(await codeOf(backend.mergeProfile(user.uid, { xp: 10, toolsUsedToday: ['coin-flip'], lastUsed: '9999-12-31' }))).toBe('permission-denied');
    expect(await codeOf(backend.mergeProfile(user.uid, { xp: 20, toolsUsedToday: ['coin-flip'], lastUsed: today() }))).toBe('permission-denied');
    expect(await codeOf(backend.mergeProfile(user.uid, { streak: 1_000_000 }))).toBe('permission-denied');
    expect(await codeOf(backend.mergeProfile(user.uid, { favourites: Array.from({ length: 201 }, (_, n) => `tool-${n}`) }))).toBe('permission-denied');
    expect(await codeOf(backend.mergeProfile(user.uid, { favourites: ['not a path'] }))).toBe('permission-denied');
    expect(await codeOf(backend.mergeProfile(user.uid, { streak: 0 }))).toBe('permission-denied');
    expect(await codeOf(backend.mergeProfile(user.uid, { createdAt: serverTime() }))).toBe('permission-denied');
    expect(await codeOf(backend.mergeProfile(user.uid, { email: 'someone@else.com' }))).toBe('permission-denied');
    expect(await codeOf(backend.mergeProfile('someone-else', { xp: 1 }))).toBe('permission-denied');
  });
}
