/**
 * Picks the adapter: Firebase when a configuration was given at build time, else the local one.
 * Both are loaded with import() so neither, and above all no Firebase code, is in the first load.
 */
import type { Backend } from './backend';
import { buildFirebaseConfig, type FirebaseConfig } from './firebase-config';
import { toolhubConfig } from '../config/toolhub-config';

export async function selectBackend(config: FirebaseConfig | null = buildFirebaseConfig()): Promise<Backend> {
  if (config) {
    const { createFirebaseBackend } = await import('./firebase/firebase-backend');
    return createFirebaseBackend(config, { analyticsShards: toolhubConfig.analyticsShards });
  }
  const { createLocalBackend } = await import('./local/local-backend');
  return createLocalBackend({ adminEmails: toolhubConfig.adminEmails, analyticsShards: toolhubConfig.analyticsShards });
}

let shared: Promise<Backend> | null = null;

/** The page's one backend, created on first use and shared by the user state and the UI. */
export function getBackend(): Promise<Backend> {
  shared ??= selectBackend();
  return shared;
}
