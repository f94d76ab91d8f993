/**
 * App Check (issue 41 §3): Firebase tells requests from ToolHub's own pages from scripts that
 * reuse its public config. On when the build sets FIREBASE_APP_CHECK_SITE_KEY (a reCAPTCHA
 * Enterprise website key); the local backend never uses it. Under the emulators the debug
 * provider stands in for reCAPTCHA: the token registered in the console
 * (FIREBASE_APP_CHECK_DEBUG_TOKEN), or a new one the SDK prints to the console for registering.
 *
 * What it stops: requests without a valid attestation, once enforcement is switched on for Cloud
 * Firestore in the console. What it does not: a person in a real browser on the real page (the
 * rules bound what they can write), and nothing at all before enforcement is on.
 */
import type { FirebaseApp } from 'firebase/app';
import { type AppCheck, ReCaptchaEnterpriseProvider, getToken, initializeAppCheck } from 'firebase/app-check';
import type { FirebaseConfig } from '../firebase-config';

/** Where the SDK looks for a debug token (self in a browser). */
export interface DebugTokenScope {
  FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean;
}

export function startAppCheck(app: FirebaseApp, config: FirebaseConfig, scope: DebugTokenScope = globalThis as DebugTokenScope): AppCheck | null {
  if (!config.appCheckSiteKey) return null;
  // Set before initializeAppCheck, which reads it once.
  if (config.authEmulatorHost || config.firestoreEmulatorHost) scope.FIREBASE_APPCHECK_DEBUG_TOKEN = config.appCheckDebugToken ?? true;
  return initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(config.appCheckSiteKey), isTokenAutoRefreshEnabled: true });
}

/** The current token (cached by the SDK until it nears expiry), or null when App Check is off or fails. */
export async function appCheckToken(appCheck: AppCheck | null): Promise<string | null> {
  if (!appCheck) return null;
  try {
    return (await getToken(appCheck)).token;
  } catch (error) {
    console.warn('No App Check token', error);
    return null;
  }
}
