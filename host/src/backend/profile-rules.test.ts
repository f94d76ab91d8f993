import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { XP_PER_NEW_TOOL, afterToolUse } from '../user/progress';
import { serverTime } from './backend';
import { MAX_PROFILE_TOOL_PATHS, accountDeleteProblem, currentDays, profileWriteProblem } from './profile-rules';

const token = { uid: 'alice', email: 'alice@example.com' };
const now = new Date('2026-11-21T12:00:00Z');
const fresh = { uid: 'alice', email: 'alice@example.com', displayName: 'A', xp: 0, streak: 1, toolsUsedToday: [], lastUsed: '', createdAt: serverTime() };
/** A profile as stored after two days of use. */
const stored = { ...fresh, createdAt: new Date('2026-11-01'), xp: 30, streak: 2, toolsUsedToday: ['json-formatter', 'coin-flip', 'dice'], lastUsed: '2026-11-20' };

describe('profile write rules (mirroring firestore.rules)', () => {
  it('takes a new profile at SPEC’s defaults, and the host’s writes after it', () => {
    expect(profileWriteProblem(fresh, undefined, token, 'alice', now)).toBeNull();
    expect(profileWriteProblem({ ...fresh, favourites: ['dice'] }, undefined, token, 'alice', now)).toBeNull();
    expect(profileWriteProblem({ xp: 40, streak: 3, toolsUsedToday: ['dice'], lastUsed: '2026-11-21' }, stored, token, 'alice', now)).toBeNull();
    expect(profileWriteProblem({ xp: 40, toolsUsedToday: [...stored.toolsUsedToday, 'uuid-generator'] }, stored, token, 'alice', now)).toBeNull();
    expect(profileWriteProblem({ favourites: ['dice', 'coin-flip'] }, stored, token, 'alice', now)).toBeNull();
    expect(profileWriteProblem({ displayName: 'Alice' }, stored, token, 'alice', now)).toBeNull();
  });

  it.each([
    ['another user', { xp: 1 }, 'bob'],
    ['another uid', { uid: 'bob' }, 'alice'],
    ['another email', { email: 'bob@example.com' }, 'alice'],
    ['xp not a whole number', { xp: 30.5 }, 'alice'],
    ['xp NaN', { xp: Number.NaN }, 'alice'],
    ['xp Infinity', { xp: Number.POSITIVE_INFINITY }, 'alice'],
    ['xp 1e9', { xp: 1e9 }, 'alice'],
    ['xp without a tool', { xp: 40 }, 'alice'],
    ['a tool without xp', { toolsUsedToday: [...stored.toolsUsedToday, 'uuid-generator'] }, 'alice'],
    ['two tools at once', { xp: 50, toolsUsedToday: [...stored.toolsUsedToday, 'uuid-generator', 'hash-generator'] }, 'alice'],
    ['a tool used already', { xp: 40, toolsUsedToday: [...stored.toolsUsedToday, 'dice'] }, 'alice'],
    ['a streak of a million', { streak: 1_000_000 }, 'alice'],
    ['a streak skipping ahead', { xp: 40, streak: 4, toolsUsedToday: ['dice'], lastUsed: '2026-11-21' }, 'alice'],
    ['a new day keeping the list', { xp: 40, streak: 3, toolsUsedToday: [...stored.toolsUsedToday, 'uuid-generator'], lastUsed: '2026-11-21' }, 'alice'],
    ['a day far ahead', { xp: 40, streak: 1, toolsUsedToday: ['dice'], lastUsed: '9999-12-31' }, 'alice'],
    ['a day two ahead', { xp: 40, streak: 1, toolsUsedToday: ['dice'], lastUsed: '2026-11-23' }, 'alice'],
    ['a day back', { xp: 40, streak: 1, toolsUsedToday: ['dice'], lastUsed: '2026-11-19' }, 'alice'],
    ['favourites that are not tool paths', { favourites: ['a b'] }, 'alice'],
    ['repeated favourites', { favourites: ['dice', 'dice'] }, 'alice'],
    ['too many favourites', { favourites: Array.from({ length: MAX_PROFILE_TOOL_PATHS + 1 }, (_, i) => `t${i}`) }, 'alice'],
    ['a long display name', { displayName: 'x'.repeat(101) }, 'alice'],
    ['an unknown field', { isAdmin: true }, 'alice'],
  ])('refuses %s', (_case, write, uid) => {
    expect(profileWriteProblem(write as never, stored, token, uid, now)).not.toBeNull();
  });

  it.each([{ xp: 10 }, { streak: 2 }, { toolsUsedToday: ['dice'] }, { lastUsed: '2026-11-21' }])('refuses a new profile with %j', (fields) => {
    expect(profileWriteProblem({ ...fresh, ...fields }, undefined, token, 'alice', now)).toMatch(/new profile/);
  });

  it('never lets createdAt be rewritten, and a profile is created with it', () => {
    expect(profileWriteProblem({ createdAt: serverTime() }, { createdAt: new Date() }, token, 'alice', now)).toMatch(/createdAt/);
    expect(profileWriteProblem({ favourites: [] }, undefined, token, 'alice', now)).toMatch(/createdAt/);
  });

  it('property: every sequence of tool uses the host makes passes, day after day', () => {
    const tools = fc.constantFrom('dice', 'coin-flip', 'json-formatter', 'uuid-generator');
    const step = fc.tuple(fc.integer({ min: 0, max: 2 }), tools);
    fc.assert(
      fc.property(fc.array(step, { maxLength: 20 }), (steps) => {
        let profile: Record<string, unknown> = { ...fresh, createdAt: new Date() };
        let clock = new Date('2026-11-21T12:00:00Z');
        for (const [days, tool] of steps) {
          clock = new Date(clock.getTime() + days * 86_400_000);
          const { xpGained: _gained, ...next } = afterToolUse(profile as never, tool, clock);
          expect(profileWriteProblem(next, profile, token, 'alice', clock)).toBeNull();
          profile = { ...profile, ...next };
        }
      }),
    );
  });

  it('states the same amounts as firestore.rules', () => {
    const rules = readFileSync(fileURLToPath(new URL('../../../firestore.rules', import.meta.url)), 'utf8');
    expect(rules).toContain(`after.xp == before.xp + ${XP_PER_NEW_TOOL}`);
    expect(rules).toContain(`isToolPathList(d.toolsUsedToday, ${MAX_PROFILE_TOOL_PATHS})`);
    expect(rules).toContain(`isToolPathList(d.favourites, ${MAX_PROFILE_TOOL_PATHS})`);
  });

  it('takes the UTC day and the days either side as the user’s day', () => {
    expect(currentDays(new Date('2026-01-01T00:30:00Z'))).toEqual(['2025-12-31', '2026-01-01', '2026-01-02']);
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
