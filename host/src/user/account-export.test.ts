import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Backend } from '../backend/backend';
import { createLocalBackend } from '../backend/local/local-backend';
import { memoryStorage } from '../testing/memory-storage';
import { VISITOR_WISHES_KEY } from '../wishes/visitor-wishes';
import { signUp } from './account-actions';
import { activityFor } from './activity';
import { collectAccountData, exportFileName, exportJson } from './account-export';
import { FAVOURITES_KEY } from './favourites';
import { VISITED_TOOLS_KEY } from './visited-tools';
import { localDay } from './progress';

let n = 0;
const backends: Backend[] = [];
const open = () => {
  const backend = createLocalBackend({ dbName: `export-${(n += 1)}`, iterations: 100_000 });
  backends.push(backend);
  return backend;
};
afterEach(async () => {
  await Promise.all(backends.splice(0).map((b) => b.close()));
});

describe('exportFileName', () => {
  it('is toolhub-data-YYYY-MM-DD.json on the local calendar day', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('toolhub-data-2026-01-05.json');
    expect(exportFileName(new Date(2026, 10, 27, 0, 1))).toBe('toolhub-data-2026-11-27.json');
  });
});

describe('collectAccountData', () => {
  it('holds the profile, favourites, every activity newest first, the wishes and this browser’s lists', async () => {
    const backend = open();
    const user = await signUp(backend, { email: 'ada@example.com', password: 'secret123', displayName: 'Ada' }, 'toolhub.example');
    await backend.mergeProfile(user.uid, { favourites: ['json-formatter', 'coin-flip'], xp: 10, toolsUsedToday: ['coin-flip'], lastUsed: localDay(new Date()) });
    const tools = Array.from({ length: 12 }, (_, i) => ({ name: `Tool ${i}`, path: `tool-${i}`, icon: '🧰' }));
    for (const tool of tools) await backend.addActivity(user.uid, activityFor('toolUse', tool));
    await backend.addWish(user.uid, 'split-pdf');
    const storage = memoryStorage();
    storage.setItem(VISITED_TOOLS_KEY, JSON.stringify(['coin-flip', 'json-formatter']));
    storage.setItem(FAVOURITES_KEY, JSON.stringify(['roll-a-dice']));
    storage.setItem(VISITOR_WISHES_KEY, JSON.stringify(['merge-pdfs']));
    const now = new Date('2026-11-27T10:00:00Z');

    const data = await collectAccountData(backend, user, { storage, now });

    expect(data).toMatchObject({
      format: 'toolhub-account-data',
      version: 1,
      exportedAt: '2026-11-27T10:00:00.000Z',
      account: { uid: user.uid, email: 'ada@example.com', displayName: 'Ada' },
      profile: { uid: user.uid, email: 'ada@example.com', displayName: 'Ada', xp: 10, streak: 1, favourites: ['json-formatter', 'coin-flip'] },
      favourites: ['json-formatter', 'coin-flip'],
      wishes: ['split-pdf'],
      browser: { favouriteTools: ['roll-a-dice'], wishedTools: ['merge-pdfs'], visitedTools: ['coin-flip', 'json-formatter'] },
    });
    expect(data.account.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // All 13, not the dashboard's few: the 12 tool uses, newest first, then the sign-up.
    expect(data.activities.map((a) => a.description)).toEqual([...tools.map((t) => `Used ${t.name}`).reverse(), 'Created an account']);
    expect(data.activities.every((a) => a.id && a.timestamp instanceof Date)).toBe(true);

    const parsed = JSON.parse(exportJson(data)) as { profile: { createdAt: unknown }; activities: { timestamp: unknown }[] };
    expect(parsed.profile.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(parsed.activities[0]?.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
  });

  it('exports an account without a profile, and empty or corrupt browser lists as empty', async () => {
    const backend = open();
    const user = await backend.createAccount('grace@example.com', 'secret123');
    const storage = memoryStorage();
    storage.setItem(VISITED_TOOLS_KEY, '{not json');
    const data = await collectAccountData(backend, user, { storage });
    expect(data).toMatchObject({
      profile: null,
      favourites: [],
      activities: [],
      wishes: [],
      browser: { favouriteTools: [], wishedTools: [], visitedTools: [] },
    });
  });

  it('fails with the backend’s error when the history cannot be read', async () => {
    const backend = open();
    const user = await backend.createAccount('lin@example.com', 'secret123');
    await backend.signOut();
    await expect(collectAccountData(backend, user)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
