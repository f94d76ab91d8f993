import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { getBackend, selectBackend } from './select';

describe('selectBackend', () => {
  it('uses the local adapter when no Firebase config was given', async () => {
    const backend = await selectBackend(null);
    expect(backend.kind).toBe('local');
    await backend.close();
  });

  it('uses the Firebase adapter when a config is given', async () => {
    const backend = await selectBackend({ apiKey: 'demo-api-key', projectId: 'demo-toolhub' });
    expect(backend.kind).toBe('firebase');
    expect(backend.currentUser()).toBeNull();
    await backend.close();
  });

  it('shares one backend per page', async () => {
    const [a, b] = await Promise.all([getBackend(), getBackend()]);
    expect(a).toBe(b);
    expect(a.kind).toBe('local');
    await a.close();
  });
});
