/**
 * Firebase configuration from environment variables. Pure and free of Firebase imports: the build
 * (rspack.config.ts) calls `firebaseConfigFromEnv` to inject it, and the host reads it to decide
 * whether to load the Firebase adapter at all.
 */
export interface FirebaseConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  appId?: string;
  storageBucket?: string;
  messagingSenderId?: string;
  /** 'host:port' of the Auth emulator, e.g. 127.0.0.1:9099. */
  authEmulatorHost?: string;
  /** 'host:port' of the Firestore emulator, e.g. 127.0.0.1:8080. */
  firestoreEmulatorHost?: string;
  /** App Check's reCAPTCHA Enterprise site key: App Check is on when it is set (app-check.ts). */
  appCheckSiteKey?: string;
  /** A debug token registered in the Firebase console, for App Check under the emulators and in CI. */
  appCheckDebugToken?: string;
}

/**
 * The config the environment describes, or null when it describes none. A project id is the
 * minimum; the API key may be left out only against the emulators, which accept any key.
 */
export function firebaseConfigFromEnv(env: Record<string, string | undefined>): FirebaseConfig | null {
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };
  const projectId = value('FIREBASE_PROJECT_ID');
  const authEmulatorHost = value('FIREBASE_AUTH_EMULATOR_HOST');
  const firestoreEmulatorHost = value('FIRESTORE_EMULATOR_HOST');
  const apiKey = value('FIREBASE_API_KEY') ?? (authEmulatorHost || firestoreEmulatorHost ? 'demo-api-key' : undefined);
  if (!projectId || !apiKey) return null;
  const optional = {
    authDomain: value('FIREBASE_AUTH_DOMAIN'),
    appId: value('FIREBASE_APP_ID'),
    storageBucket: value('FIREBASE_STORAGE_BUCKET'),
    messagingSenderId: value('FIREBASE_MESSAGING_SENDER_ID'),
    authEmulatorHost,
    firestoreEmulatorHost,
    appCheckSiteKey: value('FIREBASE_APP_CHECK_SITE_KEY'),
    appCheckDebugToken: value('FIREBASE_APP_CHECK_DEBUG_TOKEN'),
  };
  // Only the keys that are set, so the injected JSON stays small and readable.
  return {
    apiKey,
    projectId,
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
  };
}

/** The config injected at build time, or null (also in tests and builds that define nothing). */
export function buildFirebaseConfig(): FirebaseConfig | null {
  return typeof __TOOLHUB_FIREBASE__ !== 'undefined' && __TOOLHUB_FIREBASE__ ? __TOOLHUB_FIREBASE__ : null;
}
