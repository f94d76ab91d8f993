import { describe, expect, it } from 'vitest';
import { serverTime } from './backend';
import { accountDeleteProblem, profileWriteProblem } from './profile-rules';

const token = { uid: 'alice', email: 'alice@example.com' };

describe('profile write rules (mirroring firestore.rules)', () => {
  it('allows the owner sensible writes', () => {
    expect(profileWriteProblem({ uid: 'alice', email: 'alice@example.com', xp: 0, streak: 1, createdAt: serverTime() }, undefined, token, 'alice')).toBeNull();
    expect(profileWriteProblem({ xp: 10, streak: 2, toolsUsedToday: ['x'], lastUsed: '2026-11-21' }, { createdAt: new Date() }, token, 'alice')).toBeNull();
  });

  it.each([
    [{ xp: 1 }, 'bob'],
    [{ uid: 'bob' }, 'alice'],
    [{ email: 'bob@example.com' }, 'alice'],
    [{ xp: -1 }, 'alice'],
    [{ xp: Number.NaN }, 'alice'],
    [{ streak: 0 }, 'alice'],
  ])('refuses %j on users/%s', (write, uid) => {
    expect(profileWriteProblem(write, undefined, token, uid)).not.toBeNull();
  });

  it('never lets createdAt be rewritten', () => {
    expect(profileWriteProblem({ createdAt: serverTime() }, { createdAt: new Date() }, token, 'alice')).toMatch(/createdAt/);
  });
});

describe('account delete rules (mirroring firestore.rules)', () => {
  it('lets the owner delete users/{uid} and its activities', () => {
    expect(accountDeleteProblem({ uid: 'alice' }, 'alice')).toBeNull();
  });

  it('refuses another user, a visitor and an admin acting on someone else', () => {
    expect(accountDeleteProblem({ uid: 'bob' }, 'alice')).toBe('only the owner may delete users/{uid} and its activities');
    expect(accountDeleteProblem(null, 'alice')).not.toBeNull();
    expect(accountDeleteProblem({ uid: 'root' }, 'alice')).not.toBeNull();
  });
});
