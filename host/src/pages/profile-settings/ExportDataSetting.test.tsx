// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Announcer } from '@toolhub/shared';
import userEvent from '@testing-library/user-event';
import type { AuthUser, Backend } from '../../backend/backend';
import { BackendError } from '../../backend/errors';
import { createLocalBackend } from '../../backend/local/local-backend';
import { memoryStorage } from '../../testing/memory-storage';
import { signUp } from '../../user/account-actions';
import { activityFor } from '../../user/activity';
import { ExportDataSetting } from './ExportDataSetting';

let n = 0;
const backends: Backend[] = [];

/** What the page handed the browser to save: the file's name and its text. */
let saved: { fileName: string; type: string; text: Promise<string> }[] = [];
const blobs = new Map<string, Blob>();
const realObjectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
beforeEach(() => {
  saved = [];
  blobs.clear();
  // jsdom has no object URLs; a link's click is where the download would start.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ fileName: this.download, type: blob.type, text: blob.text() });
  });
});
afterEach(async () => {
  Object.assign(URL, realObjectUrls);
  vi.restoreAllMocks();
  await Promise.all(backends.splice(0).map((b) => b.close()));
});

function setup(backend: Backend, user: AuthUser, storage = memoryStorage()) {
  render(
    <>
      <ExportDataSetting user={user} backend={() => Promise.resolve(backend)} storage={storage} now={() => new Date(2026, 10, 27, 9, 30)} />
      <Announcer />
    </>,
  );
  return { user: userEvent.setup(), button: () => screen.getByRole('button', { name: /^(Download my data|Preparing your data\.\.\.)$/ }) as HTMLButtonElement };
}

describe('ExportDataSetting', () => {
  it('downloads toolhub-data-YYYY-MM-DD.json with the profile, favourites, every activity and the wishes, and says so', async () => {
    const backend = createLocalBackend({ dbName: `export-setting-${(n += 1)}`, iterations: 100_000 });
    backends.push(backend);
    const ada = await signUp(backend, { email: 'ada@example.com', password: 'secret123', displayName: 'Ada' }, 'toolhub.example');
    await backend.mergeProfile(ada.uid, { favourites: ['coin-flip'] });
    for (let i = 0; i < 8; i += 1) await backend.addActivity(ada.uid, activityFor('toolUse', { name: `Tool ${i}`, path: `tool-${i}`, icon: '🧰' }));
    await backend.addWish(ada.uid, 'split-pdf');
    const storage = memoryStorage();
    storage.setItem('visitedTools', '["coin-flip"]');
    const s = setup(backend, ada, storage);

    await s.user.click(s.button());
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Your data was downloaded as toolhub-data-2026-11-27.json.'));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ fileName: 'toolhub-data-2026-11-27.json', type: 'application/json;charset=utf-8' });
    const data = JSON.parse(await saved[0]!.text) as Record<string, unknown> & { activities: { type: string }[] };
    expect(data).toMatchObject({
      format: 'toolhub-account-data',
      account: { uid: ada.uid, email: 'ada@example.com' },
      profile: { displayName: 'Ada', xp: 0, streak: 1, favourites: ['coin-flip'] },
      favourites: ['coin-flip'],
      wishes: ['split-pdf'],
      browser: { visitedTools: ['coin-flip'], favouriteTools: [], wishedTools: [] },
    });
    expect(data.activities).toHaveLength(9);
    expect(data.activities.at(-1)?.type).toBe('signup');
  });

  it('reads "Preparing your data..." while it works, then the button is back', async () => {
    let finish: () => void = () => undefined;
    const backend = {
      subscribeProfile: (_uid: string, next: (profile: null) => void) => (queueMicrotask(() => next(null)), () => undefined),
      listAllActivities: () => new Promise((resolve) => (finish = () => resolve([]))),
      listMyWishes: async () => [],
    } as unknown as Backend;
    const s = setup(backend, { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', metadata: {} } as AuthUser);
    await s.user.click(s.button());
    expect(s.button().textContent).toBe('Preparing your data...');
    expect(s.button().disabled).toBe(true);
    finish();
    await screen.findByText(/Your data was downloaded/);
    expect(s.button().textContent).toBe('Download my data');
  });

  it('says what went wrong, and downloads nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backend = {
      subscribeProfile: (_uid: string, next: (profile: null) => void) => (queueMicrotask(() => next(null)), () => undefined),
      listAllActivities: () => Promise.reject(new BackendError('auth/network-request-failed')),
      listMyWishes: async () => [],
    } as unknown as Backend;
    const s = setup(backend, { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', metadata: {} } as AuthUser);
    await s.user.click(s.button());
    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please check your internet connection.');
    expect(saved).toEqual([]);
    expect(s.button().disabled).toBe(false);
  });
});
