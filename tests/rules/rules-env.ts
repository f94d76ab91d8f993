/**
 * What the firestore.rules tests share: the Firestore emulator (started by
 * tests/contract/run-emulator-suite.mjs where the Cloud SDK's is installed) and a test environment
 * per file on it. Without an emulator answering at FIRESTORE_EMULATOR_HOST the tests are reported
 * as skipped with that reason.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type RulesTestEnvironment, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { type Firestore, doc, increment, serverTimestamp, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { emulatorReachable } from '../contract/emulators';

const host = process.env.FIRESTORE_EMULATOR_HOST;
const reachable = await emulatorReachable(host);
const skipReason = `no Firestore emulator reachable at FIRESTORE_EMULATOR_HOST (${host ?? 'unset'}); install google-cloud-cli-firestore-emulator or point it at one`;

/** What each area's tests are given; `env()` is the file's test environment, set up before its first test. */
export interface RulesContext {
  env: () => RulesTestEnvironment;
  /** Firestore as the signed-in `uid` (email `uid@example.com`, plus `claims`), or as a signed-out visitor for null. */
  as: (uid: string | null, claims?: Record<string, unknown>) => Firestore;
  /** Writes a document past the rules. */
  seed: (path: string, data: Record<string, unknown>) => Promise<void>;
}

/** The UTC day `offset` days from now, YYYY-MM-DD: the rules accept analytics for -1, 0 and +1. */
export const utcDay = (offset = 0): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A visitor id as the tracker makes it: a SHA-256 in hex. */
export const visitorId = (n = 1): string => n.toString(16).padStart(64, '0');

/** The host's write sentinels (host/src/backend/backend.ts) as Firestore's, as the Firebase adapter sends them. */
export function toFirestoreWrite(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const kind = (value as { kind?: unknown }).kind;
  if (kind === 'serverTime') return serverTimestamp();
  if (kind === 'increment') return increment((value as { by: number }).by);
  if (Array.isArray(value)) return value.map(toFirestoreWrite);
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, toFirestoreWrite(entry)]));
}

/** A profile as the app writes it at sign-up. */
export const profile = (uid: string) => ({
  uid, email: `${uid}@example.com`, displayName: 'A', xp: 0, streak: 1, toolsUsedToday: [], lastUsed: '', createdAt: serverTimestamp(),
});

/**
 * Registers one area's tests as `firestore.rules` › `area`, on a test environment of their own
 * (created before the first, cleaned up after the last; the database is cleared before each test).
 */
export function describeRules(area: string, body: (rules: RulesContext) => void): void {
  describe.skipIf(!reachable)(`firestore.rules${reachable ? '' : ` (skipped: ${skipReason})`}`, () => {
    let env: RulesTestEnvironment;
    const as = (uid: string | null, claims: Record<string, unknown> = {}): Firestore =>
      (uid ? env.authenticatedContext(uid, { email: `${uid}@example.com`, ...claims }) : env.unauthenticatedContext()).firestore() as unknown as Firestore;
    const seed = (path: string, data: Record<string, unknown>) =>
      env.withSecurityRulesDisabled(async (context) => setDoc(doc(context.firestore() as unknown as Firestore, path), data));

    beforeAll(async () => {
      const [hostname = '127.0.0.1', port = '8080'] = (host ?? '').split(':');
      env = await initializeTestEnvironment({
        projectId: 'demo-toolhub',
        firestore: { host: hostname, port: Number(port), rules: readFileSync(fileURLToPath(new URL('../../firestore.rules', import.meta.url)), 'utf8') },
      });
    });
    beforeEach(async () => env.clearFirestore());
    afterAll(async () => env?.cleanup());

    describe(area, () => body({ env: () => env, as, seed }));
  });
}
