import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Backend, Profile } from '../backend/backend';
import { createLocalBackend } from '../backend/local/local-backend';
import { BackendError, SIGNUP_INCOMPLETE } from '../backend/errors';
import { logIn, logOut, signUp } from './account-actions';
import { submitFeedback, feedbackDocument } from './feedback-actions';
import { recordToolUse } from './tool-use';
import { localDay } from './progress';

let n = 0;
const backends: Backend[] = [];
const open = () => {
  const backend = createLocalBackend({ dbName: `actions-${(n += 1)}` });
  backends.push(backend);
  return backend;
};
const email = () => `actions${(n += 1)}@example.com`;
const HOST = 'toolhub.example';

async function profileOf(backend: Backend, uid: string): Promise<Profile | null> {
  return new Promise((resolve, reject) => {
    const stop = backend.subscribeProfile(uid, (p) => (stop(), resolve(p)), reject);
  });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(backends.splice(0).map((b) => b.close()));
});

describe('signUp', () => {
  it('creates the account, sets the display name, creates users/{uid} and logs a signup activity', async () => {
    const backend = open();
    const address = email();
    const user = await signUp(backend, { email: address, password: 'secret123', displayName: '  Ada ' }, HOST);
    expect(user.displayName).toBe('Ada');
    const profile = await profileOf(backend, user.uid);
    expect(profile).toMatchObject({ uid: user.uid, email: address, displayName: 'Ada', xp: 0, streak: 1, toolsUsedToday: [], lastUsed: '' });
    expect(profile?.createdAt).toBeInstanceOf(Date);
    expect((await backend.listRecentActivities(user.uid, 5)).map((a) => a.type)).toEqual(['signup']);
  });

  it('passes the backend error through for the form to word', async () => {
    await expect(signUp(open(), { email: email(), password: '123', displayName: 'A' })).rejects.toMatchObject({ code: 'auth/weak-password' });
  });
});

describe('signUp when the profile cannot be written (never half signed up)', () => {
  it('deletes the new account again and passes the error on, so the same email can sign up at once', async () => {
    const backend = open();
    const address = email();
    const merge = vi.spyOn(backend, 'mergeProfile').mockRejectedValueOnce(new BackendError('permission-denied'));
    const remove = vi.spyOn(backend, 'deleteAccount');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(signUp(backend, { email: address, password: 'secret123', displayName: 'Ada' }, HOST)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(merge).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith('secret123');
    expect(backend.currentUser()).toBeNull();
    await expect(backend.signIn(address, 'secret123')).rejects.toMatchObject({ code: 'auth/invalid-credential' });

    const user = await signUp(backend, { email: address, password: 'secret123', displayName: 'Ada' }, HOST);
    expect(await profileOf(backend, user.uid)).toMatchObject({ displayName: 'Ada', xp: 0, streak: 1 });
    expect((await backend.listRecentActivities(user.uid, 5)).map((a) => a.type)).toEqual(['signup']);
  });

  it('rolls back when the display name cannot be set either', async () => {
    const backend = open();
    const address = email();
    vi.spyOn(backend, 'setDisplayName').mockRejectedValueOnce(new BackendError('auth/network-request-failed'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(signUp(backend, { email: address, password: 'secret123', displayName: 'Ada' })).rejects.toMatchObject({ code: 'auth/network-request-failed' });
    expect(backend.currentUser()).toBeNull();
    await expect(backend.createAccount(address, 'secret123')).resolves.toMatchObject({ email: address });
  });

  it(`when the roll-back fails too: signs out and fails with ${SIGNUP_INCOMPLETE}, and the next log-in creates the profile`, async () => {
    const backend = open();
    const address = email();
    vi.spyOn(backend, 'mergeProfile').mockRejectedValueOnce(new BackendError('unavailable'));
    vi.spyOn(backend, 'deleteAccount').mockRejectedValueOnce(new BackendError('auth/network-request-failed'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(signUp(backend, { email: address, password: 'secret123', displayName: 'Ada' }, HOST)).rejects.toMatchObject({ code: SIGNUP_INCOMPLETE });
    expect(warn).toHaveBeenCalled();
    expect(backend.currentUser()).toBeNull();

    const user = await logIn(backend, address, 'secret123', HOST);
    expect(await profileOf(backend, user.uid)).toMatchObject({ uid: user.uid, email: address, displayName: 'Ada', xp: 0, streak: 1, toolsUsedToday: [], lastUsed: '' });
  });
});

describe('logIn repairs an account without a profile', () => {
  it('creates users/{uid} with the new-account defaults, named after the account (or the email)', async () => {
    const backend = open();
    const named = email();
    await backend.createAccount(named, 'secret123');
    await backend.setDisplayName('Grace');
    await backend.signOut();
    const grace = await logIn(backend, named, 'secret123', HOST);
    expect(await profileOf(backend, grace.uid)).toMatchObject({ displayName: 'Grace', xp: 0, streak: 1 });
    expect((await profileOf(backend, grace.uid))?.createdAt).toBeInstanceOf(Date);
    await backend.signOut();

    const unnamed = email();
    await backend.createAccount(unnamed, 'secret123');
    await backend.signOut();
    const user = await logIn(backend, unnamed, 'secret123', HOST);
    expect((await profileOf(backend, user.uid))?.displayName).toBe(unnamed.slice(0, unnamed.indexOf('@')));
  });

  it('leaves an existing profile as it is', async () => {
    const backend = open();
    const address = email();
    const user = await signUp(backend, { email: address, password: 'secret123', displayName: 'Ada' }, HOST);
    await backend.mergeProfile(user.uid, { xp: 10, toolsUsedToday: ['dice'], lastUsed: localDay(new Date()) });
    await logOut(backend, HOST);
    const merge = vi.spyOn(backend, 'mergeProfile');
    await logIn(backend, address, 'secret123', HOST);
    expect(merge).not.toHaveBeenCalled();
    expect(await profileOf(backend, user.uid)).toMatchObject({ displayName: 'Ada', xp: 10, streak: 1, toolsUsedToday: ['dice'] });
  });

  it('never fails a log-in because the repair could not be made', async () => {
    const backend = open();
    const address = email();
    await backend.createAccount(address, 'secret123');
    await backend.signOut();
    vi.spyOn(backend, 'mergeProfile').mockRejectedValue(new BackendError('unavailable'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(logIn(backend, address, 'secret123', HOST)).resolves.toMatchObject({ email: address });
    expect(warn).toHaveBeenCalledWith('Could not create the missing profile', expect.anything());
  });
});

describe('logIn and logOut', () => {
  it('logs a login activity, and a logout activity before signing out', async () => {
    const backend = open();
    const address = email();
    const user = await signUp(backend, { email: address, password: 'secret123', displayName: 'Ada' }, HOST);
    await logOut(backend, HOST);
    expect(backend.currentUser()).toBeNull();
    await logIn(backend, address, 'secret123', HOST);
    expect((await backend.listRecentActivities(user.uid, 5)).map((a) => a.type).sort()).toEqual(['login', 'logout', 'signup']);
  });

  it('never fails because an activity could not be written', async () => {
    const backend = open();
    const address = email();
    await signUp(backend, { email: address, password: 'secret123', displayName: 'Ada' }, HOST);
    await backend.signOut();
    vi.spyOn(backend, 'addActivity').mockRejectedValue(new Error('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(logIn(backend, address, 'secret123', HOST)).resolves.toMatchObject({ email: address });
    expect(warn).toHaveBeenCalled();
  });
});

describe('submitFeedback', () => {
  it('sends type, the trimmed message, the trimmed email or null, and a server time', async () => {
    expect(feedbackDocument({ type: 'Other', message: '  hi  ', email: '   ' })).toEqual({ type: 'Other', message: 'hi', email: null, createdAt: { kind: 'serverTime' } });
    expect(feedbackDocument({ type: 'Other', message: 'hi', email: ' me@example.com ' }).email).toBe('me@example.com');
    await expect(submitFeedback(open(), { type: 'Content Idea', message: 'More games', email: '' })).resolves.toMatch(/\S/);
  });

  it('refuses a form without a type', () => {
    expect(() => feedbackDocument({ type: '', message: 'x', email: '' })).toThrow();
  });
});

describe('recordToolUse', () => {
  it('adds XP and streak to the profile and logs a toolUse activity', async () => {
    const backend = open();
    const user = await signUp(backend, { email: email(), password: 'secret123', displayName: 'Ada' }, HOST);
    const tool = { name: 'Coin Flip', path: 'coin-flip', icon: '🪙' };
    // Today: the rules take a tool use on the user's own day only.
    const now = new Date();
    await recordToolUse(backend, user, await profileOf(backend, user.uid), tool, now, HOST);
    expect(await profileOf(backend, user.uid)).toMatchObject({ xp: 10, streak: 1, toolsUsedToday: ['coin-flip'], lastUsed: localDay(now) });
    const [latest] = await backend.listRecentActivities(user.uid, 1);
    expect(latest).toMatchObject({ type: 'toolUse', link: '/coin-flip', relatedData: { toolPath: 'coin-flip' } });
  });

  it('does nothing for visitors or without a profile', async () => {
    const backend = open();
    const merge = vi.spyOn(backend, 'mergeProfile');
    await recordToolUse(backend, null, null, { name: 'x', path: 'x', icon: 'x' });
    expect(merge).not.toHaveBeenCalled();
  });
});
