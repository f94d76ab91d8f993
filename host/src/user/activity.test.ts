import { describe, expect, it, vi } from 'vitest';
import type { AuthUser, Backend } from '../backend/backend';
import { activityFor, logActivity, shouldLogActivity } from './activity';

const user = { uid: 'u1' } as AuthUser;
const local = { kind: 'local' } as const;
const firebase = { kind: 'firebase' } as const;

describe('activity rules (SPEC section 7)', () => {
  it.each(['localhost', '127.1.2.3', '[::1]', 'app.localhost'])('is skipped on %s with the Firebase backend (config/loopback-host)', (host) => {
    expect(shouldLogActivity(firebase, user, host)).toBe(false);
  });

  it('is skipped with no user', () => {
    expect(shouldLogActivity(local, null, 'toolhub.example')).toBe(false);
  });

  it('is skipped on localhost with the Firebase backend, kept with the local one', () => {
    expect(shouldLogActivity(firebase, user, 'localhost')).toBe(false);
    expect(shouldLogActivity(firebase, user, 'toolhub.example')).toBe(true);
    expect(shouldLogActivity(local, user, 'localhost')).toBe(true);
  });

  it('builds the activity document shape', () => {
    expect(activityFor('toolUse', { name: 'Coin Flip', path: 'coin-flip', icon: '🪙' })).toEqual({
      type: 'toolUse', description: 'Used Coin Flip', icon: '🪙', link: '/coin-flip', relatedData: { toolPath: 'coin-flip' }, timestamp: { kind: 'serverTime' },
    });
    for (const type of ['login', 'signup', 'logout'] as const) expect(activityFor(type)).toMatchObject({ type, relatedData: { toolPath: null } });
  });

  it('writes nothing when skipped', async () => {
    const addActivity = vi.fn();
    await logActivity({ kind: 'firebase', addActivity } as unknown as Backend, user, activityFor('login'), 'localhost');
    await logActivity({ kind: 'local', addActivity } as unknown as Backend, null, activityFor('login'), 'toolhub.example');
    expect(addActivity).not.toHaveBeenCalled();
    await logActivity({ kind: 'local', addActivity } as unknown as Backend, user, activityFor('login'), 'toolhub.example');
    expect(addActivity).toHaveBeenCalledWith('u1', expect.objectContaining({ type: 'login' }));
  });
});
