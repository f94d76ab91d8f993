import type { FirebaseApp } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type DebugTokenScope, startAppCheck } from './app-check';

const sdk = vi.hoisted(() => ({
  initializeAppCheck: vi.fn((_app: unknown, options: unknown) => ({ options })),
  ReCaptchaEnterpriseProvider: vi.fn(function (this: { siteKey: string }, siteKey: string) {
    this.siteKey = siteKey;
  }),
}));
vi.mock('firebase/app-check', () => sdk);

const app = { name: 'test' } as FirebaseApp;

describe('startAppCheck', () => {
  beforeEach(() => vi.clearAllMocks());

  it('stays off without a site key', () => {
    const scope: DebugTokenScope = {};
    expect(startAppCheck(app, { apiKey: 'k', projectId: 'p' }, scope)).toBeNull();
    expect(sdk.initializeAppCheck).not.toHaveBeenCalled();
    expect(scope).toEqual({});
  });

  it('attests with reCAPTCHA Enterprise and refreshes its token', () => {
    const scope: DebugTokenScope = {};
    startAppCheck(app, { apiKey: 'k', projectId: 'p', appCheckSiteKey: 'site-key' }, scope);
    expect(sdk.ReCaptchaEnterpriseProvider).toHaveBeenCalledWith('site-key');
    expect(sdk.initializeAppCheck).toHaveBeenCalledWith(app, { provider: { siteKey: 'site-key' }, isTokenAutoRefreshEnabled: true });
    expect(scope.FIREBASE_APPCHECK_DEBUG_TOKEN).toBeUndefined();
  });

  it.each([
    [{ firestoreEmulatorHost: '127.0.0.1:8080', appCheckDebugToken: 'registered-token' }, 'registered-token'],
    [{ authEmulatorHost: '127.0.0.1:9099' }, true],
  ])('uses the debug provider under the emulators (%j)', (emulators, token) => {
    const scope: DebugTokenScope = {};
    sdk.initializeAppCheck.mockImplementationOnce(() => {
      // The SDK reads the token when it starts: it must be there by then.
      expect(scope.FIREBASE_APPCHECK_DEBUG_TOKEN).toBe(token);
      return { options: null };
    });
    startAppCheck(app, { apiKey: 'k', projectId: 'demo', appCheckSiteKey: 'site-key', ...emulators }, scope);
    expect(sdk.initializeAppCheck).toHaveBeenCalledTimes(1);
  });
});
