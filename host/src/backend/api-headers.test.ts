import { describe, expect, it } from 'vitest';
import type { Backend } from './backend';
import { apiHeaders } from './api-headers';

const backendWith = (apiToken?: () => Promise<string | null>) => async () => ({ apiToken }) as unknown as Backend;

describe('apiHeaders', () => {
  it('carries App Check’s token when the backend has one', async () => {
    expect(await apiHeaders(backendWith(async () => 'token-1'))).toEqual({ 'X-Firebase-AppCheck': 'token-1' });
  });

  it.each([
    ['the local backend (no App Check)', backendWith()],
    ['App Check off', backendWith(async () => null)],
    ['a token that fails', backendWith(async () => Promise.reject(new Error('throttled')))],
    ['a backend that cannot load', async () => Promise.reject(new Error('offline'))],
  ])('is empty for %s, never rejecting', async (_case, source) => {
    expect(await apiHeaders(source as () => Promise<Backend>)).toEqual({});
  });
});
