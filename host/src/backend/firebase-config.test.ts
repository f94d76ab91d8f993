import { describe, expect, it } from 'vitest';
import { buildFirebaseConfig, firebaseConfigFromEnv } from './firebase-config';

describe('Firebase configuration from the environment', () => {
  it('is null without a project (the local adapter is used)', () => {
    expect(firebaseConfigFromEnv({})).toBeNull();
    expect(firebaseConfigFromEnv({ FIREBASE_API_KEY: 'k' })).toBeNull();
    expect(firebaseConfigFromEnv({ FIREBASE_PROJECT_ID: 'p' })).toBeNull();
  });

  it('reads the project config, leaving out what is unset', () => {
    expect(
      firebaseConfigFromEnv({ FIREBASE_API_KEY: 'k', FIREBASE_PROJECT_ID: 'p', FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com', FIREBASE_APP_ID: ' 1:2:web:3 ', FIREBASE_STORAGE_BUCKET: '' }),
    ).toEqual({ apiKey: 'k', projectId: 'p', authDomain: 'p.firebaseapp.com', appId: '1:2:web:3' });
  });

  it('needs no API key against the emulators', () => {
    expect(firebaseConfigFromEnv({ FIREBASE_PROJECT_ID: 'demo-toolhub', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toEqual({
      apiKey: 'demo-api-key', projectId: 'demo-toolhub', authEmulatorHost: '127.0.0.1:9099', firestoreEmulatorHost: '127.0.0.1:8080',
    });
  });

  it('reads App Check’s site key, and a debug token for the emulators', () => {
    expect(firebaseConfigFromEnv({ FIREBASE_API_KEY: 'k', FIREBASE_PROJECT_ID: 'p', FIREBASE_APP_CHECK_SITE_KEY: ' 6Lc-site-key ' })).toEqual({
      apiKey: 'k', projectId: 'p', appCheckSiteKey: '6Lc-site-key',
    });
    expect(
      firebaseConfigFromEnv({ FIREBASE_PROJECT_ID: 'demo-toolhub', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', FIREBASE_APP_CHECK_SITE_KEY: 'key', FIREBASE_APP_CHECK_DEBUG_TOKEN: 'debug-uuid' }),
    ).toEqual({ apiKey: 'demo-api-key', projectId: 'demo-toolhub', firestoreEmulatorHost: '127.0.0.1:8080', appCheckSiteKey: 'key', appCheckDebugToken: 'debug-uuid' });
  });

  it('is null at run time when the build injected nothing', () => {
    expect(buildFirebaseConfig()).toBeNull();
  });
});
