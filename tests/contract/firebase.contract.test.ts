/**
 * The contract against the Firebase adapter: its auth parts on the Auth emulator (started by
 * run-emulator-suite.mjs, which sets FIREBASE_AUTH_EMULATOR_HOST), its document parts only when a
 * Firestore emulator answers at FIRESTORE_EMULATOR_HOST. Whatever is missing is skipped, with why.
 */
import { describe, it } from 'vitest';
import { createFirebaseBackend } from '../../host/src/backend/firebase/firebase-backend';
import { backendContract, uniqueEmail } from './backend-contract';
import { emulatorReachable } from './emulators';

const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const authUp = await emulatorReachable(authHost);
const firestoreUp = await emulatorReachable(firestoreHost);

let apps = 0;

/** The Auth emulator's admin API sets custom claims (the emulator accepts `Bearer owner`). */
async function grantAdminClaim(uid: string): Promise<void> {
  const response = await fetch(`http://${authHost ?? ''}/identitytoolkit.googleapis.com/v1/projects/demo-toolhub/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify({ admin: true }) }),
  });
  if (!response.ok) throw new Error(`could not set the admin claim: ${response.status} ${await response.text()}`);
}

/** A document as the Firestore emulator holds it, read as its owner (past the rules). */
async function firestoreDocumentExists(path: string): Promise<boolean> {
  const response = await fetch(`http://${firestoreHost ?? ''}/v1/projects/demo-toolhub/databases/(default)/documents/${path}`, {
    headers: { authorization: 'Bearer owner' },
  });
  if (response.status !== 200 && response.status !== 404) throw new Error(`could not read ${path}: ${response.status} ${await response.text()}`);
  return response.status === 200;
}

/** A value in the Firestore REST API's form: strings, whole numbers and maps of them. */
function restValue(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number') return { integerValue: String(value) };
  if (typeof value === 'object' && value !== null) return { mapValue: { fields: restFields(value as Record<string, unknown>) } };
  throw new Error(`cannot seed ${String(value)}`);
}
const restFields = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).map(([key, value]) => [key, restValue(value)]));

/** Writes a document on the emulator as its owner, past the rules. */
async function seedFirestoreDocument(path: string, data: Record<string, unknown>): Promise<void> {
  const response = await fetch(`http://${firestoreHost ?? ''}/v1/projects/demo-toolhub/databases/(default)/documents/${path}`, {
    method: 'PATCH',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ fields: restFields(data) }),
  });
  if (!response.ok) throw new Error(`could not seed ${path}: ${response.status} ${await response.text()}`);
}

if (authUp && authHost) {
  backendContract(
    'firebase (Auth emulator)',
    () =>
      createFirebaseBackend(
        { apiKey: 'demo-api-key', projectId: 'demo-toolhub', authEmulatorHost: authHost, ...(firestoreUp && firestoreHost ? { firestoreEmulatorHost: firestoreHost } : {}) },
        { appName: `contract-${(apps += 1)}` },
      ),
    {
      documentsSkipReason: firestoreUp
        ? null
        : `no Firestore emulator reachable at FIRESTORE_EMULATOR_HOST (${firestoreHost ?? 'unset'}); install google-cloud-cli-firestore-emulator or point it at one`,
      adminEmail: uniqueEmail,
      grantAdmin: (user) => grantAdminClaim(user.uid),
      documentExists: (_backend, path) => firestoreDocumentExists(path),
      seedDocument: (_backend, path, data) => seedFirestoreDocument(path, data),
    },
  );
} else {
  describe(`backend contract: firebase (skipped: no Auth emulator reachable at FIREBASE_AUTH_EMULATOR_HOST=${authHost ?? 'unset'}; run tests/contract/run-emulator-suite.mjs)`, () => {
    it.skip('needs the Auth emulator', () => undefined);
  });
}
