import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../backend/backend';
import { createLocalBackend } from '../backend/local/local-backend';
import { memoryStorage } from '../testing/memory-storage';
import { VISITOR_WISHES_KEY } from '../wishes/visitor-wishes';
import { signUp } from './account-actions';
import { ACCOUNT_BROWSER_KEYS, clearAccountBrowserData, deleteMyAccount } from './account-deletion';
import { FAVOURITES_KEY } from './favourites';
import { VISITED_TOOLS_KEY } from './visited-tools';

let n = 0;
const backends: Backend[] = [];
const open = () => {
  const backend = createLocalBackend({ dbName: `deletion-${(n += 1)}`, iterations: 100_000 });
  backends.push(backend);
  return backend;
};
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(backends.splice(0).map((b) => b.close()));
});

/** This browser as a signed-in user leaves it, plus the device's theme. */
function browserWithData() {
  const storage = memoryStorage();
  storage.setItem(VISITED_TOOLS_KEY, JSON.stringify(['coin-flip']));
  storage.setItem(FAVOURITES_KEY, JSON.stringify(['roll-a-dice']));
  storage.setItem(VISITOR_WISHES_KEY, JSON.stringify(['split-pdf']));
  storage.setItem('theme', '"dark"');
  return storage;
}

describe('clearAccountBrowserData', () => {
  it('forgets visited tools, favourites and wishes kept in this browser, and keeps the theme', () => {
    const storage = browserWithData();
    expect(clearAccountBrowserData(storage)).toBe(true);
    expect([...storage.items.keys()]).toEqual(['theme']);
    expect(ACCOUNT_BROWSER_KEYS).toEqual(['visitedTools', 'favouriteTools', 'wishedTools']);
  });

  it('says false when the browser refuses or has no storage', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(clearAccountBrowserData(undefined)).toBe(false);
    expect(clearAccountBrowserData({ removeItem: () => { throw new DOMException('denied', 'SecurityError'); } })).toBe(false);
  });
});

describe('deleteMyAccount', () => {
  it('deletes the account, signs out and clears this browser’s data for it', async () => {
    const backend = open();
    const user = await signUp(backend, { email: 'ada@example.com', password: 'secret123', displayName: 'Ada' }, 'toolhub.example');
    const storage = browserWithData();
    await deleteMyAccount(backend, 'secret123', storage);
    expect(backend.currentUser()).toBeNull();
    expect([...storage.items.keys()]).toEqual(['theme']);
    await expect(backend.signIn('ada@example.com', 'secret123')).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    expect(user.uid).toBeTruthy();
  });

  it('keeps everything, account and browser data, when the password is wrong', async () => {
    const backend = open();
    await signUp(backend, { email: 'ada@example.com', password: 'secret123', displayName: 'Ada' }, 'toolhub.example');
    const storage = browserWithData();
    await expect(deleteMyAccount(backend, 'not-it', storage)).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    expect(backend.currentUser()?.email).toBe('ada@example.com');
    expect(storage.items.size).toBe(4);
  });
});
